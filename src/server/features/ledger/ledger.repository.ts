import { and, asc, between, desc, eq, inArray, sql } from 'drizzle-orm';
import { COUNTED, countUpTo } from '../../db/capped-count';
import type { TDb, TDbOrTx } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { journalEntries, journalLines, ledgerAccounts, organizations, profiles } from '../../db/schema';
import { findOrgRow } from '../../platform/org-rows';
import type { TAccountCode } from './account-codes';
import { sumJournalLines, sumJournalTotal } from './journal-sums';

export async function findAccountIds(db: TDbOrTx, organizationId: string, codes: readonly TAccountCode[]) {
  const rows = await db
    .select({ id: ledgerAccounts.id, code: ledgerAccounts.code })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.organizationId, organizationId), inArray(ledgerAccounts.code, [...codes])));
  return new Map(rows.map((row) => [row.code, row.id]));
}

/**
 * The organization's creation time and closed-through date, read under a FOR KEY SHARE lock: postings do not
 * wait for one another, but closing the books (FOR UPDATE) waits for them and they for it.
 */
export async function lockBooksForPosting(db: TDbOrTx, organizationId: string) {
  const [row] = await db
    .select({
      createdAt: organizations.createdAt,
      booksStartOn: organizations.booksStartOn,
      booksClosedThrough: organizations.booksClosedThrough,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('key share');
  return row;
}

/** The cash account's maintained balance, locked until commit so outflows are checked one at a time. */
export async function lockCashBalance(db: TDbOrTx, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ balanceCents: ledgerAccounts.balanceCents })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.organizationId, organizationId), eq(ledgerAccounts.code, 'cash')))
    .for('update');
  if (!row) throw new Error(`organization ${organizationId} has no cash account`);
  return row.balanceCents;
}

export async function findEntryByIdempotencyKey(db: TDbOrTx, organizationId: string, key: string) {
  return findOrgRow(db, journalEntries, organizationId, journalEntries.idempotencyKey, key);
}

export async function findEntry(db: TDbOrTx, organizationId: string, entryId: string) {
  return findOrgRow(db, journalEntries, organizationId, journalEntries.id, entryId);
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

/** Rows per multi-row insert: well under the 65,535 parameters of one statement. */
const INSERT_CHUNK = 1_000;

export async function insertLines(db: TDbOrTx, values: (typeof journalLines.$inferInsert)[]) {
  for (let start = 0; start < values.length; start += INSERT_CHUNK) {
    await db.insert(journalLines).values(values.slice(start, start + INSERT_CHUNK));
  }
}

/** Several entries in multi-row inserts; the caller gives each its id so its lines can name it. */
export async function insertEntries(
  db: TDbOrTx,
  values: (typeof journalEntries.$inferInsert & { id: string })[],
) {
  for (let start = 0; start < values.length; start += INSERT_CHUNK) {
    await db.insert(journalEntries).values(values.slice(start, start + INSERT_CHUNK));
  }
}

/** The entries already posted under any of `keys`, by key. */
export async function findEntriesByIdempotencyKeys(db: TDbOrTx, organizationId: string, keys: string[]) {
  const found = new Map<string, typeof journalEntries.$inferSelect>();
  for (let start = 0; start < keys.length; start += INSERT_CHUNK) {
    const rows = await db
      .select()
      .from(journalEntries)
      .where(
        and(
          eq(journalEntries.organizationId, organizationId),
          inArray(journalEntries.idempotencyKey, keys.slice(start, start + INSERT_CHUNK)),
        ),
      );
    for (const row of rows) if (row.idempotencyKey) found.set(row.idempotencyKey, row);
  }
  return found;
}

/** Balances of some accounts as the database maintains them (debits positive), by code. */
export async function readAccountBalances(
  db: TDbOrTx,
  organizationId: string,
  codes: readonly TAccountCode[],
) {
  const rows = await db
    .select({ code: ledgerAccounts.code, balanceCents: ledgerAccounts.balanceCents })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.organizationId, organizationId), inArray(ledgerAccounts.code, [...codes])));
  return new Map(rows.map((row) => [row.code, row.balanceCents]));
}

/** An account as lists show it, with the balance the database maintains (debits positive). */
const accountColumns = {
  code: ledgerAccounts.code,
  name: ledgerAccounts.name,
  type: ledgerAccounts.type,
  balanceCents: ledgerAccounts.balanceCents,
};

const prepareBalances = perDatabase((db) =>
  db
    .select(accountColumns)
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.organizationId, sql.placeholder('organizationId')))
    .orderBy(asc(ledgerAccounts.code))
    .prepare('account_balances'),
);

