import type { TNewTransaction, TTransaction } from '../../../shared/contracts/transactions';
import { readMoveAnswer } from '../../lib/held-move';
import { useMoneyMutation } from '../../lib/mutations';

/** Admins: a payout, a fee or other money in or out; a large outflow may wait for a second admin. */
export function useRecordTransaction(organizationId: string) {
  return useMoneyMutation({
    organizationId,
    refreshes: ['transactions', 'approvals'],
    request: ({ input }: { input: TNewTransaction; idempotencyKey: string }) => ({
      path: `/api/v1/orgs/${organizationId}/transactions`,
      body: input,
    }),
    read: (answer) => readMoveAnswer<TTransaction>(answer),
  });
}

/** Admins: takes a payout, fee or other money recorded here back out of the books; the policy may hold it. */
export function useReverseTransaction(organizationId: string) {
  return useMoneyMutation({
    organizationId,
    refreshes: ['transactions', 'approvals'],
    request: ({
      transactionId,
      reason,
    }: {
      transactionId: string;
      reason: string;
      idempotencyKey: string;
    }) => ({
      path: `/api/v1/orgs/${organizationId}/transactions/${transactionId}/reverse`,
      body: { reason },
    }),
    read: (answer) => readMoveAnswer<TTransaction>(answer),
  });
}
