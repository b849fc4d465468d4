import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { TJoinRequestList } from '../../../shared/contracts/join-requests';
import type { TMemberList } from '../../../shared/contracts/members';
import type { TOrganizationFeature } from '../../../shared/contracts/organization-features';
import type { TBrowseResult } from '../../../shared/contracts/organizations';
import { MAX_LIST_OFFSET } from '../../../shared/contracts/paging';
import { organizationDetailQuery } from '../../lib/access-queries';
import { apiGet } from '../../lib/api';
import { topicKey } from '../../lib/query-keys';

const BROWSE_PAGE_SIZE = 24;
const MEMBERS_PAGE_SIZE = 100;

/**
 * Query keys start with their live-update topic (lib/live-updates.ts), so a change published by the server
 * refetches them. Organization lists are fresh for 2 minutes and kept 10 (spec part 1, section 9).
 */
export const organizationQueries = {
  all: () => topicKey('organizations'),
  browse: (search: string, isIncludingArchived: boolean) =>
    infiniteQueryOptions({
      queryKey: [...organizationQueries.all(), 'browse', { search, isIncludingArchived }] as const,
      queryFn: ({ signal, pageParam }) =>
        apiGet<TBrowseResult>('/api/v1/organizations', {
          signal,
          query: {
            search: search || undefined,
            limit: BROWSE_PAGE_SIZE,
            offset: pageParam,
            includeArchived: isIncludingArchived ? 'true' : undefined,
          },
        }),
      initialPageParam: 0,
      getNextPageParam: (lastPage, pages) => {
        const loaded = pages.reduce((sum, page) => sum + page.organizations.length, 0);
        return loaded < lastPage.total ? loaded : undefined;
      },
      staleTime: 2 * 60 * 1000,
      gcTime: 10 * 60 * 1000,
    }),
  detail: organizationDetailQuery,
};

export const membershipQueries = {
  all: () => topicKey('memberships'),
  list: (organizationId: string, search: string) =>
    infiniteQueryOptions({
      queryKey: [...membershipQueries.all(), organizationId, { search }] as const,
      queryFn: ({ signal, pageParam }) =>
        apiGet<TMemberList>(`/api/v1/orgs/${organizationId}/members`, {
          signal,
          query: { search: search || undefined, limit: MEMBERS_PAGE_SIZE, offset: pageParam },
        }),
      initialPageParam: 0,
      // A capped count says only that more remain; past the newest 10,000 the search reaches them (ADR 63).
      getNextPageParam: (lastPage, pages) => {
        const loaded = pages.reduce((sum, page) => sum + page.members.length, 0);
        const hasMore =
          loaded < lastPage.total ||
          (lastPage.isTotalCapped && lastPage.members.length === MEMBERS_PAGE_SIZE);
        return hasMore && loaded <= MAX_LIST_OFFSET ? loaded : undefined;
      },
    }),
};

export const joinRequestQueries = {
  all: () => topicKey('join_requests'),
  list: (organizationId: string) =>
    queryOptions({
      queryKey: [...joinRequestQueries.all(), organizationId] as const,
      queryFn: ({ signal }) =>
        apiGet<TJoinRequestList>(`/api/v1/orgs/${organizationId}/join-requests`, {
          signal,
          query: { limit: 200 },
        }),
    }),
};

export const featureOverrideQueries = {
  all: () => topicKey('organization_feature_flags'),
  /** Always stale: an override changes what every member of the organization sees (spec part 1, section 9). */
  list: (organizationId: string) =>
    queryOptions({
      queryKey: [...featureOverrideQueries.all(), organizationId, 'features'] as const,
      queryFn: ({ signal }) =>
        apiGet<TOrganizationFeature[]>(`/api/v1/orgs/${organizationId}/feature-flags`, { signal }),
      staleTime: 0,
    }),
};
