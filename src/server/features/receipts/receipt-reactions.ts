import type { TMoneyReaction } from '../../platform/money/money-reactions';
import { syncContributionReceipt, syncRepaymentReceipt } from './receipt-issuing';

/** A payment's receipt follows its status, in the same transaction: issued, then voided when it is undone. */
export const receiptReactions: readonly TMoneyReaction[] = [
  {
    name: 'receipts.contribution',
    phase: 'in-transaction',
    on: [
      'contribution.recorded',
      'contribution.submitted',
      'contribution.confirmed',
      'contribution.failed',
      'contribution.reversed',
    ],
    run: (tx, ctx, change) => syncContributionReceipt(tx, ctx, change.recordId),
  },
  {
    name: 'receipts.repayment',
    phase: 'in-transaction',
    on: [
      'repayment.recorded',
      'repayment.submitted',
      'repayment.confirmed',
      'repayment.failed',
      'repayment.reversed',
    ],
    run: (tx, ctx, change) => syncRepaymentReceipt(tx, ctx, change.recordId),
  },
];
