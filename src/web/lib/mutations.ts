/**
 * The one way the web app writes: `useWriteMutation` for any change, `useMoneyMutation` for a money write
 * (it sends the Idempotency-Key the form holds, lib/idempotency.ts).
 *
 * Refreshing, once: a write names the live-update topics it changes (`refreshes`). While the live stream is
 * open, the server's `change` event for the write is the one refresh, for the writer's tab as for everyone
 * else's (lib/live-updates.ts); the mutation refreshes the topics itself only when no stream is open (it
 * may be reconnecting) or the write failed (nothing is published then, but what is on screen may be stale,
 * e.g. after a 409).
 *
 * Toasts go through lib/toasts.ts: `successToast` on success, `errorToast` (a fallback message) on failure.
 * Leave them out where the form shows the outcome itself (a held move, a field error).
 */
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLiveTopic } from '../../shared/live-topics';
import { apiFetch } from './api';
import { isLiveStreamOpen } from './live-updates';
import { refreshTopic } from './query-keys';
import { toastError, toastSuccess } from './toasts';

export type TWriteOptions<TVars, TResult> = {
  /** The organization whose topics change; null for platform-wide ones. */
  organizationId: string | null;
  /** The live-update topics the server publishes for this write. */
  refreshes: readonly TLiveTopic[];
  mutationFn: (vars: TVars) => Promise<TResult>;
  /** Runs on success before any refresh, e.g. to put the answer in the cache. */
  onSuccess?: (result: TResult, vars: TVars, queryClient: QueryClient) => void;
  successToast?: string | ((result: TResult, vars: TVars) => string | null);
  errorToast?: string;
};

/** Refreshes a write's topics unless the open live stream will (see the module comment). */
export function refreshAfterWrite(
  queryClient: QueryClient,
  organizationId: string | null,
  topics: readonly TLiveTopic[],
  hasFailed: boolean,
  isStreamOpen = isLiveStreamOpen(),
): void {
  if (!hasFailed && isStreamOpen) return;
  for (const topic of topics) refreshTopic(queryClient, topic, organizationId);
}

export function useWriteMutation<TVars, TResult>(options: TWriteOptions<TVars, TResult>) {
  const queryClient = useQueryClient();
  const { organizationId, refreshes, successToast, errorToast } = options;
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: (result, vars) => {
      options.onSuccess?.(result, vars, queryClient);
      const message = typeof successToast === 'function' ? successToast(result, vars) : successToast;
      if (message) toastSuccess(message);
    },
    onError: (error) => {
      if (errorToast !== undefined) toastError(error, errorToast);
    },
    onSettled: (_result, error) => refreshAfterWrite(queryClient, organizationId, refreshes, error !== null),
  });
}

/** A money write's request: the path, and a JSON body or a form (a payment with its slip). */
export type TMoneyRequest = {
  path: string;
  method?: 'POST' | 'PUT';
  body?: Record<string, unknown>;
  form?: FormData;
};

/** Sends a money write with its Idempotency-Key (ADR 17: required on every money route). */
export function sendMoneyWrite(request: TMoneyRequest, idempotencyKey: string): Promise<unknown> {
  const headers = { 'Idempotency-Key': idempotencyKey };
  const method = request.method ?? 'POST';
  return request.form
    ? apiFetch(request.path, { method, form: request.form, headers })
    : apiFetch(request.path, { method, body: request.body ?? {}, headers });
}

/**
 * A money write: `request` builds the call from the variables, which carry the form's `idempotencyKey`;
 * `read` parses the answer (with `readMoveAnswer` where the move may wait for a second admin).
 */
export function useMoneyMutation<TVars extends { idempotencyKey: string }, TResult>(
  options: Omit<TWriteOptions<TVars, TResult>, 'mutationFn'> & {
    request: (vars: TVars) => TMoneyRequest;
    read: (answer: unknown, vars: TVars) => TResult;
  },
) {
  const { request, read, ...rest } = options;
  return useWriteMutation<TVars, TResult>({
    ...rest,
    mutationFn: async (vars) => read(await sendMoneyWrite(request(vars), vars.idempotencyKey), vars),
  });
}

/** The payment as JSON beside its slip file, as the submit-with-slip routes take them. */
export function toSlipForm(input: Record<string, unknown>, slip: File): FormData {
  const form = new FormData();
  form.set('payment', JSON.stringify(input));
  form.set('slip', slip);
  return form;
}
