import type { TFine } from '../../../shared/contracts/fines';
import { formatCents } from '../../../shared/money';
import { ReasonDialog } from '../../components/money-form/reason-dialog';
import { announceMove } from '../../lib/held-move';
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
  const waive = useWaiveFine(organizationId);
  return (
    <ReasonDialog
      isOpen={fine !== null}
      title="Waive fine?"
      description={
        fine
          ? `${fine.memberName ?? 'A former member'}'s late fine of ${formatCents(fine.amountCents)} for ${fine.periodLabel}. ` +
            'A reversing entry is posted to the master book and any part already paid goes back to their contributions. This cannot be undone.'
          : ''
      }
      submitLabel="Waive fine"
      fieldId="waive-reason"
      isPending={waive.isPending}
      onConfirm={async (reason, idempotencyKey) => {
        if (!fine) return;
        announceMove(await waive.mutateAsync({ fineId: fine.id, reason, idempotencyKey }), 'Fine waived');
      }}
      onClose={onClose}
    />
  );
}
