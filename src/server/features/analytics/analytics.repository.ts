import { and, count, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { TLoanStatus } from '../../../shared/loans';
import type { TDbOrTx } from '../../db/client';
import { loans } from '../../db/schema';

/** A date range, both ends included; `from` null means no lower bound. */
export type TDateRange = { from: string | null; to: string };

const DISBURSED_STATUSES = ['active', 'paid', 'defaulted'] as const satisfies readonly TLoanStatus[];

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
