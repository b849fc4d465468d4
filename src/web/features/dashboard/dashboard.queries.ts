import { queryOptions } from '@tanstack/react-query';
import type { TDashboardSummary } from '../../../shared/contracts/dashboard';
import { apiGet } from '../../lib/api';
import { topicKey } from '../../lib/query-keys';

/**
 * The home's figures. The key sits under the live-update topic 'transactions', which every money movement in
 * the organization publishes, so the figures refetch with the list and the master book, without a reload.
 */
export const dashboardQueries = {
  summary: (organizationId: string) =>
    queryOptions({
      queryKey: [...topicKey('transactions', organizationId), 'summary'] as const,
      queryFn: ({ signal }) =>
        apiGet<TDashboardSummary>(`/api/v1/orgs/${organizationId}/dashboard/summary`, { signal }),
    }),
};
