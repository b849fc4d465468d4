import { z } from 'zod';
import { ZReverseContribution } from '../../../shared/contracts/contributions';
import { ZWaiveFine } from '../../../shared/contracts/fines';
import { ZDisburseLoan, ZLoanDecisionReason } from '../../../shared/contracts/loans';
import {
  NEW_TRANSACTION_KIND_LABELS,
  ZNewTransaction,
  ZReverseTransaction,
} from '../../../shared/contracts/transactions';
import { formatCents } from '../../../shared/money';
import { AppError } from '../../platform/errors';
import { assertContributionTransition } from '../contributions/contribution-status';
import { decideContribution } from '../contributions/contribution-writes.service';
import { findContribution } from '../contributions/contributions.repository';
import { findFine } from '../fines/fines.repository';
import { assertWaivable, waiveFine } from '../fines/fines.service';
import { reverseDisbursement, reverseRepayment } from '../loans/loan-corrections.service';
import { assertLoanTransition } from '../loans/loan-transition';
import { loadLoan } from '../loans/loan-views.service';
import { findRepayment, sumLoanPaid } from '../loans/loans.repository';
import { disburseLoan, writeOffLoan } from '../loans/loans.service';
import { payOutRound, readPayableRound } from '../rotation/rotation-payout.service';
import { findShareOut } from '../share-out/share-out.repository';
import { toStoredShareOut } from '../share-out/share-out.service';
import { postShareOut } from '../share-out/share-out-posting';
import { assertReversibleHere, reverseTransaction } from '../transactions/transaction-reversal.service';
import { readTransaction, recordTransaction } from '../transactions/transactions.service';
import { registerApprovalOperation } from './approval-registry';

/** Kinds of recorded transaction that take money out: payouts and expenses. */
const OUTFLOW_KINDS = new Set(['payout', 'fee', 'other_expense']);

const isAbove = (amountCents: number, threshold: number | null) =>
  threshold !== null && amountCents > threshold;

/** A payout, fee or other expense above the policy's amount. */
export const recordTransactionMove = registerApprovalOperation({
  name: 'transaction.record',
  payload: ZNewTransaction,
  describe: async (_ctx, input) => ({
    amountCents: input.amountCents,
    memberUserId: input.memberUserId ?? null,
    description: `${NEW_TRANSACTION_KIND_LABELS[input.kind]}: ${input.description}`,
  }),
  isHeld: (policy, facts, input) =>
    OUTFLOW_KINDS.has(input.kind) && isAbove(facts.amountCents, policy.payoutsAboveCents),
  execute: (ctx, input) => recordTransaction(ctx, input),
});

/** Every reversal of a payout, fee or other money recorded on the Transactions page, when the policy says so. */
export const reverseTransactionMove = registerApprovalOperation({
  name: 'transaction.reverse',
  payload: ZReverseTransaction.extend({ transactionId: z.uuid() }),
  readMoveTarget: ({ transactionId }) => transactionId,
  describe: async (ctx, { transactionId, reason }) => {
    const { entry, memberUserId } = await assertReversibleHere(ctx.db, ctx.org.organizationId, transactionId);
    const original = await readTransaction(ctx.db, ctx.org.organizationId, transactionId);
    return {
      amountCents: Math.abs(original.amountCents),
      memberUserId,
      description: `Reversal of ${entry.description}: ${reason}`,
    };
  },
  isHeld: (policy) => policy.isReversalGated,
  execute: (ctx, { transactionId, reason }) => reverseTransaction(ctx, transactionId, reason),
});

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
  isHeld: (policy, facts) => isAbove(facts.amountCents, policy.disbursementsAboveCents),
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

