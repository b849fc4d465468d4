import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminUserDetail, TAdminUserList } from '../../../shared/contracts/admin';
import { auditLog, profiles, sessions, userOrganizations } from '../../db/schema';
import {
  createActiveLoan,
  createLoanWorld,
  saveFixedTerms,
  type TLoanWorld,
} from '../../testing/fixtures/loans';
import { callApi, readErrorMessage } from '../../testing/fixtures/organizations';
import {
  createOrganization,
  createSignedInUser,
  createTestApp,
  TEST_PASSWORD,
  type TTestApp,
} from '../../testing/test-app';

let app: TTestApp;
let world: TLoanWorld;
let developer: { userId: string; cookie: string };
let siteAdmin: { userId: string; cookie: string };

beforeAll(async () => {
  app = await createTestApp();
  world = await createLoanWorld(app);
  await saveFixedTerms(world);
  siteAdmin = world.staff;
  developer = await createSignedInUser(app, { name: 'Dev Eloper', platformRole: 'developer' });
});
afterAll(async () => {
  await app.close();
});

const list = async (cookie: string, query: string) => {
  const result = await callApi(app, cookie, 'GET', `/api/v1/admin/users?${query}`);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body as TAdminUserList;
};

describe('users list', () => {
  it('finds users by full name or company name, whatever the case, and pages with a total', async () => {
    const zodwa = await createSignedInUser(app, { name: 'Zodwa Ngcobo' });
    await app.database.db
      .update(profiles)
      .set({ companyName: 'Ngcobo Spaza Traders' })
      .where(eq(profiles.userId, zodwa.userId));
    const other = await createSignedInUser(app, { name: 'Xolani Spaza' });
    const byName = await list(siteAdmin.cookie, 'search=ZODWA');
    expect(byName.users.map((user) => user.userId)).toEqual([zodwa.userId]);
    const byCompany = await list(siteAdmin.cookie, 'search=spaza%20traders');
    expect(byCompany.users.map((user) => user.userId)).toEqual([zodwa.userId]);
    const both = await list(siteAdmin.cookie, 'search=spaza&limit=1');
    expect(both.total).toBe(2);
    expect(both.users).toHaveLength(1);
    const second = await list(siteAdmin.cookie, 'search=spaza&limit=1&offset=1');
    expect(new Set([both.users[0]?.userId, second.users[0]?.userId])).toEqual(
      new Set([zodwa.userId, other.userId]),
    );
    // LIKE wildcards are searched for literally.
    expect((await list(siteAdmin.cookie, 'search=%25')).total).toBe(0);
  });

  it('totals every account from the maintained count, and counts a filtered list only up to its cap', async () => {
    const everyone = await list(siteAdmin.cookie, '');
    const [counted] = await app.database.db.select({ n: sql<number>`count(*)` }).from(profiles);
    expect(everyone.total).toBe(Number(counted?.n));
    expect(everyone.isTotalCapped).toBe(false);

    await app.database.db.execute(
      sql.raw(`
      WITH made AS (
        INSERT INTO users (id, name, email, email_verified, created_at, updated_at)
        SELECT gen_random_uuid(), 'Capped Tester ' || n, 'capped' || n || '@example.test', true,
               now() + n * interval '1 millisecond', now()
        FROM generate_series(1, 1005) AS n RETURNING id, name, email, created_at
      )
      INSERT INTO profiles (user_id, full_name, email, created_at) SELECT id, name, email, created_at FROM made`),
    );
    const afterInsert = await list(siteAdmin.cookie, '');
    expect(afterInsert.total).toBe(everyone.total + 1_005);

    // A search counts to 100, a role filter to 1,000; past the cap the list reads "100+" or "1,000+".
    const capped = await list(siteAdmin.cookie, 'search=capped%20tester&limit=10');
    expect(capped).toMatchObject({ total: 100, isTotalCapped: true });
    expect(capped.users.map((user) => user.fullName)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Capped Tester ${1005 - i}`),
    );
    expect(await list(siteAdmin.cookie, 'role=user&limit=10')).toMatchObject({
      total: 1_000,
      isTotalCapped: true,
    });
    const secondHundred = await list(siteAdmin.cookie, 'search=capped%20tester&limit=10&offset=100');
    expect(secondHundred).toMatchObject({ total: 110, isTotalCapped: true });
    expect(secondHundred.users[0]?.fullName).toBe('Capped Tester 905');
    const lastPages = await list(siteAdmin.cookie, 'search=capped%20tester&limit=10&offset=1000');
    expect(lastPages).toMatchObject({ total: 1_005, isTotalCapped: false });
    expect(lastPages.users).toHaveLength(5);

    await app.database.db.execute(sql`DELETE FROM users WHERE email LIKE 'capped%@example.test'`);
    expect((await list(siteAdmin.cookie, '')).total).toBe(everyone.total);
  });

  it('pages through the newest 10,000 accounts; a deeper page is refused, telling staff to narrow the search', async () => {
    const deepest = await list(siteAdmin.cookie, 'limit=25&offset=10000');
    expect(deepest).toMatchObject({ users: [], limit: 25, offset: 10_000, isTotalCapped: false });
    // Past the last match a search still says how many it found.
    const pastMatches = await list(siteAdmin.cookie, 'search=spaza&limit=10&offset=500');
    expect(pastMatches).toMatchObject({ users: [], total: 2, isTotalCapped: false });
    const refused = await callApi(app, siteAdmin.cookie, 'GET', '/api/v1/admin/users?offset=10001');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Narrow the dates or filters to go further back');
  });

  it('filters by the spec role rule: regular users, organization admins, site admins (with developers)', async () => {
    const regular = await list(siteAdmin.cookie, 'role=user&limit=100');
    const orgAdmins = await list(siteAdmin.cookie, 'role=organization_admin&limit=100');
    const staff = await list(siteAdmin.cookie, 'role=site_admin&limit=100');
    const ids = (page: TAdminUserList) => page.users.map((user) => user.userId);
    expect(ids(regular)).toContain(world.member.userId);
    expect(ids(regular)).not.toContain(world.admin.userId);
    expect(ids(regular)).not.toContain(siteAdmin.userId);
    expect(ids(orgAdmins)).toContain(world.admin.userId);
    expect(ids(orgAdmins)).not.toContain(world.member.userId);
    expect(ids(staff).sort()).toEqual([siteAdmin.userId, developer.userId].sort());
    expect(staff.users.find((user) => user.userId === developer.userId)?.role).toBe('developer');
    expect(orgAdmins.users.find((user) => user.userId === world.admin.userId)?.role).toBe(
      'organization_admin',
    );
    expect(regular.users.every((user) => user.role === 'user')).toBe(true);
  });

  it('moves a person between the filters as their memberships and platform roles change', async () => {
    const person = await createSignedInUser(app, { name: 'Sizwe Moving' });
    const filtered = async (role: string) =>
      (await list(siteAdmin.cookie, `role=${role}&search=sizwe%20moving&limit=10`)).users.map(
        (u) => u.userId,
      );
    expect(await filtered('user')).toEqual([person.userId]);
    const orgId = await createOrganization(app, { adminUserId: person.userId });
    expect(await filtered('organization_admin')).toEqual([person.userId]);
    expect(await filtered('user')).toEqual([]);
    await app.database.db
      .update(userOrganizations)
      .set({ role: 'member' })
      .where(and(eq(userOrganizations.userId, person.userId), eq(userOrganizations.organizationId, orgId)));
    expect(await filtered('user')).toEqual([person.userId]);
    const path = `/api/v1/admin/users/${person.userId}`;
    expect(
      (await callApi(app, siteAdmin.cookie, 'PATCH', path, { platformRoles: ['site_admin'] })).status,
    ).toBe(200);
    expect(await filtered('site_admin')).toEqual([person.userId]);
    expect(await filtered('user')).toEqual([]);
    expect((await callApi(app, siteAdmin.cookie, 'PATCH', path, { platformRoles: [] })).status).toBe(200);
    expect(await filtered('site_admin')).toEqual([]);
    expect(await filtered('user')).toEqual([person.userId]);
  });

  it('refuses anonymous callers, members and organization admins', async () => {
    expect((await callApi(app, undefined, 'GET', '/api/v1/admin/users')).status).toBe(401);
    expect((await callApi(app, world.member.cookie, 'GET', '/api/v1/admin/users')).status).toBe(403);
    expect((await callApi(app, world.admin.cookie, 'GET', '/api/v1/admin/users')).status).toBe(403);
  });
});

describe('user details and edit', () => {
  it('shows memberships, two-factor, last sign-in, status and recent audit rows', async () => {
    const result = await callApi(app, siteAdmin.cookie, 'GET', `/api/v1/admin/users/${world.admin.userId}`);
    expect(result.status).toBe(200);
    const detail = result.body as TAdminUserDetail;
    expect(detail.status).toBe('active');
    expect(detail.twoFactorEnabled).toBe(false);
    expect(detail.lastSignInAt).not.toBeNull();
    expect(detail.memberships).toEqual([
      expect.objectContaining({ organizationId: world.orgId, role: 'admin' }),
    ]);
    expect(detail.deletionBlockers).toEqual([
      expect.stringMatching(
        /^Thandi Admin is the last admin of Org .+: another admin must be appointed in Manage Members first$/,
      ),
    ]);
  });

  it('lets staff change a name and grant site_admin, but only a developer grants developer', async () => {
    const target = await createSignedInUser(app, { name: 'Lwazi Promoted' });
    const path = `/api/v1/admin/users/${target.userId}`;
    const renamed = await callApi(app, siteAdmin.cookie, 'PATCH', path, {
      fullName: 'Lwazi Mkhize',
      platformRoles: ['site_admin'],
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ fullName: 'Lwazi Mkhize', role: 'site_admin' });
    const refused = await callApi(app, siteAdmin.cookie, 'PATCH', path, {
      platformRoles: ['site_admin', 'developer'],
    });
    expect(refused.status).toBe(403);
    expect(readErrorMessage(refused.body)).toBe('Only a developer can grant or remove the developer role');
    const granted = await callApi(app, developer.cookie, 'PATCH', path, { platformRoles: ['developer'] });
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ role: 'developer', platformRoles: ['developer'] });
    const [audit] = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, target.userId), eq(auditLog.actorUserId, developer.userId)));
    expect(audit?.action).toBe('user.updated');
  });

  it('refuses anyone changing their own roles', async () => {
    const result = await callApi(app, developer.cookie, 'PATCH', `/api/v1/admin/users/${developer.userId}`, {
      platformRoles: [],
    });
    expect(result.status).toBe(403);
    expect(readErrorMessage(result.body)).toBe('You cannot change your own roles');
  });
});

describe('suspend and restore', () => {
  it('ends the suspended user’s sessions at once, refuses sign-in, and restores', async () => {
    const target = await createSignedInUser(app, { name: 'Suspended Person' });
    expect((await callApi(app, target.cookie, 'GET', '/api/v1/me')).status).toBe(200);
    const suspended = await callApi(
      app,
      siteAdmin.cookie,
      'POST',
      `/api/v1/admin/users/${target.userId}/suspend`,
      {
        reason: 'Fraud report',
      },
    );
    expect(suspended.status).toBe(200);
    expect(suspended.body).toMatchObject({ status: 'suspended', banReason: 'Fraud report' });
    expect(await app.database.db.select().from(sessions).where(eq(sessions.userId, target.userId))).toEqual(
      [],
    );
    expect((await callApi(app, target.cookie, 'GET', '/api/v1/me')).status).toBe(401);
    const signIn = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: target.email, password: TEST_PASSWORD },
    });
    expect(signIn.ok).toBe(false);
    const restored = await callApi(
      app,
      siteAdmin.cookie,
      'POST',
      `/api/v1/admin/users/${target.userId}/restore`,
      {},
    );
    expect(restored.body).toMatchObject({ status: 'active' });
    const actions = await app.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, target.userId));
    expect(actions.map((row) => row.action).sort()).toEqual(['user.restored', 'user.suspended']);
  });

  it('refuses suspending yourself, and a site admin suspending a developer', async () => {
    const self = await callApi(
      app,
      siteAdmin.cookie,
      'POST',
      `/api/v1/admin/users/${siteAdmin.userId}/suspend`,
      {},
    );
    expect(self.status).toBe(403);
    const dev = await callApi(
      app,
      siteAdmin.cookie,
      'POST',
      `/api/v1/admin/users/${developer.userId}/suspend`,
      {},
    );
    expect(dev.status).toBe(403);
    expect(readErrorMessage(dev.body)).toBe('Only a developer can change a developer account');
  });
});

describe('delete user', () => {
  it('refuses the last admin of an organization and someone who owes money', async () => {
    const lastAdmin = await callApi(
      app,
      siteAdmin.cookie,
      'DELETE',
      `/api/v1/admin/users/${world.admin.userId}`,
    );
    expect(lastAdmin.status).toBe(409);
    expect(readErrorMessage(lastAdmin.body)).toMatch(/^Thandi Admin is the last admin of Org /);
    await createActiveLoan(world, world.otherMember, 50_000);
    const owes = await callApi(
      app,
      siteAdmin.cookie,
      'DELETE',
      `/api/v1/admin/users/${world.otherMember.userId}`,
    );
    expect(owes.status).toBe(409);
    expect(readErrorMessage(owes.body)).toMatch(
      /^Bongani Member still owes on a loan from Org .+: it must be repaid or written off first$/,
    );
  });

  it('deletes an account: personal data goes, status shows deleted, the person cannot sign in', async () => {
    const target = await createSignedInUser(app, { name: 'Leaving Person' });
    const org = await createOrganization(app, {
      adminUserId: world.outsiderAdmin.userId,
      memberUserIds: [target.userId],
    });
    const result = await callApi(app, siteAdmin.cookie, 'DELETE', `/api/v1/admin/users/${target.userId}`);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const detail = await callApi(app, siteAdmin.cookie, 'GET', `/api/v1/admin/users/${target.userId}`);
    expect(detail.body).toMatchObject({ status: 'deleted', memberships: [] });
    expect((detail.body as TAdminUserDetail).fullName).not.toBe('Leaving Person');
    expect((await callApi(app, target.cookie, 'GET', '/api/v1/me')).status).toBe(401);
    expect(
      await app.database.db.select().from(userOrganizations).where(eq(userOrganizations.organizationId, org)),
    ).toHaveLength(1);
    const again = await callApi(app, siteAdmin.cookie, 'DELETE', `/api/v1/admin/users/${target.userId}`);
    expect(again.status).toBe(409);
  });

  it('refuses deleting yourself here', async () => {
    const result = await callApi(app, siteAdmin.cookie, 'DELETE', `/api/v1/admin/users/${siteAdmin.userId}`);
    expect(result.status).toBe(403);
  });
});

describe('better-auth admin endpoints', () => {
  it('are refused to everyone, the developer included: staff use the administration API', async () => {
    const result = await callApi(app, developer.cookie, 'POST', '/api/auth/admin/ban-user', {
      userId: world.member.userId,
    });
    expect(result.status).toBe(403);
    const listing = await callApi(app, developer.cookie, 'GET', '/api/auth/admin/list-users');
    expect(listing.status).toBe(403);
  });
});
