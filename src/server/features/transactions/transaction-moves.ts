import { z } from 'zod';
import {
  NEW_TRANSACTION_KIND_LABELS,
  ZNewTransaction,
  ZReverseTransaction,
} from '../../../shared/contracts/transactions';
import { isAboveThreshold, registerApprovalOperation } from '../approvals';
import { assertReversibleHere, reverseTransaction } from './transaction-reversal.service';
import { readTransaction, recordTransaction } from './transactions.service';

/** Kinds of recorded transaction that take money out: payouts and expenses. */
const OUTFLOW_KINDS = new Set(['payout', 'fee', 'other_expense']);

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
    OUTFLOW_KINDS.has(input.kind) && isAboveThreshold(facts.amountCents, policy.payoutsAboveCents),
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
