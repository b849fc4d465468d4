import { and, asc, between, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { COUNTED, countUpTo } from '../../db/capped-count';
import type { TDb, TDbOrTx } from '../../db/client';
import { toContainsPattern } from '../../db/contains-pattern';
import { perDatabase } from '../../db/per-database';
import {
  EVERY_MEMBER,
  loanRepayments,
  organizations,
  profiles,
  receiptSummaries,
  receipts,
} from '../../db/schema';
import { findOrgRow, updateOrgRow } from '../../platform/org-rows';

/** The contribution a receipt is issued for, as recorded. */
export { readContribution as findContributionForReceipt } from '../contributions/index';

export type TReceiptRow = typeof receipts.$inferSelect;
export type TReceiptSource =
  | { contributionId: string }
  | { loanRepaymentId: string }
  | { journalEntryId: string };

const selection = {
  receipt: receipts,
  memberName: profiles.fullName,
  memberEmail: profiles.email,
  memberDeletedAt: profiles.deletedAt,
};
export type TReceiptWithMember = {
  receipt: TReceiptRow;
  memberName: string | null;
  memberEmail: string | null;
  memberDeletedAt: Date | null;
};

function sourceCondition(source: TReceiptSource): SQL {
  if ('contributionId' in source) return eq(receipts.contributionId, source.contributionId);
  if ('loanRepaymentId' in source) return eq(receipts.loanRepaymentId, source.loanRepaymentId);
  return eq(receipts.journalEntryId, source.journalEntryId);
}

/** Inserts a receipt unless its number is taken (then returns undefined, so the caller draws another). */
export async function insertReceiptUnlessNumberTaken(db: TDbOrTx, values: typeof receipts.$inferInsert) {
  const [row] = await db
    .insert(receipts)
    .values(values)
    .onConflictDoNothing({ target: [receipts.organizationId, receipts.receiptNumber] })
    .returning();
  return row;
}

export async function findReceiptBySource(db: TDbOrTx, organizationId: string, source: TReceiptSource) {
  const [row] = await db
    .select()
    .from(receipts)
    .where(and(eq(receipts.organizationId, organizationId), sourceCondition(source)))
    .for('update')
    .limit(1);
  return row;
}

export async function updateReceipt(
  db: TDbOrTx,
  organizationId: string,
  id: string,
  values: Partial<Pick<TReceiptRow, 'status' | 'journalEntryId' | 'voidedAt' | 'voidReason'>>,
) {
  return updateOrgRow(db, receipts, organizationId, id, values, 'receipt update returned no row');
}

export async function findRepaymentForReceipt(db: TDbOrTx, organizationId: string, id: string) {
  return findOrgRow(db, loanRepayments, organizationId, loanRepayments.id, id);
}

export async function findReceipt(db: TDbOrTx, organizationId: string, id: string) {
  const [row] = await db
    .select(selection)
    .from(receipts)
    .leftJoin(profiles, eq(profiles.userId, receipts.userId))
    .where(and(eq(receipts.organizationId, organizationId), eq(receipts.id, id)))
    .limit(1);
  return row;
}

export async function findReceiptWithSource(db: TDbOrTx, organizationId: string, source: TReceiptSource) {
  const [row] = await db
    .select(selection)
    .from(receipts)
    .leftJoin(profiles, eq(profiles.userId, receipts.userId))
    .where(and(eq(receipts.organizationId, organizationId), sourceCondition(source)))
    .limit(1);
  return row;
}

export type TReceiptFilter = {
  userId?: string | undefined;
  search?: string | undefined;
  /** Cents the search text stands for, when it reads as an amount. */
  searchCents?: number | null | undefined;
};

function buildFilter(organizationId: string, filter: TReceiptFilter): SQL | undefined {
  const text = filter.search ? toContainsPattern(filter.search) : undefined;
  return and(
    eq(receipts.organizationId, organizationId),
    filter.userId ? eq(receipts.userId, filter.userId) : undefined,
    text
      ? or(
          ilike(receipts.receiptNumber, text),
          ilike(receipts.description, text),
          ilike(profiles.fullName, text),
          typeof filter.searchCents === 'number' ? eq(receipts.amountCents, filter.searchCents) : undefined,
        )
      : undefined,
  );
}

const NEWEST_FIRST = [desc(receipts.receiptDate), desc(receipts.createdAt), desc(receipts.receiptNumber)];

/**
 * One prepared statement per scope for an unsearched page: planned once per connection, and carrying the
 * scope's maintained total (receipt_summaries) on each row, so a page is one round trip.
 */
function preparePage(scope: 'organization' | 'own') {
  const scopeUserId = scope === 'own' ? sql.placeholder('userId') : EVERY_MEMBER;
  return perDatabase((db) =>
    db
      .select({
        ...selection,
        total: sql<number>`(select ${receiptSummaries.totalCount} from ${receiptSummaries}
          where ${receiptSummaries.organizationId} = ${receipts.organizationId}
            and ${receiptSummaries.userId} = ${scopeUserId}::uuid)`.mapWith(Number),
      })
      .from(receipts)
      .leftJoin(profiles, eq(profiles.userId, receipts.userId))
      .where(
        and(
          eq(receipts.organizationId, sql.placeholder('organizationId')),
          scope === 'own' ? eq(receipts.userId, sql.placeholder('userId')) : undefined,
        ),
      )
      .orderBy(...NEWEST_FIRST)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`receipts_page_${scope}`),
  );
}
const preparedPages = { organization: preparePage('organization'), own: preparePage('own') };

