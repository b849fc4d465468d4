import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../db/client';
import {
  journalEntries,
  journalLines,
  ledgerAccounts,
  organizations,
  transactionsView,
  users,
} from '../../db/schema';
import { readDbErrorMessage } from '../../testing/db-error';
import { openTestDatabase } from '../../testing/test-database';
import { listAccountBalances, sumLinesByAccount } from './ledger.repository';
import { postJournalEntry, reverseJournalEntry } from './ledger.service';

let database: TDatabase;
let orgId: string;
let otherOrgId: string;
let memberId: string;

async function accountId(organizationId: string, code: string): Promise<string> {
  const [row] = await database.db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.organizationId, organizationId), eq(ledgerAccounts.code, code)));
  if (!row) throw new Error(`no account ${code}`);
  return row.id;
}

const contribution = (amountCents: number, key?: string) => ({
  organizationId: orgId,
  entryDate: '2026-11-01',
  description: 'Monthly contribution',
  transactionType: 'contribution' as const,
  lines: [
    { account: 'cash' as const, amountCents },
    { account: 'member_funds' as const, amountCents: -amountCents, memberUserId: memberId },
  ],
  createdBy: null,
  idempotencyKey: key ?? null,
});

async function countEntries(organizationId: string): Promise<number> {
  const [row] = await database.db
    .select({ n: sql<number>`count(*)` })
    .from(journalEntries)
    .where(eq(journalEntries.organizationId, organizationId));
  return Number(row?.n ?? 0);
}

beforeAll(async () => {
  database = await openTestDatabase();
  const [member] = await database.db
    .insert(users)
    .values({ name: 'Member', email: `m-${randomUUID()}@example.test` })
    .returning();
  memberId = member?.id as string;
  const orgs = await database.db
    .insert(organizations)
    // Founded before the history these tests post.
    .values([
      { name: 'Ledger Society', createdAt: new Date('2026-01-01T00:00:00+02:00') },
      { name: 'Other Society', createdAt: new Date('2026-01-01T00:00:00+02:00') },
    ])
    .returning({ id: organizations.id });
  orgId = orgs[0]?.id as string;
  otherOrgId = orgs[1]?.id as string;
});

afterAll(async () => {
  await database.close();
});

