import { queryOptions } from '@tanstack/react-query';
import type { TReserve } from '../../../shared/contracts/reserve';
import { apiGet } from '../../lib/api';
import { topicKey } from '../../lib/query-keys';

/**
 * The reserve card's query, apart from the other burial queries: the dashboard home loads it on its first
 * visit without the cover contracts and their date arithmetic.
 */
export const reserveQuery = (organizationId: string) =>
  queryOptions({
    // Under 'cover': every premium, dependant change and the daily run refresh it live.
    queryKey: [...topicKey('cover', organizationId), 'reserve'] as const,
    queryFn: ({ signal }) => apiGet<TReserve>(`/api/v1/orgs/${organizationId}/burial/reserve`, { signal }),
  });
