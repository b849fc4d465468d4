import type { TDbOrTx } from '../../db/client';
import type { TMoneyContext } from './money-context';

/** What happened to a member's money record, as the features that keep something in step hear it. */
export type TMoneyChangeEvent =
  | 'contribution.recorded'
  | 'contribution.submitted'
  | 'contribution.confirmed'
  | 'contribution.failed'
  | 'contribution.reversed'
  | 'repayment.recorded'
  | 'repayment.submitted'
  | 'repayment.confirmed'
  | 'repayment.failed'
  | 'repayment.reversed'
  | 'loan.disbursed'
  | 'fine.waived';

export type TMoneyChange = {
  event: TMoneyChangeEvent;
  organizationId: string;
  /** The member whose record it is (the contributor, the borrower, the fined member). */
  memberUserId: string;
  /** The contribution, repayment, loan or fine that changed. */
  recordId: string;
  amountCents: number;
  /** The day of the money: the payment's date, the payout's day. */
  date: string;
};

/**
 * Work a feature does when money changes elsewhere (ADR 61). `in-transaction`: inside the write's
 * transaction, so it commits or rolls back with it (standings, cover, receipts). `after-commit`: once the
 * write committed, never on a replay, and never undoing it (a member's e-mail alert).
 */
export type TMoneyReaction = { name: string; on: readonly TMoneyChangeEvent[] } & (
  | { phase: 'in-transaction'; run: (tx: TDbOrTx, ctx: TMoneyContext, change: TMoneyChange) => Promise<void> }
  | { phase: 'after-commit'; run: (ctx: TMoneyContext, change: TMoneyChange) => Promise<void> }
);

const reactions: TMoneyReaction[] = [];

/** Adds reactions, run in the order registered; the composition registers every feature's once at load. */
export function registerMoneyReactions(added: readonly TMoneyReaction[]): void {
  for (const reaction of added) {
    if (reactions.some(({ name }) => name === reaction.name)) {
      throw new Error(`money reaction ${reaction.name} registered twice`);
    }
    reactions.push(reaction);
  }
}

/** The names of the reactions to an event, in the order they run. */
export function listMoneyReactions(event: TMoneyChangeEvent): string[] {
  return reactions.filter(({ on }) => on.includes(event)).map(({ name }) => name);
}

/** Inside a money write's transaction, once its record changed: runs the in-transaction reactions to it. */
export async function applyMoneyChange(tx: TDbOrTx, ctx: TMoneyContext, change: TMoneyChange): Promise<void> {
  for (const reaction of reactions) {
    if (reaction.phase === 'in-transaction' && reaction.on.includes(change.event)) {
      await reaction.run(tx, ctx, change);
    }
  }
}

/** After a money command committed (its `afterCommit`): runs the after-commit reactions to the change. */
export async function announceMoneyChange(ctx: TMoneyContext, change: TMoneyChange): Promise<void> {
  for (const reaction of reactions) {
    if (reaction.phase === 'after-commit' && reaction.on.includes(change.event)) {
      await reaction.run(ctx, change);
    }
  }
}
