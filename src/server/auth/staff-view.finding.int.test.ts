import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isPermission, isStaffViewChange, STAFF_VIEW_ACTION, STAFF_VIEW_REFUSAL } from '../../shared/access';
import type { TContribution, TContributionList } from '../../shared/contracts/contributions';
import type { TLoan, TLoanDetail, TLoanList } from '../../shared/contracts/loans';
import type { TMemberList } from '../../shared/contracts/members';
import type { TReportDetail, TReportSummary } from '../../shared/contracts/reports';
import { auditLog } from '../db/schema';
import {
  countWrites,
  createLoanWorld,
  readError,
  readJson,
  requestLoan,
  saveFixedTerms,
  type TLoanWorld,
  today,
} from '../testing/fixtures/loans';
import {
  createOrganization,
  createSignedInUser,
  createTestApp,
  type TSignedInUser,
  type TTestApp,
} from '../testing/test-app';
import { getGuardName } from './guards';
import { STAFF_VIEW_WINDOW_MS } from './staff-views';

// Finding (issue 41, item 12): platform staff saw no group data on the money pages, and the server let them
// move money in any organization. Staff outside an organization now read it, every view audited, and change
// only what Organization Management changes.

let app: TTestApp;
let world: TLoanWorld;
let staff: TSignedInUser;
let approvedLoan: TLoan;

const contribution = (userId: string) => ({
  userId,
  contributionDate: today,
  amountCents: 25_000,
  paymentMethod: 'cash',
  referenceNumber: 'CASH-0077',
});

function call(method: string, path: string, actor: { cookie: string }, json?: unknown) {
  return app.request(`/api/v1/orgs/${world.orgId}${path}`, {
    method,
    cookie: actor.cookie,
    ...(json === undefined ? {} : { json }),
  });
}

/** The staff views audited for this staff member in this organization. */
async function countStaffViews(userId: string, organizationId = world.orgId): Promise<number> {
  const [row] = await app.database.db
    .select({ n: count() })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.organizationId, organizationId),
        eq(auditLog.actorUserId, userId),
        eq(auditLog.action, STAFF_VIEW_ACTION),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Reads the organization's pages as a staff view would: its contributions, loans and master book. */
async function readPages(actor: { cookie: string }) {
  for (const path of ['/contributions', '/loans', '/ledger/journal', '/transactions', '/dashboard/summary']) {
    expect((await call('GET', path, actor)).status, path).toBe(200);
  }
}

/** Runs `read` with the clock set one minute into the window after the current one. */
async function inNextWindow(offsetWindows: number, read: () => Promise<void>) {
  const next = (Math.floor(Date.now() / STAFF_VIEW_WINDOW_MS) + offsetWindows) * STAFF_VIEW_WINDOW_MS;
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(next + 60_000);
  try {
    await read();
  } finally {
    vi.useRealTimers();
  }
}

beforeAll(async () => {
  app = await createTestApp();
  world = await createLoanWorld(app);
  await saveFixedTerms(world);
  staff = await createSignedInUser(app, { name: 'Jane Doe', platformRole: 'site_admin' });
  await readJson(await call('POST', '/contributions', world.admin, contribution(world.member.userId)), 201);
  const loan = await requestLoan(world, world.member, 40_000);
  approvedLoan = await readJson<TLoan>(await call('POST', `/loans/${loan.id}/approve`, world.admin), 200);
}, 60_000);

afterEach(() => {
  vi.useRealTimers();
});

afterAll(async () => {
  await app.close();
});

