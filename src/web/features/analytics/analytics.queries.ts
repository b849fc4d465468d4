import { queryOptions } from '@tanstack/react-query';
import type { TAnalyticsPeriod } from '../../../shared/analytics';
import type { TAnalytics } from '../../../shared/contracts/analytics';
import { apiGet } from '../../lib/api';
import { ANALYTICS_KEY } from '../../lib/query-keys';

/**
 * Keys start with 'analytics'; lib/live-updates.ts refreshes them on any contributions, loans or transactions
 * change, so the figures follow the books as they are written.
 */
export const analyticsQueries = {
  all: (organizationId: string) => [...ANALYTICS_KEY, organizationId] as const,
  period: (organizationId: string, period: TAnalyticsPeriod) =>
    queryOptions({
      queryKey: [...analyticsQueries.all(organizationId), period] as const,
      queryFn: ({ signal }) =>
        apiGet<TAnalytics>(`/api/v1/orgs/${organizationId}/analytics`, { signal, query: { period } }),
      // While another period loads, keep showing this organization's figures (never another organization's).
      placeholderData: (previous, previousQuery) =>
        previousQuery?.queryKey[1] === organizationId ? previous : undefined,
    }),
};
