import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTodayIso } from '../../../shared/calendar';
import type { TArrearsList, TGroupRulesView, TMyStanding } from '../../../shared/contracts/group-rules';
import type { TGroupRules } from '../../../shared/group-rules/rule-types';
import { formatCents } from '../../../shared/money';
import { auditLog, organizations, userOrganizations } from '../../db/schema';
import {
  createOrganization,
  createSignedInUser,
  createTestApp,
  type TActor,
  type TTestApp,
} from '../../testing/test-app';

let app: TTestApp;
let admin: TActor;
let secondAdmin: TActor;
let member: TActor;
let outsider: TActor;

const RULES: TGroupRules = {
  amount: { defaultCents: 30_000, perPlanCents: {}, perMemberCents: {} },
  frequency: 'monthly',
  dueDay: 1,
  graceDays: 7,
  fine: { kind: 'fixed', amountCents: 5_000 },
  joiningFee: { amountCents: 0, instalments: 1 },
  paymentOrder: 'fines_first',
  reminders: { daysBefore: 3, daysAfter: 3 },
  shareOut: { rule: 'proportional', sharePriceCents: null },
  savings: { model: 'contributions' },
};

const call = (orgId: string, method: string, path: string, actor: TActor, json?: unknown) =>
  app.request(`/api/v1/orgs/${orgId}${path}`, {
    method,
    cookie: actor.cookie,
    ...(json === undefined ? {} : { json }),
  });

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

/** An organization founded and joined long ago, so contributions and rules can be dated in the past. */
async function createOldOrganization(since = '2024-01-01') {
  const orgId = await createOrganization(app, {
    adminUserId: admin.userId,
    memberUserIds: [member.userId, secondAdmin.userId],
  });
  const db = app.database.db;
  await db
    .update(organizations)
    .set({ createdAt: new Date(`${since}T00:00:00Z`) })
    .where(eq(organizations.id, orgId));
  await db
    .update(userOrganizations)
    .set({ joinedAt: new Date(`${since}T10:00:00Z`) })
    .where(eq(userOrganizations.organizationId, orgId));
  await db
    .update(userOrganizations)
    .set({ role: 'admin' })
    .where(
      and(eq(userOrganizations.organizationId, orgId), eq(userOrganizations.userId, secondAdmin.userId)),
    );
  return orgId;
}

async function setRules(orgId: string, effectiveFrom: string, rules: TGroupRules = RULES) {
  const response = await call(orgId, 'POST', '/rules', admin, { effectiveFrom, rules });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return (await response.json()) as TGroupRulesView;
}

