import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMe, TOrgContext } from '../../shared/contracts/me';
import { THEME_INIT_SCRIPT } from '../../shared/theme-init';
import { organizationFeatureFlags } from '../db/schema';
import { createOrganization, createSignedInUser, createTestApp, type TTestApp } from '../testing/test-app';

let app: TTestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

describe('API basics', () => {
  it('reports health with the database kind', async () => {
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      database: expect.stringMatching(/pglite|postgres/),
    });
  });

  it('publishes an OpenAPI document listing the routes', async () => {
    const doc = (await (await app.request('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/me', '/api/v1/orgs/{orgId}/context']),
    );
  });

  it('sends security headers with a CSP that allows no inline script but the theme script', async () => {
    const response = await app.request('/dashboard');
    const csp = response.headers.get('content-security-policy') ?? '';
    const themeHash = createHash('sha256').update(THEME_INIT_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${themeHash}';`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // A JSON answer is never shown as a page: it keeps nosniff and leaves the page's headers off (ADR 47).
    const answer = await app.request('/api/health');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toBeNull();
  });

  it('answers unknown API paths with the error model', async () => {
    const response = await app.request('/api/v1/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });

  it('needs a session for /api/v1/me', async () => {
    const response = await app.request('/api/v1/me');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'You must be signed in' },
    });
  });

  it('refuses a state-changing call from another origin', async () => {
    const { cookie } = await createSignedInUser(app);
    const response = await app.request('/api/v1/me', {
      method: 'POST',
      cookie,
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      'Cross-origin request refused',
    );
  });

  it('turns malformed JSON into a 400, never a 500', async () => {
    const response = await app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: '{"name": ',
    });
    expect(response.status).toBe(400);
  });

  it('refuses a JSON body over 1 MB and still answers a GET that carries none', async () => {
    const { cookie } = await createSignedInUser(app);
    const tooLarge = await app.request('/api/v1/me/profile', {
      method: 'PATCH',
      cookie,
      json: { name: 'x'.repeat(1024 * 1024) },
    });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' },
    });
    expect((await app.request('/api/v1/me', { cookie })).status).toBe(200);
  });
});

describe('what the shell reads', () => {
  it('returns the user, profile, platform roles and memberships', async () => {
    const admin = await createSignedInUser(app, { name: 'Thabo Admin' });
    const member = await createSignedInUser(app, { name: 'Mpho Member' });
    const orgId = await createOrganization(app, {
      adminUserId: admin.userId,
      memberUserIds: [member.userId],
      type: 'burial_society',
    });
    const body = (await (await app.request('/api/v1/me', { cookie: member.cookie })).json()) as TMe;
    expect(body.user.name).toBe('Mpho Member');
    expect(body.platformRoles).toEqual(['user']);
    expect(body.memberships).toEqual([
      expect.objectContaining({
        organizationId: orgId,
        role: 'member',
        organization: expect.objectContaining({ organizationType: 'burial_society' }),
      }),
    ]);
  });

  it('lists the ten feature flags', async () => {
    const { cookie } = await createSignedInUser(app);
    const flags = (await (await app.request('/api/v1/feature-flags', { cookie })).json()) as {
      featureKey: string;
    }[];
    expect(flags.map((flag) => flag.featureKey).sort()).toEqual([
      'analytics',
      'contributions',
      'loans',
      'members',
      'organizations_browser',
      'receipts',
      'reports',
      'submit_request',
      'transactions',
      'view_submissions',
    ]);
  });

  it("gives members their organization's context and hides it from outsiders", async () => {
    const admin = await createSignedInUser(app);
    const outsider = await createSignedInUser(app);
    const staff = await createSignedInUser(app, { platformRole: 'site_admin' });
    const orgId = await createOrganization(app, { adminUserId: admin.userId, type: 'stokvel' });
    await app.database.db
      .insert(organizationFeatureFlags)
      .values({ organizationId: orgId, featureKey: 'reports', enabled: false });

    const own = await app.request(`/api/v1/orgs/${orgId}/context`, { cookie: admin.cookie });
    expect(own.status).toBe(200);
    expect((await own.json()) as TOrgContext).toEqual({
      organizationId: orgId,
      organizationType: 'stokvel',
      membershipRole: 'admin',
      paymentReference: expect.stringMatching(/^[A-Z]{2,3}-\d{4}$/),
      overrides: [{ featureKey: 'reports', enabled: false }],
    });

    // Outsiders cannot tell an existing organization from a missing one.
    const foreign = await app.request(`/api/v1/orgs/${orgId}/context`, { cookie: outsider.cookie });
    const missing = await app.request(`/api/v1/orgs/${randomUUID()}/context`, { cookie: outsider.cookie });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual(await missing.json());
    expect((await app.request(`/api/v1/orgs/not-a-uuid/context`, { cookie: outsider.cookie })).status).toBe(
      404,
    );
    expect((await app.request(`/api/v1/orgs/${orgId}/context`)).status).toBe(401);

    const asStaff = await app.request(`/api/v1/orgs/${orgId}/context`, { cookie: staff.cookie });
    expect((await asStaff.json()) as TOrgContext).toMatchObject({
      membershipRole: null,
      paymentReference: null,
    });
  });
});
