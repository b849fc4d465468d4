import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type TNewReceipt,
  type TReceipt,
  ZEmailReceiptResult,
  ZReceipt,
} from '../../../shared/contracts/receipts';
import { apiFetch } from '../../lib/api';
import { getReceiptsPath } from './receipts.queries';

/** Admins: New Receipt records the money through the master book and issues the receipt, approved. */
export function useCreateReceipt(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, idempotencyKey }: { input: TNewReceipt; idempotencyKey: string }) =>
      ZReceipt.parse(
        await apiFetch(getReceiptsPath(organizationId), {
          method: 'POST',
          body: input,
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
      ),
    onSettled: () => {
      // The money moved too: contributions, loans and the master book change with the receipt.
      for (const topic of ['receipts', 'contributions', 'loans', 'transactions']) {
        void queryClient.invalidateQueries({ queryKey: [topic, organizationId] });
      }
    },
  });
}

/** Whoever may see the receipt: e-mail it, with the PDF attached, to an address. */
export function useEmailReceipt(organizationId: string) {
  return useMutation({
    mutationFn: async ({ receipt, recipientEmail }: { receipt: TReceipt; recipientEmail: string }) =>
      ZEmailReceiptResult.parse(
        await apiFetch(`${getReceiptsPath(organizationId)}/${receipt.id}/email`, {
          method: 'POST',
          body: { recipientEmail },
        }),
      ),
  });
}
