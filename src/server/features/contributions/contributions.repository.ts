import { and, asc, desc, eq, gte, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { COUNTED, countUpTo } from '../../db/capped-count';
import type { TDb, TDbOrTx } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import {
  ALL_TIME,
  contributionSummaries,
  contributions,
  EVERY_MEMBER,
  paymentSlips,
  profiles,
} from '../../db/schema';
import { lockOrgRow, setOrgRow } from '../../platform/org-rows';
import { slipColumns } from '../payment-slips/index';

export type TContributionRow = typeof contributions.$inferSelect;
export type TContributionFilter = {
  userId?: string | undefined;
  /** Also the contributions this user paid on someone else's behalf (a member's own list). */
  orPaidBy?: string | undefined;
  status?: TContributionRow['status'] | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

const selection = {
  contribution: contributions,
  memberName: profiles.fullName,
  // Named in full: a one-table select leaves its columns unqualified.
  paidByName: sql<
    string | null
  >`(select p.full_name from profiles p where p.user_id = contributions.paid_by_user_id)`,
  slip: slipColumns,
};
const slipOfContribution = and(
  eq(paymentSlips.organizationId, contributions.organizationId),
  eq(paymentSlips.contributionId, contributions.id),
);

export async function insertContribution(db: TDbOrTx, values: typeof contributions.$inferInsert) {
  const [row] = await db.insert(contributions).values(values).returning();
  if (!row) throw new Error('contribution insert returned no row');
  return row;
}

export async function findContribution(db: TDbOrTx, organizationId: string, id: string) {
  const [row] = await db
    .select(selection)
    .from(contributions)
    .leftJoin(profiles, eq(profiles.userId, contributions.userId))
    .leftJoin(paymentSlips, slipOfContribution)
    .where(and(eq(contributions.organizationId, organizationId), eq(contributions.id, id)))
    .limit(1);
  return row;
}

/** Locks the row for a status change; other changes to it wait for this transaction. */
export async function lockContribution(db: TDbOrTx, organizationId: string, id: string) {
  return lockOrgRow(db, contributions, organizationId, contributions.id, id);
}

export async function updateContribution(
  db: TDbOrTx,
  organizationId: string,
  id: string,
  values: Partial<Pick<TContributionRow, 'status' | 'journalEntryId'>>,
) {
  await setOrgRow(db, contributions, organizationId, id, values);
}

function buildFilter(organizationId: string, filter: TContributionFilter): SQL | undefined {
  return and(
    eq(contributions.organizationId, organizationId),
    filter.userId && filter.orPaidBy
      ? or(eq(contributions.userId, filter.userId), eq(contributions.paidByUserId, filter.orPaidBy))
      : filter.userId
        ? eq(contributions.userId, filter.userId)
        : undefined,
    filter.status ? eq(contributions.status, filter.status) : undefined,
    filter.from ? gte(contributions.contributionDate, filter.from) : undefined,
    filter.to ? lte(contributions.contributionDate, filter.to) : undefined,
  );
}

/** Newest first, as the spec orders them. */
export async function listContributions(
  db: TDbOrTx,
  organizationId: string,
  filter: TContributionFilter,
  page: { limit: number; offset: number },
) {
  const where = buildFilter(organizationId, filter);
  const [items, totals] = await Promise.all([
    db
      .select(selection)
      .from(contributions)
      .leftJoin(profiles, eq(profiles.userId, contributions.userId))
      .leftJoin(paymentSlips, slipOfContribution)
      .where(where)
      .orderBy(desc(contributions.contributionDate), desc(contributions.createdAt))
      .limit(page.limit)
      .offset(page.offset),
    countUpTo(db, db.select(COUNTED).from(contributions).where(where).$dynamic()),
  ]);
  return { items, ...totals };
}

/** One maintained summary row: a member's or the whole organization's, for a month or all time. */
export async function readContributionSummary(
  db: TDbOrTx,
  organizationId: string,
  scope: { userId: string | null; month: string | null },
) {
  const [row] = await db
    .select({ count: contributionSummaries.completedCount, cents: contributionSummaries.completedCents })
    .from(contributionSummaries)
    .where(
      and(
        eq(contributionSummaries.organizationId, organizationId),
        eq(contributionSummaries.userId, scope.userId ?? EVERY_MEMBER),
        eq(contributionSummaries.month, scope.month ?? ALL_TIME),
      ),
    )
    .limit(1);
  return { count: Number(row?.count ?? 0), cents: Number(row?.cents ?? 0) };
}

/** A summary row's month with its completed count and cents. */
const summaryColumns = {
  month: contributionSummaries.month,
  count: contributionSummaries.completedCount,
  cents: contributionSummaries.completedCents,
};

const prepareTotals = perDatabase((db) =>
  db
    .select(summaryColumns)
    .from(contributionSummaries)
    .where(
      and(
        eq(contributionSummaries.organizationId, sql.placeholder('organizationId')),
        eq(contributionSummaries.userId, sql.placeholder('userId')),
        inArray(contributionSummaries.month, [ALL_TIME, sql.placeholder('month')]),
      ),
    )
    .prepare('contribution_totals'),
);

/**
 * All-time and one month's completed totals, for a member or the whole organization (`userId` null), in one
 * prepared lookup of two maintained summary rows: the cost never grows with the number of contributions.
 */
export async function readContributionTotals(
  db: TDb,
  organizationId: string,
  scope: { userId: string | null; month: string },
) {
  const rows = await prepareTotals(db).execute({
    organizationId,
    userId: scope.userId ?? EVERY_MEMBER,
    month: scope.month,
  });
  const read = (month: string) => {
    const row = rows.find((candidate) => candidate.month === month);
    return { count: Number(row?.count ?? 0), cents: Number(row?.cents ?? 0) };
  };
  return { all: read(ALL_TIME), month: read(scope.month) };
}

/**
 * The organization's completed contributions per month (from the trigger-maintained summaries), for the
 * months whose first day falls in the range (`from` null: no lower bound); oldest first, only months that
 * have a summary row.
 */
export async function listCompletedMonths(
  db: TDbOrTx,
  organizationId: string,
  months: { from: string | null; to: string },
) {
  const rows = await db
    .select(summaryColumns)
    .from(contributionSummaries)
    .where(
      and(
        eq(contributionSummaries.organizationId, organizationId),
        eq(contributionSummaries.userId, EVERY_MEMBER),
        ne(contributionSummaries.month, ALL_TIME),
        months.from ? gte(contributionSummaries.month, months.from) : undefined,
        lte(contributionSummaries.month, months.to),
      ),
    )
    .orderBy(asc(contributionSummaries.month));
  return rows.map((row) => ({ month: row.month, count: Number(row.count), cents: Number(row.cents) }));
}
