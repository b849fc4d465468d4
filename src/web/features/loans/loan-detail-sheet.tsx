import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { can } from '../../../shared/access';
import type { TLoan, TLoanDetail } from '../../../shared/contracts/loans';
import { formatDate } from '../../../shared/format';
import { formatInterestRate } from '../../../shared/loans';
import { DownloadCsvButton } from '../../components/download-csv-button';
import { Money } from '../../components/money';
import { Button } from '../../components/ui/button';
import { Separator } from '../../components/ui/separator';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../../components/ui/sheet';
import { Skeleton } from '../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { isApiError } from '../../lib/api';
import { getErrorMessage } from '../../lib/errors';
import {
  getLoanActions,
  getOwnLoanNotice,
  LOAN_ACTION_LABELS,
  type TLoanAccess,
  type TLoanAction,
} from './loan-actions';
import {
  canReverseDisbursement,
  canReverseRepayment,
  sumRecoveredCents,
  type TLoanReversal,
} from './loan-corrections';
import { LoanRepaymentsList } from './loan-repayments-list';
import { LoanReverseDialog } from './loan-reverse-dialog';
import { LoanStatusBadge } from './loan-status-badge';
import { getLoanStatementPath, loanQueries } from './loans.queries';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium tabular-nums">{children}</dd>
    </div>
  );
}

function LoanFacts({ loan, recoveredCents }: { loan: TLoan; recoveredCents: number }) {
  const reasonLabel = loan.status === 'rejected' ? 'Reason for rejection' : 'Admin’s reason';
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
      <Fact label="Amount">
        <Money cents={loan.amountCents} />
      </Fact>
      <Fact label="Interest Rate">{formatInterestRate(loan.interestRateBps)}</Fact>
      <Fact label="Term">
        {loan.termMonths} {loan.termMonths === 1 ? 'month' : 'months'}
      </Fact>
      <Fact label="Total repayable">
        <Money cents={loan.totalRepayableCents} />
      </Fact>
      <Fact label="Repaid">
        <Money cents={loan.repaidCents} />
      </Fact>
      <Fact label="Outstanding">
        {loan.disbursedOn === null ? '—' : <Money cents={loan.outstandingCents} />}
      </Fact>
      {loan.status === 'defaulted' && (
        <Fact label={loan.isWrittenOff ? 'Recovered since write-off' : 'Recovered since default'}>
          <Money cents={recoveredCents} />
        </Fact>
      )}
      <Fact label="Loan Date">{formatDate(loan.loanDate)}</Fact>
      <Fact label="Disbursed">{loan.disbursedOn ? formatDate(loan.disbursedOn) : '—'}</Fact>
      <Fact label="Due Date">{formatDate(loan.dueDate)}</Fact>
      <div className="col-span-full grid gap-0.5">
        <dt className="text-xs text-muted-foreground">Purpose</dt>
        <dd className="text-sm break-words">{loan.purpose ?? '—'}</dd>
      </div>
      {loan.decisionReason && (
        <div className="col-span-full grid gap-0.5 rounded-lg border bg-muted/40 p-3">
          <dt className="text-xs text-muted-foreground">
            {reasonLabel}
            {loan.decidedAt ? ` (${formatDate(loan.decidedAt)})` : ''}
          </dt>
          <dd className="text-sm break-words">{loan.decisionReason}</dd>
        </div>
      )}
    </dl>
  );
}

