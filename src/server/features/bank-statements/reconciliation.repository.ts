import { and, asc, between, eq, isNull, lt, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { bankLineDays, bankStatementLines, transactionsView } from '../../db/schema';

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
 * What the two lists add up to and how many rows each holds, and
 * what every statement line of the period adds up to: the difference is explained by the sums, so the page
 * shown need not hold every row. The statement's side adds up days (bank_line_days), not lines.
 */
export async function summarizeUnmatched(db: TDbOrTx, organizationId: string, range: TRange) {
  const [days, book] = await Promise.all([
    db
      .select({
        totalCents: sql<string | number | null>`coalesce(sum(${bankLineDays.totalCents}), 0)`,
        notInBookCents: sql<string | number | null>`coalesce(sum(${bankLineDays.notInBookCents}), 0)`,
        notInBookCount: sql<string | number | null>`coalesce(sum(${bankLineDays.notInBookCount}), 0)`,
      })
      .from(bankLineDays)
      .where(
        and(
          eq(bankLineDays.organizationId, organizationId),
          between(bankLineDays.lineDate, range.from, range.to),
        ),
      ),
    // The book's side in one pass: its sum and its count (exact, as the pass reads every row anyway).
    db
      .select({
        total: sql<string | number | null>`coalesce(sum(${transactionsView.amountCents}), 0)`,
        count: sql<string | number>`count(*)`,
      })
      .from(transactionsView)
      .where(bookEntriesNotOnStatement(organizationId, range)),
  ]);
  const [day] = days;
  return {
    statementMovesCents: Number(day?.totalCents ?? 0),
    bankOnlyCents: Number(day?.notInBookCents ?? 0),
    bookOnlyCents: Number(book[0]?.total ?? 0),
    bankOnly: { total: Number(day?.notInBookCount ?? 0), isTotalCapped: false },
    bookOnly: { total: Number(book[0]?.count ?? 0), isTotalCapped: false },
  };
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
