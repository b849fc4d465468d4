import { formatLongDate, formatMonthName, readBooksStartOn } from '../../../shared/book-months';
import { getTodayIso } from '../../../shared/calendar';
import { formatCents } from '../../../shared/money';
import type { TDbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { TAccountCode } from './account-codes';
import { lockBooksForPosting, lockCashBalance } from './ledger.repository';

type TGuardedLine = { account: TAccountCode; amountCents: number };

/**
 * An entry's date must fall in the organization's open books: not after today (South African time), not
 * before the books start, and not in a closed month. Holds the organization row's
 * key-share lock until commit, so the books cannot be closed under a posting in flight.
 */
export async function assertEntryDateOpen(db: TDbOrTx, organizationId: string, entryDate: string) {
  const books = await lockBooksForPosting(db, organizationId);
  if (!books) throw new AppError('NOT_FOUND', 'Organization not found');
  if (entryDate > getTodayIso()) throw new AppError('VALIDATION_FAILED', 'Date cannot be in the future');
  const booksStartOn = readBooksStartOn({
    createdOn: getTodayIso(books.createdAt),
    booksStartOn: books.booksStartOn,
  });
  if (entryDate < booksStartOn) {
    throw new AppError(
      'VALIDATION_FAILED',
      `Date cannot be before the books start on ${formatLongDate(booksStartOn)}`,
    );
  }
  if (books.booksClosedThrough && entryDate <= books.booksClosedThrough) {
    throw new AppError(
      'CONFLICT',
      `${formatMonthName(entryDate)} is closed: date this correction in an open month`,
    );
  }
}

/**
 * Money going out of the cash account may not take it below zero. The cash row is locked until commit,
 * so concurrent outflows are checked one after another against the balance the others left.
 */
export async function assertCashCovers(db: TDbOrTx, organizationId: string, lines: readonly TGuardedLine[]) {
  const outflow = lines.find((line) => line.account === 'cash' && line.amountCents < 0);
  if (!outflow) return;
  const heldCents = await lockCashBalance(db, organizationId);
  const paidCents = -outflow.amountCents;
  if (heldCents - paidCents < 0) {
    throw new AppError(
      'CONFLICT',
      `Not enough cash: the group holds ${formatCents(heldCents)} and this would pay out ${formatCents(paidCents)}`,
    );
  }
}
