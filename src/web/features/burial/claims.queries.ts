import { queryOptions } from '@tanstack/react-query';
import type { TClaimList } from '../../../shared/contracts/burial-claims';
import { apiGet } from '../../lib/api';
import { topicKey } from '../../lib/query-keys';

/** Keys start with the live-update topic 'claims', published by every lodging, decision and payment. */
export const claimQueries = {
  list: (organizationId: string) =>
    queryOptions({
      queryKey: [...topicKey('claims', organizationId), 'list'] as const,
      queryFn: ({ signal }) => apiGet<TClaimList>(`/api/v1/orgs/${organizationId}/burial/claims`, { signal }),
    }),
};
