import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TMemberList } from '../../../shared/contracts/members';
import { formatTotal } from '../../../shared/format';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { membershipQueries } from './organizations.queries';

/**
 * An organization's members as the directory and Manage Members list them: the search box's text, the query
 * (searched once typing pauses, a page at a time), the rows loaded so far and the counts.
 */
export function useMemberList(organizationId: string) {
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim());
  const query = useInfiniteQuery(membershipQueries.list(organizationId, debouncedSearch));
  return {
    search,
    setSearch,
    query,
    rows: query.data?.pages.flatMap((page) => page.members) ?? [],
    counts: query.data?.pages[0],
  };
}

/** A count of the organization's members, "1 000+" when its member count stopped at the cap (ADR 63). */
export function formatMemberCount(counts: Pick<TMemberList, 'isMemberCountCapped'>, members: number): string {
  return formatTotal({ total: members, isTotalCapped: counts.isMemberCountCapped });
}
