import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  TContributionList,
  TContributionStats,
  TContributionStatus,
} from '../../../shared/contracts/contributions';
import type { TRecordFilters } from '../../components/data-table/record-filters';
import { apiGet, buildPath } from '../../lib/api';
import { LIST_PAGE_SIZE } from '../../lib/list-page-size';
import { topicKey } from '../../lib/query-keys';

/** The list's filters: the shared record filters with this list's statuses. */
export type TContributionFilters = TRecordFilters<TContributionStatus>;

export const CONTRIBUTIONS_PAGE_SIZE = LIST_PAGE_SIZE;

function toQuery(filters: TContributionFilters) {
  return { userId: filters.userId, status: filters.status, from: filters.from, to: filters.to };
}

/**
 * Keys start with the live-update topic 'contributions' (lib/live-updates.ts), so a contribution recorded,
 * submitted or confirmed by anyone in the organization refetches the list and the figures.
 */
export const contributionQueries = {
  all: (organizationId: string) => topicKey('contributions', organizationId),
  list: (organizationId: string, filters: TContributionFilters, offset: number) =>
    queryOptions({
      queryKey: [...contributionQueries.all(organizationId), 'list', filters, offset] as const,
      queryFn: ({ signal }) =>
        apiGet<TContributionList>(`/api/v1/orgs/${organizationId}/contributions`, {
          signal,
          query: { ...toQuery(filters), limit: CONTRIBUTIONS_PAGE_SIZE, offset },
        }),
      placeholderData: keepPreviousData,
    }),
  stats: (organizationId: string) =>
    queryOptions({
      queryKey: [...contributionQueries.all(organizationId), 'stats'] as const,
      queryFn: ({ signal }) =>
        apiGet<TContributionStats>(`/api/v1/orgs/${organizationId}/contributions/stats`, { signal }),
    }),
};

export function getContributionsExportPath(organizationId: string, filters: TContributionFilters): string {
  return buildPath(`/api/v1/orgs/${organizationId}/contributions/export`, toQuery(filters));
}
