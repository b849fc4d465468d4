import {
  formatLongDate,
  formatMonthName,
  getMonthEnd,
  listClosableMonths,
  readBooksStartOn,
} from '../../../shared/book-months';
import { getTodayIso } from '../../../shared/calendar';
import type { TBooksStatus, TCloseBooks, TSetBooksStart } from '../../../shared/contracts/books';
import type { TDbOrTx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { assertAcceptsMoney, type TMoneyContext } from '../../platform/money/money-context';
import { publishChange } from '../../platform/realtime/events';
import {
  listBookClosings,
  lockBooksForClosing,
  readBooks,
  readFirstEntryDate,
  readStandingOpeningDate,
  saveBooksClosedThrough,
  saveBooksStart,
} from './books.repository';
import { explainNotReadyToClose } from './closing-checks';

type TBooksContext = Pick<TMoneyContext, 'db' | 'org' | 'actor' | 'requestId'>;
type TBooksRow = {
  createdAt: Date;
  foundedOn: string | null;
  booksStartOn: string | null;
  booksClosedThrough: string | null;
};

const startOf = (books: TBooksRow) =>
  readBooksStartOn({ createdOn: getTodayIso(books.createdAt), booksStartOn: books.booksStartOn });

async function toStatus(db: TDbOrTx, organizationId: string, books: TBooksRow): Promise<TBooksStatus> {
  const booksStartOn = startOf(books);
  const closings = await listBookClosings(db, organizationId);
  return {
    foundedOn: books.foundedOn,
    booksStartOn,
    closedThrough: books.booksClosedThrough,
    closableMonths: listClosableMonths({
      booksStartOn,
      closedThrough: books.booksClosedThrough,
      today: getTodayIso(),
    }),
    closings: closings.map((closing) => ({
      closedThrough: closing.closedThrough,
      closedByName: closing.closedByName,
      closedAt: closing.closedAt.toISOString(),
      reason: closing.reason,
    })),
  };
}

/**
 * The first day whose entries live in the organization's books (its first day in the app by default), and
 * the last day of its last closed month (null while every month is open).
 */
export async function readBookDays(db: TDbOrTx, organizationId: string) {
  const books = await readBooks(db, organizationId);
  if (!books) throw new AppError('NOT_FOUND', 'Organization not found');
  return { booksStartOn: startOf(books), closedThrough: books.booksClosedThrough };
}

/** The first day whose entries live in the organization's books. */
export async function readBooksStart(db: TDbOrTx, organizationId: string): Promise<string> {
  return (await readBookDays(db, organizationId)).booksStartOn;
}

/** Any member: which months of the organization's books are closed, and which ended months are still open. */
export async function getBooksStatus(ctx: Pick<TBooksContext, 'db' | 'org'>): Promise<TBooksStatus> {
  const books = await readBooks(ctx.db, ctx.org.organizationId);
  if (!books) throw new AppError('NOT_FOUND', 'Organization not found');
  return toStatus(ctx.db, ctx.org.organizationId, books);
}

function explainNotClosable(month: string, books: TBooksRow, today: string): string {
  if (month >= today.slice(0, 7)) return 'Only a month that has ended can be closed';
  if (books.booksClosedThrough && month <= books.booksClosedThrough.slice(0, 7)) {
    return `${formatMonthName(month)} is already closed`;
  }
  return `The books start on ${formatLongDate(startOf(books))}: there is nothing to close before it`;
}

/**
 * Organization admins (ledger.close_period): closes the books through a month that has ended, together
 * with any open month before it, so closed months never leave a gap. Once the organization imports bank
 * statements, the month must reconcile with its last statement, or the admin gives a written reason. Afterwards nothing may be posted or
 * reversed with a date in those months (postJournalEntry refuses it; the database too). Closing cannot be
 * undone. Runs under the organization row's FOR UPDATE lock: postings in flight commit first, and postings
 * that start meanwhile wait and then see the closed months.
 */
export async function closeBooks(ctx: TBooksContext, input: TCloseBooks): Promise<TBooksStatus> {
  assertAcceptsMoney(ctx.org);
  const organizationId = ctx.org.organizationId;
  return ctx.db.transaction(async (tx) => {
    const books = await lockBooksForClosing(tx, organizationId);
    if (!books) throw new AppError('NOT_FOUND', 'Organization not found');
    const today = getTodayIso();
    const closable = listClosableMonths({
      booksStartOn: startOf(books),
      closedThrough: books.booksClosedThrough,
      today,
    });
    if (!closable.includes(input.month)) {
      throw new AppError('CONFLICT', explainNotClosable(input.month, books, today));
    }
    // A feature may hold something against the month (bank statements: lines not reconciled); a reason overrides it.
    const unreconciled = await explainNotReadyToClose(tx, organizationId, input.month);
    if (unreconciled && !input.reason) {
      throw new AppError('CONFLICT', `${unreconciled}: give a reason to close it anyway`);
    }
    const closedThrough = getMonthEnd(input.month);
    const closingId = await saveBooksClosedThrough(tx, {
      organizationId,
      closedThrough,
      closedBy: ctx.actor.userId,
      reason: input.reason ?? null,
    });
    await writeAudit(tx, {
      organizationId,
      actorUserId: ctx.actor.userId,
      action: 'books.closed',
      targetType: 'book_closing',
      targetId: closingId,
      summary: {
        closedThrough,
        months: closable.slice(0, closable.indexOf(input.month) + 1),
        previousClosedThrough: books.booksClosedThrough,
        ...(unreconciled ? { unreconciled, reason: input.reason } : {}),
      },
      requestId: ctx.requestId,
    });
    await publishChange(tx, { topic: 'organizations', organizationId });
    return toStatus(tx, organizationId, { ...books, booksClosedThrough: closedThrough });
  });
}

/** Why the books cannot start on this day, or null: entries already before it, or a closed month after it. */
function explainBooksStartRefused(
  booksStartOn: string,
  books: TBooksRow,
  firstEntryOn: string | null,
): string | null {
  if (firstEntryOn && booksStartOn > firstEntryOn) {
    return `The books hold an entry dated ${formatLongDate(firstEntryOn)}: they cannot start after it`;
  }
  if (books.booksClosedThrough && booksStartOn <= books.booksClosedThrough) {
    return `The books are closed through ${formatLongDate(books.booksClosedThrough)}: they cannot start inside a closed month`;
  }
  return null;
}

/**
 * Organization admins (ledger.close_period), as a move two to sign may hold: when the group was founded and
 * the first day whose entries live in the app. Moving the start earlier lets entries of the group's past be
 * dated there; it may not move after an entry already in the books, nor into a closed month.
 */
export async function setBooksStart(ctx: TBooksContext, input: TSetBooksStart): Promise<TBooksStatus> {
  assertAcceptsMoney(ctx.org);
  const organizationId = ctx.org.organizationId;
  return ctx.db.transaction(async (tx) => {
    const books = await lockBooksForClosing(tx, organizationId);
    if (!books) throw new AppError('NOT_FOUND', 'Organization not found');
    const refusal = explainBooksStartRefused(
      input.booksStartOn,
      books,
      await readFirstEntryDate(tx, organizationId),
    );
    if (refusal) throw new AppError('CONFLICT', refusal);
    const openingOn = await readStandingOpeningDate(tx, organizationId);
    if (openingOn && openingOn !== input.booksStartOn) {
      throw new AppError(
        'CONFLICT',
        `The opening position stands on ${formatLongDate(openingOn)}: reverse it before moving the books start`,
      );
    }
    const values = { foundedOn: input.foundedOn ?? null, booksStartOn: input.booksStartOn };
    await saveBooksStart(tx, organizationId, values);
    await writeAudit(tx, {
      organizationId,
      actorUserId: ctx.actor.userId,
      action: 'books.start_set',
      targetType: 'organization',
      targetId: organizationId,
      summary: {
        before: { foundedOn: books.foundedOn, booksStartOn: startOf(books) },
        after: values,
      },
      requestId: ctx.requestId,
    });
    await publishChange(tx, { topic: 'organizations', organizationId });
    return toStatus(tx, organizationId, { ...books, ...values });
  });
}
