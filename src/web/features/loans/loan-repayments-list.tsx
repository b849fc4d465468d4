import { Check, Undo2, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { TLoanRepayment } from '../../../shared/contracts/loans';
import { formatDate } from '../../../shared/format';
import { ContributionStatusBadge } from '../../components/contribution-status-badge';
import { Money } from '../../components/money';
import { SlipLink } from '../../components/slip-link';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { useIdempotencyKey } from '../../lib/idempotency';
import { toastError } from '../../lib/toasts';
import { type TRepaymentDecision, useDecideRepayment } from './loans.mutations';

function RepaymentActions({
  repayment,
  isBusy,
  onDecide,
}: {
  repayment: TLoanRepayment;
  isBusy: boolean;
  onDecide: (action: TRepaymentDecision['action']) => void;
}) {
  const [isConfirmingFail, setIsConfirmingFail] = useState(false);
  const label = `${formatDate(repayment.repaymentDate)} ${repayment.referenceNumber ?? ''}`.trim();
  if (isConfirmingFail) {
    return (
      <div className="flex items-center gap-1">
        <span className="text-xs">Not received?</span>
        <Button size="sm" variant="destructive" disabled={isBusy} onClick={() => onDecide('fail')}>
          Mark failed
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setIsConfirmingFail(false)}>
          Keep
        </Button>
      </div>
    );
  }
  return (
    <div className="flex gap-1">
      <Button
        size="sm"
        disabled={isBusy}
        onClick={() => onDecide('confirm')}
        aria-label={`Confirm repayment ${label}`}
      >
        <Check aria-hidden />
        Confirm
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={isBusy}
        onClick={() => setIsConfirmingFail(true)}
        aria-label={`Mark repayment ${label} as failed`}
      >
        <X aria-hidden />
        Fail
      </Button>
    </div>
  );
}

/**
 * A loan's repayments, recoveries marked; admins confirm or fail the ones a borrower submitted and may
 * reverse a confirmed one (`canReverse` says which).
 */
export function LoanRepaymentsList({
  organizationId,
  loanId,
  repayments,
  canRecordRepayment,
  canReverse = () => false,
  onReverse,
}: {
  organizationId: string;
  loanId: string;
  repayments: readonly TLoanRepayment[];
  canRecordRepayment: boolean;
  canReverse?: (repayment: TLoanRepayment) => boolean;
  onReverse?: (repayment: TLoanRepayment) => void;
}) {
  const decide = useDecideRepayment(organizationId);
  const { getKey } = useIdempotencyKey();
  const hasActions =
    (canRecordRepayment && repayments.some((repayment) => repayment.status === 'pending')) ||
    repayments.some(canReverse);

  async function apply(decision: TRepaymentDecision) {
    try {
      await decide.mutateAsync({ decision, idempotencyKey: getKey(decision) });
      toast.success(decision.action === 'confirm' ? 'Repayment confirmed' : 'Repayment marked as failed');
    } catch (error) {
      toastError(error);
    }
  }

  if (repayments.length === 0) {
    return <p className="py-4 text-sm text-muted-foreground">No repayments yet</p>;
  }
  return (
    <Table label="Repayments">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Date</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead className="text-right">Principal</TableHead>
          <TableHead className="text-right">Interest</TableHead>
          <TableHead>Status</TableHead>
          {hasActions && <TableHead>Actions</TableHead>}
          <TableHead>Reference</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {repayments.map((repayment) => (
          <TableRow key={repayment.id}>
            <TableCell className="whitespace-nowrap">{formatDate(repayment.repaymentDate)}</TableCell>
            <TableCell className="text-right">
              <Money cents={repayment.amountCents} />
            </TableCell>
            <TableCell className="text-right">
              {repayment.status === 'completed' ? <Money cents={repayment.principalCents} /> : '—'}
            </TableCell>
            <TableCell className="text-right">
              {repayment.status === 'completed' ? <Money cents={repayment.interestCents} /> : '—'}
            </TableCell>
            <TableCell>
              <div className="flex flex-wrap gap-1">
                <ContributionStatusBadge status={repayment.status} />
                {repayment.isRecovery && <Badge variant="secondary">Recovery</Badge>}
              </div>
            </TableCell>
            {hasActions && (
              <TableCell>
                {repayment.status === 'pending' && canRecordRepayment && (
                  <RepaymentActions
                    repayment={repayment}
                    isBusy={decide.isPending}
                    onDecide={(action) => void apply({ action, loanId, repaymentId: repayment.id })}
                  />
                )}
                {canReverse(repayment) && onReverse && (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onReverse(repayment)}
                    aria-label={`Reverse repayment ${formatDate(repayment.repaymentDate)} ${repayment.referenceNumber ?? ''}`.trim()}
                  >
                    <Undo2 aria-hidden />
                    Reverse
                  </Button>
                )}
              </TableCell>
            )}
            <TableCell className="max-w-40">
              <span className="block truncate">{repayment.referenceNumber ?? '—'}</span>
              {repayment.slip && <SlipLink organizationId={organizationId} slip={repayment.slip} />}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
