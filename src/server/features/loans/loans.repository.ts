import { and, desc, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import { COUNTED, countUpTo } from '../../db/capped-count';
import type { TDb, TDbOrTx } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { EVERY_MEMBER, loanRepayments, loanSummaries, loans, organizations, profiles } from '../../db/schema';
import { lockOrgRow, updateOrgRow } from '../../platform/org-rows';

export type TLoanRow = typeof loans.$inferSelect;
export type TLoanRepaymentRow = typeof loanRepayments.$inferSelect;
export type TLoanFilter = {
  userId?: string | undefined;
  status?: TLoanRow['status'] | 'overdue' | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

const selection = { loan: loans, memberName: profiles.fullName };

export async function insertLoan(db: TDbOrTx, values: typeof loans.$inferInsert) {
  const [row] = await db.insert(loans).values(values).returning();
  if (!row) throw new Error('loan insert returned no row');
  return row;
}

async function findLoanWhere(db: TDbOrTx, organizationId: string, match: SQL) {
  const [row] = await db
    .select(selection)
    .from(loans)
    .leftJoin(profiles, eq(profiles.userId, loans.userId))
    .where(and(eq(loans.organizationId, organizationId), match))
    .limit(1);
  return row;
}

export function findLoan(db: TDbOrTx, organizationId: string, id: string) {
  return findLoanWhere(db, organizationId, eq(loans.id, id));
}

/**
 * The principal a member holds or has asked for: pending and approved loans in full, active loans less the
 * principal repaid. The loan limit counts it (call under the member's membership lock).
 */
export async function sumHeldLoanCents(db: TDbOrTx, organizationId: string, userId: string): Promise<number> {
  const repaid = sql`(select coalesce(sum(${loanRepayments.principalCents}), 0) from ${loanRepayments}
    where ${loanRepayments.organizationId} = ${loans.organizationId} and ${loanRepayments.loanId} = ${loans.id}
    and ${loanRepayments.status} = 'completed')`;
  const [row] = await db
    .select({ cents: sql<number | string>`coalesce(sum(${loans.amountCents} - ${repaid}), 0)` })
    .from(loans)
    .where(
      and(
        eq(loans.organizationId, organizationId),
        eq(loans.userId, userId),
        inArray(loans.status, ['pending', 'approved', 'active']),
      ),
    );
  return Number(row?.cents ?? 0);
}

/** Locks the loan for a status change or a repayment; other writes to it wait for this transaction. */
export async function lockLoan(db: TDbOrTx, organizationId: string, id: string) {
  return lockOrgRow(db, loans, organizationId, loans.id, id);
}

export async function updateLoan(
  db: TDbOrTx,
  organizationId: string,
  id: string,
  values: Partial<
    Pick<
      TLoanRow,
      | 'status'
      | 'decisionReason'
      | 'decidedBy'
      | 'decidedAt'
      | 'disbursedOn'
      | 'dueDate'
      | 'disbursementEntryId'
      | 'writtenOffOn'
      | 'writeOffEntryId'
    >
  >,
) {
  return updateOrgRow(db, loans, organizationId, id, values, 'loan update returned no row');
}

function buildFilter(organizationId: string, filter: TLoanFilter, today: string): SQL | undefined {
  const { status } = filter;
  return and(
    eq(loans.organizationId, organizationId),
    filter.userId ? eq(loans.userId, filter.userId) : undefined,
    // An active loan always has money owed: the repayment that settles it makes it paid.
    status === 'overdue' ? and(eq(loans.status, 'active'), lt(loans.dueDate, today)) : undefined,
    status && status !== 'overdue' ? eq(loans.status, status) : undefined,
    filter.from ? gte(loans.loanDate, filter.from) : undefined,
    filter.to ? lte(loans.loanDate, filter.to) : undefined,
  );
}

/** Newest first (loan date, then creation), with the total the filter matches. */
export async function listLoans(
  db: TDbOrTx,
  organizationId: string,
  filter: TLoanFilter,
  page: { limit: number; offset: number; today: string },
) {
  const where = buildFilter(organizationId, filter, page.today);
  const [items, totals] = await Promise.all([
    db
      .select(selection)
      .from(loans)
      .leftJoin(profiles, eq(profiles.userId, loans.userId))
      .where(where)
      .orderBy(desc(loans.loanDate), desc(loans.createdAt))
      .limit(page.limit)
      .offset(page.offset),
    countUpTo(db, db.select(COUNTED).from(loans).where(where).$dynamic()),
  ]);
  return { items, ...totals };
}

/** Completed repayments of the given loans, summed per loan in one query. */
export async function sumRepaidByLoan(db: TDbOrTx, organizationId: string, loanIds: readonly string[]) {
  if (loanIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ loanId: loanRepayments.loanId, total: sql<string>`sum(${loanRepayments.amountCents})` })
    .from(loanRepayments)
    .where(
      and(
        eq(loanRepayments.organizationId, organizationId),
        inArray(loanRepayments.loanId, [...loanIds]),
        eq(loanRepayments.status, 'completed'),
      ),
    )
    .groupBy(loanRepayments.loanId);
  return new Map(rows.map((row) => [row.loanId, Number(row.total)]));
}

/** Principal and interest received so far on one loan (completed repayments). */
export async function sumLoanPaid(db: TDbOrTx, organizationId: string, loanId: string) {
  const [row] = await db
    .select({
      principal: sql<string>`coalesce(sum(${loanRepayments.principalCents}), 0)`,
      interest: sql<string>`coalesce(sum(${loanRepayments.interestCents}), 0)`,
    })
    .from(loanRepayments)
    .where(
      and(
        eq(loanRepayments.organizationId, organizationId),
        eq(loanRepayments.loanId, loanId),
        eq(loanRepayments.status, 'completed'),
      ),
    );
  return { principalCents: Number(row?.principal ?? 0), interestCents: Number(row?.interest ?? 0) };
}

/** Every repayment of a loan, oldest first. */
export async function listLoanRepayments(db: TDbOrTx, organizationId: string, loanId: string) {
  return db
    .select()
    .from(loanRepayments)
    .where(and(eq(loanRepayments.organizationId, organizationId), eq(loanRepayments.loanId, loanId)))
    .orderBy(loanRepayments.repaymentDate, loanRepayments.createdAt);
}

export async function insertRepayment(db: TDbOrTx, values: typeof loanRepayments.$inferInsert) {
  const [row] = await db.insert(loanRepayments).values(values).returning();
  if (!row) throw new Error('repayment insert returned no row');
  return row;
}

/** One repayment of one loan of the organization. */
const repaymentOf = (organizationId: string, loanId: string, id: string) =>
  and(
    eq(loanRepayments.organizationId, organizationId),
    eq(loanRepayments.loanId, loanId),
    eq(loanRepayments.id, id),
  );

export async function lockRepayment(db: TDbOrTx, organizationId: string, loanId: string, id: string) {
  const [row] = await db
    .select()
    .from(loanRepayments)
    .where(repaymentOf(organizationId, loanId, id))
    .for('update')
    .limit(1);
  return row;
}

export async function findRepayment(db: TDbOrTx, organizationId: string, loanId: string, id: string) {
  const [row] = await db
    .select()
    .from(loanRepayments)
    .where(repaymentOf(organizationId, loanId, id))
    .limit(1);
  return row;
}

export async function updateRepayment(
  db: TDbOrTx,
  organizationId: string,
  id: string,
  values: Partial<
    Pick<TLoanRepaymentRow, 'status' | 'principalCents' | 'interestCents' | 'journalEntryId' | 'isRecovery'>
  >,
) {
  return updateOrgRow(db, loanRepayments, organizationId, id, values, 'repayment update returned no row');
}

const prepareSummary = perDatabase((db) =>
  db
    .select()
    .from(loanSummaries)
    .where(
      and(
        eq(loanSummaries.organizationId, sql.placeholder('organizationId')),
        eq(loanSummaries.userId, sql.placeholder('userId')),
      ),
    )
    .prepare('loan_summary'),
);

/** The maintained figures of one member, or of the whole organization when userId is null (a key lookup). */
export async function readLoanSummary(db: TDb, organizationId: string, userId: string | null) {
  const [row] = await prepareSummary(db).execute({ organizationId, userId: userId ?? EVERY_MEMBER });
  return {
    disbursedCents: Number(row?.disbursedCents ?? 0),
    activeCount: Number(row?.activeCount ?? 0),
    activeCents: Number(row?.activeCents ?? 0),
    repaidCents: Number(row?.repaidCents ?? 0),
    defaultedCount: Number(row?.defaultedCount ?? 0),
    activeOutstandingCents: Number(row?.activeOutstandingCents ?? 0),
    defaultedOutstandingCents: Number(row?.defaultedOutstandingCents ?? 0),
  };
}

/** The organization's saved loan terms (raw jsonb; the caller validates), or undefined when never saved. */
export async function readLoanTermsSetting(db: TDbOrTx, organizationId: string): Promise<unknown> {
  const [row] = await db
    .select({ terms: sql<unknown>`${organizations.settings} -> 'loan_terms'` })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row?.terms ?? undefined;
}

/**
 * Writes only `settings.loan_terms`, in one UPDATE that takes the organization row lock, so a concurrent
 * membership-settings save (which locks the same row and merges) can neither lose these terms nor be lost.
 */
export async function writeLoanTermsSetting(db: TDbOrTx, organizationId: string, terms: unknown) {
  await db
    .update(organizations)
    .set({
      settings: sql`jsonb_set(${organizations.settings}, '{loan_terms}', ${JSON.stringify(terms)}::jsonb, true)`,
    })
    .where(eq(organizations.id, organizationId));
}
