import { queryOptions } from '@tanstack/react-query';
import type { TReportDetail, TReportList } from '../../../shared/contracts/reports';
import { apiGet } from '../../lib/api';
import { topicKey } from '../../lib/query-keys';

export const RECENT_REPORTS_LIMIT = 20;
/** While a report is being built, the list also asks every few seconds (the live stream may be down). */
const BUILDING_POLL_MS = 3000;

const getReportsPath = (organizationId: string) => `/api/v1/orgs/${organizationId}/reports`;

/** Keys start with the live-update topic 'reports', so a report asked for or finished anywhere refreshes. */
export const reportQueries = {
  all: (organizationId: string) => topicKey('reports', organizationId),
  list: (organizationId: string) =>
    queryOptions({
      queryKey: [...reportQueries.all(organizationId), 'list'] as const,
      queryFn: ({ signal }) =>
        apiGet<TReportList>(getReportsPath(organizationId), {
          signal,
          query: { limit: RECENT_REPORTS_LIMIT },
        }),
      refetchInterval: (query) =>
        query.state.data?.items.some((item) => item.status === 'queued' || item.status === 'running')
          ? BUILDING_POLL_MS
          : false,
    }),
  detail: (organizationId: string, reportId: string) =>
    queryOptions({
      queryKey: [...reportQueries.all(organizationId), 'detail', reportId] as const,
      queryFn: ({ signal }) =>
        apiGet<TReportDetail>(`${getReportsPath(organizationId)}/${reportId}`, { signal }),
    }),
};

export function getReportFilePath(organizationId: string, reportId: string, format: 'pdf' | 'csv'): string {
  return `${getReportsPath(organizationId)}/${reportId}/${format}`;
}

export function getOwnStatementPath(organizationId: string, year: number): string {
  return `/api/v1/orgs/${organizationId}/statements/${year}`;
}

export function getAllStatementsPath(organizationId: string, year: number): string {
  return `/api/v1/orgs/${organizationId}/statements/${year}/all`;
}
