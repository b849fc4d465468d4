import { getTodayIso } from '../../../shared/calendar';
import type { TRotationPayout } from '../../../shared/contracts/rotation';
import type { TDbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { assertMayActOn, runMoneyCommand } from '../../platform/money/money-command';
import type { TMoneyContext } from '../../platform/money/money-context';
import { readMemberName } from '../ledger/entry-descriptions';
import { postJournalEntry } from '../ledger/ledger.service';
import { findCycle, findPayoutByEntry, insertPayout } from './rotation.repository';
import { assertRotatingGroup } from './rotation.service';
import { isRoundReady, readCycleStatus } from './rotation-status';

export type TRoundRef = { cycleId: string; roundNumber: number };

/** The round's recipient and the pot that may be paid out now; refuses a round that is not ready. */
export async function readPayableRound(
  db: TDbOrTx,
  organizationId: string,
  ref: TRoundRef,
  lock = false,
  today = getTodayIso(),
) {
  const cycle = await findCycle(db, organizationId, ref.cycleId, lock);
  if (!cycle) throw new AppError('NOT_FOUND', 'Rotation cycle not found');
  const status = await readCycleStatus(db, cycle, today);
  const round = status.rounds[ref.roundNumber - 1];
  const settled = status.settlement.rounds[ref.roundNumber - 1];
  if (!round) throw new AppError('NOT_FOUND', 'Round not found');
  if (status.payouts.some((payout) => payout.roundNumber === ref.roundNumber)) {
    throw new AppError('CONFLICT', 'This round has already been paid out');
  }
  if (!settled || !isRoundReady(status, ref.roundNumber)) {
    throw new AppError(
      'CONFLICT',
      "The round's money is not in yet: every member must pay, or the round must have ended",
    );
  }
  return { recipientId: round.recipientId, potCents: settled.potCents };
}

async function readPayout(db: TDbOrTx, journalEntryId: string): Promise<TRotationPayout> {
  const payout = await findPayoutByEntry(db, journalEntryId);
  if (!payout) throw new AppError('NOT_FOUND', 'Payout not found');
  return { roundNumber: payout.roundNumber, amountCents: payout.amountCents, journalEntryId };
}

/**
 * Inside a transaction, for a round `readPayableRound` allowed: posts the pot as one payout entry to the
 * recipient (payouts debited, cash credited) dated `entryDate`, and records the round as paid out.
 */
export async function postRoundPayout(
  tx: TDbOrTx,
  payout: {
    organizationId: string;
    ref: TRoundRef;
    recipientId: string;
    potCents: number;
    entryDate: string;
    createdBy: string;
  },
): Promise<string> {
  const { organizationId, ref, recipientId, potCents } = payout;
  const name = await readMemberName(tx, recipientId);
  const { entry } = await postJournalEntry(tx, {
    organizationId,
    entryDate: payout.entryDate,
    description: `Rotation payout, round ${ref.roundNumber}: ${name ?? 'a former member'}`,
    transactionType: 'payout',
    lines: [
      { account: 'payouts', amountCents: potCents, memberUserId: recipientId },
      { account: 'cash', amountCents: -potCents, memberUserId: recipientId },
    ],
    createdBy: payout.createdBy,
    sourceType: 'rotation',
    sourceId: ref.cycleId,
  });
  await insertPayout(tx, {
    organizationId,
    cycleId: ref.cycleId,
    roundNumber: ref.roundNumber,
    recipientUserId: recipientId,
    amountCents: potCents,
    journalEntryId: entry.id,
  });
  return entry.id;
}

/**
 * Admins (rotation.payout), never to themselves: posts the round's pot as one payout entry to its recipient
 * (payouts debited, cash credited; cash may not go below zero). A retried Idempotency-Key answers the first
 * payout; a round is paid out once.
 */
export function payOutRound(ctx: TMoneyContext, ref: TRoundRef): Promise<TRotationPayout> {
  assertRotatingGroup(ctx.org);
  const organizationId = ctx.org.organizationId;
  return runMoneyCommand(ctx, {
    operation: 'rotation.payout',
    targetId: ref.cycleId,
    request: ref,
    execute: async (tx) => {
      const { recipientId, potCents } = await readPayableRound(tx, organizationId, ref, true);
      await assertMayActOn(tx, ctx, {
        permission: 'rotation.payout',
        ownerUserId: recipientId,
        action: 'record',
      });
      const entryId = await postRoundPayout(tx, {
        organizationId,
        ref,
        recipientId,
        potCents,
        entryDate: getTodayIso(),
        createdBy: ctx.actor.userId,
      });
      return {
        result: { roundNumber: ref.roundNumber, amountCents: potCents, journalEntryId: entryId },
        resultType: 'journal_entry',
        resultId: entryId,
        audit: {
          action: 'rotation.payout',
          targetType: 'journal_entry',
          targetId: entryId,
          summary: { ...ref, amountCents: potCents, memberUserId: recipientId },
        },
        topics: ['transactions', 'rotation'],
      };
    },
    replay: (tx, id) => readPayout(tx, id),
  });
}