/** Every contribution reversal, when the policy says so. */
export const reverseContributionMove = registerApprovalOperation({
  name: 'contribution.reverse',
  payload: ZReverseContribution.extend({ contributionId: z.uuid() }),
  readMoveTarget: ({ contributionId }) => contributionId,
  describe: async (ctx, { contributionId, reason }) => {
    const found = await findContribution(ctx.db, ctx.org.organizationId, contributionId);
    if (!found) throw new AppError('NOT_FOUND', 'Contribution not found');
    assertContributionTransition(found.contribution.status, 'reversed');
    return {
      amountCents: found.contribution.amountCents,
      memberUserId: found.contribution.userId,
      description: `Reversal of ${found.memberName ?? 'a former member'}'s contribution: ${reason}`,
    };
  },
  isHeld: (policy) => policy.isReversalGated,
  execute: (ctx, { contributionId, reason }) =>
    decideContribution(ctx, contributionId, { to: 'reversed', reason }),
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

/** Every fine waiver, when the policy holds reversals: waiving a fine reverses income the book recorded. */
export const waiveFineMove = registerApprovalOperation({
  name: 'fine.waive',
  payload: ZWaiveFine.extend({ fineId: z.uuid() }),
  readMoveTarget: ({ fineId }) => fineId,
  describe: async (ctx, { fineId, reason }) => {
    const found = await findFine(ctx.db, ctx.org.organizationId, fineId);
    const fine = found?.fine;
    assertWaivable(fine);
    const memberName = found?.memberName ?? null;
    return {
      amountCents: fine.amountCents,
      memberUserId: fine.userId,
      description: `Waiver of ${memberName ?? 'a former member'}'s late fine for ${fine.periodLabel} (${formatCents(fine.amountCents)}): ${reason}`,
    };
  },
  isHeld: (policy) => policy.isReversalGated,
  execute: (ctx, { fineId, reason }) => waiveFine(ctx, fineId, { reason }),
});

/** A rotation round's payout above the policy's payout amount. */
export const payOutRoundMove = registerApprovalOperation({
  name: 'rotation.payout',
  payload: z.object({ cycleId: z.uuid(), roundNumber: z.number().int().min(1) }),
  readMoveTarget: ({ cycleId, roundNumber }) => `${cycleId}:${roundNumber}`,
  describe: async (ctx, ref) => {
    const { recipientId, potCents } = await readPayableRound(ctx.db, ctx.org.organizationId, ref);
    return {
      amountCents: potCents,
      memberUserId: recipientId,
      description: `Rotation payout, round ${ref.roundNumber}`,
    };
  },
  isHeld: (policy, facts) => isAbove(facts.amountCents, policy.payoutsAboveCents),
  execute: (ctx, ref) => payOutRound(ctx, ref),
});

/** A year-end share-out: its payouts together, always held where the organization has two admins. */
export const postShareOutMove = registerApprovalOperation({
  name: 'shareout.post',
  payload: z.object({ shareOutId: z.uuid() }),
  readMoveTarget: ({ shareOutId }) => shareOutId,
  describe: async (ctx, { shareOutId }) => {
    const row = await findShareOut(ctx.db, ctx.org.organizationId, shareOutId);
    if (!row) throw new AppError('NOT_FOUND', 'Share-out not found');
    if (row.status !== 'proposed') throw new AppError('CONFLICT', `This share-out was already ${row.status}`);
    // The proposer asks, another admin approves: anyone else asking would leave no one to approve it.
    if (row.proposedBy !== ctx.actor.userId) {
      throw new AppError(
        'CONFLICT',
        'The admin who proposed this share-out asks for it to be posted; another admin then approves it',
      );
    }
    const shareOut = toStoredShareOut(row);
    return {
      amountCents: shareOut.totals.grossCents,
      memberUserId: null,
      description: `Year-end share-out to ${shareOut.lines.length} members (${row.startsOn} to ${row.endsOn})`,
    };
  },
  // Two admins sign every share-out where there are two (ADR 0028): held whatever the policy's amount, and
  // neither the admin who asks for it to be posted nor the one who proposed the table may approve it.
  isHeld: () => true,
  isAlwaysHeld: true,
  readSignedBy: async (ctx, { shareOutId }) =>
    (await findShareOut(ctx.db, ctx.org.organizationId, shareOutId))?.proposedBy ?? null,
  execute: (ctx, { shareOutId }) => postShareOut(ctx, shareOutId),
});
