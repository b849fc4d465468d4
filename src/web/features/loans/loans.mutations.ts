import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type TLoanTerms,
  type TRecordRepayment,
  type TRequestLoan,
  type TSubmitRepayment,
  ZLoan,
  ZLoanRepayment,
  ZLoanTermsView,
} from '../../../shared/contracts/loans';
import { apiFetch } from '../../lib/api';
import { readMoveAnswer } from '../approvals/held-move';
import { toSlipForm } from '../ledger/money-mutations';

type TWithKey<T> = { input: T; idempotencyKey: string };

/**
 * After our own write, refresh loans and the master book at once (a disbursement or repayment posts a journal
 * entry), whatever the live stream delivers.
 */
function invalidateLoans(queryClient: QueryClient, organizationId: string) {
  void queryClient.invalidateQueries({ queryKey: ['loans', organizationId] });
  void queryClient.invalidateQueries({ queryKey: ['transactions', organizationId] });
}

function sendLoanWrite(
  path: string,
  method: 'POST' | 'PUT',
  body: Record<string, unknown>,
  idempotencyKey: string,
) {
  return apiFetch(path, { method, body, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** Members: ask for a loan; it stays pending until an admin decides. */
export function useRequestLoan(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, idempotencyKey }: TWithKey<TRequestLoan>) =>
      ZLoan.parse(await sendLoanWrite(`/api/v1/orgs/${organizationId}/loans`, 'POST', input, idempotencyKey)),
    onSettled: () => invalidateLoans(queryClient, organizationId),
  });
}

/** Admins with loan.settings: the organization's rate, longest term and largest loan. */
export function useUpdateLoanTerms(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, idempotencyKey }: TWithKey<TLoanTerms>) =>
      ZLoanTermsView.parse(
        await sendLoanWrite(`/api/v1/orgs/${organizationId}/loans/terms`, 'PUT', input, idempotencyKey),
      ),
    onSettled: () => invalidateLoans(queryClient, organizationId),
  });
}

export type TLoanDecision =
  | { action: 'approve' | 'write-off'; loanId: string }
  | { action: 'reject' | 'default'; loanId: string; reason: string };

/** Admins: approve or reject a request, mark an active loan defaulted, write off a defaulted one. */
export function useDecideLoan(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ decision, idempotencyKey }: { decision: TLoanDecision; idempotencyKey: string }) =>
      readMoveAnswer(
        ZLoan,
        await sendLoanWrite(
          `/api/v1/orgs/${organizationId}/loans/${decision.loanId}/${decision.action}`,
          'POST',
          'reason' in decision ? { reason: decision.reason } : {},
          idempotencyKey,
        ),
      ),
    onSettled: () => invalidateLoans(queryClient, organizationId),
  });
}

/** Admins: pay out an approved loan on a date; it becomes active. */
export function useDisburseLoan(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      loanId,
      disbursedOn,
      idempotencyKey,
    }: {
      loanId: string;
      disbursedOn: string;
      idempotencyKey: string;
    }) =>
      readMoveAnswer(
        ZLoan,
        await sendLoanWrite(
          `/api/v1/orgs/${organizationId}/loans/${loanId}/disburse`,
          'POST',
          { disbursedOn },
          idempotencyKey,
        ),
      ),
    onSettled: () => invalidateLoans(queryClient, organizationId),
  });
}

export type TRepaymentWrite =
  | { mode: 'record'; loanId: string; input: TRecordRepayment }
  | { mode: 'submit'; loanId: string; input: TSubmitRepayment; slip: File | null };

/** Admins record a repayment (posts at once); a borrower submits their own for an admin to confirm. */
export function useWriteRepayment(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ write, idempotencyKey }: { write: TRepaymentWrite; idempotencyKey: string }) =>
      ZLoanRepayment.parse(
        write.mode === 'submit' && write.slip
          ? await apiFetch(
              `/api/v1/orgs/${organizationId}/loans/${write.loanId}/repayments/submit-with-slip`,
              {
                method: 'POST',
                form: toSlipForm(write.input, write.slip),
                headers: { 'Idempotency-Key': idempotencyKey },
              },
            )
          : await sendLoanWrite(
              `/api/v1/orgs/${organizationId}/loans/${write.loanId}/repayments${write.mode === 'submit' ? '/submit' : ''}`,
              'POST',
              write.input,
              idempotencyKey,
            ),
      ),
    onSettled: () => invalidateLoans(queryClient, organizationId),
  });
}

export type TRepaymentDecision = { action: 'confirm' | 'fail'; loanId: string; repaymentId: string };

/** Admins: confirm a submitted repayment (posts it) or mark it failed (nothing posted). */
export function useDecideRepayment(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      decision,
      idempotencyKey,
    }: {
      decision: TRepaymentDecision;
      idempotencyKey: string;
    }) =>
      ZLoanRepayment.parse(
        await sendLoanWrite(
          `/api/v1/orgs/${organizationId}/loans/${decision.loanId}/repayments/${decision.repaymentId}/${decision.action}`,
          'POST',
          {},
          idempotencyKey,
        ),
      ),
    onSettled: () => invalidateLoans(queryClient, organizationId),
  });
}
