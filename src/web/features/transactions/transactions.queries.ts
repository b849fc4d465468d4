import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TTransactionList } from '../../../shared/contracts/transactions';
import type { TRANSACTION_TYPES } from '../../../shared/money-records';
import { apiGet, buildPath } from '../../lib/api';
import { LIST_PAGE_SIZE } from '../../lib/list-page-size';
import { topicKey } from '../../lib/query-keys';

export type TTransactionFilters = { search: string; type: (typeof TRANSACTION_TYPES)[number] | undefined };

export const TRANSACTIONS_PAGE_SIZE = LIST_PAGE_SIZE;

function toQuery(filters: TTransactionFilters) {
  return { search: filters.search.trim() || undefined, type: filters.type };
}

/**
 * Keys start with the live-update topic 'transactions': every money movement in the organization publishes
 * it, so the list and the master book refetch without a reload (and the dashboard figures, whose key
 * dashboard.queries.ts puts under the same topic).
 */
export const transactionQueries = {
  all: (organizationId: string) => topicKey('transactions', organizationId),
  list: (organizationId: string, filters: TTransactionFilters, offset: number) =>
    queryOptions({
      queryKey: [...transactionQueries.all(organizationId), 'list', filters, offset] as const,
      queryFn: ({ signal }) =>
        apiGet<TTransactionList>(`/api/v1/orgs/${organizationId}/transactions`, {
          signal,
          query: { ...toQuery(filters), limit: TRANSACTIONS_PAGE_SIZE, offset },
        }),
      placeholderData: keepPreviousData,
    }),
};

export function getTransactionsExportPath(organizationId: string, filters: TTransactionFilters): string {
  return buildPath(`/api/v1/orgs/${organizationId}/transactions/export`, toQuery(filters));
}
