import { queryOptions } from '@tanstack/react-query';
import type { TLevyList } from '../../../shared/contracts/burial-levies';
import { apiGet } from '../../lib/api';
import { topicKey } from '../../lib/query-keys';

/** Under the topic 'cover': a paid claim (which raises levies) and a levy payment publish it. */
export const levyQueries = {
  list: (organizationId: string) =>
    queryOptions({
      queryKey: [...topicKey('cover', organizationId), 'levies'] as const,
      queryFn: ({ signal }) => apiGet<TLevyList>(`/api/v1/orgs/${organizationId}/burial/levies`, { signal }),
    }),
};
