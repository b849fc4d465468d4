import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type TUpdateApprovalPolicy, ZApproval, ZApprovalPolicy } from '../../../shared/contracts/approvals';
import { apiFetch } from '../../lib/api';
import { approvalQueries } from './approvals.queries';

/** An approved move changes the books: refresh them and the approvals at once, whatever the stream delivers. */
function invalidateAfterDecision(queryClient: QueryClient, organizationId: string) {
  for (const topic of ['approvals', 'transactions', 'loans', 'contributions', 'analytics']) {
    void queryClient.invalidateQueries({ queryKey: [topic, organizationId] });
  }
}

export type TApprovalDecision = { approvalId: string; action: 'approve' | 'cancel'; idempotencyKey: string };

/** Admins: approve a held move (another admin than its proposer) or cancel it. */
export function useDecideApproval(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ approvalId, action, idempotencyKey }: TApprovalDecision) =>
      ZApproval.parse(
        await apiFetch(`/api/v1/orgs/${organizationId}/approvals/${approvalId}/${action}`, {
          method: 'POST',
          body: {},
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
      ),
    onSettled: () => invalidateAfterDecision(queryClient, organizationId),
  });
}

/** Admins: which moves need a second admin. */
export function useUpdateApprovalPolicy(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TUpdateApprovalPolicy) =>
      ZApprovalPolicy.parse(
        await apiFetch(`/api/v1/orgs/${organizationId}/approval-policy`, { method: 'PUT', body: input }),
      ),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: approvalQueries.all(organizationId) }),
  });
}
