import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TAdminOrganizationDetail,
  TAdminOrganizationList,
  TContactInbox,
  TEarlyAccessList,
  TSecurityReport,
  TSiteActivity,
  TSystemLog,
} from '../../../shared/contracts/admin';
import { createGuards, findUnguardedRoutes } from '../../auth/guards';
import { authEvents, organizations, pageViews, serverErrors, sessions, users } from '../../db/schema';
import { recordPageView } from '../../platform/page-views';
import {
  createActiveLoan,
  createLoanWorld,
  saveFixedTerms,
  type TLoanWorld,
} from '../../testing/fixtures/loans';
import { callApi, readErrorMessage } from '../../testing/fixtures/organizations';
import { createSignedInUser, createTestApp, type TTestApp } from '../../testing/test-app';
import { runSecurityChecks } from './admin-security.service';

let app: TTestApp;
let world: TLoanWorld;
let developer: { userId: string; cookie: string };

beforeAll(async () => {
  app = await createTestApp();
  // A route that fails unexpectedly, registered (guarded) before the first request builds the router.
  app.app.get('/api/v1/test/boom', createGuards(app.database.db).publicRoute(), () => {
    throw new Error('boom: the test route failed');
  });
  world = await createLoanWorld(app);
  await saveFixedTerms(world);
  developer = await createSignedInUser(app, { name: 'Dev Eloper', platformRole: 'developer' });
});
afterAll(async () => {
  await app.close();
});

const get = async <T>(cookie: string, path: string): Promise<T> => {
  const result = await callApi(app, cookie, 'GET', path);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body as T;
};

describe('staff routes refuse everyone else', () => {
  const SITE_ROUTES = [
    '/api/v1/admin/organizations',
    '/api/v1/admin/early-access',
    '/api/v1/admin/early-access/export',
    '/api/v1/admin/contact-messages',
    '/api/v1/admin/site-activity',
  ];
  const DEVELOPER_ROUTES = ['/api/v1/admin/security', '/api/v1/admin/logs', '/api/v1/admin/logs/export'];

  it.each(SITE_ROUTES)('%s: anonymous 401, member and organization admin 403, staff 200', async (path) => {
    expect((await callApi(app, undefined, 'GET', path)).status).toBe(401);
    expect((await app.request(path, { cookie: world.member.cookie })).status).toBe(403);
    expect((await app.request(path, { cookie: world.admin.cookie })).status).toBe(403);
    expect((await app.request(path, { cookie: world.staff.cookie })).status).toBe(200);
  });

  it.each(DEVELOPER_ROUTES)('%s: developers only, site_admin refused', async (path) => {
    expect((await callApi(app, undefined, 'GET', path)).status).toBe(401);
    expect((await app.request(path, { cookie: world.member.cookie })).status).toBe(403);
    expect((await app.request(path, { cookie: world.admin.cookie })).status).toBe(403);
    expect((await app.request(path, { cookie: world.staff.cookie })).status).toBe(403);
    expect((await app.request(path, { cookie: developer.cookie })).status).toBe(200);
  });
});

describe('staff lists page through their newest 10,000 rows', () => {
  const PAGED_ROUTES = [
    '/api/v1/admin/organizations',
    '/api/v1/admin/early-access',
    '/api/v1/admin/contact-messages',
  ];

  it.each(PAGED_ROUTES)('%s: a deeper page is refused, telling staff to narrow the filters', async (path) => {
    expect((await app.request(`${path}?offset=10000`, { cookie: world.staff.cookie })).status).toBe(200);
    const refused = await callApi(app, world.staff.cookie, 'GET', `${path}?offset=10001`);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Narrow the dates or filters to go further back');
  });
});

