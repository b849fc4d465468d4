import { and, between, eq, gte, lt, lte, ne, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import {
  ALL_TIME,
  cashFlowSummaries,
  contributionSummaries,
  EVERY_MEMBER,
  ledgerAccounts,
  loanRepayments,
  loanSummaries,
  loans,
  organizations,
  transactionsView,
} from '../../db/schema';

type TNumeric = string | number | null;

/** One figure of a contribution summary row, read once per statement (an InitPlan). */
function contributionFigure(column: 'completed_cents' | 'completed_count', month: 'all' | 'month') {
  const monthValue = month === 'all' ? sql`${ALL_TIME}::date` : sql`${sql.placeholder('month')}::date`;
  return sql<TNumeric>`(select ${sql.identifier(column)} from ${contributionSummaries}
    where ${contributionSummaries.organizationId} = ${sql.placeholder('organizationId')}
      and ${contributionSummaries.userId} = ${sql.placeholder('userId')} and ${contributionSummaries.month} = ${monthValue})`;
}

function loanFigure(
  column: 'active_outstanding_cents' | 'active_count' | 'defaulted_outstanding_cents' | 'defaulted_count',
) {
  return sql<TNumeric>`(select ${sql.identifier(column)} from ${loanSummaries}
    where ${loanSummaries.organizationId} = ${sql.placeholder('organizationId')}
      and ${loanSummaries.userId} = ${sql.placeholder('userId')})`;
}

/** The all-time cash movements per transaction type, as one JSON object (a handful of summary rows). */
const cashFlowByType = sql<Record<
  string,
  TNumeric
> | null>`(select json_object_agg(${cashFlowSummaries.transactionType}, ${cashFlowSummaries.netCents})
  from ${cashFlowSummaries}
  where ${cashFlowSummaries.organizationId} = ${sql.placeholder('organizationId')}
    and ${cashFlowSummaries.month} = ${ALL_TIME}::date)`;

const prepareGroupFigures = perDatabase((db) =>
  db
    .select({
      code: ledgerAccounts.code,
      balanceCents: ledgerAccounts.balanceCents,
      // Every posting updates the rows of the accounts it touches: together they version the journal.
      rowVersion: sql<string>`${ledgerAccounts}.xmin::text`,
      allCents: contributionFigure('completed_cents', 'all'),
      allCount: contributionFigure('completed_count', 'all'),
      monthCents: contributionFigure('completed_cents', 'month'),
      cashFlow: cashFlowByType,
      activeCents: loanFigure('active_outstanding_cents'),
      activeCount: loanFigure('active_count'),
      defaultedCents: loanFigure('defaulted_outstanding_cents'),
      defaultedCount: loanFigure('defaulted_count'),
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.organizationId, sql.placeholder('organizationId')))
    .prepare('group_figures'),
);

export type TGroupFigureRows = Awaited<ReturnType<typeof readGroupFigureRows>>;

/**
 * Every maintained row the group's figures come from, in one prepared statement: the organization's account
 * balances with their row versions, its contribution summaries (all time, `month`), its all-time cash movements
 * per type and its loan book. Cost does not grow with history (docs/decisions/0011).
 */
export async function readGroupFigureRows(db: TDb, organizationId: string, month: string) {
  const rows = await prepareGroupFigures(db).execute({ organizationId, month, userId: EVERY_MEMBER });
  const first = rows[0];
  const cashFlow = first?.cashFlow ?? {};
  return {
    accounts: rows.map(({ code, balanceCents, rowVersion }) => ({
      code,
      balanceCents: Number(balanceCents),
      rowVersion,
    })),
    contributions: {
      allCents: Number(first?.allCents ?? 0),
      allCount: Number(first?.allCount ?? 0),
      monthCents: Number(first?.monthCents ?? 0),
    },
    cashFlow: Object.fromEntries(Object.entries(cashFlow).map(([type, cents]) => [type, Number(cents ?? 0)])),
    loans: {
      activeCents: Number(first?.activeCents ?? 0),
      activeCount: Number(first?.activeCount ?? 0),
      defaultedCents: Number(first?.defaultedCents ?? 0),
      defaultedCount: Number(first?.defaultedCount ?? 0),
    },
  };
}

const prepareMemberFigures = perDatabase((db) =>
  db
    .select({
      allCents: contributionFigure('completed_cents', 'all'),
      monthCents: contributionFigure('completed_cents', 'month'),
      activeCents: loanFigure('active_outstanding_cents'),
      defaultedCents: loanFigure('defaulted_outstanding_cents'),
    })
    .from(organizations)
    .where(eq(organizations.id, sql.placeholder('organizationId')))
    .prepare('member_figures'),
);

/** One member's maintained summary figures (key lookups). */
export async function readMemberFigureRows(db: TDb, organizationId: string, userId: string, month: string) {
  const [row] = await prepareMemberFigures(db).execute({ organizationId, userId, month });
  return {
    allCents: Number(row?.allCents ?? 0),
    monthCents: Number(row?.monthCents ?? 0),
    activeCents: Number(row?.activeCents ?? 0),
    defaultedCents: Number(row?.defaultedCents ?? 0),
  };
}

/**
 * A loan the member still owes on: active, or defaulted and not written off (a written-off loan is the
 * group's loss; recoveries on it are income). The one definition of "owes" for figures, leaving and deletion.
 */
export const isLoanStillOwedSql = sql`(${loans.status} = 'active' or (${loans.status} = 'defaulted' and ${loans.writtenOffOn} is null))`;

/**
 * What one member still has to repay (principal and interest) on the loans they still owe on: their few
 * loans through the (organization, user) index, each with its completed repayments.
 */
export async function sumMemberOwed(db: TDbOrTx, organizationId: string, userId: string) {
  const [row] = await db
    .select({
      // Qualified by hand: a single-table select leaves its own columns unqualified inside the subquery.
      owed: sql<TNumeric>`coalesce(sum(${loans.totalRepayableCents} - coalesce((select sum(r.amount_cents)
        from ${loanRepayments} as r where r.organization_id = "loans"."organization_id"
          and r.loan_id = "loans"."id" and r.status = 'completed'), 0)), 0)`,
    })
    .from(loans)
    .where(and(eq(loans.organizationId, organizationId), eq(loans.userId, userId), isLoanStillOwedSql));
  return Number(row?.owed ?? 0);
}

/** Net cash movement per month (all types together) for months whose first day is in the range. */
export async function listCashFlowMonths(
  db: TDbOrTx,
  organizationId: string,
  months: { from: string | null; to: string },
) {
  const rows = await db
    .select({ month: cashFlowSummaries.month, cents: sql<TNumeric>`sum(${cashFlowSummaries.netCents})` })
    .from(cashFlowSummaries)
    .where(
      and(
        eq(cashFlowSummaries.organizationId, organizationId),
        ne(cashFlowSummaries.month, ALL_TIME),
        months.from ? gte(cashFlowSummaries.month, months.from) : undefined,
        lte(cashFlowSummaries.month, months.to),
      ),
    )
    .groupBy(cashFlowSummaries.month);
  return rows.map((row) => ({ month: row.month, cents: Number(row.cents ?? 0) }));
}

/**
 * The cash account's balance at the end of `date`: the months before it from the cash-flow summaries, and
 * that month's own days from the journal, so the cost is a month of entries whatever the book's age.
 */
export async function readCashBalanceOn(db: TDbOrTx, organizationId: string, date: string): Promise<number> {
  const monthStart = `${date.slice(0, 7)}-01`;
  const [monthsBefore, daysOfMonth] = await Promise.all([
    db
      .select({ cents: sql<TNumeric>`coalesce(sum(${cashFlowSummaries.netCents}), 0)` })
      .from(cashFlowSummaries)
      .where(
        and(
          eq(cashFlowSummaries.organizationId, organizationId),
          ne(cashFlowSummaries.month, ALL_TIME),
          lt(cashFlowSummaries.month, monthStart),
        ),
      ),
    db
      .select({ cents: sql<TNumeric>`coalesce(sum(${transactionsView.amountCents}), 0)` })
      .from(transactionsView)
      .where(
        and(
          eq(transactionsView.organizationId, organizationId),
          between(transactionsView.transactionDate, monthStart, date),
        ),
      ),
  ]);
  return Number(monthsBefore[0]?.cents ?? 0) + Number(daysOfMonth[0]?.cents ?? 0);
}