async function recordPayment(orgId: string, contributionDate: string, amountCents: number, by = admin) {
  const response = await call(orgId, 'POST', '/contributions', by, {
    userId: member.userId,
    contributionDate,
    amountCents,
    paymentMethod: 'eft',
    referenceNumber: `REF-${randomUUID().slice(0, 8)}`,
  });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function standingOn(orgId: string, on?: string) {
  const response = await call(orgId, 'GET', `/standing/me${on ? `?on=${on}` : ''}`, member);
  expect(response.status).toBe(200);
  return (await response.json()) as TMyStanding;
}

async function arrears(orgId: string, query = '') {
  const response = await call(orgId, 'GET', `/arrears${query}`, admin);
  expect(response.status).toBe(200);
  return (await response.json()) as TArrearsList;
}

beforeAll(async () => {
  app = await createTestApp();
  admin = await createSignedInUser(app, { name: 'Thandi Admin' });
  secondAdmin = await createSignedInUser(app, { name: 'Sipho Admin' });
  member = await createSignedInUser(app, { name: 'Nomsa Member' });
  outsider = await createSignedInUser(app, { name: 'Outside Admin' });
  await createOrganization(app, { adminUserId: outsider.userId });
});

afterAll(async () => {
  await app.close();
});

describe('group rules: who may read and change them', () => {
  it('lets every member read the rules, only admins add a version, and hides them from outsiders', async () => {
    const orgId = await createOldOrganization();
    const empty = await call(orgId, 'GET', '/rules', member);
    expect(empty.status).toBe(200);
    expect(((await empty.json()) as TGroupRulesView).versions).toEqual([]);

    const refused = await call(orgId, 'POST', '/rules', member, {
      effectiveFrom: '2026-01-01',
      rules: RULES,
    });
    expect(refused.status).toBe(403);
    expect((await call(orgId, 'GET', '/rules', outsider)).status).toBe(404);
    expect(
      (await call(orgId, 'POST', '/rules', outsider, { effectiveFrom: '2026-01-01', rules: RULES })).status,
    ).toBe(404);
    expect((await call(orgId, 'GET', '/arrears', member)).status).toBe(403);
    expect((await call(orgId, 'GET', '/standing/me', outsider)).status).toBe(404);

    const view = await setRules(orgId, '2026-01-01');
    expect(view.versions).toHaveLength(1);
    expect(view.current?.version).toBe(1);
    expect(view.current?.createdByName).toBe('Thandi Admin');
    expect(view.current?.changes[0]).toBe('First rules');
    const read = (await (await call(orgId, 'GET', '/rules', member)).json()) as TGroupRulesView;
    expect(read.current?.rules.amount.defaultCents).toBe(30_000);

    const [audit] = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, orgId), eq(auditLog.action, 'rules.version_added')));
    expect(audit?.actorUserId).toBe(admin.userId);
    expect(audit?.summary).toMatchObject({ version: 1, effectiveFrom: '2026-01-01' });
  });

  it('appends versions from a period start after the latest one, outside the closed months', async () => {
    const orgId = await createOldOrganization();
    await setRules(orgId, '2025-01-01');

    const midMonth = await call(orgId, 'POST', '/rules', admin, {
      effectiveFrom: '2025-06-15',
      rules: RULES,
    });
    expect(midMonth.status).toBe(400);
    expect((await errorOf(midMonth)).message).toContain('1st of a month');
    const weekly: TGroupRules = { ...RULES, frequency: 'weekly', dueDay: 5 };
    const notMonday = await call(orgId, 'POST', '/rules', admin, {
      effectiveFrom: '2025-06-04',
      rules: weekly,
    });
    expect(notMonday.status).toBe(400);
    expect((await errorOf(notMonday)).message).toContain('Monday');

    const before = await call(orgId, 'POST', '/rules', admin, { effectiveFrom: '2024-12-01', rules: RULES });
    expect(before.status).toBe(409);
    expect((await errorOf(before)).message).toContain('Version 1 takes effect on');
    const same = await call(orgId, 'POST', '/rules', admin, { effectiveFrom: '2025-01-01', rules: RULES });
    expect(same.status).toBe(409);

    const closed = await call(orgId, 'POST', '/books/close', admin, { month: '2025-06' });
    expect(closed.status).toBe(200);
    const inClosed = await call(orgId, 'POST', '/rules', admin, {
      effectiveFrom: '2025-06-01',
      rules: RULES,
    });
    expect(inClosed.status).toBe(409);
    expect((await errorOf(inClosed)).message).toContain('closed');

    const raised = { ...RULES, amount: { ...RULES.amount, defaultCents: 35_000 } };
    const view = await setRules(orgId, '2025-07-01', raised);
    expect(view.versions.map((version) => version.version)).toEqual([2, 1]);
    expect(view.versions[0]?.changes).toEqual([
      `Contribution amount: ${formatCents(30_000)} → ${formatCents(35_000)}`,
    ]);
    expect(view.earliestEffectiveFrom).toBe('2025-07-02');
    expect((await setRules(orgId, '2025-08-04', { ...weekly, dueDay: 5 })).versions).toHaveLength(3);
  });

  it('refuses rules that break the rules schema with its message', async () => {
    const orgId = await createOldOrganization();
    const response = await call(orgId, 'POST', '/rules', admin, {
      effectiveFrom: '2026-01-01',
      rules: { ...RULES, dueDay: 31 },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe('Due day must be between 1 and 28');
  });
});

