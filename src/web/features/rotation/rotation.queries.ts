import { queryOptions } from '@tanstack/react-query';
import type { TRotationView } from '../../../shared/contracts/rotation';
import { apiGet } from '../../lib/api';
import { topicKey } from '../../lib/query-keys';

/** Keys start with the live-update topic 'rotation': draws, swaps and payouts refresh them. */
export const rotationQueries = {
  all: (organizationId: string) => topicKey('rotation', organizationId),
  view: (organizationId: string) =>
    queryOptions({
      queryKey: [...rotationQueries.all(organizationId), 'view'] as const,
      queryFn: ({ signal }) => apiGet<TRotationView>(`/api/v1/orgs/${organizationId}/rotation`, { signal }),
    }),
};
