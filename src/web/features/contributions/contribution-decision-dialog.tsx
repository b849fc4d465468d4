import { useState } from 'react';
import { toast } from 'sonner';
import { type TContribution, ZReverseContribution } from '../../../shared/contracts/contributions';
import { formatDate } from '../../../shared/format';
import { formatCents } from '../../../shared/money';
import { readFirstIssue } from '../../components/money-form/amount-input';
import { DecisionDialog } from '../../components/money-form/decision-dialog';
import { ReasonField } from '../../components/money-form/money-fields';
import { announceMove } from '../../lib/held-move';
import { useIdempotencyKey } from '../../lib/idempotency';
import { toastError } from '../../lib/toasts';
import { useDecideContribution } from './contributions.mutations';

export type TDecisionRequest = { action: 'fail' | 'reverse'; contribution: TContribution };

/** Confirms the two decisions that cannot be undone: marking a submission failed, reversing a posting. */
export function ContributionDecisionDialog({
  organizationId,
  request,
  onClose,
}: {
  organizationId: string;
  request: TDecisionRequest | null;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const decide = useDecideContribution(organizationId);
  const { getKey, resetKey } = useIdempotencyKey();
  const isReversing = request?.action === 'reverse';

  function close() {
    setReason('');
    resetKey();
    onClose();
  }

  async function apply() {
    if (!request) return;
    try {
      if (request.action === 'reverse') {
        const parsed = ZReverseContribution.safeParse({ reason });
        if (!parsed.success) return void toast.error(readFirstIssue(parsed.error), { id: 'form-validation' });
        const input = {
          action: 'reverse',
          contributionId: request.contribution.id,
          reason: parsed.data.reason,
        } as const;
        announceMove(
          await decide.mutateAsync({ input, idempotencyKey: getKey(input) }),
          'Contribution reversed',
        );
      } else {
        const input = { action: 'fail', contributionId: request.contribution.id } as const;
        await decide.mutateAsync({ input, idempotencyKey: getKey(input) });
        toast.success('Contribution marked as failed');
      }
      close();
    } catch (error) {
      toastError(error);
    }
  }

  const contribution = request?.contribution;
  const summary = contribution
    ? `${formatCents(contribution.amountCents)} from ${contribution.memberName ?? 'a member'} on ${formatDate(contribution.contributionDate)}`
    : '';

  return (
    <DecisionDialog
      isOpen={request !== null}
      onClose={close}
      title={isReversing ? 'Reverse contribution?' : 'Mark contribution as failed?'}
      description={
        isReversing
          ? `${summary}. A reversing entry is posted to the master book and the contribution is marked reversed. This cannot be undone.`
          : `${summary}. The payment was not received; nothing is posted to the master book.`
      }
      submitLabel={isReversing ? 'Reverse' : 'Mark as failed'}
      isPending={decide.isPending}
      onSubmit={() => void apply()}
    >
      {isReversing && (
        <ReasonField
          id="reverse-reason"
          value={reason}
          maxLength={300}
          onChange={(event) => setReason(event.target.value)}
        />
      )}
    </DecisionDialog>
  );
}
