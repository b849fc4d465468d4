import { queryOptions } from '@tanstack/react-query';
import { ZMe } from '../../../shared/contracts/me';
import { apiGet } from '../../lib/api';
import { AUTH_KEY } from '../../lib/query-keys';

/** Query keys and fetchers for the signed-in user. Roles and profile: fresh 5 minutes, kept 10 (spec section 9). */
export const authQueries = {
  all: () => AUTH_KEY,
  me: () =>
    queryOptions({
      queryKey: [...authQueries.all(), 'me'] as const,
      queryFn: ({ signal }) => apiGet('/api/v1/me', ZMe, { signal }),
      staleTime: 5 * 60 * 1000,
      gcTime: 10 * 60 * 1000,
    }),
};
