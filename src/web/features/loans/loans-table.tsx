import { Link } from 'react-router';
import type { TLoan } from '../../../shared/contracts/loans';
import { formatDate } from '../../../shared/format';
import { formatInterestRate } from '../../../shared/loans';
import { Money } from '../../components/money';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { getLoanActions, LOAN_ACTION_LABELS, type TLoanAccess, type TLoanAction } from './loan-actions';
import { LoanCards } from './loan-cards';
import { LoanStatusBadge } from './loan-status-badge';

const RIGHT_ALIGNED = new Set(['Amount', 'Rate', 'Outstanding']);

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
    <div className="flex gap-1">
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

/** The loan history; organization views add the member, what is still owed and the admin's next step. */
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
  // Actions sit before Purpose so they stay in view when long purposes make the table scroll.
  const columns = [
    ...(isOrganizationView ? ['Member'] : []),
    'Loan Date',
    'Amount',
    'Rate',
    'Due Date',
    'Status',
    ...(isOrganizationView ? ['Outstanding', 'Actions'] : []),
    'Purpose',
  ];
  return (
    <>
      <LoanCards
        items={items}
        isLoading={isLoading}
        isOrganizationView={isOrganizationView}
        access={access}
        onAction={onAction}
      />
      <div className="hidden md:block">
        <Table label="Loan History">
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              {columns.map((column) => (
                <TableHead key={column} className={RIGHT_ALIGNED.has(column) ? 'text-right' : undefined}>
                  {column}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody aria-busy={isLoading || undefined}>
            {isLoading &&
              ['a', 'b', 'c', 'd', 'e'].map((row) => (
                <TableRow key={row} className="hover:bg-transparent">
                  {columns.map((column) => (
                    <TableCell key={column}>
                      <Skeleton className="h-4 w-20" />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            {!isLoading && items.length === 0 && (
              <TableRow className="hover:bg-transparent">
                <TableCell colSpan={columns.length} className="py-12 text-center font-medium">
                  No loans found
                </TableCell>
              </TableRow>
            )}
            {!isLoading &&
              items.map((loan) => (
                <TableRow key={loan.id}>
                  {isOrganizationView && (
                    <TableCell className="whitespace-nowrap">{loan.memberName ?? '—'}</TableCell>
                  )}
                  <TableCell className="whitespace-nowrap">
                    <Link
                      to={{ search: getLoanSearch(loan.id) }}
                      state={{ [LOAN_LINK_STATE_KEY]: true }}
                      className="font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                      aria-label={`View loan of ${formatDate(loan.loanDate)}${loan.memberName ? ` to ${loan.memberName}` : ''}`}
                    >
                      {formatDate(loan.loanDate)}
                    </Link>
                  </TableCell>
                  <TableCell className="text-right">
                    <Money cents={loan.amountCents} />
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatInterestRate(loan.interestRateBps)}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{formatDate(loan.dueDate)}</TableCell>
                  <TableCell>
                    <div className="grid gap-1">
                      <LoanStatusBadge loan={loan} />
                      {loan.decisionReason && (loan.status === 'rejected' || loan.status === 'defaulted') && (
                        <span
                          className="line-clamp-3 w-36 whitespace-normal break-words text-xs text-muted-foreground"
                          title={loan.decisionReason}
                        >
                          {loan.decisionReason}
                        </span>
                      )}
                    </div>
                  </TableCell>
                  {isOrganizationView && (
                    <>
                      <TableCell className="text-right">
                        {loan.disbursedOn === null ? '—' : <Money cents={loan.outstandingCents} />}
                      </TableCell>
                      <TableCell>
                        <RowActions loan={loan} access={access} onAction={onAction} />
                      </TableCell>
                    </>
                  )}
                  <TableCell className="max-w-56 truncate text-muted-foreground" title={loan.purpose ?? ''}>
                    {loan.purpose ?? '—'}
                  </TableCell>
                </TableRow>
              ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}
