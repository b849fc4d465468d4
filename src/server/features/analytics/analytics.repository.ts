import { and, asc, count, eq, gte, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { TLoanStatus } from '../../../shared/loans';
import type { TDbOrTx } from '../../db/client';
import { ALL_TIME, contributionSummaries, EVERY_MEMBER, loans } from '../../db/schema';

/** A date range, both ends included; `from` null means no lower bound. */
export type TDateRange = { from: string | null; to: string };

const DISBURSED_STATUSES = ['active', 'paid', 'defaulted'] as const satisfies readonly TLoanStatus[];

/**
 * The organization's completed contributions per month (from the trigger-maintained summaries), for the
 * months whose first day falls in the range; oldest first, only months that have a summary row.
 */
export async function listContributionMonths(db: TDbOrTx, organizationId: string, months: TDateRange) {
  const rows = await db
    .select({
      month: contributionSummaries.month,
      count: contributionSummaries.completedCount,
      cents: contributionSummaries.completedCents,
    })
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

/** Principal and number of the loans disbursed in the range (disbursed_on in it). */
export async function sumDisbursedLoans(db: TDbOrTx, organizationId: string, range: TDateRange) {
  const [row] = await db
    .select({ n: count(), cents: sql<string | number | null>`sum(${loans.amountCents})` })
    .from(loans)
    .where(
      and(
        eq(loans.organizationId, organizationId),
        inArray(loans.status, [...DISBURSED_STATUSES]),
        isNotNull(loans.disbursedOn),
        range.from ? gte(loans.disbursedOn, range.from) : undefined,
        lte(loans.disbursedOn, range.to),
      ),
    );
  return { count: Number(row?.n ?? 0), cents: Number(row?.cents ?? 0) };
}

/** Number and principal of the loans asked for in the range (loan_date in it), per status. */
export async function countLoansByStatus(db: TDbOrTx, organizationId: string, range: TDateRange) {
  const rows = await db
    .select({
      status: loans.status,
      n: count(),
      cents: sql<string | number | null>`sum(${loans.amountCents})`,
    })
    .from(loans)
    .where(
      and(
        eq(loans.organizationId, organizationId),
        range.from ? gte(loans.loanDate, range.from) : undefined,
        lte(loans.loanDate, range.to),
      ),
    )
    .groupBy(loans.status);
  return rows.map((row) => ({ status: row.status, count: Number(row.n), cents: Number(row.cents ?? 0) }));
}
