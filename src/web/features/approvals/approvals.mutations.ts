import type { TApproval, TApprovalPolicy, TUpdateApprovalPolicy } from '../../../shared/contracts/approvals';
import { apiFetch } from '../../lib/api';
import { useMoneyMutation, useWriteMutation } from '../../lib/mutations';

export type TApprovalDecision = { approvalId: string; action: 'approve' | 'cancel'; idempotencyKey: string };

/** Admins: approve a held move (another admin than its proposer) or cancel it; an approved move changes the books. */
export function useDecideApproval(organizationId: string) {
  return useMoneyMutation({
    organizationId,
    refreshes: ['approvals', 'transactions', 'loans', 'contributions', 'fines', 'standings'],
    request: ({ approvalId, action }: TApprovalDecision) => ({
      path: `/api/v1/orgs/${organizationId}/approvals/${approvalId}/${action}`,
    }),
    read: (answer) => answer as TApproval,
  });
}

/** Admins: which moves need a second admin. */
export function useUpdateApprovalPolicy(organizationId: string) {
  return useWriteMutation({
    organizationId,
    refreshes: ['approvals'],
    mutationFn: async (input: TUpdateApprovalPolicy) =>
      (await apiFetch(`/api/v1/orgs/${organizationId}/approval-policy`, {
        method: 'PUT',
        body: input,
      })) as TApprovalPolicy,
  });
}
