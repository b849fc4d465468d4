import { z } from 'zod';
import { ZDisburseLoan, ZLoanDecisionReason } from '../../../shared/contracts/loans';
import { AppError } from '../../platform/errors';
import { isAboveThreshold, registerApprovalOperation } from '../approvals';
import { reverseDisbursement, reverseRepayment } from './loan-corrections.service';
import { assertLoanTransition } from './loan-transition';
import { loadLoan } from './loan-views.service';
import { findRepayment, sumLoanPaid } from './loans.repository';
import { disburseLoan, writeOffLoan } from './loans.service';

/** A loan disbursement above the policy's amount. */
export const disburseLoanMove = registerApprovalOperation({
  name: 'loan.disburse',
  payload: ZDisburseLoan.extend({ loanId: z.uuid() }),
  readMoveTarget: ({ loanId }) => loanId,
  describe: async (ctx, { loanId }) => {
    const loan = await loadLoan(ctx.db, ctx.org.organizationId, loanId);
    assertLoanTransition(loan.status, 'active');
    return {
      amountCents: loan.amountCents,
      memberUserId: loan.userId,
      description: `Loan disbursement to ${loan.memberName ?? 'a former member'}`,
    };
  },
  isHeld: (policy, facts) => isAboveThreshold(facts.amountCents, policy.disbursementsAboveCents),
  execute: (ctx, { loanId, disbursedOn }) => disburseLoan(ctx, loanId, disbursedOn),
});

/** Every loan write-off, when the policy says so. */
export const writeOffLoanMove = registerApprovalOperation({
  name: 'loan.write_off',
  payload: z.object({ loanId: z.uuid() }),
  readMoveTarget: ({ loanId }) => loanId,
  describe: async (ctx, { loanId }) => {
    const loan = await loadLoan(ctx.db, ctx.org.organizationId, loanId);
    if (loan.status !== 'defaulted')
      throw new AppError('CONFLICT', 'Only a defaulted loan can be written off');
    if (loan.isWrittenOff) throw new AppError('CONFLICT', 'This loan has already been written off');
    const paid = await sumLoanPaid(ctx.db, ctx.org.organizationId, loanId);
    return {
      amountCents: loan.amountCents - paid.principalCents,
      memberUserId: loan.userId,
      description: `Loan write-off for ${loan.memberName ?? 'a former member'}`,
    };
  },
  isHeld: (policy) => policy.isWriteOffGated,
  execute: (ctx, { loanId }) => writeOffLoan(ctx, loanId),
});

/** Every reversal of a loan repayment, when the policy says so. */
export const reverseRepaymentMove = registerApprovalOperation({
  name: 'repayment.reverse',
  payload: ZLoanDecisionReason.extend({ loanId: z.uuid(), repaymentId: z.uuid() }),
  readMoveTarget: ({ repaymentId }) => repaymentId,
  describe: async (ctx, { loanId, repaymentId, reason }) => {
    const found = await findRepayment(ctx.db, ctx.org.organizationId, loanId, repaymentId);
    if (!found) throw new AppError('NOT_FOUND', 'Repayment not found');
    const loan = await loadLoan(ctx.db, ctx.org.organizationId, loanId);
    return {
      amountCents: found.amountCents,
      memberUserId: loan.userId,
      description: `Reversal of ${loan.memberName ?? 'a former member'}'s loan repayment: ${reason}`,
    };
  },
  isHeld: (policy) => policy.isReversalGated,
  execute: (ctx, { loanId, repaymentId, reason }) => reverseRepayment(ctx, loanId, repaymentId, reason),
});

/** Every reversal of a loan payout, when the policy says so. */
export const reverseDisbursementMove = registerApprovalOperation({
  name: 'loan.reverse_disbursement',
  payload: ZLoanDecisionReason.extend({ loanId: z.uuid() }),
  readMoveTarget: ({ loanId }) => loanId,
  describe: async (ctx, { loanId, reason }) => {
    const loan = await loadLoan(ctx.db, ctx.org.organizationId, loanId);
    return {
      amountCents: loan.amountCents,
      memberUserId: loan.userId,
      description: `Reversal of the loan payout to ${loan.memberName ?? 'a former member'}: ${reason}`,
    };
  },
  isHeld: (policy) => policy.isReversalGated,
  execute: (ctx, { loanId, reason }) => reverseDisbursement(ctx, loanId, reason),
});
