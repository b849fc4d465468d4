import { randomUUID } from 'node:crypto';
import { formatLongDate } from '../../../shared/book-months';
import type {
  TOpeningPositionView,
  TPostOpeningPosition,
  TReverseOpeningPosition,
} from '../../../shared/contracts/opening-position';
import type { TDbOrTx } from '../../db/client';
import { AppError, readPgErrorCode } from '../../platform/errors';
import { runMoneyCommand } from '../../platform/money/money-command';
import type { TMoneyContext, TOrgReadContext } from '../../platform/money/money-context';
import { insertOpeningSavings, reverseOpeningSavings } from '../contributions/opening-savings.service';
import { readBooksStart } from '../ledger/books.service';
import { postJournalEntry, reverseJournalEntry } from '../ledger/ledger.service';
import {
  explainOpeningLoansMoved,
  insertOpeningLoans,
  reverseOpeningLoans,
} from '../loans/opening-loans.service';
import { planOpeningPosition } from './opening-plan';
import {
  findStandingPosition,
  insertPosition,
  markPositionReversed,
  readMemberIds,
} from './opening-position.repository';

const ALREADY_POSTED = 'The opening position is already in the books; reverse it to enter it again';
const TOPICS = ['transactions', 'contributions', 'loans'] as const;

async function toView(db: TDbOrTx, ctx: Pick<TOrgReadContext, 'org'>): Promise<TOpeningPositionView> {
  const booksStartOn = await readBooksStart(db, ctx.org.organizationId);
  const found = await findStandingPosition(db, ctx.org.organizationId);
  if (!found) return { booksStartOn, position: null };
  const { position } = found;
  return {
    booksStartOn,
    position: {
      id: position.id,
      asOf: position.asOf,
      holdings: position.holdings,
      cashCents: position.cashCents,
      savingsCents: position.savingsCents,
      savingsCount: position.savingsCount,
      loansCents: position.loansCents,
      loanCount: position.loanCount,
      equityCents: position.equityCents,
      journalEntryId: position.journalEntryId,
      postedByName: found.postedByName,
      postedAt: position.createdAt.toISOString(),
    },
  };
}

/** Any member: the group's opening position at books start, if one stands. */
export function getOpeningPosition(ctx: TOrgReadContext): Promise<TOpeningPositionView> {
  return toView(ctx.db, ctx);
}

/**
 * Inside the caller's transaction: posts what the group held and owed on the day its books start as one
 * balanced opening entry dated that day (ADR 0067), with each member's savings and each loan still out as
 * records bound to it. One opening position stands at a time. Returns the position's totals.
 */
export async function writeOpeningPosition(
  tx: TDbOrTx,
  by: { organizationId: string; actorUserId: string },
  input: TPostOpeningPosition,
) {
  const { organizationId, actorUserId } = by;
  if (await findStandingPosition(tx, organizationId, true)) throw new AppError('CONFLICT', ALREADY_POSTED);
  const booksStartOn = await readBooksStart(tx, organizationId);
  const memberIds = await readMemberIds(tx, organizationId, [
    ...input.savings.map((saving) => saving.userId),
    ...input.loans.map((loan) => loan.userId),
  ]);
  const plan = planOpeningPosition(input, booksStartOn, memberIds);
  const id = randomUUID();
  const { entry } = await postJournalEntry(tx, {
    organizationId,
    entryDate: booksStartOn,
    description: `Opening position when the books start on ${formatLongDate(booksStartOn)}`,
    transactionType: 'opening',
    lines: plan.lines,
    createdBy: actorUserId,
    sourceType: 'opening_position',
    sourceId: id,
  });
  try {
    await tx.transaction((savepoint) =>
      insertPosition(savepoint, {
        id,
        organizationId,
        asOf: booksStartOn,
        holdings: input.holdings.filter((holding) => holding.balanceCents > 0),
        cashCents: plan.cashCents,
        savingsCents: plan.savingsCents,
        savingsCount: input.savings.length,
        loansCents: plan.loansCents,
        loanCount: plan.loans.length,
        equityCents: plan.equityCents,
        journalEntryId: entry.id,
        postedBy: actorUserId,
      }),
    );
  } catch (error) {
    if (readPgErrorCode(error) === '23505') throw new AppError('CONFLICT', ALREADY_POSTED);
    throw error;
  }
  const records = { organizationId, openingPositionId: id, asOf: booksStartOn, recordedBy: actorUserId };
  await insertOpeningSavings(tx, { ...records, journalEntryId: entry.id, savings: input.savings });
  await insertOpeningLoans(tx, { ...records, loans: plan.loans });
  return { id, asOf: booksStartOn, ...plan };
}

/** Whether an opening position stands now (an import leaves its savings and loans alone then). */
export async function hasStandingOpeningPosition(db: TDbOrTx, organizationId: string): Promise<boolean> {
  return (await findStandingPosition(db, organizationId)) !== undefined;
}

/**
 * Organization admins (ledger.close_period), as a move two to sign holds where the group has two admins:
 * posts the opening position (writeOpeningPosition).
 */
export function postOpeningPosition(ctx: TMoneyContext, input: TPostOpeningPosition) {
  const organizationId = ctx.org.organizationId;
  return runMoneyCommand(ctx, {
    operation: 'opening.post',
    request: input,
    execute: async (tx) => {
      const plan = await writeOpeningPosition(tx, { organizationId, actorUserId: ctx.actor.userId }, input);
      return {
        result: await toView(tx, ctx),
        resultType: 'opening_position',
        resultId: plan.id,
        audit: {
          action: 'books.opening_posted',
          targetType: 'organization',
          targetId: organizationId,
          summary: {
            asOf: plan.asOf,
            cashCents: plan.cashCents,
            savingsCents: plan.savingsCents,
            loansCents: plan.loansCents,
            equityCents: plan.equityCents,
          },
        },
        topics: TOPICS,
      };
    },
    replay: (tx) => toView(tx, ctx),
  });
}

/**
 * Organization admins (ledger.close_period), held like posting it: reverses the standing opening position
 * with an entry of opposite lines dated the same day, takes back its savings and loans, and lets a corrected
 * one be posted. Refused once one of its loans has moved since (repaid, defaulted), or when that day's month
 * is closed.
 */
export function reverseOpeningPosition(ctx: TMoneyContext, input: TReverseOpeningPosition) {
  const organizationId = ctx.org.organizationId;
  return runMoneyCommand(ctx, {
    operation: 'opening.reverse',
    request: input,
    execute: async (tx) => {
      const found = await findStandingPosition(tx, organizationId, true);
      if (!found) throw new AppError('NOT_FOUND', 'There is no opening position to reverse');
      const { position } = found;
      const moved = await explainOpeningLoansMoved(tx, organizationId, position.id);
      if (moved) throw new AppError('CONFLICT', moved);
      const { entry } = await reverseJournalEntry(tx, {
        organizationId,
        entryId: position.journalEntryId,
        entryDate: position.asOf,
        createdBy: ctx.actor.userId,
        reason: input.reason,
      });
      await markPositionReversed(tx, position.id, entry.id);
      await reverseOpeningSavings(tx, organizationId, position.id);
      await reverseOpeningLoans(tx, organizationId, position.id);
      return {
        result: await toView(tx, ctx),
        resultType: 'opening_position',
        resultId: position.id,
        audit: {
          action: 'books.opening_reversed',
          targetType: 'organization',
          targetId: organizationId,
          summary: { asOf: position.asOf, reason: input.reason, reversalEntryId: entry.id },
        },
        topics: TOPICS,
      };
    },
    replay: (tx) => toView(tx, ctx),
  });
}