/** The organization's accounts with their maintained balances (every organization has the same few). */
export async function listAccountBalances(db: TDb, organizationId: string) {
  return prepareBalances(db).execute({ organizationId });
}

/** The same, unprepared: inside a transaction, or on a database handle that may be one. */
function listAccounts(db: TDbOrTx, organizationId: string) {
  return db
    .select(accountColumns)
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.organizationId, organizationId))
    .orderBy(asc(ledgerAccounts.code));
}

/** Recomputes balances from the journal lines, to check the maintained ones: every account, 0 when it has none. */
export async function sumLinesByAccount(db: TDbOrTx, organizationId: string) {
  const [accounts, sums] = await Promise.all([
    listAccounts(db, organizationId),
    sumJournalLines(db, { organizationId }, { groupBy: ['account'], sums: { cents: {} } }),
  ]);
  const byCode = new Map<string, number>(sums.map((row) => [row.account, row.cents]));
  return new Map(accounts.map((account) => [account.code, byCode.get(account.code) ?? 0]));
}

/**
 * Every account of the organization, by code, with the sum of its lines dated on or before `asOf` (debits
 * positive): the balance the journal_lines trigger maintains (the sum of every line) less the lines dated
 * after `asOf`, so the cost follows the lines after the date, not the whole history.
 */
export async function readBalancesAsOf(db: TDbOrTx, organizationId: string, asOf: string) {
  const [accounts, later] = await Promise.all([
    listAccounts(db, organizationId),
    sumJournalLines(db, { organizationId, after: asOf }, { groupBy: ['account'], sums: { cents: {} } }),
  ]);
  const laterByAccount = new Map<string, number>(later.map((row) => [row.account, row.cents]));
  return accounts.map((account) => ({
    code: account.code,
    name: account.name,
    type: account.type,
    cents: Number(account.balanceCents) - (laterByAccount.get(account.code) ?? 0),
  }));
}

/** A page of entries, newest first, with their lines, account names and member names. */
export async function listJournalPage(
  db: TDbOrTx,
  organizationId: string,
  page: { limit: number; offset: number },
) {
  const [entries, totals] = await Promise.all([
    db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.organizationId, organizationId))
      .orderBy(desc(journalEntries.entryDate), desc(journalEntries.createdAt))
      .limit(page.limit)
      .offset(page.offset),
    countUpTo(
      db,
      db
        .select(COUNTED)
        .from(journalEntries)
        .where(eq(journalEntries.organizationId, organizationId))
        .$dynamic(),
    ),
  ]);
  const lines = entries.length
    ? await db
        .select({
          entryId: journalLines.entryId,
          accountCode: ledgerAccounts.code,
          accountName: ledgerAccounts.name,
          memberUserId: journalLines.memberUserId,
          memberName: profiles.fullName,
          amountCents: journalLines.amountCents,
        })
        .from(journalLines)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
        .leftJoin(profiles, eq(profiles.userId, journalLines.memberUserId))
        .where(
          and(
            eq(journalLines.organizationId, organizationId),
            inArray(
              journalLines.entryId,
              entries.map((entry) => entry.id),
            ),
          ),
        )
        .orderBy(asc(journalLines.createdAt))
    : [];
  return { entries, lines, ...totals };
}

/** The member's lines on one account, oldest first, with the balance of everything before `from`. */
export async function listMemberAccountLines(
  db: TDbOrTx,
  input: {
    organizationId: string;
    memberUserId: string;
    accountCode: TAccountCode;
    from: string;
    to: string;
  },
) {
  const scope = and(
    eq(journalLines.organizationId, input.organizationId),
    eq(journalLines.memberUserId, input.memberUserId),
    eq(ledgerAccounts.code, input.accountCode),
  );
  const openingCents = await sumJournalTotal(db, {
    organizationId: input.organizationId,
    memberUserId: input.memberUserId,
    accounts: [input.accountCode],
    before: input.from,
  });
  const movements = await db
    .select({
      date: journalEntries.entryDate,
      description: journalEntries.description,
      transactionType: journalEntries.transactionType,
      amountCents: journalLines.amountCents,
    })
    .from(journalLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(and(scope, between(journalEntries.entryDate, input.from, input.to)))
    .orderBy(asc(journalEntries.entryDate), asc(journalEntries.createdAt));
  return { openingCents, movements };
}

/** Whether the book names this person on any line: a member, or a former member whose history stays. */
export async function hasMemberHistory(db: TDbOrTx, organizationId: string, memberUserId: string) {
  const [row] = await db
    .select({ id: journalLines.id })
    .from(journalLines)
    .where(and(eq(journalLines.organizationId, organizationId), eq(journalLines.memberUserId, memberUserId)))
    .limit(1);
  return row !== undefined;
}
