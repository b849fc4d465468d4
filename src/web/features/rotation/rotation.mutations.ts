import type { TContribution } from '../../../shared/contracts/contributions';
import type {
  TNewRotationCycle,
  TRotationDebtPayment,
  TRotationPayout,
} from '../../../shared/contracts/rotation';
import type { TLiveTopic } from '../../../shared/live-topics';
import { apiFetch } from '../../lib/api';
import { readMoveAnswer } from '../../lib/held-move';
import { useMoneyMutation, useWriteMutation } from '../../lib/mutations';

/** Every rotation write changes the rotation; a payout also the books and, held, the approvals. */
const ROTATION_TOPICS: readonly TLiveTopic[] = ['rotation', 'transactions', 'approvals'];

function useRotationWrite<TInput, TResult>(
  organizationId: string,
  send: (input: TInput) => Promise<TResult>,
) {
  return useWriteMutation({ organizationId, refreshes: ROTATION_TOPICS, mutationFn: send });
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
  return useMoneyMutation({
    organizationId,
    refreshes: ROTATION_TOPICS,
    request: ({ round }: { round: number; idempotencyKey: string }) => ({
      path: `/api/v1/orgs/${organizationId}/rotation/cycles/${cycleId}/rounds/${round}/payout`,
    }),
    read: (answer) => readMoveAnswer<TRotationPayout>(answer),
  });
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
    read: (answer) => answer as TContribution,
  });
}
