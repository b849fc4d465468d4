import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZLoan, ZLoanRepayment } from '../../../shared/contracts/loans';
import { apiFetch } from '../../lib/api';
import { readMoveAnswer } from '../approvals/held-move';
import type { TLoanReversal } from './loan-corrections';

/**
 * Admins (loan.reverse): reverses a repayment or a payout with a reason. The server posts the reversing entry
 * dated today; afterwards the loan, its repayments, receipts and the master book all change. Where the
 * organization holds reversals for a second admin, the answer is the pending approval instead.
 */
export function useReverseLoanMoney(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      reversal,
      reason,
      idempotencyKey,
    }: {
      reversal: TLoanReversal;
      reason: string;
      idempotencyKey: string;
    }) => {
      const loanPath = `/api/v1/orgs/${organizationId}/loans/${reversal.loan.id}`;
      const send = (path: string) =>
        apiFetch(path, { method: 'POST', body: { reason }, headers: { 'Idempotency-Key': idempotencyKey } });
      if (reversal.kind === 'repayment') {
        return readMoveAnswer(
          ZLoanRepayment,
          await send(`${loanPath}/repayments/${reversal.repayment.id}/reverse`),
        );
      }
      return readMoveAnswer(ZLoan, await send(`${loanPath}/reverse-disbursement`));
    },
    onSettled: () => {
      for (const topic of ['loans', 'transactions', 'receipts']) {
        void queryClient.invalidateQueries({ queryKey: [topic, organizationId] });
      }
    },
  });
}
