import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  RECEIPT_MORE_SIZE,
  RECEIPT_PAGE_SIZE,
  type TReceiptList,
  type TReceiptStats,
} from '../../../shared/contracts/receipts';
import { apiGet } from '../../lib/api';
import { topicKey } from '../../lib/query-keys';

export function getReceiptsPath(organizationId: string): string {
  return `/api/v1/orgs/${organizationId}/receipts`;
}

/**
 * Keys start with the live-update topic 'receipts' (lib/live-updates.ts): a receipt issued, paid or voided
 * anywhere in the organization refetches the figures and every page already loaded.
 */
export const receiptQueries = {
  all: (organizationId: string) => topicKey('receipts', organizationId),
  /** The first page holds 10 receipts; each Load More appends 15 (spec part 2 section 4). */
  list: (organizationId: string, search: string) =>
    infiniteQueryOptions({
      queryKey: [...receiptQueries.all(organizationId), 'list', search] as const,
      initialPageParam: 0,
      queryFn: ({ signal, pageParam }) =>
        apiGet<TReceiptList>(getReceiptsPath(organizationId), {
          signal,
          query: {
            search: search || undefined,
            limit: pageParam === 0 ? RECEIPT_PAGE_SIZE : RECEIPT_MORE_SIZE,
            offset: pageParam,
          },
        }),
      getNextPageParam: (last, pages) => {
        const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
        return last.total > loaded && last.items.length > 0 ? loaded : undefined;
      },
    }),
  stats: (organizationId: string) =>
    queryOptions({
      queryKey: [...receiptQueries.all(organizationId), 'stats'] as const,
      queryFn: ({ signal }) => apiGet<TReceiptStats>(`${getReceiptsPath(organizationId)}/stats`, { signal }),
    }),
};
