import { queryOptions } from '@tanstack/react-query';
import type { TApprovalBoard, TApprovalPolicy } from '../../../shared/contracts/approvals';
import { apiGet } from '../../lib/api';
import { topicKey } from '../../lib/query-keys';

/** Keys start with the live-update topic 'approvals', so a proposal or decision anywhere refreshes them. */
export const approvalQueries = {
  all: (organizationId: string) => topicKey('approvals', organizationId),
  board: (organizationId: string) =>
    queryOptions({
      queryKey: [...approvalQueries.all(organizationId), 'board'] as const,
      queryFn: ({ signal }) => apiGet<TApprovalBoard>(`/api/v1/orgs/${organizationId}/approvals`, { signal }),
    }),
  policy: (organizationId: string) =>
    queryOptions({
      queryKey: [...approvalQueries.all(organizationId), 'policy'] as const,
      queryFn: ({ signal }) =>
        apiGet<TApprovalPolicy>(`/api/v1/orgs/${organizationId}/approval-policy`, { signal }),
    }),
};
