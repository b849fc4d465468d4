import { getTodayIso } from '../../../shared/calendar';
import type { TTransaction } from '../../../shared/contracts/transactions';
import type { TDbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { assertMayActOn, runMoneyCommand } from '../../platform/money/money-command';
import type { TMoneyContext } from '../../platform/money/money-context';
import { findEntry, listEntryLines } from '../ledger/index';
import { reverseJournalEntry } from '../ledger/ledger.service';
import { MANUAL_SOURCE } from './transactions.repository';
import { readTransaction } from './transactions.service';

/** The member whose money the entry moved (a payout to them, their other money in or out), if any. */
async function readEntryMember(tx: TDbOrTx, organizationId: string, entryId: string) {
  const lines = await listEntryLines(tx, organizationId, entryId);
  return lines.find((line) => line.memberUserId !== null)?.memberUserId ?? null;
}

/** Refuses what this page may not reverse, with what to do instead; returns the entry's member. */
export async function assertReversibleHere(tx: TDbOrTx, organizationId: string, entryId: string) {
  const entry = await findEntry(tx, organizationId, entryId);
  if (!entry) throw new AppError('NOT_FOUND', 'Transaction not found');
  if (entry.reversalOf) throw new AppError('CONFLICT', 'A reversal cannot be reversed');
  if (entry.sourceType !== MANUAL_SOURCE) {
    throw new AppError(
      'CONFLICT',
      'Correct this where it was recorded: contributions, loans, meetings and the like have their own reversal',
    );
  }
  return { entry, memberUserId: await readEntryMember(tx, organizationId, entryId) };
}

/**
 * Organization admins (transaction.record), never on money of their own: takes a payout, fee or other money
 * recorded on the Transactions page back out of the books with a reversing entry dated today, so a closed
 * month is never written into and the mistake stays visible beside its correction. Cash never goes below
 * zero (reversing money in takes it out again). A retried Idempotency-Key answers the same reversal.
 */
export function reverseTransaction(
  ctx: TMoneyContext,
  entryId: string,
  reason: string,
): Promise<TTransaction> {
  const organizationId = ctx.org.organizationId;
  return runMoneyCommand(ctx, {
    operation: 'transaction.reverse',
    targetId: entryId,
    request: { reason },
    execute: async (tx) => {
      const { memberUserId } = await assertReversibleHere(tx, organizationId, entryId);
      await assertMayActOn(tx, ctx, {
        permission: 'transaction.record',
        ownerUserId: memberUserId,
        action: 'reverse',
      });
      const { entry } = await reverseJournalEntry(tx, {
        organizationId,
        entryId,
        entryDate: getTodayIso(),
        createdBy: ctx.actor.userId,
        reason,
      });
      return {
        result: await readTransaction(tx, organizationId, entry.id),
        resultType: 'journal_entry',
        resultId: entry.id,
        audit: {
          action: 'transaction.reverse',
          targetType: 'journal_entry',
          targetId: entryId,
          summary: { reversalEntryId: entry.id, reason, memberUserId },
        },
        topics: ['transactions'],
      };
    },
    replay: (tx, id) => readTransaction(tx, organizationId, id),
  });
}
