import { queryOptions } from '@tanstack/react-query';
import { meQuery } from '../../lib/access-queries';
import { apiFetch } from '../../lib/api';
import { AUTH_KEY } from '../../lib/query-keys';

/** Query keys and fetchers for the signed-in user: `me` is the one the dashboard's access rests on. */
export const authQueries = {
  all: () => AUTH_KEY,
  me: meQuery,
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
