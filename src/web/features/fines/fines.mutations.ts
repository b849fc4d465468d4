import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZFine } from '../../../shared/contracts/fines';
import { apiFetch } from '../../lib/api';
import { readMoveAnswer } from '../approvals/held-move';

export type TWaiveRequest = { fineId: string; reason: string; idempotencyKey: string };

/** Admins: waive a member's fine with a reason; it may wait for a second admin's approval. */
export function useWaiveFine(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ fineId, reason, idempotencyKey }: TWaiveRequest) =>
      readMoveAnswer(
        ZFine,
        await apiFetch(`/api/v1/orgs/${organizationId}/fines/${fineId}/waive`, {
          method: 'POST',
          body: { reason },
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
      ),
    onSettled: () => {
      for (const topic of ['fines', 'standings', 'approvals', 'transactions']) {
        void queryClient.invalidateQueries({ queryKey: [topic, organizationId] });
      }
    },
  });
}
