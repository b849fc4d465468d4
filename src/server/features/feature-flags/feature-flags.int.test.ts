import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, featureFlags } from '../../db/schema';
import { readChanges } from '../../testing/sse';
import { createOrganization, createSignedInUser, createTestApp, type TTestApp } from '../../testing/test-app';

let app: TTestApp;
let cookies: Record<'member' | 'orgAdmin' | 'siteAdmin' | 'developer', string>;

beforeAll(async () => {
  app = await createTestApp();
  const member = await createSignedInUser(app);
  const orgAdmin = await createSignedInUser(app);
  const siteAdmin = await createSignedInUser(app, { platformRole: 'site_admin' });
  const developer = await createSignedInUser(app, { platformRole: 'developer' });
  await createOrganization(app, { adminUserId: orgAdmin.userId, memberUserIds: [member.userId] });
  cookies = {
    member: member.cookie,
    orgAdmin: orgAdmin.cookie,
    siteAdmin: siteAdmin.cookie,
    developer: developer.cookie,
  };
});

afterAll(async () => {
  await app.close();
});

function patchFlag(featureKey: string, body: unknown, cookie?: string) {
  return app.request(`/api/v1/admin/feature-flags/${featureKey}`, {
    method: 'PATCH',
    json: body,
    ...(cookie ? { cookie } : {}),
  });
}

async function readEnabled(featureKey: string): Promise<boolean | undefined> {
  const [row] = await app.database.db
    .select({ enabled: featureFlags.enabled })
    .from(featureFlags)
    .where(eq(featureFlags.featureKey, featureKey));
  return row?.enabled;
}

async function countAudits(featureKey: string): Promise<number> {
  const rows = await app.database.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'feature_flag.update'), eq(auditLog.targetId, featureKey)));
  return rows.length;
}

describe('PATCH /api/v1/admin/feature-flags/:featureKey', () => {
  it.each(['siteAdmin', 'developer'] as const)(
    'lets a %s switch a flag off and on, with an audit row each time',
    async (actor) => {
      const off = await patchFlag('reports', { enabled: false }, cookies[actor]);
      expect(off.status).toBe(200);
      expect(await off.json()).toMatchObject({
        featureKey: 'reports',
        enabled: false,
        category: 'analytics',
      });
      expect(await readEnabled('reports')).toBe(false);

      const flags = await app.request('/api/v1/feature-flags', { cookie: cookies.member });
      const listed: { featureKey: string; enabled: boolean }[] = await flags.json();
      expect(listed.find((flag) => flag.featureKey === 'reports')?.enabled).toBe(false);

      const on = await patchFlag('reports', { enabled: true }, cookies[actor]);
      expect(on.status).toBe(200);
      expect(await readEnabled('reports')).toBe(true);
    },
  );

  it('records who changed what, before and after', async () => {
    const before = await countAudits('loans');
    await patchFlag('loans', { enabled: false }, cookies.developer);
    await patchFlag('loans', { enabled: true }, cookies.developer);
    const rows = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'feature_flag.update'), eq(auditLog.targetId, 'loans')));
    expect(rows).toHaveLength(before + 2);
    const last = rows.at(-1);
    expect(last).toMatchObject({
      organizationId: null,
      targetType: 'feature_flag',
      summary: { before: { enabled: false }, after: { enabled: true } },
    });
    expect(last?.actorUserId).toEqual(expect.any(String));
    expect(last?.requestId).toEqual(expect.any(String));
  });

  it('tells every signed-in stream that the flags changed', async () => {
    const stream = await app.request('/api/v1/events', { cookie: cookies.member });
    expect(stream.status).toBe(200);
    const reading = readChanges(stream, 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await patchFlag('analytics', { enabled: false }, cookies.siteAdmin);
    expect(await reading).toEqual([{ topic: 'feature_flags', organizationId: null }]);
    await patchFlag('analytics', { enabled: true }, cookies.siteAdmin);
  });

  it.each([
    ['anonymous', undefined, 401],
    ['member', 'member', 403],
    ['organization admin', 'orgAdmin', 403],
  ] as const)('refuses %s and changes nothing', async (_name, actor, status) => {
    const audits = await countAudits('receipts');
    const response = await patchFlag('receipts', { enabled: false }, actor ? cookies[actor] : undefined);
    expect(response.status).toBe(status);
    expect(await readEnabled('receipts')).toBe(true);
    expect(await countAudits('receipts')).toBe(audits);
  });

  it('answers 404 for an unknown feature key', async () => {
    const response = await patchFlag('time_travel', { enabled: false }, cookies.siteAdmin);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Feature flag not found' },
    });
    expect(await countAudits('time_travel')).toBe(0);
  });

  it.each([
    ['an empty object', {}, 'Enabled must be true or false'],
    ['a string instead of a boolean', { enabled: 'false' }, 'Enabled must be true or false'],
    ['an unknown field', { enabled: true, featureName: 'Renamed' }, 'Unrecognized key: "featureName"'],
  ])('answers 400 for %s', async (_name, body, message) => {
    const response = await patchFlag('members', body, cookies.siteAdmin);
    expect(response.status).toBe(400);
    const answer: { error: { code: string; message: string } } = await response.json();
    expect(answer.error.code).toBe('VALIDATION_FAILED');
    expect(answer.error.message).toBe(message);
    expect(await readEnabled('members')).toBe(true);
  });

  it('answers 400 for a malformed key and for a key longer than 64 characters', async () => {
    const malformed = await patchFlag('Not-A-Key', { enabled: false }, cookies.siteAdmin);
    expect(malformed.status).toBe(400);
    const long = await patchFlag('a'.repeat(65), { enabled: false }, cookies.siteAdmin);
    expect(long.status).toBe(400);
  });

  it('answers 400 for no body at all', async () => {
    const response = await app.request('/api/v1/admin/feature-flags/members', {
      method: 'PATCH',
      cookie: cookies.siteAdmin,
      headers: { origin: 'http://localhost:3000' },
    });
    expect(response.status).toBe(400);
    expect(await readEnabled('members')).toBe(true);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await app.request('/api/v1/admin/feature-flags/members', {
      method: 'PATCH',
      cookie: cookies.siteAdmin,
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: '{"enabled":',
    });
    expect(response.status).toBe(400);
    expect(await readEnabled('members')).toBe(true);
  });
});
