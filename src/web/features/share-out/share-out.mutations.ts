import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TRecordGroceryPurchase, ZGroceryPurchase } from '../../../shared/contracts/grocery-purchases';
import { type TShareOutCycle, ZShareOut } from '../../../shared/contracts/share-outs';
import { apiFetch } from '../../lib/api';
import { useMoneyMutation } from '../../lib/mutations';
import { readMoveAnswer } from '../approvals/held-move';

function useRefresh(organizationId: string) {
  const queryClient = useQueryClient();
  return () => {
    for (const topic of ['transactions', 'approvals', 'loans']) {
      void queryClient.invalidateQueries({ queryKey: [topic, organizationId] });
    }
  };
}

/** Admins: propose the share-out for a cycle, as the books give it now. */
export function useProposeShareOut(organizationId: string) {
  const refresh = useRefresh(organizationId);
  return useMutation({
    mutationFn: async (cycle: TShareOutCycle) =>
      ZShareOut.parse(
        await apiFetch(`/api/v1/orgs/${organizationId}/share-outs`, { method: 'POST', body: cycle }),
      ),
    onSettled: refresh,
  });
}

/** Admins: post a proposed share-out as payouts; it may wait for a second admin's approval. */
export function usePostShareOut(organizationId: string) {
  const refresh = useRefresh(organizationId);
  return useMutation({
    mutationFn: async ({ shareOutId, idempotencyKey }: { shareOutId: string; idempotencyKey: string }) =>
      readMoveAnswer(
        ZShareOut,
        await apiFetch(`/api/v1/orgs/${organizationId}/share-outs/${shareOutId}/post`, {
          method: 'POST',
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
      ),
    onSettled: refresh,
  });
}

/** Admins: record a bulk purchase of groceries with its receipt; with two admins it waits for the second. */
export function useRecordGroceryPurchase(organizationId: string) {
  return useMoneyMutation({
    organizationId,
    refreshes: ['transactions', 'approvals'],
    request: ({
      input,
      receipt,
    }: {
      input: TRecordGroceryPurchase;
      receipt: File;
      idempotencyKey: string;
    }) => {
      const form = new FormData();
      form.set('purchase', JSON.stringify(input));
      form.set('receipt', receipt);
      return { path: `/api/v1/orgs/${organizationId}/grocery-purchases`, form };
    },
    read: (answer) => readMoveAnswer(ZGroceryPurchase, answer),
  });
}
