import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMonthName, getMonthEnd } from '../../../shared/book-months';
import { getMonthStart, getTodayIso } from '../../../shared/calendar';
import type { TBooksStatus } from '../../../shared/contracts/books';
import type { TContribution } from '../../../shared/contracts/contributions';
import { formatCents } from '../../../shared/money';
import { journalEntries } from '../../db/schema';
import { readDbErrorMessage } from '../../testing/db-error';
import { readBalances } from '../../testing/fixtures/loans';
import {
  createOrganization,
  createSignedInUser,
  createTestApp,
  type TActor,
  type TTestApp,
} from '../../testing/test-app';
import { postJournalEntry, reverseJournalEntry } from './ledger.service';

/**
 * Findings 3 and 6 of the money probe: cash went below zero (a R5 000 payout against R1 500, a R100 000 000
 * "fee") and history could be rewritten (entries backdated to 2000, no closed months). None may come back.
 */

let app: TTestApp;
let admin: TActor;
let member: TActor;
const today = getTodayIso();
/** The last day of last month and the month before it: both have ended, so both can be closed. */
const lastMonthEnd = addDays(getMonthStart(today), -1);
const monthBeforeEnd = addDays(getMonthStart(lastMonthEnd), -1);

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const call = (orgId: string, method: string, path: string, actor: TActor, json?: unknown) =>
  app.request(`/api/v1/orgs/${orgId}${path}`, {
    method,
    cookie: actor.cookie,
    ...(json !== undefined ? { json } : {}),
    headers: { 'idempotency-key': `guard-${randomUUID()}` },
  });

async function readError(response: Response, status: number) {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return (JSON.parse(text) as { error: { code: string; message: string } }).error;
}

async function countEntries(orgId: string) {
  const [row] = await app.database.db
    .select({ n: count() })
    .from(journalEntries)
    .where(eq(journalEntries.organizationId, orgId));
  return Number(row?.n);
}

