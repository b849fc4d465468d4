import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMemberStatement } from '../../../shared/contracts/ledger';
import {
  journalEntries,
  journalLines,
  ledgerAccounts,
  organizations,
  userOrganizations,
} from '../../db/schema';
import {
  balanceOf,
  engineStanding,
  FIXED_FINE_RULES,
  listFinesAs,
  pay,
  runDay,
  setRules,
  type TFinesWorld,
  type TUser,
} from '../../testing/fixtures/fines';
import { createOrganization, createSignedInUser, createTestApp, type TTestApp } from '../../testing/test-app';

let app: TTestApp;

beforeAll(async () => {
  app = await createTestApp({ LOG_LEVEL: 'error' });
});

afterAll(async () => {
  await app.close();
});

/** An organization whose three members joined on `joinedOn` (the admin joined today and owes nothing). */
async function createGroup(joinedOn: string) {
  const admin = await createSignedInUser(app, { name: 'Lindiwe Treasurer' });
  const names = ['Nomsa Member', 'Thabo Member', 'Ayanda Member'];
  const members: (TUser & { name: string })[] = [];
  for (const name of names) members.push({ ...(await createSignedInUser(app, { name })), name });
  const orgId = await createOrganization(app, {
    adminUserId: admin.userId,
    memberUserIds: members.map((member) => member.userId),
  });
  await app.database.db
    .update(userOrganizations)
    .set({ joinedAt: new Date(`${joinedOn}T08:00:00+02:00`) })
    .where(
      and(
        eq(userOrganizations.organizationId, orgId),
        inArray(
          userOrganizations.userId,
          members.map((member) => member.userId),
        ),
      ),
    );
  await setRules(app, orgId, joinedOn, FIXED_FINE_RULES);
  return { orgId, admin, members };
}

/** The organization's fine entries: how many, and each member's fines receivable on the book. */
async function fineBook(orgId: string) {
  const db = app.database.db;
  const [entries] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.organizationId, orgId),
        inArray(journalEntries.sourceType, ['member_fine', 'member_fines']),
      ),
    );
  const perMember = await db
    .select({ userId: journalLines.memberUserId, cents: sql<string>`sum(${journalLines.amountCents})` })
    .from(journalLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(and(eq(journalLines.organizationId, orgId), eq(ledgerAccounts.code, 'fines_receivable')))
    .groupBy(journalLines.memberUserId);
  return {
    entries: entries?.n ?? 0,
    receivable: new Map(perMember.map((row) => [row.userId, Number(row.cents)])),
  };
}

const engineFines = async (orgId: string, userId: string, asOf: string) =>
  (await engineStanding(app, orgId, userId, asOf)).debts
    .filter((debt) => debt.kind === 'fine')
    .reduce((sum, debt) => sum + debt.outstandingCents, 0);

describe('the daily rules job posts one entry per organization and day for its new fines', () => {
  it("writes the day's fines of several members as one entry whose lines sum to each member's fines", async () => {
    const group = await createGroup('2025-10-01');
    const day = await runDay(app, group.orgId, '2025-12-10');
    // October's and November's fines for each of three members: six fines, one entry.
    expect(day).toMatchObject({ members: 4, fineMoves: 6, postings: 1 });
    const book = await fineBook(group.orgId);
    expect(book.entries).toBe(1);
    for (const member of group.members) {
      expect(book.receivable.get(member.userId)).toBe(10_000);
      expect(book.receivable.get(member.userId)).toBe(
        await engineFines(group.orgId, member.userId, '2025-12-10'),
      );
    }
    expect(await balanceOf(app, group.orgId, 'fines_receivable')).toBe(30_000);
    expect(await balanceOf(app, group.orgId, 'fine_income')).toBe(-30_000);

    // The Fines page still lists every fine with its member, period and amount.
    const fines = await listFinesAs(
      { app, orgId: group.orgId, admin: group.admin } as TFinesWorld,
      group.admin,
    );
    expect(fines.items.map((fine) => [fine.memberName, fine.periodLabel, fine.amountCents]).sort()).toEqual(
      group.members
        .flatMap((member) => [
          [member.name, 'November 2025', 5_000],
          [member.name, 'October 2025', 5_000],
        ])
        .sort(),
    );
  });

  it('adds nothing when the day runs again, and one more entry for the next month', async () => {
    const group = await createGroup('2025-10-01');
    await runDay(app, group.orgId, '2025-12-10');
    expect(await runDay(app, group.orgId, '2025-12-10')).toMatchObject({ fineMoves: 0, postings: 0 });
    expect((await fineBook(group.orgId)).entries).toBe(1);

    expect(await runDay(app, group.orgId, '2026-01-10')).toMatchObject({ fineMoves: 3, postings: 1 });
    const book = await fineBook(group.orgId);
    expect(book.entries).toBe(2);
    for (const member of group.members) {
      expect(book.receivable.get(member.userId)).toBe(
        await engineFines(group.orgId, member.userId, '2026-01-10'),
      );
    }
  });

  it('dates the entry in the first open day when the run catches up into closed months', async () => {
    const group = await createGroup('2025-10-01');
    await app.database.db
      .update(organizations)
      .set({ booksClosedThrough: '2025-12-31' })
      .where(eq(organizations.id, group.orgId));
    expect(await runDay(app, group.orgId, '2025-12-10')).toMatchObject({ fineMoves: 6, postings: 1 });
    const dates = await app.database.db
      .select({ entryDate: journalEntries.entryDate })
      .from(journalEntries)
      .where(
        and(eq(journalEntries.organizationId, group.orgId), eq(journalEntries.sourceType, 'member_fines')),
      );
    expect(dates).toEqual([{ entryDate: '2026-01-01' }]);
    expect(await balanceOf(app, group.orgId, 'fines_receivable')).toBe(30_000);
  });

  it("shows each paid fine on the member's statement with its period", async () => {
    const group = await createGroup('2025-10-01');
    await runDay(app, group.orgId, '2025-12-10');
    const member = group.members[0] as TUser;
    // R700 clears both fines first (fines first), then October and November.
    await pay({ app, orgId: group.orgId, admin: group.admin, member } as TFinesWorld, '2025-12-15', 70_000);
    expect(await runDay(app, group.orgId, '2025-12-20')).toMatchObject({ fineMoves: 2, postings: 2 });
    const response = await app.request(
      `/api/v1/orgs/${group.orgId}/ledger/statement?memberId=${member.userId}&from=2025-12-01&to=2025-12-31`,
      { cookie: member.cookie },
    );
    expect(response.status).toBe(200);
    const statement = (await response.json()) as TMemberStatement;
    expect(
      statement.movements
        .filter((row) => row.description.startsWith('Late fine'))
        .map((row) => [row.description, row.amountCents])
        .sort(),
    ).toEqual([
      ["Late fine for November 2025 paid from Nomsa Member's contributions", -5_000],
      ["Late fine for October 2025 paid from Nomsa Member's contributions", -5_000],
    ]);
    expect(statement.closingBalanceCents).toBe(60_000);
    expect((await fineBook(group.orgId)).receivable.get(member.userId)).toBe(0);
  });
});