function ScheduleTable({ schedule }: { schedule: TLoanDetail['schedule'] }) {
  return (
    <Table label="Repayment schedule">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>#</TableHead>
          <TableHead>Due Date</TableHead>
          <TableHead className="text-right">Amount</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {schedule.map((instalment, index) => (
          <TableRow key={instalment.dueDate}>
            <TableCell className="text-muted-foreground tabular-nums">{index + 1}</TableCell>
            <TableCell className="whitespace-nowrap">{formatDate(instalment.dueDate)}</TableCell>
            <TableCell className="text-right">
              <Money cents={instalment.amountCents} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function DetailBody({
  organizationId,
  detail,
  access,
  onAction,
}: {
  organizationId: string;
  detail: TLoanDetail;
  access: TLoanAccess;
  onAction: (action: TLoanAction) => void;
}) {
  const { loan } = detail;
  const kinds = getLoanActions(loan, access);
  const ownLoanNotice = getOwnLoanNotice(loan, access);
  const isPlanned = loan.disbursedOn === null;
  const [reversal, setReversal] = useState<TLoanReversal | null>(null);
  return (
    <div className="grid gap-6">
      <LoanStatusBadge loan={loan} />
      <LoanFacts loan={loan} recoveredCents={sumRecoveredCents(detail.repayments)} />
      <div className="flex flex-wrap gap-2">
        {kinds.map((kind) => (
          <Button
            key={kind}
            variant={kind === 'default' || kind === 'write-off' || kind === 'reject' ? 'outline' : 'default'}
            onClick={() => onAction({ kind, loan })}
          >
            {LOAN_ACTION_LABELS[kind]}
          </Button>
        ))}
        {canReverseDisbursement(loan, detail.repayments, access) && (
          <Button variant="outline" onClick={() => setReversal({ kind: 'disbursement', loan })}>
            Reverse disbursement
          </Button>
        )}
        <DownloadCsvButton href={getLoanStatementPath(organizationId, loan.id)} label="Statement (CSV)" />
      </div>
      {ownLoanNotice && <p className="text-sm text-muted-foreground">{ownLoanNotice}</p>}
      <Separator />
      <section className="grid gap-2" aria-labelledby="loan-repayments-heading">
        <h3 id="loan-repayments-heading" className="font-semibold">
          Repayments
        </h3>
        <LoanRepaymentsList
          organizationId={organizationId}
          loanId={loan.id}
          repayments={detail.repayments}
          canRecordRepayment={can(access, 'loan.repayment_record', { ownerUserId: loan.userId })}
          canReverse={(repayment) => canReverseRepayment(loan, repayment, access)}
          onReverse={(repayment) => setReversal({ kind: 'repayment', loan, repayment })}
        />
      </section>
      <LoanReverseDialog
        organizationId={organizationId}
        reversal={reversal}
        onClose={() => setReversal(null)}
      />
      <section className="grid gap-2" aria-labelledby="loan-schedule-heading">
        <h3 id="loan-schedule-heading" className="font-semibold">
          Schedule
        </h3>
        {isPlanned && (
          <p className="text-xs text-muted-foreground">
            Planned as if paid out today; the dates move with the payout date.
          </p>
        )}
        <ScheduleTable schedule={detail.schedule} />
      </section>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div className="grid gap-4" aria-busy="true">
      <span className="sr-only">Loading</span>
      <Skeleton className="h-6 w-24" />
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {['a', 'b', 'c', 'd', 'e', 'f'].map((cell) => (
          <Skeleton key={cell} className="h-10 w-full" />
        ))}
      </div>
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

/** A loan's detail (?loan=<id>): its figures, schedule, repayments, next steps and statement. */
export function LoanDetailSheet({
  organizationId,
  loanId,
  access,
  onAction,
  onClose,
}: {
  organizationId: string;
  loanId: string | null;
  access: TLoanAccess;
  onAction: (action: TLoanAction) => void;
  onClose: () => void;
}) {
  const detail = useQuery({ ...loanQueries.detail(organizationId, loanId ?? ''), enabled: loanId !== null });
  const isNotFound = isApiError(detail.error) && detail.error.status === 404;
  const title = detail.data
    ? access.userId === detail.data.loan.userId
      ? 'Your loan'
      : `Loan to ${detail.data.loan.memberName ?? 'a member'}`
    : 'Loan';
  return (
    <Sheet open={loanId !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <SheetContent side="right" className="w-full overflow-y-auto p-6 sm:max-w-xl" closeLabel="Close loan">
        <div className="mb-4 grid gap-1 pr-8">
          <SheetTitle className="text-lg">{title}</SheetTitle>
          <SheetDescription>
            {detail.data
              ? `Requested ${formatDate(detail.data.loan.loanDate)} · due ${formatDate(detail.data.loan.dueDate)}`
              : 'Loan details'}
          </SheetDescription>
        </div>
        {detail.isPending && <DetailSkeleton />}
        {detail.isError && (
          <div role="alert" className="grid gap-3 text-sm">
            <p className="text-destructive">
              {isNotFound ? 'Loan not found' : getErrorMessage(detail.error, 'Failed to fetch loans')}
            </p>
            {!isNotFound && (
              <Button variant="outline" className="w-fit" onClick={() => void detail.refetch()}>
                Try again
              </Button>
            )}
          </div>
        )}
        {detail.data && (
          <DetailBody
            organizationId={organizationId}
            detail={detail.data}
            access={access}
            onAction={onAction}
          />
        )}
      </SheetContent>
    </Sheet>
  );
}
