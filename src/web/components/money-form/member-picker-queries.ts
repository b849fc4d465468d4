import { queryOptions } from '@tanstack/react-query';
import type { TMemberList } from '../../../shared/contracts/members';
import { compareNames } from '../../../shared/format';
import { apiGet } from '../../lib/api';
import { topicKey } from '../../lib/query-keys';

export type TPickerMember = { userId: string; membershipId: string; name: string; hasSignIn: boolean };

/**
 * The members by name. One function for every render: TanStack Query runs `select` again whenever it is
 * given another function, and each list page renders its filters many times while it loads.
 */
function toPickerMembers(data: TMemberList): TPickerMember[] {
  return data.members
    .map((member) => ({
      userId: member.userId,
      membershipId: member.id,
      name: member.fullName ?? member.email ?? 'Member',
      hasSignIn: member.hasSignIn,
    }))
    .sort((left, right) => compareNames(left.name, right.name));
}

/** The organization's members for the pickers (admins record for them, read their statements). */
export const memberPickerQueries = {
  list: (organizationId: string) =>
    queryOptions({
      queryKey: [...topicKey('memberships', organizationId), 'picker'] as const,
      queryFn: ({ signal }) =>
        apiGet<TMemberList>(`/api/v1/orgs/${organizationId}/members`, { signal, query: { limit: 200 } }),
      select: toPickerMembers,
      staleTime: 2 * 60 * 1000,
    }),
};
