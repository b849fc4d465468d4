import { queryOptions } from '@tanstack/react-query';
import { ZApprovalBoard, ZApprovalPolicy } from '../../../shared/contracts/approvals';
import { apiGet } from '../../lib/api';
import { topicKey } from '../../lib/query-keys';

/** Keys start with the live-update topic 'approvals', so a proposal or decision anywhere refreshes them. */
export const approvalQueries = {
  all: (organizationId: string) => topicKey('approvals', organizationId),
  board: (organizationId: string) =>
    queryOptions({
      queryKey: [...approvalQueries.all(organizationId), 'board'] as const,
      queryFn: ({ signal }) => apiGet(`/api/v1/orgs/${organizationId}/approvals`, ZApprovalBoard, { signal }),
    }),
  policy: (organizationId: string) =>
    queryOptions({
      queryKey: [...approvalQueries.all(organizationId), 'policy'] as const,
      queryFn: ({ signal }) =>
        apiGet(`/api/v1/orgs/${organizationId}/approval-policy`, ZApprovalPolicy, { signal }),
    }),
};