describe('platform staff outside an organization', () => {
  it('read its contributions, loans and master book', async () => {
    const contributions = await readJson<TContributionList>(await call('GET', '/contributions', staff));
    expect(contributions.items.map((row) => row.referenceNumber)).toContain('CASH-0077');
    const loans = await readJson<TLoanList>(await call('GET', '/loans', staff));
    expect(loans.items.map((row) => row.id)).toContain(approvedLoan.id);
    await readPages(staff);
  });

  it('are refused every change of its money and members, and nothing is written', async () => {
    const before = await countWrites(app, world.orgId);
    const changes: [string, string, unknown][] = [
      ['POST', '/contributions', contribution(world.member.userId)],
      ['POST', `/loans/${approvedLoan.id}/disburse`, { disbursedOn: today }],
      ['POST', '/loans', { amountCents: 10_000, termMonths: 2, purpose: 'School fees' }],
      [
        'POST',
        '/transactions',
        { kind: 'fee', description: 'Bank charges', amountCents: 500, transactionDate: today },
      ],
      [
        'PUT',
        '/loans/terms',
        { interestRatePercent: 1, maxTermMonths: 6, limit: { kind: 'fixed', amountCents: 1 } },
      ],
      ['POST', '/reports', { reportType: 'audit', startDate: today, endDate: today }],
    ];
    for (const [method, path, json] of changes) {
      const refusal = await readError(await call(method, path, staff, json), 403);
      expect(refusal, `${method} ${path}`).toEqual({ code: 'FORBIDDEN', message: STAFF_VIEW_REFUSAL });
    }
    const members = await readJson<TMemberList>(await call('GET', '/members', world.admin));
    const membership = members.members.find((row) => row.userId === world.member.userId);
    const promote = await call('PATCH', `/members/${membership?.id}`, staff, { role: 'admin' });
    expect((await readError(promote, 403)).message).toBe(STAFF_VIEW_REFUSAL);
    expect(await countWrites(app, world.orgId)).toEqual(before);
    const loan = await readJson<TLoanDetail>(await call('GET', `/loans/${approvedLoan.id}`, world.admin));
    expect(loan.loan.status).toBe('approved');
  });

  it('are audited once per fifteen minutes, however many reads and however close together', async () => {
    await inNextWindow(1, async () => {
      const before = await countStaffViews(staff.userId);
      await readPages(staff);
      await Promise.all([readPages(staff), readPages(staff)]);
      expect(await countStaffViews(staff.userId)).toBe(before + 1);
    });
    await inNextWindow(2, async () => {
      const before = await countStaffViews(staff.userId);
      await readPages(staff);
      expect(await countStaffViews(staff.userId)).toBe(before + 1);
    });
    const [row] = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, staff.userId), eq(auditLog.action, STAFF_VIEW_ACTION)))
      .limit(1);
    expect(row).toMatchObject({
      organizationId: world.orgId,
      targetType: 'organization',
      targetId: world.orgId,
    });
    expect(row?.summary).toMatchObject({ role: 'site_admin' });
    // The organization's own people are not staff views, nor are the refused changes above.
    await readPages(world.admin);
    expect(await countStaffViews(world.admin.userId)).toBe(0);
  });

  it("show on the organization's activity, which its admin reads", async () => {
    await readPages(staff);
    const queued = await readJson<TReportSummary>(
      await call('POST', '/reports', world.admin, { reportType: 'audit', startDate: today, endDate: today }),
      202,
    );
    await app.jobs.drain();
    const report = await readJson<TReportDetail>(await call('GET', `/reports/${queued.id}`, world.admin));
    const activity = report.content?.tables.find((table) => table.key === 'audit_log');
    expect(activity?.rows).toContainEqual(
      expect.objectContaining({
        actor: 'Jane Doe',
        action: 'Platform staff Jane Doe viewed the organization',
      }),
    );
  });
});

describe('platform staff who are members', () => {
  it('act as their membership allows, under the own-record rule, and are no staff view', async () => {
    const staffAdmin = await createSignedInUser(app, { name: 'Pieter Staff', platformRole: 'developer' });
    const member = await createSignedInUser(app);
    const orgId = await createOrganization(app, {
      adminUserId: staffAdmin.userId,
      memberUserIds: [member.userId],
    });
    const path = `/api/v1/orgs/${orgId}/contributions`;
    const recorded = await app.request(path, {
      method: 'POST',
      cookie: staffAdmin.cookie,
      json: contribution(member.userId),
    });
    expect((await readJson<TContribution>(recorded, 201)).status).toBe('completed');
    const own = await app.request(path, {
      method: 'POST',
      cookie: staffAdmin.cookie,
      json: contribution(staffAdmin.userId),
    });
    expect((await readError(own, 403)).message).toContain('Another admin must record this');
    expect((await app.request(path, { cookie: staffAdmin.cookie })).status).toBe(200);
    expect(await countStaffViews(staffAdmin.userId, orgId)).toBe(0);
  });
});

describe('what Organization Management does to an organization', () => {
  it('staff still do there: details, feature overrides, archive and restore', async () => {
    const founder = await createSignedInUser(app);
    const orgId = await createOrganization(app, { adminUserId: founder.userId });
    const at = (path: string) => `/api/v1/orgs/${orgId}${path}`;
    const send = (method: string, path: string, json?: unknown) =>
      app.request(at(path), { method, cookie: staff.cookie, ...(json === undefined ? {} : { json }) });
    const details = await readJson<{ name: string }>(
      await send('PATCH', '', { description: 'Checked by staff' }),
    );
    expect(
      (await send('PATCH', '/settings', { requireApproval: true, allowPublicJoin: false, maxMembers: null }))
        .status,
    ).toBe(200);
    expect((await send('PUT', '/feature-flags/receipts', { enabled: false })).status).toBe(200);
    expect((await send('DELETE', '/feature-flags/receipts')).status).toBe(200);
    expect((await send('POST', '/archive', { confirmName: details.name })).status).toBe(200);
    expect((await send('POST', '/restore')).status).toBe(200);
    expect(await countWrites(app, orgId)).toMatchObject({ loans: 0, entries: 0 });
  });

  it('is guarded by its permission alone on every route, so no other guard refuses staff', () => {
    const guardsOf = new Map<string, string[]>();
    for (const route of app.app.routes) {
      const name = getGuardName(route.handler);
      if (route.method === 'ALL' || !name || !route.path.includes('/:orgId')) continue;
      const key = `${route.method} ${route.path}`;
      guardsOf.set(key, [...(guardsOf.get(key) ?? []), name]);
    }
    const staffChanges = [...guardsOf].filter(([, names]) =>
      names.some((name) => {
        const permission = /^requirePermission\((.+)\)$/.exec(name)?.[1] ?? '';
        return isPermission(permission) && isStaffViewChange(permission);
      }),
    );
    expect(staffChanges.map(([key]) => key)).toContain('POST /api/v1/orgs/:orgId/restore');
    for (const [key, names] of staffChanges) expect(names, key).toHaveLength(1);
  });
});
