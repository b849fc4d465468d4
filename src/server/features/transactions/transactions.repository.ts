import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { transactionsView } from '../../db/schema';

export type TTransactionFilter = {
  search?: string | undefined;
  type?: (typeof transactionsView.$inferSelect)['transactionType'] | undefined;
  /** Only transactions that concern this member (their scope); undefined = the whole organization. */
  memberUserId?: string | undefined;
};

function buildFilter(organizationId: string, filter: TTransactionFilter): SQL | undefined {
  const pattern = filter.search ? `%${filter.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : undefined;
  return and(
    eq(transactionsView.organizationId, organizationId),
    filter.type ? eq(transactionsView.transactionType, filter.type) : undefined,
    filter.memberUserId ? eq(transactionsView.memberUserId, filter.memberUserId) : undefined,
    pattern ? ilike(transactionsView.description, pattern) : undefined,
  );
}

/** The journal seen from the cash account, newest first. */
export async function listTransactions(
  db: TDbOrTx,
  organizationId: string,
  filter: TTransactionFilter,
  page: { limit: number; offset: number },
) {
  const where = buildFilter(organizationId, filter);
  const [items, totals] = await Promise.all([
    db
      .select()
      .from(transactionsView)
      .where(where)
      .orderBy(desc(transactionsView.transactionDate), desc(transactionsView.createdAt))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(transactionsView).where(where),
  ]);
  return { items, total: Number(totals[0]?.n ?? 0) };
}

export async function findTransaction(db: TDbOrTx, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(transactionsView)
    .where(and(eq(transactionsView.organizationId, organizationId), eq(transactionsView.id, id)))
    .limit(1);
  return row;
}
