import { queryOptions } from '@tanstack/react-query';
import type { TFeatureFlag, TMe, TOrgContext } from '../../shared/contracts/me';
import type { TOrganizationDetail } from '../../shared/contracts/organizations';
import { apiGet } from './api';
import { AUTH_KEY, topicKey } from './query-keys';

/**
 * The queries what a dashboard page may show rests on: the signed-in user, the flags, the selected
 * organization's context and, for platform staff, the organization they opened. Each key starts with its
 * live-update topic (lib/live-updates.ts), or the user's key, so a change refetches them within a moment.
 */

/** The signed-in user with their memberships. Roles and profile: fresh 5 minutes, kept 10 (spec section 9). */
export const meQuery = () =>
  queryOptions({
    queryKey: [...AUTH_KEY, 'me'] as const,
    queryFn: ({ signal }) => apiGet<TMe>('/api/v1/me', { signal }),
    staleTime: 5 * 60 * 1000,
    gcTime: 10 * 60 * 1000,
  });

export const featureFlagQueries = {
  all: () => topicKey('feature_flags'),
  /** Global flags; the live stream keeps them current, so a minute of freshness saves refetching per page. */
  list: () =>
    queryOptions({
      queryKey: [...featureFlagQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => apiGet<TFeatureFlag[]>('/api/v1/feature-flags', { signal }),
      staleTime: 60 * 1000,
    }),
};

export const organizationContextQueries = {
  all: () => topicKey('organization_feature_flags'),
  /** The organization's type, overrides and the caller's role there; always stale (spec section 9). */
  detail: (organizationId: string) =>
    queryOptions({
      queryKey: [...organizationContextQueries.all(), organizationId] as const,
      queryFn: ({ signal }) => apiGet<TOrgContext>(`/api/v1/orgs/${organizationId}/context`, { signal }),
      staleTime: 0,
    }),
};

/** One organization's details (organizations.queries builds its keys on the same topic); fresh 2 minutes. */
export const organizationDetailQuery = (organizationId: string) =>
  queryOptions({
    queryKey: [...topicKey('organizations'), organizationId] as const,
    queryFn: ({ signal }) => apiGet<TOrganizationDetail>(`/api/v1/orgs/${organizationId}`, { signal }),
    staleTime: 2 * 60 * 1000,
  });
