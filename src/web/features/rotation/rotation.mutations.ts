import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZContribution } from '../../../shared/contracts/contributions';
import type { TNewRotationCycle, TRotationDebtPayment } from '../../../shared/contracts/rotation';
import { ZRotationPayout } from '../../../shared/contracts/rotation';
import { apiFetch } from '../../lib/api';
import { useMoneyMutation } from '../../lib/mutations';
import { readMoveAnswer } from '../approvals/held-move';

/** Every rotation write: refreshes the rotation and, for payouts, the books and approvals. */
function useRotationWrite<TInput, TResult>(
  organizationId: string,
  send: (input: TInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => {
      for (const topic of ['rotation', 'transactions', 'approvals']) {
        void queryClient.invalidateQueries({ queryKey: [topic, organizationId] });
      }
    },
  });
}

export function useStartCycle(organizationId: string) {
  return useRotationWrite(organizationId, (input: TNewRotationCycle) =>
    apiFetch(`/api/v1/orgs/${organizationId}/rotation/cycles`, { method: 'POST', body: input }),
  );
}

export function useProposeSwap(organizationId: string, cycleId: string) {
  return useRotationWrite(organizationId, (counterpartId: string) =>
    apiFetch(`/api/v1/orgs/${organizationId}/rotation/cycles/${cycleId}/swaps`, {
      method: 'POST',
      body: { counterpartId },
    }),
  );
}

export function useAnswerSwap(organizationId: string) {
  return useRotationWrite(
    organizationId,
    ({ swapId, action }: { swapId: string; action: 'accept' | 'decline' }) =>
      apiFetch(`/api/v1/orgs/${organizationId}/rotation/swaps/${swapId}/${action}`, { method: 'POST' }),
  );
}

/** Admins: pays a round's pot out; it may wait for a second admin's approval. */
export function usePayOutRound(organizationId: string, cycleId: string) {
  return useRotationWrite(
    organizationId,
    async ({ round, idempotencyKey }: { round: number; idempotencyKey: string }) =>
      readMoveAnswer(
        ZRotationPayout,
        await apiFetch(`/api/v1/orgs/${organizationId}/rotation/cycles/${cycleId}/rounds/${round}/payout`, {
          method: 'POST',
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
      ),
  );
}

/** Admins: note (or clear, with an empty note) the collateral a member of the cycle pledged. */
export function useSetCollateral(organizationId: string, cycleId: string) {
  return useRotationWrite(organizationId, ({ userId, note }: { userId: string; note: string }) =>
    apiFetch(`/api/v1/orgs/${organizationId}/rotation/cycles/${cycleId}/members/${userId}/collateral`, {
      method: 'PUT',
      body: { note },
    }),
  );
}

/**
 * A payment towards a member's rotation debt: an admin records another member's (posted at once), a member
 * reports their own (waits for an admin to confirm it on the contributions page).
 */
export function usePayRotationDebt(organizationId: string, cycleId: string) {
  return useMoneyMutation({
    organizationId,
    refreshes: ['rotation', 'contributions', 'transactions'],
    request: ({
      userId,
      input,
    }: {
      userId: string;
      input: TRotationDebtPayment;
      idempotencyKey: string;
    }) => ({
      path: `/api/v1/orgs/${organizationId}/rotation/cycles/${cycleId}/members/${userId}/debt-payments`,
      body: input,
    }),
    read: (answer) => ZContribution.parse(answer),
  });
}
