import { and, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { COUNTED, countUpTo } from '../../db/capped-count';
import type { TDbOrTx } from '../../db/client';
import { toContainsPattern } from '../../db/contains-pattern';
import { journalEntries, journalLines, ledgerAccounts } from '../../db/schema';

/** Entries the Transactions page records (payouts, fees, other money): the only ones it reverses. */
export const MANUAL_SOURCE = 'manual';

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
  sourceType: journalEntries.sourceType,
  isReversed: sql<boolean>`exists (select 1 from ${journalEntries} as reversal
    where reversal.organization_id = ${journalEntries.organizationId} and reversal.reversal_of = ${journalEntries.id})`,
  createdAt: journalEntries.createdAt,
};

export type TTransactionRow = {
  id: string;
  description: string;
  transactionDate: string;
  transactionType: TTransactionFilter['type'] & string;
  amountCents: number;
  reversalOf: string | null;
  sourceType: string | null;
  isReversed: boolean;
  createdAt: Date;
};

/** Entries with any line for the member: their contribution, their loan, a payout to them. */
function concernsMember(memberUserId: string): SQL {
  return sql`exists (select 1 from ${journalLines} as member_line
    where member_line.organization_id = ${journalEntries.organizationId} and member_line.entry_id = ${journalEntries.id}
      and member_line.member_user_id = ${memberUserId})`;
}

function buildFilter(organizationId: string, filter: TTransactionFilter): SQL | undefined {
  const pattern = filter.search ? toContainsPattern(filter.search) : undefined;
  return and(
    eq(journalEntries.organizationId, organizationId),
    filter.type ? eq(journalEntries.transactionType, filter.type) : undefined,
    filter.memberUserId ? concernsMember(filter.memberUserId) : undefined,
    pattern ? ilike(journalEntries.description, pattern) : undefined,
  );
}

/** An entry's lines, and of them the cash account's: the journal seen from the cash account. */
const lineOfEntry = and(
  eq(journalLines.organizationId, journalEntries.organizationId),
  eq(journalLines.entryId, journalEntries.id),
);
const isCashLine = and(eq(ledgerAccounts.id, journalLines.accountId), eq(ledgerAccounts.code, 'cash'));

/** Entries joined to their cash line: the journal seen from the cash account (the `transactions` view). */
function selectTransactions(db: TDbOrTx, where: SQL | undefined) {
  return db
    .select(columns)
    .from(journalEntries)
    .innerJoin(journalLines, lineOfEntry)
    .innerJoin(ledgerAccounts, isCashLine)
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
    countUpTo(
      db,
      db
        .select(COUNTED)
        .from(journalEntries)
        .innerJoin(journalLines, lineOfEntry)
        .innerJoin(ledgerAccounts, isCashLine)
        .where(where)
        .$dynamic(),
    ),
  ]);
  return { items, ...totals };
}

export async function findTransaction(db: TDbOrTx, organizationId: string, id: string) {
  const [row] = await selectTransactions(
    db,
    and(eq(journalEntries.organizationId, organizationId), eq(journalEntries.id, id)),
  ).limit(1);
  return row;
}
