import type { TClaim, TClaimDocumentKind, TLodgeClaim } from '../../../shared/contracts/burial-claims';
import type { TLiveTopic } from '../../../shared/live-topics';
import { apiFetch } from '../../lib/api';
import { sendMoneyWrite, useWriteMutation } from '../../lib/mutations';

/** A claim changes the claims list; its payment also the master book and the policies' cover. */
const CLAIM_TOPICS: readonly TLiveTopic[] = ['claims', 'cover', 'transactions'];

const claimsPath = (organizationId: string) => `/api/v1/orgs/${organizationId}/burial/claims`;

export function useLodgeClaim(organizationId: string) {
  return useWriteMutation({
    organizationId,
    refreshes: CLAIM_TOPICS,
    mutationFn: async (input: TLodgeClaim) =>
      (await apiFetch(claimsPath(organizationId), { method: 'POST', body: input })) as TClaim,
  });
}

export function useAttachClaimDocument(organizationId: string) {
  return useWriteMutation({
    organizationId,
    refreshes: CLAIM_TOPICS,
    mutationFn: async ({
      claimId,
      kind,
      file,
    }: {
      claimId: string;
      kind: TClaimDocumentKind;
      file: File;
    }) => {
      const form = new FormData();
      form.append('file', file);
      return (await apiFetch(`${claimsPath(organizationId)}/${claimId}/documents/${kind}`, {
        method: 'PUT',
        form,
      })) as TClaim;
    },
  });
}

export type TClaimDecision =
  | { claimId: string; action: 'approve' | 'withdraw' }
  | { claimId: string; action: 'pay'; idempotencyKey: string }
  | { claimId: string; action: 'decline'; reason: string };

/** Approve (first admin), pay (second admin: a money write with its key), decline with a reason, or withdraw. */
export function useDecideClaim(organizationId: string) {
  return useWriteMutation({
    organizationId,
    refreshes: CLAIM_TOPICS,
    mutationFn: async (decision: TClaimDecision) => {
      const path = `${claimsPath(organizationId)}/${decision.claimId}/${decision.action}`;
      if (decision.action === 'pay')
        return (await sendMoneyWrite({ path }, decision.idempotencyKey)) as TClaim;
      const body = decision.action === 'decline' ? { reason: decision.reason } : undefined;
      return (await apiFetch(path, { method: 'POST', ...(body ? { body } : {}) })) as TClaim;
    },
  });
}
