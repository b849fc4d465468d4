import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAccountSessions, TUpdateUserSettings, TUserSettings } from '../../../shared/contracts/account';
import { apiFetch, apiGet } from '../../lib/api';

/** The signed-in user's settings, devices and whether the account can be deleted. */
export const accountQueries = {
  all: () => ['account'] as const,
  settings: () =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'settings'] as const,
      queryFn: ({ signal }) => apiGet<TUserSettings>('/api/v1/me/settings', { signal }),
      staleTime: 5 * 60 * 1000,
    }),
  sessions: () =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'sessions'] as const,
      queryFn: ({ signal }) => apiGet<TAccountSessions>('/api/v1/me/sessions', { signal }),
      staleTime: 0,
    }),
  deletionBlockers: () =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'deletion-blockers'] as const,
      queryFn: ({ signal }) => apiGet<{ blockers: string[] }>('/api/v1/me/deletion-blockers', { signal }),
      staleTime: 0,
    }),
};

/** Flips one or more switches at once on screen, and back if the server refuses. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  const key = accountQueries.settings().queryKey;
  return useMutation({
    mutationFn: async (input: TUpdateUserSettings) =>
      (await apiFetch('/api/v1/me/settings', { method: 'PATCH', body: input })) as TUserSettings,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TUserSettings>(key);
      if (previous) queryClient.setQueryData(key, { ...previous, ...input });
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (settings) => queryClient.setQueryData(key, settings),
  });
}

/** Signs out one device, or every other one (`all-others`). */
export function useRevokeSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: string) =>
      target === 'all-others'
        ? apiFetch('/api/v1/me/sessions/revoke-others', { method: 'POST', body: {} })
        : apiFetch(`/api/v1/me/sessions/${target}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountQueries.sessions().queryKey }),
  });
}
