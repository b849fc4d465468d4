import { queryOptions } from '@tanstack/react-query';
import type { TFeatureFlag, TOrgContext } from '../../../shared/contracts/me';
import { apiGet } from '../../lib/api';
import { topicKey } from '../../lib/query-keys';

/**
 * The shell's queries. Each key starts with its live-update topic (lib/live-updates.ts), so a change to
 * either flag table refetches them within a moment.
 */
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
