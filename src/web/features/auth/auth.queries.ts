import { queryOptions } from '@tanstack/react-query';
import type { TMe } from '../../../shared/contracts/me';
import { apiFetch, apiGet } from '../../lib/api';
import { AUTH_KEY } from '../../lib/query-keys';

/** Query keys and fetchers for the signed-in user. Roles and profile: fresh 5 minutes, kept 10 (spec section 9). */
export const authQueries = {
  all: () => AUTH_KEY,
  me: () =>
    queryOptions({
      queryKey: [...authQueries.all(), 'me'] as const,
      queryFn: ({ signal }) => apiGet<TMe>('/api/v1/me', { signal }),
      staleTime: 5 * 60 * 1000,
      gcTime: 10 * 60 * 1000,
    }),
};

/** better-auth's answer to GET /api/auth/get-session: the session and its user, or null when signed out. */
export type TSessionAnswer = { session: unknown; user: unknown } | null;

/**
 * The session check of the dashboard's guard (app/require-session.tsx): a plain request, so the signed-in
 * pages load no auth client until someone signs out or changes a password. Kept apart from the user's keys,
 * which live updates refresh; the guard retries a failed check itself, with back-off. Dropped as soon as the
 * guard is gone, so a visit after signing in never starts from an old "signed out".
 */
export const sessionQuery = () =>
  queryOptions({
    queryKey: ['session'] as const,
    queryFn: ({ signal }) => apiFetch<TSessionAnswer>('/api/auth/get-session', { signal }),
    retry: false,
    gcTime: 0,
  });
