import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TJournalPage, TMemberStatement, TTrialBalance } from '../../../shared/contracts/ledger';
import { apiGet, buildPath } from '../../lib/api';
import { topicKey } from '../../lib/query-keys';

export const JOURNAL_PAGE_SIZE = 20;

export type TStatementFilters = { memberId: string; from: string; to: string };

/** The master book; keyed under 'transactions' so every posting refreshes it live. */
export const ledgerQueries = {
  journal: (organizationId: string, offset: number) =>
    queryOptions({
      queryKey: [...topicKey('transactions', organizationId), 'journal', offset] as const,
      queryFn: ({ signal }) =>
        apiGet<TJournalPage>(`/api/v1/orgs/${organizationId}/ledger/journal`, {
          signal,
          query: { limit: JOURNAL_PAGE_SIZE, offset },
        }),
      placeholderData: keepPreviousData,
    }),
  trialBalance: (organizationId: string) =>
    queryOptions({
      queryKey: [...topicKey('transactions', organizationId), 'trial-balance'] as const,
      queryFn: ({ signal }) =>
        apiGet<TTrialBalance>(`/api/v1/orgs/${organizationId}/ledger/trial-balance`, { signal }),
    }),
  statement: (organizationId: string, filters: TStatementFilters) =>
    queryOptions({
      queryKey: [...topicKey('transactions', organizationId), 'statement', filters] as const,
      queryFn: ({ signal }) =>
        apiGet<TMemberStatement>(`/api/v1/orgs/${organizationId}/ledger/statement`, {
          signal,
          query: filters,
        }),
    }),
};

export function getStatementExportPath(organizationId: string, filters: TStatementFilters): string {
  return buildPath(`/api/v1/orgs/${organizationId}/ledger/statement/export`, filters);
}
