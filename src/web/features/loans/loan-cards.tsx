import type { TLoan } from '../../../shared/contracts/loans';
import { formatDate } from '../../../shared/format';
import { formatInterestRate } from '../../../shared/loans';
import { Money } from '../../components/money';
import type { TLoanAccess, TLoanAction } from './loan-actions';
import { LoanStatusBadge } from './loan-status-badge';
import { LoanDateLink, RowActions } from './loans-table';

/**
 * A loan below 768 px: the amount and what is still owed always in view, the purpose wrapped in full, and the
 * admin's next step under it.
 */
export function LoanCard({
  loan,
  isOrganizationView,
  access,
  onAction,
}: {
  loan: TLoan;
  isOrganizationView: boolean;
  access: TLoanAccess;
  onAction: (action: TLoanAction) => void;
}) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          {isOrganizationView && <p className="break-words font-medium">{loan.memberName ?? '—'}</p>}
          <LoanDateLink loan={loan} className="text-sm" />
          <p className="text-xs text-muted-foreground">
            {formatInterestRate(loan.interestRateBps)} · due {formatDate(loan.dueDate)}
          </p>
        </div>
        <div className="shrink-0 text-right">
          <Money cents={loan.amountCents} className="font-semibold" />
          {isOrganizationView && loan.disbursedOn !== null && (
            <p className="text-xs text-muted-foreground">
              Outstanding <Money cents={loan.outstandingCents} />
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <LoanStatusBadge loan={loan} />
        {loan.decisionReason && (loan.status === 'rejected' || loan.status === 'defaulted') && (
          <span className="break-words text-xs text-muted-foreground">{loan.decisionReason}</span>
        )}
      </div>
      {loan.purpose && <p className="break-words text-sm text-muted-foreground">{loan.purpose}</p>}
      {isOrganizationView && (
        <div className="flex flex-wrap">
          <RowActions loan={loan} access={access} onAction={onAction} />
        </div>
      )}
    </>
  );
}
