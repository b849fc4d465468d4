import { queryOptions } from '@tanstack/react-query';
import { ZFineList } from '../../../shared/contracts/fines';
import { apiGet } from '../../lib/api';

/** Keys start with the live-update topic 'fines': the daily run and every waiver refresh them. */
export const fineQueries = {
  all: (organizationId: string) => ['fines', organizationId] as const,
  list: (organizationId: string) =>
    queryOptions({
      queryKey: [...fineQueries.all(organizationId), 'list'] as const,
      queryFn: ({ signal }) => apiGet(`/api/v1/orgs/${organizationId}/fines`, ZFineList, { signal }),
    }),
};
