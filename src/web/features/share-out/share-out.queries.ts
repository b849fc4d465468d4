import { queryOptions } from '@tanstack/react-query';
import { ZLatestShareOut } from '../../../shared/contracts/share-outs';
import { apiGet } from '../../lib/api';

/** Keys start with 'transactions': posting a share-out publishes that topic, so the table refreshes live. */
export const shareOutQueries = {
  all: (organizationId: string) => ['transactions', organizationId, 'share-out'] as const,
  latest: (organizationId: string) =>
    queryOptions({
      queryKey: [...shareOutQueries.all(organizationId), 'latest'] as const,
      queryFn: ({ signal }) =>
        apiGet(`/api/v1/orgs/${organizationId}/share-outs/latest`, ZLatestShareOut, { signal }),
    }),
};