describe('standings through the API: the worked examples', () => {
  it('R300 due on the 1st, 7 grace days, R50 fine: nothing paid for October and November', async () => {
    const orgId = await createOldOrganization('2026-09-01');
    await setRules(orgId, '2026-10-01');
    const december = await standingOn(orgId, '2026-12-10');
    expect(december.owedCents).toBe(70_000);
    expect(december.periodsBehind).toBe(2);
    expect(december.finesCents).toBe(10_000);
    expect(december.oldestUnpaid?.periodLabel).toBe('October 2026');
    expect((await standingOn(orgId, '2027-01-10')).owedCents).toBe(105_000);
  });

  it('R300 raised to R350 from 1 March: R1,000 on 15 April after paying to the end of January', async () => {
    const orgId = await createOldOrganization('2025-10-01');
    const noFine = {
      ...RULES,
      fine: { kind: 'none' as const },
      paymentOrder: 'contributions_first' as const,
    };
    await setRules(orgId, '2025-10-01', noFine);
    await setRules(orgId, '2026-03-01', { ...noFine, amount: { ...noFine.amount, defaultCents: 35_000 } });
    for (const date of ['2025-11-01', '2025-12-01', '2026-01-01', '2026-02-01']) {
      await recordPayment(orgId, date, 30_000);
    }
    expect((await standingOn(orgId, '2026-04-14')).owedCents).toBe(65_000);
    await recordPayment(orgId, '2026-04-15', 100_000);
    const may = await standingOn(orgId, '2026-05-01');
    expect(may.owedCents).toBe(0);
    expect(may.creditCents).toBe(0);
    expect(may.periodsBehind).toBe(0);
    expect(may.nextDue?.periodLabel).toBe('May 2026');
  });

  it('a member who missed August and paid every other month owes November, and sees that September paid August', async () => {
    const orgId = await createOldOrganization('2026-05-01');
    await setRules(orgId, '2026-06-01', { ...RULES, fine: { kind: 'none' } });
    for (const date of ['2026-06-19', '2026-07-19', '2026-09-19', '2026-10-19', '2026-11-19']) {
      await recordPayment(orgId, date, date === '2026-10-19' ? 31_000 : 30_000);
    }
    const standing = await standingOn(orgId, '2026-12-02');
    expect(standing.owedCents).toBe(29_000);
    expect(standing.overdue.map((debt) => [debt.periodLabel, debt.outstandingCents])).toEqual([
      ['November 2026', 29_000],
    ]);
    expect(
      standing.recentPeriods.map((period) => [period.periodLabel, period.outstandingCents, period.paidBy]),
    ).toEqual([
      ['June 2026', 0, [{ paidOn: '2026-06-19', cents: 30_000 }]],
      ['July 2026', 0, [{ paidOn: '2026-07-19', cents: 30_000 }]],
      ['August 2026', 0, [{ paidOn: '2026-09-19', cents: 30_000 }]],
      ['September 2026', 0, [{ paidOn: '2026-10-19', cents: 30_000 }]],
      [
        'October 2026',
        0,
        [
          { paidOn: '2026-10-19', cents: 1_000 },
          { paidOn: '2026-11-19', cents: 29_000 },
        ],
      ],
      ['November 2026', 29_000, [{ paidOn: '2026-11-19', cents: 1_000 }]],
    ]);
  });
});

describe('the arrears list', () => {
  it('lists what the engine says, updates when a payment is recorded or reversed, and exports CSV', async () => {
    const orgId = await createOldOrganization('2025-01-01');
    const today = getTodayIso();
    const start = `${today.slice(0, 4)}-${today.slice(5, 7)}-01`;
    const threeMonthsBack = new Date(`${start}T00:00:00Z`);
    threeMonthsBack.setUTCMonth(threeMonthsBack.getUTCMonth() - 3);
    await setRules(orgId, threeMonthsBack.toISOString().slice(0, 10));

    const before = await arrears(orgId);
    expect(before.hasRules).toBe(true);
    // Three members who joined long ago: last month's contributions fall due this month.
    const summary = await call(orgId, 'GET', '/dashboard/summary', admin);
    expect(((await summary.json()) as { expectedThisMonthCents: number }).expectedThisMonthCents).toBe(
      90_000,
    );
    const own = await standingOn(orgId);
    const row = before.items.find((item) => item.userId === member.userId);
    expect(row?.owedCents).toBe(own.owedCents);
    expect(row?.periodsBehind).toBe(own.periodsBehind);
    expect(row?.memberName).toBe('Nomsa Member');
    expect(own.periodsBehind).toBeGreaterThanOrEqual(2);

    const paymentId = await recordPayment(orgId, today, own.owedCents);
    const after = await arrears(orgId);
    expect(after.items.find((item) => item.userId === member.userId)).toBeUndefined();
    expect((await standingOn(orgId)).owedCents).toBe(0);

    const reversed = await call(orgId, 'POST', `/contributions/${paymentId}/reverse`, secondAdmin, {
      reason: 'Bounced payment',
    });
    expect(reversed.status).toBe(200);
    const again = await arrears(orgId, '?sort=name&direction=asc&search=nomsa');
    expect(again.items.map((item) => item.userId)).toEqual([member.userId]);
    expect(again.items[0]?.owedCents).toBe(own.owedCents);
    expect((await arrears(orgId, '?minPeriodsBehind=99')).items).toEqual([]);

    const csv = await call(orgId, 'GET', '/arrears/export', admin);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text).toContain('Member,Periods behind,Owed');
    expect(text).toContain('Nomsa Member');
  });

  it('says there are no rules when the organization has none', async () => {
    const orgId = await createOldOrganization();
    const list = await arrears(orgId);
    expect(list).toMatchObject({ hasRules: false, items: [], total: 0 });
    expect((await standingOn(orgId)).hasRules).toBe(false);
    const summary = await call(orgId, 'GET', '/dashboard/summary', admin);
    expect(((await summary.json()) as { expectedThisMonthCents: null }).expectedThisMonthCents).toBeNull();
  });
});
