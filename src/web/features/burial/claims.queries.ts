import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type TClaimDocumentKind,
  type TLodgeClaim,
  ZClaim,
  ZClaimList,
} from '../../../shared/contracts/burial-claims';
import { apiFetch, apiGet } from '../../lib/api';

/** Keys start with the live-update topic 'claims', published by every lodging, decision and payment. */
export const claimQueries = {
  list: (organizationId: string) =>
    queryOptions({
      queryKey: ['claims', organizationId, 'list'] as const,
      queryFn: ({ signal }) => apiGet(`/api/v1/orgs/${organizationId}/burial/claims`, ZClaimList, { signal }),
    }),
};

function useClaimMutation<TInput, TResult>(
  organizationId: string,
  send: (input: TInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => {
      for (const topic of ['claims', 'cover', 'transactions']) {
        void queryClient.invalidateQueries({ queryKey: [topic, organizationId] });
      }
    },
  });
}

const claimsPath = (organizationId: string) => `/api/v1/orgs/${organizationId}/burial/claims`;

export function useLodgeClaim(organizationId: string) {
  return useClaimMutation(organizationId, async (input: TLodgeClaim) =>
    ZClaim.parse(await apiFetch(claimsPath(organizationId), { method: 'POST', body: input })),
  );
}

export function useAttachClaimDocument(organizationId: string) {
  return useClaimMutation(
    organizationId,
    async ({ claimId, kind, file }: { claimId: string; kind: TClaimDocumentKind; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return ZClaim.parse(
        await apiFetch(`${claimsPath(organizationId)}/${claimId}/documents/${kind}`, { method: 'PUT', form }),
      );
    },
  );
}

export type TClaimDecision =
  | { claimId: string; action: 'approve' | 'withdraw' }
  | { claimId: string; action: 'pay'; idempotencyKey: string }
  | { claimId: string; action: 'decline'; reason: string };

/** Approve (first admin), pay (second admin), decline with a reason, or withdraw. */
export function useDecideClaim(organizationId: string) {
  return useClaimMutation(organizationId, async (decision: TClaimDecision) =>
    ZClaim.parse(
      await apiFetch(`${claimsPath(organizationId)}/${decision.claimId}/${decision.action}`, {
        method: 'POST',
        ...(decision.action === 'decline' ? { body: { reason: decision.reason } } : {}),
        ...(decision.action === 'pay' ? { headers: { 'Idempotency-Key': decision.idempotencyKey } } : {}),
      }),
    ),
  );
}
