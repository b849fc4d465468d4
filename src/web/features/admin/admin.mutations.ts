import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type TUpdateAdminUser,
  type TUpdateEarlyAccess,
  ZAdminUserDetail,
  ZContactInboxRow,
  ZEarlyAccessRow,
} from '../../../shared/contracts/admin';
import { apiFetch } from '../../lib/api';
import { organizationQueries } from '../organizations/organizations.queries';
import { adminQueries } from './admin.queries';

const ZDeleted = z.object({ deleted: z.literal(true) });

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
  return useAdminMutation(async ({ userId, ...input }: TUpdateAdminUser & { userId: string }) =>
    ZAdminUserDetail.parse(await apiFetch(`/api/v1/admin/users/${userId}`, { method: 'PATCH', body: input })),
  );
}

export function useSetUserSuspended() {
  return useAdminMutation(async ({ userId, suspended }: { userId: string; suspended: boolean }) =>
    ZAdminUserDetail.parse(
      await apiFetch(`/api/v1/admin/users/${userId}/${suspended ? 'suspend' : 'restore'}`, {
        method: 'POST',
        body: {},
      }),
    ),
  );
}

export function useDeleteAdminUser() {
  return useAdminMutation(async (userId: string) =>
    ZDeleted.parse(await apiFetch(`/api/v1/admin/users/${userId}`, { method: 'DELETE' })),
  );
}

export function useDeleteAdminOrganization() {
  return useAdminMutation(async (organizationId: string) =>
    ZDeleted.parse(await apiFetch(`/api/v1/admin/organizations/${organizationId}`, { method: 'DELETE' })),
  );
}

export function useUpdateEarlyAccess() {
  return useAdminMutation(async ({ id, ...input }: TUpdateEarlyAccess & { id: string }) =>
    ZEarlyAccessRow.parse(
      await apiFetch(`/api/v1/admin/early-access/${id}`, { method: 'PATCH', body: input }),
    ),
  );
}

export function useSetContactHandled() {
  return useAdminMutation(async ({ id, handled }: { id: string; handled: boolean }) =>
    ZContactInboxRow.parse(
      await apiFetch(`/api/v1/admin/contact-messages/${id}`, { method: 'PATCH', body: { handled } }),
    ),
  );
}
