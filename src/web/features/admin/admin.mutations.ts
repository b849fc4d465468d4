import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminUserDetail,
  TContactInboxRow,
  TEarlyAccessRow,
  TUpdateAdminUser,
  TUpdateEarlyAccess,
} from '../../../shared/contracts/admin';
import { apiFetch } from '../../lib/api';
import { organizationQueries } from '../organizations/organizations.queries';
import { adminQueries } from './admin.queries';

type TDeleted = { deleted: true };

/** A staff write, then every administration list and detail refetches. */
function useAdminMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueries.all() }),
        queryClient.invalidateQueries({ queryKey: organizationQueries.all() }),
      ]),
  });
}

export function useUpdateAdminUser() {
  return useAdminMutation(
    async ({ userId, ...input }: TUpdateAdminUser & { userId: string }) =>
      (await apiFetch(`/api/v1/admin/users/${userId}`, { method: 'PATCH', body: input })) as TAdminUserDetail,
  );
}

export function useSetUserSuspended() {
  return useAdminMutation(
    async ({ userId, suspended }: { userId: string; suspended: boolean }) =>
      (await apiFetch(`/api/v1/admin/users/${userId}/${suspended ? 'suspend' : 'restore'}`, {
        method: 'POST',
        body: {},
      })) as TAdminUserDetail,
  );
}

export function useDeleteAdminUser() {
  return useAdminMutation(
    async (userId: string) =>
      (await apiFetch(`/api/v1/admin/users/${userId}`, { method: 'DELETE' })) as TDeleted,
  );
}

export function useDeleteAdminOrganization() {
  return useAdminMutation(
    async (organizationId: string) =>
      (await apiFetch(`/api/v1/admin/organizations/${organizationId}`, { method: 'DELETE' })) as TDeleted,
  );
}

export function useUpdateEarlyAccess() {
  return useAdminMutation(
    async ({ id, ...input }: TUpdateEarlyAccess & { id: string }) =>
      (await apiFetch(`/api/v1/admin/early-access/${id}`, {
        method: 'PATCH',
        body: input,
      })) as TEarlyAccessRow,
  );
}

export function useSetContactHandled() {
  return useAdminMutation(
    async ({ id, handled }: { id: string; handled: boolean }) =>
      (await apiFetch(`/api/v1/admin/contact-messages/${id}`, {
        method: 'PATCH',
        body: { handled },
      })) as TContactInboxRow,
  );
}
