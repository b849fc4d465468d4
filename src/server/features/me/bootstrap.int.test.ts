import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createSignedInUser, createTestApp, type TTestApp } from '../../testing/test-app';

let app: TTestApp;
let member: { cookie: string; userId: string };
let outsider: { cookie: string; userId: string };
let siteAdmin: { cookie: string; userId: string };
let orgId: string;

beforeAll(async () => {
  app = await createTestApp();
  member = await createSignedInUser(app);
  outsider = await createSignedInUser(app);
  siteAdmin = await createSignedInUser(app, { platformRole: 'site_admin' });
  const admin = await createSignedInUser(app);
  orgId = await createOrganization(app, { adminUserId: admin.userId, memberUserIds: [member.userId] });
});

afterAll(async () => {
  await app.close();
});

async function readJson(path: string, cookie?: string) {
  const response = await app.request(path, cookie ? { cookie } : {});
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('GET /api/v1/bootstrap', () => {
  it('refuses a caller without a session', async () => {
    expect((await readJson(`/api/v1/bootstrap?orgId=${orgId}`)).status).toBe(401);
  });

  it('answers what /me, /feature-flags and the context route answer, in one response', async () => {
    const [bootstrap, me, flags, context] = await Promise.all([
      readJson(`/api/v1/bootstrap?orgId=${orgId}`, member.cookie),
      readJson('/api/v1/me', member.cookie),
      readJson('/api/v1/feature-flags', member.cookie),
      readJson(`/api/v1/orgs/${orgId}/context`, member.cookie),
    ]);
    expect(bootstrap.status).toBe(200);
    expect(bootstrap.body).toEqual({ me: me.body, flags: flags.body, context: context.body });
    expect(bootstrap.body.context).toMatchObject({ organizationId: orgId, membershipRole: 'member' });
  });

  it('leaves the organization out for a caller who belongs to none, whether or not it exists', async () => {
    const other = await readJson(`/api/v1/bootstrap?orgId=${orgId}`, outsider.cookie);
    const unknown = await readJson(
      '/api/v1/bootstrap?orgId=00000000-0000-4000-8000-000000000000',
      outsider.cookie,
    );
    const malformed = await readJson('/api/v1/bootstrap?orgId=not-an-id', outsider.cookie);
    for (const answer of [other, unknown, malformed]) {
      expect(answer.status).toBe(200);
      expect(answer.body.context).toBeNull();
    }
    expect(JSON.stringify(other.body)).not.toContain(orgId);
  });

  it("answers the first membership's context when none, or one the caller cannot open, is asked for", async () => {
    for (const query of ['', '?orgId=00000000-0000-4000-8000-000000000000', '?orgId=not-an-id']) {
      const answer = await readJson(`/api/v1/bootstrap${query}`, member.cookie);
      expect(answer.status).toBe(200);
      expect(answer.body.me).toMatchObject({ user: { id: member.userId } });
      expect(answer.body.context).toMatchObject({ organizationId: orgId, membershipRole: 'member' });
    }
  });

  it('gives platform staff the context of any organization, as the context route does', async () => {
    const answer = await readJson(`/api/v1/bootstrap?orgId=${orgId}`, siteAdmin.cookie);
    expect(answer.body.context).toMatchObject({ organizationId: orgId, membershipRole: null });
  });
});

describe('GET /api/v1/me read together', () => {
  it('answers each of the requests that arrive together with its own account and memberships, in join order', async () => {
    const two = await createSignedInUser(app, { name: 'Two Societies' });
    const admin = await createSignedInUser(app);
    const first = await createOrganization(app, { adminUserId: admin.userId, memberUserIds: [two.userId] });
    const second = await createOrganization(app, { adminUserId: two.userId });
    const answers = await Promise.all(
      [two, member, outsider, two].map((caller) => readJson('/api/v1/me', caller.cookie)),
    );
    const [mine, members, outsiders, again] = answers;
    expect(answers.map((answer) => answer?.status)).toEqual([200, 200, 200, 200]);
    expect(mine?.body).toEqual(again?.body);
    expect(mine?.body).toMatchObject({ user: { id: two.userId, name: 'Two Societies' } });
    const memberships = (mine?.body.memberships ?? []) as {
      organizationId: string;
      role: string;
      joinedAt: string;
    }[];
    expect(memberships.map(({ organizationId, role }) => [organizationId, role])).toEqual([
      [first, 'member'],
      [second, 'admin'],
    ]);
    for (const { joinedAt } of memberships)
      expect(joinedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(members?.body).toMatchObject({
      user: { id: member.userId },
      memberships: [{ organizationId: orgId }],
    });
    expect(outsiders?.body).toMatchObject({ user: { id: outsider.userId }, memberships: [] });
  });
});
