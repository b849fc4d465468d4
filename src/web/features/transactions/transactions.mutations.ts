import { type TNewTransaction, ZTransaction } from '../../../shared/contracts/transactions';
import { useMoneyMutation } from '../../lib/mutations';
import { readMoveAnswer } from '../approvals/held-move';

/** Admins: a payout, a fee or other money in or out; a large outflow may wait for a second admin. */
export function useRecordTransaction(organizationId: string) {
  return useMoneyMutation({
    organizationId,
    refreshes: ['transactions', 'approvals'],
    request: ({ input }: { input: TNewTransaction; idempotencyKey: string }) => ({
      path: `/api/v1/orgs/${organizationId}/transactions`,
      body: input,
    }),
    read: (answer) => readMoveAnswer(ZTransaction, answer),
  });
}
