import { queryOptions } from '@tanstack/react-query';
import type { TMemberList } from '../../../shared/contracts/members';
import { apiGet } from '../../lib/api';
import { topicKey } from '../../lib/query-keys';

/** The organization's members for the pickers (admins record for them, read their statements). */
export const memberPickerQueries = {
  list: (organizationId: string) =>
    queryOptions({
      queryKey: [...topicKey('memberships', organizationId), 'picker'] as const,
      queryFn: ({ signal }) =>
        apiGet<TMemberList>(`/api/v1/orgs/${organizationId}/members`, { signal, query: { limit: 200 } }),
      select: (data) =>
        data.members
          .map((member) => ({ userId: member.userId, name: member.fullName ?? member.email ?? 'Member' }))
          .sort((left, right) => left.name.localeCompare(right.name)),
      staleTime: 2 * 60 * 1000,
    }),
};
