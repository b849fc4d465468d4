import { useMutation } from '@tanstack/react-query';
import type { TEmailReceiptResult, TNewReceipt, TReceipt } from '../../../shared/contracts/receipts';
import { apiFetch } from '../../lib/api';
import { useMoneyMutation } from '../../lib/mutations';
import { getReceiptsPath } from './receipts.queries';

/** Admins: New Receipt records the money through the master book and issues the receipt, approved. */
export function useCreateReceipt(organizationId: string) {
  return useMoneyMutation({
    organizationId,
    // The money moved too: contributions, loans and the master book change with the receipt.
    refreshes: ['receipts', 'contributions', 'loans', 'transactions'],
    request: ({ input }: { input: TNewReceipt; idempotencyKey: string }) => ({
      path: getReceiptsPath(organizationId),
      body: input,
    }),
    read: (answer) => answer as TReceipt,
  });
}

/** Whoever may see the receipt: e-mail it, with the PDF attached, to an address. */
export function useEmailReceipt(organizationId: string) {
  return useMutation({
    mutationFn: async ({ receipt, recipientEmail }: { receipt: TReceipt; recipientEmail: string }) =>
      (await apiFetch(`${getReceiptsPath(organizationId)}/${receipt.id}/email`, {
        method: 'POST',
        body: { recipientEmail },
      })) as TEmailReceiptResult,
  });
}
