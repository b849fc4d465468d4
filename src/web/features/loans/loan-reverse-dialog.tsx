import { useState } from 'react';
import { ZLoanDecisionReason } from '../../../shared/contracts/loans';
import { formatDate } from '../../../shared/format';
import { formatCents } from '../../../shared/money';
import { readFirstIssue } from '../../components/money-form/amount-input';
import { DecisionDialog } from '../../components/money-form/decision-dialog';
import { ReasonField } from '../../components/money-form/money-fields';
import { announceMove } from '../../lib/held-move';
import { useIdempotencyKey } from '../../lib/idempotency';
import { toastError } from '../../lib/toasts';
import type { TLoanReversal } from './loan-corrections';
import { useReverseLoanMoney } from './loan-corrections.mutations';

function describeReversal(reversal: TLoanReversal): { title: string; summary: string; done: string } {
  const member = reversal.loan.memberName ?? 'a member';
  if (reversal.kind === 'repayment') {
    const { repayment } = reversal;
    return {
      title: 'Reverse repayment?',
      summary: `${formatCents(repayment.amountCents)} from ${member} on ${formatDate(repayment.repaymentDate)}. A reversing entry dated today takes it out of the books, its receipt is voided and the loan owes it again.`,
      done: 'Repayment reversed',
    };
  }
  return {
    title: 'Reverse disbursement?',
    summary: `${formatCents(reversal.loan.amountCents)} paid out to ${member}. A reversing entry dated today brings the money back; the loan is approved again and can be paid out correctly.`,
    done: 'Disbursement reversed',
  };
}

/** Confirms a correction: the admin gives a reason, kept with the reversing entry and in the audit log. */
export function LoanReverseDialog({
  organizationId,
  reversal,
  onClose,
}: {
  organizationId: string;
  reversal: TLoanReversal | null;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { getKey, resetKey } = useIdempotencyKey();
  const reverse = useReverseLoanMoney(organizationId);

  function close() {
    setReason('');
    setError(undefined);
    resetKey();
    onClose();
  }

  async function apply() {
    if (!reversal) return;
    const parsed = ZLoanDecisionReason.safeParse({ reason });
    if (!parsed.success) return setError(readFirstIssue(parsed.error));
    setError(undefined);
    const target = reversal.kind === 'repayment' ? reversal.repayment.id : reversal.loan.id;
    try {
      const answer = await reverse.mutateAsync({
        reversal,
        reason: parsed.data.reason,
        idempotencyKey: getKey({ kind: reversal.kind, target, reason: parsed.data.reason }),
      });
      announceMove(answer, describeReversal(reversal).done);
      close();
    } catch (caught) {
      toastError(caught);
    }
  }

  const copy = reversal ? describeReversal(reversal) : null;
  return (
    <DecisionDialog
      isOpen={reversal !== null}
      onClose={close}
      title={copy?.title}
      description={copy?.summary}
      submitLabel="Reverse"
      isPending={reverse.isPending}
      onSubmit={() => void apply()}
    >
      <ReasonField
        id="loan-reverse-reason"
        value={reason}
        maxLength={500}
        onChange={(event) => setReason(event.target.value)}
        error={error}
      />
    </DecisionDialog>
  );
}
