import type { TGroceryPurchase, TRecordGroceryPurchase } from '../../../shared/contracts/grocery-purchases';
import type { TShareOut, TShareOutCycle } from '../../../shared/contracts/share-outs';
import type { TLiveTopic } from '../../../shared/live-topics';
import { apiFetch } from '../../lib/api';
import { readMoveAnswer } from '../../lib/held-move';
import { useMoneyMutation, useWriteMutation } from '../../lib/mutations';

/** The share-out page's keys start with 'approvals'; posting pays out savings and settles loans. */
const SHARE_OUT_TOPICS: readonly TLiveTopic[] = ['transactions', 'approvals', 'loans'];

/** Admins: propose the share-out for a cycle, as the books give it now. */
export function useProposeShareOut(organizationId: string) {
  return useWriteMutation({
    organizationId,
    refreshes: SHARE_OUT_TOPICS,
    mutationFn: async (cycle: TShareOutCycle) =>
      (await apiFetch(`/api/v1/orgs/${organizationId}/share-outs`, {
        method: 'POST',
        body: cycle,
      })) as TShareOut,
  });
}

/** Admins: post a proposed share-out as payouts; it may wait for a second admin's approval. */
export function usePostShareOut(organizationId: string) {
  return useMoneyMutation({
    organizationId,
    refreshes: SHARE_OUT_TOPICS,
    request: ({ shareOutId }: { shareOutId: string; idempotencyKey: string }) => ({
      path: `/api/v1/orgs/${organizationId}/share-outs/${shareOutId}/post`,
    }),
    read: (answer) => readMoveAnswer<TShareOut>(answer),
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
    read: (answer) => readMoveAnswer<TGroceryPurchase>(answer),
  });
}
