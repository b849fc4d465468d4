import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMembershipRole } from '../../../shared/access';
import type { TJoinOutcome } from '../../../shared/contracts/join-requests';
import type {
  TAddedMemberRecords,
  TAddMemberRecords,
  TClaimedMemberRecord,
  TClaimMemberRecord,
  TCreateInvitation,
  TInvitation,
  TMergeMemberRecord,
} from '../../../shared/contracts/member-records';
import type { TFeatureOverrideResult } from '../../../shared/contracts/organization-features';
import type {
  TOrganizationDetail,
  TOrganizationDetails,
  TOrganizationSettings,
} from '../../../shared/contracts/organizations';
import { apiFetch } from '../../lib/api';
import { readMoveAnswer } from '../../lib/held-move';
import { authQueries } from '../auth/auth.queries';
import {
  featureOverrideQueries,
  joinRequestQueries,
  membershipQueries,
  organizationQueries,
} from './organizations.queries';

/** Calls a write endpoint and checks the answer against its contract. */
async function send<T>(
  path: string,
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  parse: (data: unknown) => T,
  body?: Record<string, unknown>,
): Promise<T> {
  return parse(await apiFetch(path, { method, body }));
}

export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TOrganizationDetails) =>
      send('/api/v1/organizations', 'POST', (data) => data as TOrganizationDetail, input),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: authQueries.all() }),
        queryClient.invalidateQueries({ queryKey: organizationQueries.all() }),
      ]);
    },
  });
}

export function useRequestToJoin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { organizationId: string; message: string }): Promise<TJoinOutcome> =>
      send(
        `/api/v1/organizations/${input.organizationId}/join-requests`,
        'POST',
        (data) => data as TJoinOutcome,
        { message: input.message },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: organizationQueries.all() }),
    onSuccess: async (outcome) => {
      if (outcome.outcome === 'joined') await queryClient.invalidateQueries({ queryKey: authQueries.all() });
    },
  });
}

/** After a change to an organization: its detail, lists, and the user's memberships (names, roles). */
function useRefreshOrganization() {
  const queryClient = useQueryClient();
  return async (organization?: TOrganizationDetail) => {
    if (organization)
      queryClient.setQueryData(organizationQueries.detail(organization.id).queryKey, organization);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: organizationQueries.all() }),
      queryClient.invalidateQueries({ queryKey: authQueries.all() }),
    ]);
  };
}

export function useUpdateOrganization(organizationId: string) {
  const refresh = useRefreshOrganization();
  return useMutation({
    mutationFn: (input: TOrganizationDetails) =>
      send(`/api/v1/orgs/${organizationId}`, 'PATCH', (data) => data as TOrganizationDetail, input),
    onSuccess: refresh,
  });
}

export function useUpdateMembershipSettings(organizationId: string) {
  const refresh = useRefreshOrganization();
  return useMutation({
    mutationFn: (input: TOrganizationSettings) =>
      send(`/api/v1/orgs/${organizationId}/settings`, 'PATCH', (data) => data as TOrganizationDetail, input),
    onSuccess: refresh,
  });
}

export function useArchiveOrganization(organizationId: string) {
  const refresh = useRefreshOrganization();
  return useMutation({
    mutationFn: (confirmName: string) =>
      send(`/api/v1/orgs/${organizationId}/archive`, 'POST', (data) => data as TOrganizationDetail, {
        confirmName,
      }),
    onSuccess: refresh,
  });
}

export function useRestoreOrganization() {
  const refresh = useRefreshOrganization();
  return useMutation({
    mutationFn: (organizationId: string) =>
      send(`/api/v1/orgs/${organizationId}/restore`, 'POST', (data) => data as TOrganizationDetail),
    onSuccess: refresh,
  });
}

/** After a change to members or requests: the lists, the counts and the user's own memberships. */
function useRefreshMembers(organizationId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [...membershipQueries.all(), organizationId] }),
      queryClient.invalidateQueries({ queryKey: joinRequestQueries.list(organizationId).queryKey }),
      queryClient.invalidateQueries({ queryKey: organizationQueries.detail(organizationId).queryKey }),
      queryClient.invalidateQueries({ queryKey: authQueries.all() }),
    ]);
}