describe('the master book', () => {
  it('gives every new organization its chart of accounts', async () => {
    const balances = await listAccountBalances(database.db, orgId);
    expect(balances.map((row) => row.code).sort()).toEqual([
      'cash',
      'expenses',
      'fee_income',
      'fine_income',
      'fines_receivable',
      'funeral_benefits',
      'interest_income',
      'loan_write_offs',
      'loans_receivable',
      'member_funds',
      'opening_equity',
      'payouts',
      'social_fund',
    ]);
    expect(balances.every((row) => row.balanceCents === 0)).toBe(true);
  });

  it('posts a balanced entry and maintains account balances', async () => {
    const { entry, isReplay } = await postJournalEntry(database.db, contribution(25_000));
    expect(isReplay).toBe(false);
    expect(entry.transactionType).toBe('contribution');
    const balances = new Map(
      (await listAccountBalances(database.db, orgId)).map((row) => [row.code, row.balanceCents]),
    );
    expect(balances.get('cash')).toBe(25_000);
    expect(balances.get('member_funds')).toBe(-25_000);
  });

  it('refuses an unbalanced entry in the service and in the database', async () => {
    await expect(
      postJournalEntry(database.db, {
        ...contribution(100),
        lines: [
          { account: 'cash', amountCents: 100 },
          { account: 'member_funds', amountCents: -99 },
        ],
      }),
    ).rejects.toThrow('Journal entry does not balance');

    const before = await countEntries(orgId);
    const cash = await accountId(orgId, 'cash');
    // Straight to the database, bypassing the service: the deferred trigger refuses at commit.
    const message = await readDbErrorMessage(
      database.db.transaction(async (tx) => {
        const [entry] = await tx
          .insert(journalEntries)
          .values({
            organizationId: orgId,
            entryDate: '2026-11-02',
            description: 'One-legged',
            transactionType: 'other',
          })
          .returning();
        await tx
          .insert(journalLines)
          .values({ organizationId: orgId, entryId: entry?.id as string, accountId: cash, amountCents: 500 });
      }),
    );
    expect(message).toMatch(/unbalanced/);
    expect(await countEntries(orgId)).toBe(before);
  });

  it('refuses a line whose account belongs to another organization', async () => {
    const foreignCash = await accountId(otherOrgId, 'cash');
    const memberFunds = await accountId(orgId, 'member_funds');
    expect(
      await readDbErrorMessage(
        database.db.transaction(async (tx) => {
          const [entry] = await tx
            .insert(journalEntries)
            .values({
              organizationId: orgId,
              entryDate: '2026-11-02',
              description: 'Cross-tenant',
              transactionType: 'other',
            })
            .returning();
          await tx.insert(journalLines).values([
            { organizationId: orgId, entryId: entry?.id as string, accountId: foreignCash, amountCents: 500 },
            {
              organizationId: orgId,
              entryId: entry?.id as string,
              accountId: memberFunds,
              amountCents: -500,
            },
          ]);
        }),
      ),
    ).toMatch(/organization does not match/);
  });

  it('rejects UPDATE and DELETE on journal entries and lines', async () => {
    expect(
      await readDbErrorMessage(
        database.db
          .update(journalEntries)
          .set({ description: 'edited' })
          .where(eq(journalEntries.organizationId, orgId)),
      ),
    ).toMatch(/append-only/);
    expect(
      await readDbErrorMessage(
        database.db
          .update(journalLines)
          .set({ amountCents: 1 })
          .where(eq(journalLines.organizationId, orgId)),
      ),
    ).toMatch(/append-only/);
    expect(
      await readDbErrorMessage(
        database.db.delete(journalLines).where(eq(journalLines.organizationId, orgId)),
      ),
    ).toMatch(/append-only/);
    expect(
      await readDbErrorMessage(
        database.db.delete(journalEntries).where(eq(journalEntries.organizationId, orgId)),
      ),
    ).toMatch(/append-only/);
    expect(await readDbErrorMessage(database.db.execute(sql`truncate journal_lines`))).toMatch(/append-only/);
  });

  it('returns the first result for a repeated idempotency key and never posts twice', async () => {
    const key = `key-${randomUUID()}`;
    const first = await postJournalEntry(database.db, contribution(10_000, key));
    const before = await countEntries(orgId);
    const second = await postJournalEntry(database.db, contribution(10_000, key));
    expect(second.isReplay).toBe(true);
    expect(second.entry.id).toBe(first.entry.id);
    expect(await countEntries(orgId)).toBe(before);
    // The same key with a different request is refused rather than silently replayed.
    await expect(postJournalEntry(database.db, contribution(20_000, key))).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
  });

  it('keeps one entry when the same key races inside concurrent transactions', async () => {
    const key = `race-${randomUUID()}`;
    const before = await countEntries(orgId);
    const results = await Promise.all(
      [1, 2, 3].map(() => database.db.transaction((tx) => postJournalEntry(tx, contribution(7_500, key)))),
    );
    expect(new Set(results.map((result) => result.entry.id)).size).toBe(1);
    expect(await countEntries(orgId)).toBe(before + 1);
  });

  it('allows the same idempotency key in another organization', async () => {
    const key = `shared-${randomUUID()}`;
    await postJournalEntry(database.db, contribution(1_000, key));
    const other = await postJournalEntry(database.db, {
      ...contribution(1_000, key),
      organizationId: otherOrgId,
      lines: [
        { account: 'cash', amountCents: 1_000 },
        { account: 'member_funds', amountCents: -1_000 },
      ],
    });
    expect(other.isReplay).toBe(false);
  });

  it('corrects a mistake by a reversing entry, once', async () => {
    const { entry } = await postJournalEntry(database.db, contribution(3_300));
    const cashBefore = (await sumLinesByAccount(database.db, orgId)).get('cash') ?? 0;
    const reversal = await reverseJournalEntry(database.db, {
      organizationId: orgId,
      entryId: entry.id,
      entryDate: '2026-11-03',
      createdBy: null,
      reason: 'captured twice',
    });
    expect(reversal.entry.reversalOf).toBe(entry.id);
    expect((await sumLinesByAccount(database.db, orgId)).get('cash')).toBe(cashBefore - 3_300);
    await expect(
      reverseJournalEntry(database.db, {
        organizationId: orgId,
        entryId: entry.id,
        entryDate: '2026-11-03',
        createdBy: null,
        reason: 'again',
      }),
    ).rejects.toThrow('This entry has already been reversed');
    await expect(
      reverseJournalEntry(database.db, {
        organizationId: orgId,
        entryId: reversal.entry.id,
        entryDate: '2026-11-03',
        createdBy: null,
        reason: 'x',
      }),
    ).rejects.toThrow('A reversal cannot be reversed');
    // Another organization cannot reverse this organization's entry.
    await expect(
      reverseJournalEntry(database.db, {
        organizationId: otherOrgId,
        entryId: entry.id,
        entryDate: '2026-11-03',
        createdBy: null,
        reason: 'x',
      }),
    ).rejects.toThrow('Journal entry not found');
  });

  it('keeps maintained balances equal to the sum of lines, and every organization balanced', async () => {
    for (const organizationId of [orgId, otherOrgId]) {
      const sums = await sumLinesByAccount(database.db, organizationId);
      const balances = await listAccountBalances(database.db, organizationId);
      for (const account of balances) expect(account.balanceCents).toBe(sums.get(account.code));
      expect([...sums.values()].reduce((total, value) => total + value, 0)).toBe(0);
    }
  });

  it('shows the journal from the cash account as transactions, outflows negative', async () => {
    await postJournalEntry(database.db, {
      organizationId: orgId,
      entryDate: '2026-11-05',
      description: 'Funeral payout',
      transactionType: 'payout',
      lines: [
        { account: 'payouts', amountCents: 5_000, memberUserId: memberId },
        { account: 'cash', amountCents: -5_000 },
      ],
      createdBy: null,
    });
    const rows = await database.db
      .select({ description: transactionsView.description, amountCents: transactionsView.amountCents })
      .from(transactionsView)
      .where(and(eq(transactionsView.organizationId, orgId), eq(transactionsView.transactionType, 'payout')));
    expect(rows).toEqual([{ description: 'Funeral payout', amountCents: -5_000 }]);
  });
});
