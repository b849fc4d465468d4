import { queryOptions } from '@tanstack/react-query';
import type { TGroceryPurchaseList } from '../../../shared/contracts/grocery-purchases';
import type { TLatestShareOut } from '../../../shared/contracts/share-outs';
import { apiGet } from '../../lib/api';
import { topicKey } from '../../lib/query-keys';

/**
 * Keys start with 'approvals': proposing, asking for approval, approving and posting a share-out each publish
 * that topic, so every member's table refreshes live.
 */
export const shareOutQueries = {
  all: (organizationId: string) => [...topicKey('approvals', organizationId), 'share-out'] as const,
  latest: (organizationId: string) =>
    queryOptions({
      queryKey: [...shareOutQueries.all(organizationId), 'latest'] as const,
      queryFn: ({ signal }) =>
        apiGet<TLatestShareOut>(`/api/v1/orgs/${organizationId}/share-outs/latest`, { signal }),
    }),
  /** A grocery stokvel's bulk purchases: recording one publishes the approvals topic too. */
  groceryPurchases: (organizationId: string) =>
    queryOptions({
      queryKey: [...shareOutQueries.all(organizationId), 'grocery-purchases'] as const,
      queryFn: ({ signal }) =>
        apiGet<TGroceryPurchaseList>(`/api/v1/orgs/${organizationId}/grocery-purchases`, { signal }),
    }),
};

/** A member's printable share-out statement (PDF): their own, or any member's for admins. */
export function getShareOutStatementPath(organizationId: string, shareOutId: string, userId: string) {
  return `/api/v1/orgs/${organizationId}/share-outs/${shareOutId}/statements/${userId}`;
}
