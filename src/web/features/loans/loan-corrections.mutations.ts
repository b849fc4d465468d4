import type { TLoan, TLoanRepayment } from '../../../shared/contracts/loans';
import { readMoveAnswer } from '../../lib/held-move';
import { useMoneyMutation } from '../../lib/mutations';
import type { TLoanReversal } from './loan-corrections';

type TReverseLoanMoney = { reversal: TLoanReversal; reason: string; idempotencyKey: string };

/**
 * Admins (loan.reverse): reverses a repayment or a payout with a reason. The server posts the reversing entry
 * dated today; afterwards the loan, its repayments, receipts and the master book all change. Where the
 * organization holds reversals for a second admin, the answer is the pending approval instead.
 */
export function useReverseLoanMoney(organizationId: string) {
  return useMoneyMutation({
    organizationId,
    refreshes: ['loans', 'transactions', 'receipts', 'approvals'],
    request: ({ reversal, reason }: TReverseLoanMoney) => {
      const loanPath = `/api/v1/orgs/${organizationId}/loans/${reversal.loan.id}`;
      return {
        path:
          reversal.kind === 'repayment'
            ? `${loanPath}/repayments/${reversal.repayment.id}/reverse`
            : `${loanPath}/reverse-disbursement`,
        body: { reason },
      };
    },
    read: (answer, { reversal }) =>
      reversal.kind === 'repayment' ? readMoveAnswer<TLoanRepayment>(answer) : readMoveAnswer<TLoan>(answer),
  });
}
