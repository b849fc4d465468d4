import type {
  TLoan,
  TLoanRepayment,
  TLoanTerms,
  TLoanTermsView,
  TRecordRepayment,
  TRequestLoan,
  TSubmitRepayment,
} from '../../../shared/contracts/loans';
import type { TLiveTopic } from '../../../shared/live-topics';
import { readMoveAnswer } from '../../lib/held-move';
import { toSlipForm, useMoneyMutation } from '../../lib/mutations';

type TWithKey<T> = { input: T; idempotencyKey: string };

/** Loans and the master book (a disbursement or repayment posts a journal entry). */
const LOAN_TOPICS: readonly TLiveTopic[] = ['loans', 'transactions'];

/** Members: ask for a loan; it stays pending until an admin decides. */
export function useRequestLoan(organizationId: string) {
  return useMoneyMutation({
    organizationId,
    refreshes: LOAN_TOPICS,
    request: ({ input }: TWithKey<TRequestLoan>) => ({
      path: `/api/v1/orgs/${organizationId}/loans`,
      body: input,
    }),
    read: (answer) => answer as TLoan,
  });
}

/** Admins with loan.settings: the organization's rate, longest term and largest loan. */
export function useUpdateLoanTerms(organizationId: string) {
  return useMoneyMutation({
    organizationId,
    refreshes: LOAN_TOPICS,
    request: ({ input }: TWithKey<TLoanTerms>) => ({
      path: `/api/v1/orgs/${organizationId}/loans/terms`,
      method: 'PUT',
      body: input,
    }),
    read: (answer) => answer as TLoanTermsView,
  });
}

export type TLoanDecision =
  | { action: 'approve' | 'write-off'; loanId: string }
  | { action: 'reject' | 'default'; loanId: string; reason: string };

/** Admins: approve or reject a request, mark an active loan defaulted, write off a defaulted one. */
export function useDecideLoan(organizationId: string) {
  return useMoneyMutation({
    organizationId,
    refreshes: [...LOAN_TOPICS, 'approvals'],
    request: ({ decision }: { decision: TLoanDecision; idempotencyKey: string }) => ({
      path: `/api/v1/orgs/${organizationId}/loans/${decision.loanId}/${decision.action}`,
      body: 'reason' in decision ? { reason: decision.reason } : {},
    }),
    read: (answer) => readMoveAnswer<TLoan>(answer),
  });
}

/** Admins: pay out an approved loan on a date; it becomes active. */
export function useDisburseLoan(organizationId: string) {
  return useMoneyMutation({
    organizationId,
    refreshes: [...LOAN_TOPICS, 'approvals'],
    request: ({ loanId, disbursedOn }: { loanId: string; disbursedOn: string; idempotencyKey: string }) => ({
      path: `/api/v1/orgs/${organizationId}/loans/${loanId}/disburse`,
      body: { disbursedOn },
    }),
    read: (answer) => readMoveAnswer<TLoan>(answer),
  });
}

export type TRepaymentWrite =
  | { mode: 'record'; loanId: string; input: TRecordRepayment }
  | { mode: 'submit'; loanId: string; input: TSubmitRepayment; slip: File | null };

/** Admins record a repayment (posts at once); a borrower submits their own for an admin to confirm. */
export function useWriteRepayment(organizationId: string) {
  return useMoneyMutation({
    organizationId,
    refreshes: LOAN_TOPICS,
    request: ({ write }: { write: TRepaymentWrite; idempotencyKey: string }) => {
      const repayments = `/api/v1/orgs/${organizationId}/loans/${write.loanId}/repayments`;
      if (write.mode === 'submit' && write.slip) {
        return { path: `${repayments}/submit-with-slip`, form: toSlipForm(write.input, write.slip) };
      }
      return { path: write.mode === 'submit' ? `${repayments}/submit` : repayments, body: write.input };
    },
    read: (answer) => answer as TLoanRepayment,
  });
}

export type TRepaymentDecision = { action: 'confirm' | 'fail'; loanId: string; repaymentId: string };

/** Admins: confirm a submitted repayment (posts it) or mark it failed (nothing posted). */
export function useDecideRepayment(organizationId: string) {
  return useMoneyMutation({
    organizationId,
    refreshes: LOAN_TOPICS,
    request: ({ decision }: { decision: TRepaymentDecision; idempotencyKey: string }) => ({
      path: `/api/v1/orgs/${organizationId}/loans/${decision.loanId}/repayments/${decision.repaymentId}/${decision.action}`,
    }),
    read: (answer) => answer as TLoanRepayment,
  });
}
