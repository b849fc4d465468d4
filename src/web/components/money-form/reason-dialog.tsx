import { useState } from 'react';
import { toast } from 'sonner';
import { ZCorrectionReason } from '../../../shared/contracts/contributions';
import { useIdempotencyKey } from '../../lib/idempotency';
import { toastError } from '../../lib/toasts';
import { readFirstIssue } from './amount-input';
import { DecisionDialog } from './decision-dialog';
import { ReasonField } from './money-fields';

/**
 * A DecisionDialog that asks why before money is undone (a reversal, a waiver). The reason is checked
 * as the server checks it; a retry of the same reason sends the same Idempotency-Key; the dialog closes once
 * `onConfirm` (the write and its toast) has succeeded, and shows the error otherwise.
 */
export function ReasonDialog({
  isOpen,
  title,
  description,
  submitLabel,
  fieldId,
  isPending,
  onConfirm,
  onClose,
}: {
  isOpen: boolean;
  title: string;
  description: string;
  submitLabel: string;
  fieldId: string;
  isPending: boolean;
  onConfirm: (reason: string, idempotencyKey: string) => Promise<void>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const { getKey, resetKey } = useIdempotencyKey();

  function close() {
    setReason('');
    resetKey();
    onClose();
  }

  async function confirm() {
    const parsed = ZCorrectionReason.safeParse({ reason });
    if (!parsed.success) return void toast.error(readFirstIssue(parsed.error), { id: 'form-validation' });
    try {
      await onConfirm(parsed.data.reason, getKey(parsed.data));
      close();
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <DecisionDialog
      isOpen={isOpen}
      onClose={close}
      title={title}
      description={description}
      submitLabel={submitLabel}
      isPending={isPending}
      onSubmit={() => void confirm()}
    >
      <ReasonField
        id={fieldId}
        value={reason}
        maxLength={300}
        onChange={(event) => setReason(event.target.value)}
      />
    </DecisionDialog>
  );
}
