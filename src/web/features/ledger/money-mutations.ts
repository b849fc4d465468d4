import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRecordContribution, TSubmitContribution } from '../../../shared/contracts/contributions';
import { ZContribution } from '../../../shared/contracts/contributions';
import { type TNewTransaction, ZTransaction } from '../../../shared/contracts/transactions';
import { apiFetch } from '../../lib/api';
import { readMoveAnswer } from '../approvals/held-move';

type TWithKey<T> = { input: T; idempotencyKey: string };

/**
 * After our own write, refresh both topics at once: a posted contribution changes the lists and the figures,
 * whatever the live stream delivers (it may arrive later, or not at all when the stream is reconnecting).
 */
function invalidateMoney(queryClient: QueryClient, organizationId: string) {
  void queryClient.invalidateQueries({ queryKey: ['contributions', organizationId] });
  void queryClient.invalidateQueries({ queryKey: ['transactions', organizationId] });
}

async function postMoney(path: string, body: Record<string, unknown>, idempotencyKey: string) {
  return apiFetch(path, { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** Admins: record a contribution received from a member (posts to the ledger at once). */
export function useRecordContribution(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, idempotencyKey }: TWithKey<TRecordContribution>) =>
      ZContribution.parse(
        await postMoney(`/api/v1/orgs/${organizationId}/contributions`, input, idempotencyKey),
      ),
    onSettled: () => invalidateMoney(queryClient, organizationId),
  });
}

/** The payment as JSON beside its slip file, as the submit-with-slip routes take them. */
export function toSlipForm(input: Record<string, unknown>, slip: File): FormData {
  const form = new FormData();
  form.set('payment', JSON.stringify(input));
  form.set('slip', slip);
  return form;
}

/**
 * Members: report their own payment, with its slip when they attach one; it stays pending until an admin
 * confirms it.
 */
export function useSubmitContribution(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      input,
      idempotencyKey,
      slip,
    }: TWithKey<TSubmitContribution> & { slip: File | null }) =>
      ZContribution.parse(
        slip
          ? await apiFetch(`/api/v1/orgs/${organizationId}/contributions/submit-with-slip`, {
              method: 'POST',
              form: toSlipForm(input, slip),
              headers: { 'Idempotency-Key': idempotencyKey },
            })
          : await postMoney(`/api/v1/orgs/${organizationId}/contributions/submit`, input, idempotencyKey),
      ),
    onSettled: () => invalidateMoney(queryClient, organizationId),
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input: decision, idempotencyKey }: TWithKey<TContributionDecision>) =>
      readMoveAnswer(
        ZContribution,
        await postMoney(
          `/api/v1/orgs/${organizationId}/contributions/${decision.contributionId}/${decision.action}`,
          decision.action === 'reverse' ? { reason: decision.reason } : {},
          idempotencyKey,
        ),
      ),
    onSettled: () => invalidateMoney(queryClient, organizationId),
  });
}

/** Admins: a payout, a fee or other money in or out; a large outflow may wait for a second admin. */
export function useRecordTransaction(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, idempotencyKey }: TWithKey<TNewTransaction>) =>
      readMoveAnswer(
        ZTransaction,
        await postMoney(`/api/v1/orgs/${organizationId}/transactions`, input, idempotencyKey),
      ),
    onSettled: () => invalidateMoney(queryClient, organizationId),
  });
}