/**
 * Taking the only other admin's seat while two to sign holds moves waits for a second admin (202): the
 * answer says which. A fresh Idempotency-Key names each change.
 */
function sendSeatChange(path: string, init: { method: 'PATCH' | 'DELETE'; body?: Record<string, unknown> }) {
  return apiFetch(path, { ...init, headers: { 'Idempotency-Key': crypto.randomUUID() } }).then((answer) =>
    readMoveAnswer<unknown>(answer),
  );
}

export function useChangeMemberRole(organizationId: string) {
  const refresh = useRefreshMembers(organizationId);
  return useMutation({
    mutationFn: (input: { membershipId: string; role: TMembershipRole }) =>
      sendSeatChange(`/api/v1/orgs/${organizationId}/members/${input.membershipId}`, {
        method: 'PATCH',
        body: { role: input.role },
      }),
    onSettled: refresh,
  });
}

export function useRemoveMember(organizationId: string) {
  const refresh = useRefreshMembers(organizationId);
  return useMutation({
    mutationFn: (membershipId: string) =>
      sendSeatChange(`/api/v1/orgs/${organizationId}/members/${membershipId}`, { method: 'DELETE' }),
    onSettled: refresh,
  });
}

export function useReviewJoinRequest(organizationId: string) {
  const refresh = useRefreshMembers(organizationId);
  return useMutation({
    mutationFn: (input: { requestId: string; decision: 'approve' | 'reject' }) =>
      apiFetch(`/api/v1/orgs/${organizationId}/join-requests/${input.requestId}/${input.decision}`, {
        method: 'POST',
      }),
    onSettled: refresh,
  });
}

export function useSetFeatureOverride(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { featureKey: string; enabled: boolean }): Promise<TFeatureOverrideResult> =>
      send(
        `/api/v1/orgs/${organizationId}/feature-flags/${input.featureKey}`,
        'PUT',
        (data) => data as TFeatureOverrideResult,
        { enabled: input.enabled },
      ),
    // The shell's context of this organization shares the topic prefix, so the sidebar follows too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: featureOverrideQueries.all() }),
  });
}

export function useResetFeatureOverride(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (featureKey: string): Promise<TFeatureOverrideResult> =>
      send(
        `/api/v1/orgs/${organizationId}/feature-flags/${featureKey}`,
        'DELETE',
        (data) => data as TFeatureOverrideResult,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: featureOverrideQueries.all() }),
  });
}

/** Adds members who have no account yet, by name with a phone number, an e-mail or neither. */
export function useAddMemberRecords(organizationId: string) {
  const refresh = useRefreshMembers(organizationId);
  return useMutation({
    mutationFn: (input: TAddMemberRecords) =>
      send(
        `/api/v1/orgs/${organizationId}/members/without-account`,
        'POST',
        (data) => data as TAddedMemberRecords,
        input,
      ),
    onSuccess: refresh,
  });
}

/** An invitation to claim a member record: its code and link are shown once. */
export function useCreateInvitation(organizationId: string) {
  return useMutation({
    mutationFn: (input: { membershipId: string } & TCreateInvitation) =>
      send(
        `/api/v1/orgs/${organizationId}/members/${input.membershipId}/invitations`,
        'POST',
        (data) => data as TInvitation,
        input.email ? { email: input.email } : {},
      ),
  });
}

/** Merges a record without an account into another member's (held for a second admin where two). */
export function useMergeMemberRecord(organizationId: string) {
  const refresh = useRefreshMembers(organizationId);
  return useMutation({
    mutationFn: (input: { membershipId: string } & TMergeMemberRecord) =>
      apiFetch(`/api/v1/orgs/${organizationId}/members/${input.membershipId}/merge`, {
        method: 'POST',
        body: { intoMembershipId: input.intoMembershipId },
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      }).then((answer) => readMoveAnswer<unknown>(answer)),
    onSuccess: refresh,
  });
}

/** The signed-in person claims the member record an invitation code names; their memberships then include it. */
export function useClaimMemberRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TClaimMemberRecord) =>
      send('/api/v1/member-claims', 'POST', (data) => data as TClaimedMemberRecord, input),
    // Not awaited: the page moves on to the group at once, and the refreshed memberships follow it there.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: authQueries.all() });
      void queryClient.invalidateQueries({ queryKey: organizationQueries.all() });
    },
  });
}
