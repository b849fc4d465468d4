import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  RECONCILIATION_PAGE_SIZE,
  type TBankLineList,
  type TBankLineStatus,
  type TBankStatement,
  type TFlaggedSubmission,
  type TReconciliation,
} from '../../../shared/contracts/bank-statements';
import { apiGet } from '../../lib/api';
import { topicKey } from '../../lib/query-keys';

export const BANK_LINES_PAGE_SIZE = 100;

/** Keys start with the live-update topic 'bank': an import or a match anywhere refreshes the page. */
export const bankQueries = {
  all: (organizationId: string) => topicKey('bank', organizationId),
  statements: (organizationId: string) =>
    queryOptions({
      queryKey: [...bankQueries.all(organizationId), 'statements'] as const,
      queryFn: ({ signal }) =>
        apiGet<TBankStatement[]>(`/api/v1/orgs/${organizationId}/bank/statements`, { signal }),
    }),
  lines: (organizationId: string, status: TBankLineStatus | undefined, offset: number) =>
    queryOptions({
      queryKey: [...bankQueries.all(organizationId), 'lines', status ?? 'all', offset] as const,
      queryFn: ({ signal }) =>
        apiGet<TBankLineList>(`/api/v1/orgs/${organizationId}/bank/lines`, {
          signal,
          query: { status, limit: BANK_LINES_PAGE_SIZE, offset },
        }),
    }),
  flagged: (organizationId: string) =>
    queryOptions({
      queryKey: [...bankQueries.all(organizationId), 'flagged'] as const,
      queryFn: ({ signal }) =>
        apiGet<TFlaggedSubmission[]>(`/api/v1/orgs/${organizationId}/bank/flagged`, { signal }),
    }),
  reconciliation: (organizationId: string, offset: number) =>
    queryOptions({
      queryKey: [...bankQueries.all(organizationId), 'reconciliation', offset] as const,
      queryFn: ({ signal }) =>
        apiGet<TReconciliation>(`/api/v1/orgs/${organizationId}/bank/reconciliation`, {
          signal,
          query: { limit: RECONCILIATION_PAGE_SIZE, offset },
        }),
      placeholderData: keepPreviousData,
    }),
};
