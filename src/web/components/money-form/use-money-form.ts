import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useIdempotencyKey } from '../../lib/idempotency';
import { toastError } from '../../lib/toasts';
import { readFirstIssue } from './amount-input';

/**
 * What every money dialog does around its fields: the react-hook-form state, one Idempotency-Key per attempt
 * (the same on a retry, a new one after success), closing resets both, and sending closes on success or shows
 * the server's message and keeps the form (and its key) on failure.
 *
 *   const { form, getKey, close, send, showIssue } = useMoneyForm({ getDefaults, onClose });
 *   const save = (values) => { const parsed = Z.safeParse(...); if (!parsed.success) return showIssue(parsed.error);
 *     return send(async () => announceMove(await write.mutateAsync({ input: parsed.data, idempotencyKey: getKey(parsed.data) }), 'Done')); };
 */
export function useMoneyForm<TValues extends FieldValues>({
  getDefaults,
  onClose,
}: {
  getDefaults: () => TValues;
  /** Called after the form is reset: close the dialog. */
  onClose: () => void;
}) {
  const form = useForm<TValues>({ defaultValues: getDefaults() as DefaultValues<TValues> });
  const { getKey, resetKey } = useIdempotencyKey();

  function close() {
    form.reset(getDefaults());
    resetKey();
    onClose();
  }

  /** Runs the write; closes the form when it succeeds, toasts the server's message when it fails. */
  async function send(write: () => Promise<void>): Promise<void> {
    try {
      await write();
      close();
    } catch (error) {
      toastError(error);
    }
  }

  /** Shows the first problem of the form (one at a time, replacing the last). */
  function showIssue(problem: z.ZodError | string): void {
    toast.error(typeof problem === 'string' ? problem : readFirstIssue(problem), { id: 'form-validation' });
  }

  return { form, getKey, resetKey, close, send, showIssue };
}
