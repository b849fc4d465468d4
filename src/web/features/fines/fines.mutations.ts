import type { TFine } from '../../../shared/contracts/fines';
import { readMoveAnswer } from '../../lib/held-move';
import { useMoneyMutation } from '../../lib/mutations';

export type TWaiveRequest = { fineId: string; reason: string; idempotencyKey: string };

/** Admins: waive a member's fine with a reason; it may wait for a second admin's approval. */
export function useWaiveFine(organizationId: string) {
  return useMoneyMutation({
    organizationId,
    refreshes: ['fines', 'standings', 'approvals', 'transactions'],
    request: ({ fineId, reason }: TWaiveRequest) => ({
      path: `/api/v1/orgs/${organizationId}/fines/${fineId}/waive`,
      body: { reason },
    }),
    read: (answer) => readMoveAnswer<TFine>(answer),
  });
}
