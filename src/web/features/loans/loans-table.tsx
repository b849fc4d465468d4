import { Link } from 'react-router';
import type { TLoan } from '../../../shared/contracts/loans';
import { formatDate } from '../../../shared/format';
import { formatInterestRate } from '../../../shared/loans';
import { DataTable, type TDataColumn } from '../../components/data-table/data-table';
import { Money } from '../../components/money';
import { Button } from '../../components/ui/button';
import { ClampedText } from '../../components/ui/clamped-text';
import { cn } from '../../lib/cn';
import { getLoanActions, LOAN_ACTION_LABELS, type TLoanAccess, type TLoanAction } from './loan-actions';
import { LoanCard } from './loan-cards';
import { LoanStatusBadge } from './loan-status-badge';

/** Set on the history entry a list link pushes, so closing the sheet can step back instead of pushing. */
export const LOAN_LINK_STATE_KEY = 'isLoanOpenedFromList';

/** The link that opens a loan's detail sheet (?loan=), so a loan can be shared and Back closes it. */
export function getLoanSearch(loanId: string): string {
  return `?${new URLSearchParams({ loan: loanId }).toString()}`;
}

export function RowActions({
  loan,
  access,
  onAction,
}: {
  loan: TLoan;
  access: TLoanAccess;
  onAction: (action: TLoanAction) => void;
}) {
  const kinds = getLoanActions(loan, access);
  if (kinds.length === 0) return <span className="text-muted-foreground">—</span>;
  const label = `${formatDate(loan.loanDate)} ${loan.memberName ?? ''}`.trim();
  return (
    <div className="flex flex-wrap gap-1">
      {kinds.map((kind, index) => (
        <Button
          key={kind}
          size="sm"
          variant={index === 0 && kind !== 'default' && kind !== 'write-off' ? 'default' : 'outline'}
          onClick={() => onAction({ kind, loan })}
          aria-label={`${LOAN_ACTION_LABELS[kind]}: loan ${label}`}
        >
          {LOAN_ACTION_LABELS[kind]}
        </Button>
      ))}
    </div>
  );
}

/** The date that opens the loan's detail sheet. */
export function LoanDateLink({ loan, className }: { loan: TLoan; className?: string }) {
  return (
    <Link
      to={{ search: getLoanSearch(loan.id) }}
      state={{ [LOAN_LINK_STATE_KEY]: true }}
      className={cn(
        'font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
      aria-label={`View loan of ${formatDate(loan.loanDate)}${loan.memberName ? ` to ${loan.memberName}` : ''}`}
    >
      {formatDate(loan.loanDate)}
    </Link>
  );
}

function buildColumns(
  isOrganizationView: boolean,
  access: TLoanAccess,
  onAction: (action: TLoanAction) => void,
): TDataColumn<TLoan>[] {
  const outstanding: TDataColumn<TLoan> = {
    header: 'Outstanding',
    isRightAligned: true,
    cell: (loan) => (loan.disbursedOn === null ? '—' : <Money cents={loan.outstandingCents} />),
  };
  const actions: TDataColumn<TLoan> = {
    header: 'Actions',
    isPinned: true,
    cell: (loan) => <RowActions loan={loan} access={access} onAction={onAction} />,
  };
  // The actions come last, pinned to the right edge, so they stay in view whenever the table scrolls.
  return [
    ...(isOrganizationView
      ? [{ header: 'Member', className: 'min-w-24', cell: (loan: TLoan) => loan.memberName ?? '—' }]
      : []),
    { header: 'Loan Date', className: 'whitespace-nowrap', cell: (loan) => <LoanDateLink loan={loan} /> },
    { header: 'Amount', isRightAligned: true, cell: (loan) => <Money cents={loan.amountCents} /> },
    {
      header: 'Rate',
      isRightAligned: true,
      className: 'tabular-nums',
      cell: (loan) => formatInterestRate(loan.interestRateBps),
    },
    { header: 'Due Date', className: 'whitespace-nowrap', cell: (loan) => formatDate(loan.dueDate) },
    {
      header: 'Status',
      cell: (loan) => (
        <div className="grid gap-1">
          <LoanStatusBadge loan={loan} />
          {loan.decisionReason && (loan.status === 'rejected' || loan.status === 'defaulted') && (
            <span
              className="line-clamp-3 w-28 whitespace-normal break-words text-xs text-muted-foreground"
              title={loan.decisionReason}
            >
              {loan.decisionReason}
            </span>
          )}
        </div>
      ),
    },
    ...(isOrganizationView ? [outstanding] : []),
    {
      header: 'Purpose',
      className: 'max-w-56 text-muted-foreground',
      cell: (loan) => <ClampedText text={loan.purpose} />,
    },
    ...(isOrganizationView ? [actions] : []),
  ];
}

/** The loan history (cards below 768 px); organization views add the member, what is owed and the next step. */
export function LoansTable({
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
  return (
    <DataTable
      label="Loan History"
      columns={buildColumns(isOrganizationView, access, onAction)}
      rows={items}
      getRowKey={(loan) => loan.id}
      isLoading={isLoading}
      emptyText="No loans found"
      phone={{
        kind: 'cards',
        skeletonClassName: 'h-20',
        renderCard: (loan) => (
          <LoanCard loan={loan} isOrganizationView={isOrganizationView} access={access} onAction={onAction} />
        ),
      }}
    />
  );
}
