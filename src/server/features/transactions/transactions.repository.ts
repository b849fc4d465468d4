import { and, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import {
  ALL_TIME,
  contributionSummaries,
  EVERY_MEMBER,
  journalEntries,
  journalLines,
  ledgerAccounts,
} from '../../db/schema';

export type TTransactionFilter = {
  search?: string | undefined;
  type?: (typeof journalEntries.$inferSelect)['transactionType'] | undefined;
  /** Only transactions that concern this member (their scope); undefined = the whole organization. */
  memberUserId?: string | undefined;
};

const columns = {
  id: journalEntries.id,
  description: journalEntries.description,
  transactionDate: journalEntries.entryDate,
  transactionType: journalEntries.transactionType,
  amountCents: journalLines.amountCents,
  reversalOf: journalEntries.reversalOf,
  createdAt: journalEntries.createdAt,
};

export type TTransactionRow = {
  id: string;
  description: string;
  transactionDate: string;
  transactionType: TTransactionFilter['type'] & string;
  amountCents: number;
  reversalOf: string | null;
  createdAt: Date;
};

/** Entries with any line for the member: their contribution, their loan, a payout to them. */
function concernsMember(memberUserId: string): SQL {
  return sql`exists (select 1 from ${journalLines} as member_line
    where member_line.organization_id = ${journalEntries.organizationId} and member_line.entry_id = ${journalEntries.id}
      and member_line.member_user_id = ${memberUserId})`;
}

function buildFilter(organizationId: string, filter: TTransactionFilter): SQL | undefined {
  const pattern = filter.search ? `%${filter.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : undefined;
  return and(
    eq(journalEntries.organizationId, organizationId),
    filter.type ? eq(journalEntries.transactionType, filter.type) : undefined,
    filter.memberUserId ? concernsMember(filter.memberUserId) : undefined,
    pattern ? ilike(journalEntries.description, pattern) : undefined,
  );
}

/** Entries joined to their cash line: the journal seen from the cash account (the `transactions` view). */
function selectTransactions(db: TDbOrTx, where: SQL | undefined) {
  return db
    .select(columns)
    .from(journalEntries)
    .innerJoin(
      journalLines,
      and(
        eq(journalLines.organizationId, journalEntries.organizationId),
        eq(journalLines.entryId, journalEntries.id),
      ),
    )
    .innerJoin(
      ledgerAccounts,
      and(eq(ledgerAccounts.id, journalLines.accountId), eq(ledgerAccounts.code, 'cash')),
    )
    .where(where);
}

/** The newest `limit` transactions, walked off the newest-first index; no count, so cost stays flat. */
export async function listRecentTransactions(
  db: TDbOrTx,
  organizationId: string,
  filter: TTransactionFilter,
  page: { limit: number; offset: number },
): Promise<TTransactionRow[]> {
  return selectTransactions(db, buildFilter(organizationId, filter))
    .orderBy(desc(journalEntries.entryDate), desc(journalEntries.createdAt))
    .limit(page.limit)
    .offset(page.offset);
}

/** A page with the total the list shows. */
export async function listTransactions(
  db: TDbOrTx,
  organizationId: string,
  filter: TTransactionFilter,
  page: { limit: number; offset: number },
) {
  const where = buildFilter(organizationId, filter);
  const [items, totals] = await Promise.all([
    listRecentTransactions(db, organizationId, filter, page),
    db
      .select({ n: count() })
      .from(journalEntries)
      .innerJoin(
        journalLines,
        and(
          eq(journalLines.organizationId, journalEntries.organizationId),
          eq(journalLines.entryId, journalEntries.id),
        ),
      )
      .innerJoin(
        ledgerAccounts,
        and(eq(ledgerAccounts.id, journalLines.accountId), eq(ledgerAccounts.code, 'cash')),
      )
      .where(where),
  ]);
  return { items, total: Number(totals[0]?.n ?? 0) };
}

export async function findTransaction(db: TDbOrTx, organizationId: string, id: string) {
  const [row] = await selectTransactions(
    db,
    and(eq(journalEntries.organizationId, organizationId), eq(journalEntries.id, id)),
  ).limit(1);
  return row;
}

/** One figure of the organization's contribution summary, read once per statement (an InitPlan). */
function summaryFigure(column: 'completed_cents' | 'completed_count', month: 'all' | 'month') {
  const monthValue = month === 'all' ? sql`${ALL_TIME}::date` : sql`${sql.placeholder('month')}::date`;
  return sql<string | number | null>`(select ${sql.identifier(column)} from ${contributionSummaries}
    where ${contributionSummaries.organizationId} = ${sql.placeholder('organizationId')}
      and ${contributionSummaries.userId} = ${EVERY_MEMBER} and ${contributionSummaries.month} = ${monthValue})`;
}

const prepareDashboardFigures = perDatabase((db) =>
  db
    .select({
      code: ledgerAccounts.code,
      balanceCents: ledgerAccounts.balanceCents,
      // Every posting updates the rows of the accounts it touches: together they version the journal.
      rowVersion: sql<string>`${ledgerAccounts}.xmin::text`,
      allCents: summaryFigure('completed_cents', 'all'),
      allCount: summaryFigure('completed_count', 'all'),
      monthCents: summaryFigure('completed_cents', 'month'),
      monthCount: summaryFigure('completed_count', 'month'),
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.organizationId, sql.placeholder('organizationId')))
    .prepare('dashboard_figures'),
);

/**
 * The dashboard's figures in one prepared statement: the organization's account balances with their row
 * versions, and its all-time and monthly completed contributions from the maintained summaries.
 */
export async function readDashboardFigures(db: TDb, organizationId: string, month: string) {
  const rows = await prepareDashboardFigures(db).execute({ organizationId, month });
  const first = rows[0];
  return {
    accounts: rows.map(({ code, balanceCents, rowVersion }) => ({ code, balanceCents, rowVersion })),
    all: { cents: Number(first?.allCents ?? 0), count: Number(first?.allCount ?? 0) },
    month: { cents: Number(first?.monthCents ?? 0), count: Number(first?.monthCount ?? 0) },
  };
}