/** An unsearched page and its total; past the last page the total comes from the maintained row alone. */
async function listUnsearchedPage(
  db: TDb,
  organizationId: string,
  userId: string | undefined,
  page: { limit: number; offset: number },
) {
  const statement = preparedPages[userId ? 'own' : 'organization'](db);
  const rows = await statement.execute({ organizationId, userId, ...page });
  const total = rows[0]?.total ?? (await readReceiptTotals(db, organizationId, userId)).totalCount;
  return { items: rows.map(({ total: _total, ...item }) => item), total, isTotalCapped: false };
}

/**
 * Newest first (receipt date, then issue time), as the spec orders them, with an exact count: the maintained
 * one when nothing is searched, so paging a large organization costs the same as a small one.
 */
export async function listReceipts(
  db: TDb,
  organizationId: string,
  filter: TReceiptFilter,
  page: { limit: number; offset: number },
) {
  if (!filter.search) return listUnsearchedPage(db, organizationId, filter.userId, page);
  const where = buildFilter(organizationId, filter);
  const [items, total] = await Promise.all([
    db
      .select(selection)
      .from(receipts)
      .leftJoin(profiles, eq(profiles.userId, receipts.userId))
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(page.limit)
      .offset(page.offset),
    countUpTo(
      db,
      db
        .select(COUNTED)
        .from(receipts)
        .leftJoin(profiles, eq(profiles.userId, receipts.userId))
        .where(where)
        .$dynamic(),
    ),
  ]);
  return { items, ...total };
}

// No LIMIT: the key is the primary key, and with one PostgreSQL misjudged the everyone-row as common and read
// the whole table (1.2 ms instead of 0.06 ms on the large seed).
const prepareTotals = perDatabase((db) =>
  db
    .select()
    .from(receiptSummaries)
    .where(
      and(
        eq(receiptSummaries.organizationId, sql.placeholder('organizationId')),
        eq(receiptSummaries.userId, sql.placeholder('userId')),
      ),
    )
    .prepare('receipt_totals'),
);

/** The stat cards' figures over every receipt in scope: one maintained row (receipt_summaries), prepared. */
export async function readReceiptTotals(db: TDb, organizationId: string, userId: string | undefined) {
  const [row] = await prepareTotals(db).execute({ organizationId, userId: userId ?? EVERY_MEMBER });
  return {
    totalCount: row?.totalCount ?? 0,
    paidCount: row?.paidCount ?? 0,
    pendingCount: row?.pendingCount ?? 0,
    paidCents: Number(row?.paidCents ?? 0),
  };
}

/** Every receipt of a period, oldest first, for the ZIP download (at most `limit`). */
export async function listReceiptsInPeriod(
  db: TDbOrTx,
  organizationId: string,
  period: { from: string; to: string },
  limit: number,
) {
  return db
    .select(selection)
    .from(receipts)
    .leftJoin(profiles, eq(profiles.userId, receipts.userId))
    .where(
      and(eq(receipts.organizationId, organizationId), between(receipts.receiptDate, period.from, period.to)),
    )
    .orderBy(asc(receipts.receiptDate), asc(receipts.createdAt))
    .limit(limit);
}

export async function countReceiptsInPeriod(
  db: TDbOrTx,
  organizationId: string,
  period: { from: string; to: string },
) {
  const [row] = await db
    .select({ n: count() })
    .from(receipts)
    .where(
      and(eq(receipts.organizationId, organizationId), between(receipts.receiptDate, period.from, period.to)),
    );
  return Number(row?.n ?? 0);
}

/** The organization as a receipt prints it. */
export async function findReceiptIssuer(db: TDbOrTx, organizationId: string) {
  const [row] = await db
    .select({ name: organizations.name, email: organizations.email, phone: organizations.phone })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row;
}

/** The public check: a receipt with this number and code, with its organization's name (nothing personal). */
export async function findReceiptToVerify(db: TDbOrTx, receiptNumber: string, code: string) {
  const [row] = await db
    .select({
      receiptNumber: receipts.receiptNumber,
      organizationName: organizations.name,
      amountCents: receipts.amountCents,
      currency: receipts.currency,
      receiptDate: receipts.receiptDate,
      status: receipts.status,
    })
    .from(receipts)
    .innerJoin(organizations, eq(organizations.id, receipts.organizationId))
    .where(and(eq(receipts.receiptNumber, receiptNumber), eq(receipts.verificationCode, code)))
    .limit(1);
  return row;
}
