import { useState } from 'react';
import { toast } from 'sonner';
import { type TFine, ZWaiveFine } from '../../../shared/contracts/fines';
import { formatCents } from '../../../shared/money';
import { readFirstIssue } from '../../components/money-form/amount-input';
import { DecisionDialog } from '../../components/money-form/decision-dialog';
import { ReasonField } from '../../components/money-form/money-fields';
import { useIdempotencyKey } from '../../lib/idempotency';
import { toastError } from '../../lib/toasts';
import { announceMove } from '../approvals/held-move';
import { useWaiveFine } from './fines.mutations';

/** Asks for the reason before a fine is waived: the waiver is posted to the master book and cannot be undone. */
export function WaiveFineDialog({
  organizationId,
  fine,
  onClose,
}: {
  organizationId: string;
  fine: TFine | null;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const waive = useWaiveFine(organizationId);
  const { getKey, resetKey } = useIdempotencyKey();

  function close() {
    setReason('');
    resetKey();
    onClose();
  }

  async function apply() {
    if (!fine) return;
    const parsed = ZWaiveFine.safeParse({ reason });
    if (!parsed.success) return void toast.error(readFirstIssue(parsed.error), { id: 'form-validation' });
    const input = { fineId: fine.id, reason: parsed.data.reason };
    try {
      announceMove(await waive.mutateAsync({ ...input, idempotencyKey: getKey(input) }), 'Fine waived');
      close();
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <DecisionDialog
      isOpen={fine !== null}
      onClose={close}
      title="Waive fine?"
      description={
        fine
          ? `${fine.memberName ?? 'A former member'}'s late fine of ${formatCents(fine.amountCents)} for ${fine.periodLabel}. ` +
            'A reversing entry is posted to the master book and any part already paid goes back to their contributions. This cannot be undone.'
          : ''
      }
      submitLabel="Waive fine"
      isPending={waive.isPending}
      onSubmit={() => void apply()}
    >
      <ReasonField
        id="waive-reason"
        value={reason}
        maxLength={300}
        onChange={(event) => setReason(event.target.value)}
      />
    </DecisionDialog>
  );
}
