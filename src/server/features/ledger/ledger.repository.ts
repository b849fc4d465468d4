import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { journalEntries, journalLines, ledgerAccounts } from '../../db/schema';

export type TAccountCode =
  | 'cash'
  | 'loans_receivable'
  | 'member_funds'
  | 'interest_income'
  | 'fee_income'
  | 'payouts'
  | 'expenses'
  | 'loan_write_offs';

export async function findAccountIds(db: TDbOrTx, organizationId: string, codes: readonly TAccountCode[]) {
  const rows = await db
    .select({ id: ledgerAccounts.id, code: ledgerAccounts.code })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.organizationId, organizationId), inArray(ledgerAccounts.code, [...codes])));
  return new Map(rows.map((row) => [row.code, row.id]));
}

export async function findEntryByIdempotencyKey(db: TDbOrTx, organizationId: string, key: string) {
  const [row] = await db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.organizationId, organizationId), eq(journalEntries.idempotencyKey, key)))
    .limit(1);
  return row;
}

export async function findEntry(db: TDbOrTx, organizationId: string, entryId: string) {
  const [row] = await db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.organizationId, organizationId), eq(journalEntries.id, entryId)))
    .limit(1);
  return row;
}

export async function findReversalOf(db: TDbOrTx, organizationId: string, entryId: string) {
  const [row] = await db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(and(eq(journalEntries.organizationId, organizationId), eq(journalEntries.reversalOf, entryId)))
    .limit(1);
  return row;
}

export async function listEntryLines(db: TDbOrTx, organizationId: string, entryId: string) {
  return db
    .select({
      accountId: journalLines.accountId,
      accountCode: ledgerAccounts.code,
      memberUserId: journalLines.memberUserId,
      amountCents: journalLines.amountCents,
    })
    .from(journalLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(and(eq(journalLines.organizationId, organizationId), eq(journalLines.entryId, entryId)))
    .orderBy(asc(journalLines.createdAt));
}

export async function insertEntry(db: TDbOrTx, values: typeof journalEntries.$inferInsert) {
  const [row] = await db.insert(journalEntries).values(values).returning();
  if (!row) throw new Error('journal entry insert returned no row');
  return row;
}

export async function insertLines(db: TDbOrTx, values: (typeof journalLines.$inferInsert)[]) {
  await db.insert(journalLines).values(values);
}

/** Account balances as maintained by the database (debits positive). */
export async function listAccountBalances(db: TDbOrTx, organizationId: string) {
  return db
    .select({
      code: ledgerAccounts.code,
      name: ledgerAccounts.name,
      type: ledgerAccounts.type,
      balanceCents: ledgerAccounts.balanceCents,
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.organizationId, organizationId))
    .orderBy(asc(ledgerAccounts.code));
}

/** Recomputes balances from the journal lines, to check the maintained ones. */
export async function sumLinesByAccount(db: TDbOrTx, organizationId: string) {
  const rows = await db
    .select({ code: ledgerAccounts.code, total: sql<string>`coalesce(sum(${journalLines.amountCents}), 0)` })
    .from(ledgerAccounts)
    .leftJoin(journalLines, eq(journalLines.accountId, ledgerAccounts.id))
    .where(eq(ledgerAccounts.organizationId, organizationId))
    .groupBy(ledgerAccounts.code);
  return new Map(rows.map((row) => [row.code, Number(row.total)]));
}
