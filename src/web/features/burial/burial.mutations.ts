import type {
  TAcceptTerms,
  TAddDependant,
  TAddPlanVersion,
  TCreatePlan,
  TJoinPlan,
  TMyCover,
  TNominateSuccessor,
  TPlanList,
  TSetMainMemberDocument,
  TSetStudying,
} from '../../../shared/contracts/burial';
import { apiFetch } from '../../lib/api';
import { useWriteMutation } from '../../lib/mutations';
import { burialQueries } from './burial.queries';

/** Every plan, policy and dependant write publishes the topic 'cover'. */
function useCoverMutation<TInput, TResult>(
  organizationId: string,
  send: (input: TInput) => Promise<TResult>,
) {
  return useWriteMutation({ organizationId, refreshes: ['cover'], mutationFn: send });
}

/** A plan write answers with the plans as they are now, which go straight into the plans list. */
function usePlanWrite<TInput>(organizationId: string, send: (input: TInput) => Promise<TPlanList>) {
  return useWriteMutation({
    organizationId,
    refreshes: ['cover'],
    mutationFn: send,
    onSuccess: (plans, _input, queryClient) =>
      queryClient.setQueryData(burialQueries.plans(organizationId).queryKey, plans),
  });
}

/**
 * A policy write answers with the policy's cover as it is now: it goes straight into the view it came from,
 * the member's own cover or the member an admin named, so the writer sees it before the live refresh.
 */
function usePolicyWrite<TInput extends object>(
  organizationId: string,
  send: (input: TInput) => Promise<TMyCover>,
) {
  return useWriteMutation({
    organizationId,
    refreshes: ['cover'],
    mutationFn: send,
    onSuccess: (cover, input, queryClient) => {
      const holder = 'userId' in input && typeof input.userId === 'string' ? input.userId : null;
      const query = holder
        ? burialQueries.memberCover(organizationId, holder)
        : burialQueries.myCover(organizationId);
      queryClient.setQueryData(query.queryKey, cover);
    },
  });
}

/** A member joins a plan (admins may name a member). */
export function useJoinPlan(organizationId: string) {
  return usePolicyWrite(
    organizationId,
    async (input: TJoinPlan) =>
      (await apiFetch(`/api/v1/orgs/${organizationId}/burial/policies`, {
        method: 'POST',
        body: input,
      })) as TMyCover,
  );
}

export function useAddDependant(organizationId: string) {
  return usePolicyWrite(
    organizationId,
    async (input: TAddDependant) =>
      (await apiFetch(`/api/v1/orgs/${organizationId}/burial/dependants`, {
        method: 'POST',
        body: input,
      })) as TMyCover,
  );
}

export function useRemoveDependant(organizationId: string) {
  return useCoverMutation(
    organizationId,
    async (personId: string) =>
      (await apiFetch(`/api/v1/orgs/${organizationId}/burial/dependants/${personId}`, {
        method: 'DELETE',
      })) as TMyCover,
  );
}

/** Admins: a new plan with its first terms. */
export function useCreatePlan(organizationId: string) {
  return usePlanWrite(
    organizationId,
    async (input: TCreatePlan) =>
      (await apiFetch(`/api/v1/orgs/${organizationId}/burial/plans`, {
        method: 'POST',
        body: input,
      })) as TPlanList,
  );
}

/** Admins: new terms for a plan from a date (members keep theirs until they accept). */
export function useAddPlanVersion(organizationId: string) {
  return usePlanWrite(
    organizationId,
    async ({ planId, ...input }: TAddPlanVersion & { planId: string }) =>
      (await apiFetch(`/api/v1/orgs/${organizationId}/burial/plans/${planId}/versions`, {
        method: 'POST',
        body: input,
      })) as TPlanList,
  );
}

/** The main member's ID (the member once; admins for any member). */
export function useSetMainMemberDocument(organizationId: string) {
  return usePolicyWrite(
    organizationId,
    async (input: TSetMainMemberDocument) =>
      (await apiFetch(`/api/v1/orgs/${organizationId}/burial/policies/main-member/document`, {
        method: 'PUT',
        body: input,
      })) as TMyCover,
  );
}

/** The member accepts the newest terms of their plan. */
export function useAcceptTerms(organizationId: string) {
  return usePolicyWrite(
    organizationId,
    async (input: TAcceptTerms) =>
      (await apiFetch(`/api/v1/orgs/${organizationId}/burial/policies/accept-terms`, {
        method: 'POST',
        body: input,
      })) as TMyCover,
  );
}

/** Marks a child as studying (covered to the higher age limit) or not (members: their own; admins: any). */
export function useSetStudying(organizationId: string) {
  return useCoverMutation(
    organizationId,
    async ({ personId, ...input }: TSetStudying & { personId: string }) =>
      (await apiFetch(`/api/v1/orgs/${organizationId}/burial/dependants/${personId}/studying`, {
        method: 'PUT',
        body: input,
      })) as TMyCover,
  );
}

/** Nominates the policy's successor, or clears it (the member for themselves; admins for any member). */
export function useNominateSuccessor(organizationId: string) {
  return usePolicyWrite(
    organizationId,
    async (input: TNominateSuccessor) =>
      (await apiFetch(`/api/v1/orgs/${organizationId}/burial/policies/successor`, {
        method: 'PUT',
        body: input,
      })) as TMyCover,
  );
}
