import { queryOptions } from '@tanstack/react-query';
import type { TFineList } from '../../../shared/contracts/fines';
import { apiGet } from '../../lib/api';
import { topicKey } from '../../lib/query-keys';

/** Keys start with the live-update topic 'fines': the daily run and every waiver refresh them. */
export const fineQueries = {
  all: (organizationId: string) => topicKey('fines', organizationId),
  list: (organizationId: string) =>
    queryOptions({
      queryKey: [...fineQueries.all(organizationId), 'list'] as const,
      queryFn: ({ signal }) => apiGet<TFineList>(`/api/v1/orgs/${organizationId}/fines`, { signal }),
    }),
};
