import { Link } from 'react-router';
import type { TLoan } from '../../../shared/contracts/loans';
import { formatDate } from '../../../shared/format';
import { formatInterestRate } from '../../../shared/loans';
import { Money } from '../../components/money';
import { Skeleton } from '../../components/ui/skeleton';
import type { TLoanAccess, TLoanAction } from './loan-actions';
import { LoanStatusBadge } from './loan-status-badge';
import { getLoanSearch, LOAN_LINK_STATE_KEY, RowActions } from './loans-table';

/**
 * The loan history below 768 px: one card per loan with the amount and what is still owed always in view,
 * the purpose wrapped in full, and the admin's next step under it.
 */
export function LoanCards({
  items,
  isLoading,
  isOrganizationView,
  access,
  onAction,
}: {
  items: readonly TLoan[];
  isLoading: boolean;
  isOrganizationView: boolean;
  access: TLoanAccess;
  onAction: (action: TLoanAction) => void;
}) {
  if (isLoading) {
    return (
      <div className="grid gap-3 p-4 md:hidden" aria-busy="true">
        {['a', 'b', 'c'].map((row) => (
          <Skeleton key={row} className="h-20 w-full" />
        ))}
      </div>
    );
  }
  if (items.length === 0) {
    return <p className="py-12 text-center font-medium md:hidden">No loans found</p>;
  }
  return (
    <ul aria-label="Loan History" className="divide-y md:hidden">
      {items.map((loan) => (
        <li key={loan.id} className="grid gap-2 px-4 py-3">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0 flex-1">
              {isOrganizationView && <p className="break-words font-medium">{loan.memberName ?? '—'}</p>}
              <Link
                to={{ search: getLoanSearch(loan.id) }}
                state={{ [LOAN_LINK_STATE_KEY]: true }}
                className="text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={`View loan of ${formatDate(loan.loanDate)}${loan.memberName ? ` to ${loan.memberName}` : ''}`}
              >
                {formatDate(loan.loanDate)}
              </Link>
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
        </li>
      ))}
    </ul>
  );
}