async function contribute(orgId: string, amountCents: number, contributionDate = today) {
  const response = await call(orgId, 'POST', '/contributions', admin, {
    userId: member.userId,
    contributionDate,
    amountCents,
    paymentMethod: 'eft',
    referenceNumber: `EFT-${randomUUID().slice(0, 6)}`,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as TContribution;
}

const payout = (orgId: string, amountCents: number, kind: 'payout' | 'fee' = 'payout') =>
  call(orgId, 'POST', '/transactions', admin, {
    kind,
    description: kind === 'fee' ? 'Bank charges' : 'Funeral payout',
    amountCents,
    transactionDate: today,
    ...(kind === 'payout' ? { memberUserId: member.userId } : {}),
  });

async function createSociety(createdAt = new Date('2024-03-01T08:00:00+02:00')) {
  return createOrganization(app, { adminUserId: admin.userId, memberUserIds: [member.userId], createdAt });
}

beforeAll(async () => {
  app = await createTestApp();
  admin = await createSignedInUser(app, { name: 'Zanele Treasurer' });
  member = await createSignedInUser(app, { name: 'Sipho Member' });
});

afterAll(async () => {
  await app.close();
});

describe('finding 3: cash never goes below zero', () => {
  it('refuses a R5 000 payout against R1 500 of cash, naming both amounts, and posts nothing', async () => {
    const orgId = await createSociety();
    await contribute(orgId, 150_000);
    const before = await countEntries(orgId);
    const error = await readError(await payout(orgId, 500_000), 409);
    expect(error.message).toBe(
      `Not enough cash: the group holds ${formatCents(150_000)} and this would pay out ${formatCents(500_000)}`,
    );
    expect(await countEntries(orgId)).toBe(before);
    expect((await readBalances(app, orgId)).get('cash')).toBe(150_000);
    // Paying out exactly what is held is allowed and leaves nothing.
    expect((await payout(orgId, 150_000)).status).toBe(201);
    expect((await readBalances(app, orgId)).get('cash')).toBe(0);
  });

  it('refuses a R100 000 000 fee', async () => {
    const orgId = await createSociety();
    await contribute(orgId, 150_000);
    const error = await readError(await payout(orgId, 10_000_000_000, 'fee'), 409);
    expect(error.message).toBe(
      `Not enough cash: the group holds ${formatCents(150_000)} and this would pay out ${formatCents(10_000_000_000)}`,
    );
    expect((await readBalances(app, orgId)).get('cash')).toBe(150_000);
  });

  it('lets exactly three of ten concurrent R400 payouts through against R1 500', async () => {
    const orgId = await createSociety();
    await contribute(orgId, 150_000);
    const statuses = await Promise.all(
      Array.from({ length: 10 }, async () => (await payout(orgId, 40_000)).status),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    expect((await readBalances(app, orgId)).get('cash')).toBe(30_000);
  });

  it('refuses reversing a contribution whose money has already been paid out', async () => {
    const orgId = await createSociety();
    const contribution = await contribute(orgId, 100_000);
    expect((await payout(orgId, 80_000)).status).toBe(201);
    const error = await readError(
      await call(orgId, 'POST', `/contributions/${contribution.id}/reverse`, admin, {
        reason: 'Bounced EFT',
      }),
      409,
    );
    expect(error.message).toBe(
      `Not enough cash: the group holds ${formatCents(20_000)} and this would pay out ${formatCents(100_000)}`,
    );
  });
});

describe('finding 6: dates stay inside the open books', () => {
  it('refuses an entry backdated to 2000, before the books start (the day the organization was created)', async () => {
    const orgId = await createSociety();
    const before = await countEntries(orgId);
    const response = await call(orgId, 'POST', '/contributions', admin, {
      userId: member.userId,
      contributionDate: '2000-01-01',
      amountCents: 10_000,
      paymentMethod: 'cash',
    });
    expect((await readError(response, 400)).message).toBe(
      'Date cannot be before the books start on 1 March 2024',
    );
    // The day before it was created too; the day itself is fine.
    const dayBefore = await call(orgId, 'POST', '/contributions', admin, {
      userId: member.userId,
      contributionDate: '2024-02-29',
      amountCents: 10_000,
      paymentMethod: 'cash',
    });
    expect((await readError(dayBefore, 400)).message).toBe(
      'Date cannot be before the books start on 1 March 2024',
    );
    expect(await countEntries(orgId)).toBe(before);
    await contribute(orgId, 10_000, '2024-03-01');
  });

  it('refuses an entry dated in the future, in the service as well as in the request schema', async () => {
    const orgId = await createSociety();
    const tomorrow = addDays(today, 1);
    await expect(
      postJournalEntry(app.database.db, {
        organizationId: orgId,
        entryDate: tomorrow,
        description: 'Contribution from the future',
        transactionType: 'contribution',
        lines: [
          { account: 'cash', amountCents: 1_000 },
          { account: 'member_funds', amountCents: -1_000, memberUserId: member.userId },
        ],
        createdBy: admin.userId,
      }),
    ).rejects.toThrow('Date cannot be in the future');
    const response = await call(orgId, 'POST', '/contributions', admin, {
      userId: member.userId,
      contributionDate: tomorrow,
      amountCents: 1_000,
      paymentMethod: 'cash',
    });
    expect((await readError(response, 400)).message).toBe('Date cannot be in the future');
    expect(await countEntries(orgId)).toBe(0);
  });

  it('closes ended months for admins only, in order, and never the current month', async () => {
    const orgId = await createSociety();
    const refused = await call(orgId, 'POST', '/books/close', member, { month: lastMonthEnd.slice(0, 7) });
    expect(refused.status).toBe(403);
    const current = await call(orgId, 'POST', '/books/close', admin, { month: today.slice(0, 7) });
    expect((await readError(current, 409)).message).toBe('Only a month that has ended can be closed');
    const early = await call(orgId, 'POST', '/books/close', admin, { month: '2024-02' });
    expect((await readError(early, 409)).message).toBe(
      'The books start on 1 March 2024: there is nothing to close before it',
    );

    const closed = await call(orgId, 'POST', '/books/close', admin, { month: monthBeforeEnd.slice(0, 7) });
    expect(closed.status).toBe(200);
    const status = (await closed.json()) as TBooksStatus;
    expect(status).toMatchObject({
      booksStartOn: '2024-03-01',
      closedThrough: getMonthEnd(monthBeforeEnd),
      closableMonths: [lastMonthEnd.slice(0, 7)],
    });
    expect(status.closings).toEqual([
      {
        closedThrough: monthBeforeEnd,
        closedByName: 'Zanele Treasurer',
        closedAt: expect.any(String),
        reason: null,
      },
    ]);
    const again = await call(orgId, 'POST', '/books/close', admin, { month: monthBeforeEnd.slice(0, 7) });
    expect((await readError(again, 409)).message).toBe(
      `${formatMonthName(monthBeforeEnd)} is already closed`,
    );
    // Members see the same closed months, read-only.
    const seen = (await (await call(orgId, 'GET', '/books', member)).json()) as TBooksStatus;
    expect(seen.closedThrough).toBe(monthBeforeEnd);
  });

  it('refuses posting into a closed month, by the service and by the database', async () => {
    const orgId = await createSociety();
    await contribute(orgId, 50_000, monthBeforeEnd);
    expect(
      (await call(orgId, 'POST', '/books/close', admin, { month: monthBeforeEnd.slice(0, 7) })).status,
    ).toBe(200);
    const before = await countEntries(orgId);
    const backdated = await call(orgId, 'POST', '/contributions', admin, {
      userId: member.userId,
      contributionDate: monthBeforeEnd,
      amountCents: 10_000,
      paymentMethod: 'cash',
    });
    expect((await readError(backdated, 409)).message).toBe(
      `${formatMonthName(monthBeforeEnd)} is closed: date this correction in an open month`,
    );
    // Closing a later month closed every earlier one with it: the first month is closed too.
    const first = await call(orgId, 'POST', '/contributions', admin, {
      userId: member.userId,
      contributionDate: '2024-03-15',
      amountCents: 10_000,
      paymentMethod: 'cash',
    });
    expect((await readError(first, 409)).message).toBe(
      'March 2024 is closed: date this correction in an open month',
    );
    expect(await countEntries(orgId)).toBe(before);
    // Straight to the database, bypassing the service: the trigger refuses it too.
    const message = await readDbErrorMessage(
      app.database.db.insert(journalEntries).values({
        organizationId: orgId,
        entryDate: monthBeforeEnd,
        description: 'Backdated by hand',
        transactionType: 'other',
      }),
    );
    expect(message).toContain('is closed: date this correction in an open month');
    // The first open month still takes entries.
    await contribute(orgId, 10_000, lastMonthEnd);
  });

  it('lands a reversal of a closed month’s contribution in the open month and refuses one dated back', async () => {
    const orgId = await createSociety();
    const contribution = await contribute(orgId, 70_000, monthBeforeEnd);
    expect(
      (await call(orgId, 'POST', '/books/close', admin, { month: monthBeforeEnd.slice(0, 7) })).status,
    ).toBe(200);
    const [original] = await app.database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.organizationId, orgId));
    if (!original) throw new Error('the contribution was not posted');
    await expect(
      reverseJournalEntry(app.database.db, {
        organizationId: orgId,
        entryId: original.id,
        entryDate: monthBeforeEnd,
        createdBy: admin.userId,
        reason: 'Bounced EFT',
      }),
    ).rejects.toThrow(`${formatMonthName(monthBeforeEnd)} is closed: date this correction in an open month`);

    const reversed = await call(orgId, 'POST', `/contributions/${contribution.id}/reverse`, admin, {
      reason: 'Bounced EFT',
    });
    expect(reversed.status, await reversed.clone().text()).toBe(200);
    const entries = await app.database.db
      .select({ entryDate: journalEntries.entryDate, reversalOf: journalEntries.reversalOf })
      .from(journalEntries)
      .where(eq(journalEntries.organizationId, orgId));
    expect(entries).toHaveLength(2);
    expect(entries).toContainEqual({ entryDate: monthBeforeEnd, reversalOf: null });
    expect(entries).toContainEqual({ entryDate: today, reversalOf: original.id });
    expect((await readBalances(app, orgId)).get('cash')).toBe(0);
  });
});
