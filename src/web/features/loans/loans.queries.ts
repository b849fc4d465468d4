import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TLoanDetail, TLoanList, TLoanStats, TLoanTermsView } from '../../../shared/contracts/loans';
import { LOAN_STATUSES, type TLoanStatus } from '../../../shared/loans';
import type { TRecordFilters } from '../../components/data-table/record-filters';
import { apiGet, buildPath } from '../../lib/api';
import { LIST_PAGE_SIZE } from '../../lib/list-page-size';
import { topicKey } from '../../lib/query-keys';

export type TLoanStatusFilter = TLoanStatus | 'overdue';

/** What the status filter offers: every status, and Overdue. */
export const LOAN_STATUS_FILTERS = [
  ...LOAN_STATUSES,
  'overdue',
] as const satisfies readonly TLoanStatusFilter[];

/** The list's filters: the shared record filters with this list's statuses. */
export type TLoanFilters = TRecordFilters<TLoanStatusFilter>;

export const LOANS_PAGE_SIZE = LIST_PAGE_SIZE;

function toQuery(filters: TLoanFilters) {
  return { userId: filters.userId, status: filters.status, from: filters.from, to: filters.to };
}

function getLoansPath(organizationId: string): string {
  return `/api/v1/orgs/${organizationId}/loans`;
}

/**
 * Keys start with the live-update topic 'loans' (lib/live-updates.ts), so a loan requested, decided, paid out
 * or repaid by anyone in the organization refetches the list, the figures, the terms and an open detail.
 */
export const loanQueries = {
  all: (organizationId: string) => topicKey('loans', organizationId),
  list: (organizationId: string, filters: TLoanFilters, offset: number) =>
    queryOptions({
      queryKey: [...loanQueries.all(organizationId), 'list', filters, offset] as const,
      queryFn: ({ signal }) =>
        apiGet<TLoanList>(getLoansPath(organizationId), {
          signal,
          query: { ...toQuery(filters), limit: LOANS_PAGE_SIZE, offset },
        }),
      placeholderData: keepPreviousData,
    }),
  stats: (organizationId: string) =>
    queryOptions({
      queryKey: [...loanQueries.all(organizationId), 'stats'] as const,
      queryFn: ({ signal }) => apiGet<TLoanStats>(`${getLoansPath(organizationId)}/stats`, { signal }),
    }),
  terms: (organizationId: string) =>
    queryOptions({
      queryKey: [...loanQueries.all(organizationId), 'terms'] as const,
      queryFn: ({ signal }) => apiGet<TLoanTermsView>(`${getLoansPath(organizationId)}/terms`, { signal }),
    }),
  detail: (organizationId: string, loanId: string) =>
    queryOptions({
      queryKey: [...loanQueries.all(organizationId), 'detail', loanId] as const,
      queryFn: ({ signal }) => apiGet<TLoanDetail>(`${getLoansPath(organizationId)}/${loanId}`, { signal }),
    }),
};

export function getLoansExportPath(organizationId: string, filters: TLoanFilters): string {
  return buildPath(`${getLoansPath(organizationId)}/export`, toQuery(filters));
}

export function getLoanStatementPath(organizationId: string, loanId: string): string {
  return `${getLoansPath(organizationId)}/${loanId}/statement`;
}