describe('organizations', () => {
  it('lists by name or description with type and status filters; archived ones only under their status', async () => {
    const [archived] = await app.database.db
      .insert(organizations)
      .values({
        name: 'Dormant Umgalelo Club',
        organizationType: 'stokvel',
        active: false,
        archivedAt: new Date(),
      })
      .returning({ id: organizations.id });
    const active = await get<TAdminOrganizationList>(
      world.staff.cookie,
      '/api/v1/admin/organizations?search=umgalelo',
    );
    expect(active.total).toBe(0);
    const all = await get<TAdminOrganizationList>(
      world.staff.cookie,
      '/api/v1/admin/organizations?search=UMGALELO&status=archived&type=stokvel',
    );
    expect(all.organizations.map((org) => [org.id, org.status])).toEqual([[archived?.id, 'archived']]);
    const wrongType = await get<TAdminOrganizationList>(
      world.staff.cookie,
      '/api/v1/admin/organizations?search=umgalelo&status=all&type=burial_society',
    );
    expect(wrongType.total).toBe(0);
    const general = await get<TAdminOrganizationList>(
      world.staff.cookie,
      '/api/v1/admin/organizations?type=general',
    );
    expect(general.organizations.find((org) => org.id === world.orgId)?.memberCount).toBe(3);
  });

  it('details show admins, member count, balances from the master book and last activity', async () => {
    await createActiveLoan(world, world.member, 40_000);
    const detail = await get<TAdminOrganizationDetail>(
      world.staff.cookie,
      `/api/v1/admin/organizations/${world.orgId}`,
    );
    expect(detail.admins.map((admin) => admin.userId)).toEqual([world.admin.userId]);
    expect(detail.memberCount).toBe(3);
    expect(detail.journalEntryCount).toBeGreaterThan(0);
    expect(detail.balances.find((account) => account.code === 'loans_receivable')?.balanceCents).toBe(40_000);
    expect(detail.lastActivityAt).not.toBeNull();
    expect(detail.isDeletable).toBe(false);
  });

  it('deletes only an organization whose books are empty; otherwise it must be archived', async () => {
    const refused = await callApi(
      app,
      world.staff.cookie,
      'DELETE',
      `/api/v1/admin/organizations/${world.orgId}`,
    );
    expect(refused.status).toBe(409);
    expect(readErrorMessage(refused.body)).toBe(
      'This organization has records in its books and cannot be deleted. Archive it instead.',
    );
    const [empty] = await app.database.db
      .insert(organizations)
      .values({ name: 'Never Used Society' })
      .returning({ id: organizations.id });
    const id = empty?.id as string;
    const detail = await get<TAdminOrganizationDetail>(
      world.staff.cookie,
      `/api/v1/admin/organizations/${id}`,
    );
    expect(detail.isDeletable).toBe(true);
    const deleted = await callApi(app, world.staff.cookie, 'DELETE', `/api/v1/admin/organizations/${id}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((await callApi(app, world.staff.cookie, 'GET', `/api/v1/admin/organizations/${id}`)).status).toBe(
      404,
    );
    expect(
      (await callApi(app, world.admin.cookie, 'DELETE', `/api/v1/admin/organizations/${id}`)).status,
    ).toBe(403);
  });
});

describe('early access and contact inbox', () => {
  it('lists signups newest first, updates contacted and notes, exports CSV', async () => {
    for (const email of ['first@example.test', 'second@example.test']) {
      await app.request('/api/v1/site/early-access', { method: 'POST', json: { email } });
    }
    const page = await get<TEarlyAccessList>(world.staff.cookie, '/api/v1/admin/early-access?limit=1');
    expect(page.total).toBe(2);
    expect(page.signups[0]?.email).toBe('second@example.test');
    const id = page.signups[0]?.id as string;
    const updated = await callApi(app, world.staff.cookie, 'PATCH', `/api/v1/admin/early-access/${id}`, {
      contacted: true,
      notes: 'Called, wants a demo',
    });
    expect(updated.body).toMatchObject({ contacted: true, notes: 'Called, wants a demo' });
    const csv = await app.request('/api/v1/admin/early-access/export', { cookie: world.staff.cookie });
    expect(csv.headers.get('content-disposition')).toMatch(/early-access-\d{4}-\d{2}-\d{2}\.csv/);
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trim().split('\r\n');
    expect(lines[0]).toBe('Email,Signed up,Source page,Contacted,Notes');
    expect(lines[1]).toMatch(/^second@example\.test,.*,home,yes,"Called, wants a demo"$/);
    expect(lines).toHaveLength(3);
  });

  it('lists contact messages unhandled first and marks them handled', async () => {
    await app.request('/api/v1/site/contact', {
      method: 'POST',
      json: { name: 'Mpho', email: 'mpho@example.test', message: 'How do I join?' },
    });
    const inbox = await get<TContactInbox>(world.staff.cookie, '/api/v1/admin/contact-messages');
    expect(inbox.unhandled).toBe(1);
    const id = inbox.messages[0]?.id as string;
    const handled = await callApi(app, world.staff.cookie, 'PATCH', `/api/v1/admin/contact-messages/${id}`, {
      handled: true,
    });
    expect((handled.body as { handledAt: string | null }).handledAt).not.toBeNull();
    expect((await get<TContactInbox>(world.staff.cookie, '/api/v1/admin/contact-messages')).total).toBe(0);
    expect(
      (await get<TContactInbox>(world.staff.cookie, '/api/v1/admin/contact-messages?status=handled'))
        .messages,
    ).toHaveLength(1);
  });
});

describe('site activity', () => {
  it('counts real records and page views per day, top pages, referrers and 404s', async () => {
    await app.database.db.insert(pageViews).values([
      { path: '/', referrer: 'https://www.google.com/search', statusCode: 200 },
      { path: '/', referrer: null, statusCode: 200 },
      { path: '/features', referrer: 'https://www.google.com/', statusCode: 200 },
      { path: '/old-page', referrer: 'https://partner.example/links', statusCode: 404 },
    ]);
    const activity = await get<TSiteActivity>(world.staff.cookie, '/api/v1/admin/site-activity?days=7');
    expect(activity.counts.loans).toBeGreaterThanOrEqual(1);
    expect(activity.counts.organizations).toBe(activity.counts.activeOrganizations + 1);
    expect(activity.topPages[0]).toEqual({ label: '/', count: 2 });
    expect(activity.referrers[0]).toEqual({ label: 'www.google.com', count: 2 });
    expect(activity.notFound).toEqual([expect.objectContaining({ path: '/old-page', count: 1 })]);
    expect(activity.traffic.reduce((sum, day) => sum + day.views, 0)).toBe(3);
    expect(activity.recentActivity.length).toBeGreaterThan(0);
  });
});

describe('page views', () => {
  it('keep the referring site (without its query) but never our own pages, and no user', async () => {
    const html = () => new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } });
    const open = (referer: string) =>
      recordPageView(
        app.database.db,
        new Request('http://localhost:3000/about', { headers: { referer } }),
        html(),
      );
    await open('https://news.example/article?id=7');
    await open('http://localhost:3000/');
    const rows = await app.database.db.select().from(pageViews).where(eq(pageViews.path, '/about'));
    expect(rows.map((row) => row.referrer).sort()).toEqual(['https://news.example/article', null]);
    expect(rows.every((row) => row.userId === null && row.statusCode === 200)).toBe(true);
  });
});

describe('security checks', () => {
  it('find an admin without two-factor, sign-in failures and a suspended account', async () => {
    await app.database.db
      .insert(authEvents)
      .values([{ kind: 'sign_in_failed', email: 'x@example.test', ipAddress: '198.51.100.1' }]);
    await app.database.db.update(users).set({ banned: true }).where(eq(users.id, world.otherMember.userId));
    const planted = await createSignedInUser(app, { name: 'Planted Admin', platformRole: 'site_admin' });
    const report = await get<TSecurityReport>(developer.cookie, '/api/v1/admin/security');
    const subjects = (check: string) =>
      report.findings.filter((f) => f.check === check).map((f) => f.subject);
    expect(subjects('admins_without_two_factor')).toContain(planted.email);
    const adminFinding = report.findings.find(
      (finding) =>
        finding.check === 'admins_without_two_factor' && finding.id === `2fa:${world.admin.userId}`,
    );
    expect(adminFinding?.severity).toBe('medium');
    expect(report.findings.find((finding) => finding.id === `2fa:${developer.userId}`)?.severity).toBe(
      'high',
    );
    expect(subjects('sign_in_failures')).toHaveLength(1);
    expect(
      report.findings.find((finding) => finding.id === `locked:${world.otherMember.userId}`),
    ).toBeDefined();
    await app.database.db.update(users).set({ banned: false }).where(eq(users.id, world.otherMember.userId));
    // Turning two-factor on clears the finding.
    await app.database.db
      .update(users)
      .set({ twoFactorEnabled: true })
      .where(eq(users.id, world.admin.userId));
    const after = await get<TSecurityReport>(developer.cookie, '/api/v1/admin/security');
    expect(after.findings.find((finding) => finding.id === `2fa:${world.admin.userId}`)).toBeUndefined();
  });

  it('report none of the structural problems on a clean database', async () => {
    const report = await get<TSecurityReport>(developer.cookie, '/api/v1/admin/security');
    const structural = ['unguarded_routes', 'ledger_triggers', 'stale_sessions'];
    expect(report.findings.filter((finding) => structural.includes(finding.check))).toEqual([]);
    expect(
      report.checks.filter((check) => structural.includes(check.check)).every((check) => check.passed),
    ).toBe(true);
  });

  it('find a disabled ledger trigger, an unguarded route and a session that outlives its lifetime', async () => {
    const db = app.database.db;
    await db.execute(sql`alter table journal_lines disable trigger journal_lines_append_only`);
    const [session] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, world.member.userId))
      .limit(1);
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 365 * 86_400_000) })
      .where(eq(sessions.id, session?.id as string));
    try {
      const report = await runSecurityChecks(db, {
        findUnguardedRoutes: () =>
          findUnguardedRoutes([
            ...app.app.routes,
            { method: 'GET', path: '/api/v1/planted', handler: () => null },
          ]),
        sessionLifetimeMs: 7 * 86_400_000,
      });
      const ids = report.findings.map((finding) => finding.id);
      expect(ids).toContain('trigger:journal_lines_append_only');
      expect(ids).toContain('route:GET /api/v1/planted');
      expect(ids).toContain('sessions:too-long');
      expect(report.checks.find((check) => check.check === 'ledger_triggers')?.passed).toBe(false);
    } finally {
      await db.execute(sql`alter table journal_lines enable trigger journal_lines_append_only`);
      await db.delete(sessions).where(eq(sessions.id, session?.id as string));
    }
  });
});

describe('system logs', () => {
  it('keep unexpected server errors and list them with the audit log, by level and search', async () => {
    const boom = await app.request('/api/v1/test/boom');
    expect(boom.status).toBe(500);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const [kept] = await app.database.db.select().from(serverErrors);
    expect(kept).toMatchObject({
      method: 'GET',
      path: '/api/v1/test/boom',
      message: 'boom: the test route failed',
    });
    const errors = await get<TSystemLog>(developer.cookie, '/api/v1/admin/logs?level=error');
    expect(errors.entries.map((entry) => entry.message)).toContain(
      'GET /api/v1/test/boom: boom: the test route failed',
    );
    expect(errors.entries.every((entry) => entry.level === 'error')).toBe(true);
    expect(errors.stats.error.total).toBeGreaterThanOrEqual(1);
    const search = await get<TSystemLog>(developer.cookie, '/api/v1/admin/logs?search=LOAN.');
    expect(search.entries.length).toBeGreaterThan(0);
    expect(search.entries.every((entry) => entry.message.startsWith('loan.'))).toBe(true);
    const disbursed = search.entries.find((entry) => entry.message.startsWith('loan.disburse '));
    expect(disbursed?.level).toBe('success');
  });

  it('export as system-logs-{date}.log and audit the export', async () => {
    const response = await app.request('/api/v1/admin/logs/export?level=error', { cookie: developer.cookie });
    expect(response.headers.get('content-disposition')).toMatch(/system-logs-\d{4}-\d{2}-\d{2}\.log/);
    const text = await response.text();
    expect(text).toMatch(/^\S+ \[ERROR\] server: GET \/api\/v1\/test\/boom: boom/m);
    const log = await get<TSystemLog>(developer.cookie, '/api/v1/admin/logs?search=system_logs.exported');
    expect(log.entries[0]?.level).toBe('warning');
  });
});
