import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getTodayIso } from '../../../shared/calendar';
import type { TContribution } from '../../../shared/contracts/contributions';
import type { TDashboardSummary } from '../../../shared/contracts/dashboard';
import type { TTransaction, TTransactionList } from '../../../shared/contracts/transactions';
import { formatCents } from '../../../shared/money';
import { journalEntries } from '../../db/schema';
import { prepareGroupWorld } from '../../testing/fixtures/group-world';
import type { TActor } from '../../testing/test-app';
import { postJournalEntry } from '../ledger/ledger.service';

const world = prepareGroupWorld(
  { admin: 'Lerato Admin', member: 'Ayanda Member', otherMember: 'Kagiso Member' },
  async () => {
    await contribute(world.member.userId, 30_000);
    await contribute(world.otherMember.userId, 20_000);
    await request('POST', '/transactions', world.admin, {
      kind: 'fee',
      description: 'Bank charges',
      amountCents: 1_500,
      transactionDate: today,
    });
  },
);
const today = getTodayIso();

const request = (method: string, path: string, actor: TActor | null, json?: unknown, key?: string) =>
  world.app.request(`/api/v1/orgs/${world.orgId}${path}`, {
    method,
    ...(json !== undefined ? { json } : {}),
    ...(actor ? { cookie: actor.cookie } : {}),
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });

async function entryCount() {
  const [row] = await world.app.database.db
    .select({ n: count() })
    .from(journalEntries)
    .where(eq(journalEntries.organizationId, world.orgId));
  return Number(row?.n);
}

async function contribute(userId: string, amountCents: number) {
  const response = await request('POST', '/contributions', world.admin, {
    userId,
    contributionDate: today,
    amountCents,
    paymentMethod: 'cash',
    referenceNumber: `C-${randomUUID().slice(0, 6)}`,
  });
  return (await response.json()) as TContribution;
}

describe('recording other transactions', () => {
  it('records a payout to a member as money out', async () => {
    const response = await request('POST', '/transactions', world.admin, {
      kind: 'payout',
      description: 'Funeral cover payout',
      amountCents: 5_000,
      transactionDate: today,
      memberUserId: world.member.userId,
    });
    expect(response.status).toBe(201);
    expect((await response.json()) as TTransaction).toMatchObject({
      transactionType: 'payout',
      amountCents: -5_000,
      description: 'Payout to Ayanda Member: Funeral cover payout',
    });
  });

  it.each([
    [
      { kind: 'payout', description: 'No member', amountCents: 100, transactionDate: '2026-01-01' },
      'Choose the member who receives the payout',
    ],
    [
      { kind: 'fee', description: 'x', amountCents: 100, transactionDate: '2026-01-01' },
      'Description must be at least 2 characters',
    ],
    [
      { kind: 'fee', description: 'Fee', amountCents: 0, transactionDate: '2026-01-01' },
      'Amount must be greater than zero',
    ],
    [
      { kind: 'gift', description: 'Gift', amountCents: 100, transactionDate: '2026-01-01' },
      'Choose a transaction type',
    ],
  ])('refuses %j with a clear message and posts nothing', async (body, message) => {
    const before = await entryCount();
    const response = await request('POST', '/transactions', world.admin, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
    expect(await entryCount()).toBe(before);
  });

  it.each([
    ['anonymous', () => null, 401],
    ['a member', () => world.member, 403],
    ['an admin of another organization', () => world.outsiderAdmin, 404],
  ])('refuses %s and posts nothing', async (_name, actorOf, status) => {
    const before = await entryCount();
    const response = await request('POST', '/transactions', actorOf(), {
      kind: 'fee',
      description: 'Fee',
      amountCents: 100,
      transactionDate: today,
    });
    expect(response.status).toBe(status);
    expect(await entryCount()).toBe(before);
  });

  it('posts once for a retried Idempotency-Key', async () => {
    const key = `fee-${randomUUID()}`;
    const body = { kind: 'other_income', description: 'Raffle', amountCents: 9_000, transactionDate: today };
    const first = (await (
      await request('POST', '/transactions', world.admin, body, key)
    ).json()) as TTransaction;
    const before = await entryCount();
    const again = (await (
      await request('POST', '/transactions', world.admin, body, key)
    ).json()) as TTransaction;
    expect(again.id).toBe(first.id);
    expect(await entryCount()).toBe(before);
  });
});

describe('the transactions list', () => {
  it('searches and filters by type', async () => {
    const fees = (await (
      await request('GET', '/transactions?type=fee', world.admin)
    ).json()) as TTransactionList;
    expect(fees.items.length).toBeGreaterThan(0);
    expect(fees.items.every((t) => t.transactionType === 'fee')).toBe(true);
    const found = (await (
      await request('GET', '/transactions?search=funeral', world.admin)
    ).json()) as TTransactionList;
    expect(found.items.map((t) => t.description)).toEqual(['Payout to Ayanda Member: Funeral cover payout']);
    const none = (await (
      await request('GET', '/transactions?search=%25nothing%25', world.admin)
    ).json()) as TTransactionList;
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('shows a member only the transactions that concern them', async () => {
    const list = (await (
      await request('GET', '/transactions?limit=500', world.member)
    ).json()) as TTransactionList;
    const all = (await (
      await request('GET', '/transactions?limit=500', world.admin)
    ).json()) as TTransactionList;
    expect(list.total).toBeLessThan(all.total);
    expect(list.items.some((t) => t.amountCents === 20_000)).toBe(false);
    expect(list.items.some((t) => t.description === 'Payout to Ayanda Member: Funeral cover payout')).toBe(
      true,
    );
  });

  it('counts an entry as the member’s when any of its lines is theirs, not only the cash line', async () => {
    const description = `Loan paid out ${randomUUID().slice(0, 6)}`;
    await postJournalEntry(world.app.database.db, {
      organizationId: world.orgId,
      entryDate: today,
      description,
      transactionType: 'loan_disbursement',
      lines: [
        { account: 'loans_receivable', amountCents: 12_300, memberUserId: world.member.userId },
        { account: 'cash', amountCents: -12_300 },
      ],
      createdBy: world.admin.userId,
    });
    const own = (await (
      await request('GET', '/transactions?limit=500', world.member)
    ).json()) as TTransactionList;
    const other = (await (
      await request('GET', '/transactions?limit=500', world.otherMember)
    ).json()) as TTransactionList;
    expect(own.items.find((t) => t.description === description)).toMatchObject({ amountCents: -12_300 });
    expect(other.items.some((t) => t.description === description)).toBe(false);
    const summary = (await (
      await request('GET', '/dashboard/summary', world.member)
    ).json()) as TDashboardSummary;
    expect(summary.recentTransactions[0]).toMatchObject({ description, amountCents: -12_300 });
  });

  it('exports what the filter shows as CSV with en-ZA amounts', async () => {
    const response = await request('GET', '/transactions/export?type=payout', world.admin);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Date,Description,Type,Amount (ZAR),Amount');
    expect(lines.slice(1)).toEqual([
      `${today},Payout to Ayanda Member: Funeral cover payout,Payout,"${formatCents(-5_000, { currencySign: 'accounting' })}",-50.00`,
    ]);
  });
});
