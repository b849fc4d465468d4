import type {
  TContribution,
  TRecordContribution,
  TSubmitContribution,
} from '../../../shared/contracts/contributions';
import type { TLiveTopic } from '../../../shared/live-topics';
import { readMoveAnswer } from '../../lib/held-move';
import { toSlipForm, useMoneyMutation } from '../../lib/mutations';

type TWithKey<T> = { input: T; idempotencyKey: string };

/** A posted contribution changes the lists, the figures and the master book. */
const CONTRIBUTION_TOPICS: readonly TLiveTopic[] = ['contributions', 'transactions'];

/** Admins: record a contribution received from a member (posts to the ledger at once). */
export function useRecordContribution(organizationId: string) {
  return useMoneyMutation({
    organizationId,
    refreshes: CONTRIBUTION_TOPICS,
    request: ({ input }: TWithKey<TRecordContribution>) => ({
      path: `/api/v1/orgs/${organizationId}/contributions`,
      body: input,
    }),
    read: (answer) => answer as TContribution,
  });
}

/**
 * Members: report their own payment, with its slip when they attach one; it stays pending until an admin
 * confirms it.
 */
export function useSubmitContribution(organizationId: string) {
  return useMoneyMutation({
    organizationId,
    refreshes: CONTRIBUTION_TOPICS,
    request: ({ input, slip }: TWithKey<TSubmitContribution> & { slip: File | null }) =>
      slip
        ? {
            path: `/api/v1/orgs/${organizationId}/contributions/submit-with-slip`,
            form: toSlipForm(input, slip),
          }
        : { path: `/api/v1/orgs/${organizationId}/contributions/submit`, body: input },
    read: (answer) => answer as TContribution,
  });
}

export type TContributionDecision =
  | { action: 'confirm' | 'fail'; contributionId: string }
  | { action: 'reverse'; contributionId: string; reason: string };

/**
 * Admins: confirm or fail a pending contribution, or reverse a completed one (a reversing entry); a reversal
 * may wait for a second admin's approval.
 */
export function useDecideContribution(organizationId: string) {
  return useMoneyMutation({
    organizationId,
    refreshes: [...CONTRIBUTION_TOPICS, 'approvals'],
    request: ({ input: decision }: TWithKey<TContributionDecision>) => ({
      path: `/api/v1/orgs/${organizationId}/contributions/${decision.contributionId}/${decision.action}`,
      body: decision.action === 'reverse' ? { reason: decision.reason } : {},
    }),
    read: (answer) => readMoveAnswer<TContribution>(answer),
  });
}
