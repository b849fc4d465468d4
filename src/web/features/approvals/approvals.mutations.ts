import type { TApproval, TApprovalPolicy, TUpdateApprovalPolicy } from '../../../shared/contracts/approvals';
import { readMoveAnswer } from '../../lib/held-move';
import { useMoneyMutation } from '../../lib/mutations';

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

/**
 * Admins: which moves need a second admin. What tightens the policy takes effect at once; what loosens it
 * may wait for a second admin (the answer is then the pending approval).
 */
export function useUpdateApprovalPolicy(organizationId: string) {
  return useMoneyMutation({
    organizationId,
    refreshes: ['approvals'],
    request: ({ idempotencyKey: _key, ...policy }: TUpdateApprovalPolicy & { idempotencyKey: string }) => ({
      path: `/api/v1/orgs/${organizationId}/approval-policy`,
      method: 'PUT',
      body: policy,
    }),
    read: (answer) => readMoveAnswer<TApprovalPolicy>(answer),
  });
}
