import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type TAddDependant,
  type TCreatePlan,
  type TJoinPlan,
  ZMyCover,
  ZPlanList,
} from '../../../shared/contracts/burial';
import { apiFetch } from '../../lib/api';

function useCoverMutation<TInput>(organizationId: string, send: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['cover', organizationId] }),
  });
}

/** A member joins a plan (admins may name a member). */
export function useJoinPlan(organizationId: string) {
  return useCoverMutation(organizationId, async (input: TJoinPlan) =>
    ZMyCover.parse(
      await apiFetch(`/api/v1/orgs/${organizationId}/burial/policies`, { method: 'POST', body: input }),
    ),
  );
}

export function useAddDependant(organizationId: string) {
  return useCoverMutation(organizationId, async (input: TAddDependant) =>
    ZMyCover.parse(
      await apiFetch(`/api/v1/orgs/${organizationId}/burial/dependants`, { method: 'POST', body: input }),
    ),
  );
}

export function useRemoveDependant(organizationId: string) {
  return useCoverMutation(organizationId, async (personId: string) =>
    ZMyCover.parse(
      await apiFetch(`/api/v1/orgs/${organizationId}/burial/dependants/${personId}`, { method: 'DELETE' }),
    ),
  );
}

/** Admins: a new plan with its first terms. */
export function useCreatePlan(organizationId: string) {
  return useCoverMutation(organizationId, async (input: TCreatePlan) =>
    ZPlanList.parse(
      await apiFetch(`/api/v1/orgs/${organizationId}/burial/plans`, { method: 'POST', body: input }),
    ),
  );
}
