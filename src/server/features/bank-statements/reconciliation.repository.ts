import { and, asc, between, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import { COUNTED, countUpTo } from '../../db/capped-count';
import type { TDbOrTx } from '../../db/client';
import { bankStatementLines, transactionsView } from '../../db/schema';

/** The master book's cash balance at the end of the day. */
export async function readCashBalanceAt(db: TDbOrTx, organizationId: string, date: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number | null>`coalesce(sum(${transactionsView.amountCents}), 0)` })
    .from(transactionsView)
    .where(
      and(eq(transactionsView.organizationId, organizationId), lte(transactionsView.transactionDate, date)),
    );
  return Number(row?.total ?? 0);
}

type TRange = { from: string; to: string };
type TPage = { limit: number; offset: number };

/** Cash movements in the master book in a period that no statement line stands for. */
const bookEntriesNotOnStatement = (organizationId: string, range: TRange) =>
  and(
    eq(transactionsView.organizationId, organizationId),
    between(transactionsView.transactionDate, range.from, range.to),
    sql`not exists (select 1 from ${bankStatementLines} as linked
      where linked.organization_id = ${transactionsView.organizationId}
        and linked.journal_entry_id = ${transactionsView.id})`,
  );

/** Statement lines in a period that are not in the master book (unmatched or set aside). */
const linesNotInBook = (organizationId: string, range: TRange) =>
  and(
    eq(bankStatementLines.organizationId, organizationId),
    between(bankStatementLines.lineDate, range.from, range.to),
    isNull(bankStatementLines.journalEntryId),
  );

/** A page of the book's cash movements that no statement line stands for, oldest first. */
export async function listBookEntriesNotOnStatement(
  db: TDbOrTx,
  organizationId: string,
  range: TRange,
  page: TPage,
) {
  return db
    .select({
      entryId: transactionsView.id,
      date: transactionsView.transactionDate,
      description: transactionsView.description,
      amountCents: transactionsView.amountCents,
    })
    .from(transactionsView)
    .where(bookEntriesNotOnStatement(organizationId, range))
    .orderBy(asc(transactionsView.transactionDate), asc(transactionsView.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** A page of the statement lines that are not in the book, oldest first. */
export async function listLinesNotInBook(db: TDbOrTx, organizationId: string, range: TRange, page: TPage) {
  return db
    .select()
    .from(bankStatementLines)
    .where(linesNotInBook(organizationId, range))
    .orderBy(asc(bankStatementLines.lineDate), asc(bankStatementLines.position), asc(bankStatementLines.id))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * What the two lists add up to and how many rows each holds (counted up to the list cap): the difference
 * is explained by the sums, so the page shown need not hold every row.
 */
export async function summarizeUnmatched(db: TDbOrTx, organizationId: string, range: TRange) {
  const [bankSum, bookSum, bankOnly, bookOnly] = await Promise.all([
    db
      .select({ total: sql<string | number | null>`coalesce(sum(${bankStatementLines.amountCents}), 0)` })
      .from(bankStatementLines)
      .where(linesNotInBook(organizationId, range)),
    db
      .select({ total: sql<string | number | null>`coalesce(sum(${transactionsView.amountCents}), 0)` })
      .from(transactionsView)
      .where(bookEntriesNotOnStatement(organizationId, range)),
    countUpTo(
      db,
      db.select(COUNTED).from(bankStatementLines).where(linesNotInBook(organizationId, range)).$dynamic(),
    ),
    countUpTo(
      db,
      db
        .select(COUNTED)
        .from(transactionsView)
        .where(bookEntriesNotOnStatement(organizationId, range))
        .$dynamic(),
    ),
  ]);
  return {
    bankOnlyCents: Number(bankSum[0]?.total ?? 0),
    bookOnlyCents: Number(bookSum[0]?.total ?? 0),
    bankOnly,
    bookOnly,
  };
}

export async function sumLines(db: TDbOrTx, organizationId: string, range: { from: string; to: string }) {
  const [row] = await db
    .select({ total: sql<string | number | null>`coalesce(sum(${bankStatementLines.amountCents}), 0)` })
    .from(bankStatementLines)
    .where(
      and(
        eq(bankStatementLines.organizationId, organizationId),
        between(bankStatementLines.lineDate, range.from, range.to),
      ),
    );
  return Number(row?.total ?? 0);
}

/**
 * Book entries dated before the period whose statement line falls inside it (a payment made on the 30th that
 * reached the bank on the 2nd): they belong with the period's lines, not with the balance before it.
 */
export async function sumEarlyLinkedEntries(
  db: TDbOrTx,
  organizationId: string,
  range: { from: string; to: string },
): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number | null>`coalesce(sum(${transactionsView.amountCents}), 0)` })
    .from(transactionsView)
    .innerJoin(
      bankStatementLines,
      and(
        eq(bankStatementLines.organizationId, transactionsView.organizationId),
        eq(bankStatementLines.journalEntryId, transactionsView.id),
      ),
    )
    .where(
      and(
        eq(transactionsView.organizationId, organizationId),
        lt(transactionsView.transactionDate, range.from),
        between(bankStatementLines.lineDate, range.from, range.to),
      ),
    );
  return Number(row?.total ?? 0);
}
