import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZOrgContext } from '../../../shared/contracts/me';
import {
  ZFeatureOverrideResult,
  ZOrganizationFeature,
} from '../../../shared/contracts/organization-features';
import { featureFlags, organizationFeatureFlags } from '../../db/schema';
import {
  callApi,
  collectEvents,
  expectRefused,
  readAuditActions,
  readErrorMessage,
} from '../../testing/fixtures/organizations';
import {
  createOrganization,
  createSignedInUser,
  createTestApp,
  type TActor,
  type TTestApp,
} from '../../testing/test-app';

let app: TTestApp;
let admin: TActor;
let member: TActor;
let outsiderAdmin: TActor;
let orgId: string;

beforeAll(async () => {
  app = await createTestApp();
  admin = await createSignedInUser(app);
  member = await createSignedInUser(app);
  outsiderAdmin = await createSignedInUser(app);
  orgId = await createOrganization(app, {
    adminUserId: admin.userId,
    memberUserIds: [member.userId],
    type: 'stokvel',
  });
  await createOrganization(app, { adminUserId: outsiderAdmin.userId });
});

afterAll(async () => {
  await app.close();
});

const setOverride = (actor: TActor | undefined, featureKey: string, enabled: unknown) =>
  callApi(app, actor?.cookie, 'PUT', `/api/v1/orgs/${orgId}/feature-flags/${featureKey}`, { enabled });

async function listFeatures(actor: TActor) {
  const result = await callApi(app, actor.cookie, 'GET', `/api/v1/orgs/${orgId}/feature-flags`);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return ZOrganizationFeature.array().parse(result.body);
}

async function readOverrides() {
  return app.database.db
    .select({ featureKey: organizationFeatureFlags.featureKey, enabled: organizationFeatureFlags.enabled })
    .from(organizationFeatureFlags)
    .where(eq(organizationFeatureFlags.organizationId, orgId));
}

describe('organization feature overrides', () => {
  it('lists every feature with its global state, the override and what members get', async () => {
    const features = await listFeatures(admin);
    // The organizations browser is used before joining any organization: it has no per-organization setting.
    expect(features.map((feature) => feature.featureKey)).not.toContain('organizations_browser');
    expect(features).toHaveLength(9);
    expect(features.find((feature) => feature.featureKey === 'contributions')).toMatchObject({
      globalEnabled: true,
      override: null,
      isOfferedToType: true,
      isEnabled: true,
    });
    // Stokvels are not offered loans (spec part 1, section 5).
    expect(features.find((feature) => feature.featureKey === 'loans')).toMatchObject({
      isOfferedToType: false,
      isEnabled: false,
    });
  });

  it('creates an override, and toggling back to the global state deletes it', async () => {
    let turnedOff: unknown;
    const events = await collectEvents(app, async () => {
      turnedOff = (await setOverride(admin, 'reports', false)).body;
    });
    expect(ZFeatureOverrideResult.parse(turnedOff)).toMatchObject({
      outcome: 'overridden',
      feature: { featureKey: 'reports', override: false, isEnabled: false },
    });
    expect(events).toContainEqual({ topic: 'organization_feature_flags', organizationId: orgId });
    expect(await readOverrides()).toEqual([{ featureKey: 'reports', enabled: false }]);

    // The organization's members are now refused the feature.
    const context = ZOrgContext.parse(
      (await callApi(app, member.cookie, 'GET', `/api/v1/orgs/${orgId}/context`)).body,
    );
    expect(context.overrides).toEqual([{ featureKey: 'reports', enabled: false }]);

    const turnedBack = ZFeatureOverrideResult.parse((await setOverride(admin, 'reports', true)).body);
    expect(turnedBack).toMatchObject({ outcome: 'reset', feature: { override: null, isEnabled: true } });
    expect(await readOverrides()).toEqual([]);
    const actions = (await readAuditActions(app, orgId)).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['feature_override.set', 'feature_override.reset']));
  });

  it('resets an override on DELETE', async () => {
    await setOverride(admin, 'analytics', false);
    const result = await callApi(
      app,
      admin.cookie,
      'DELETE',
      `/api/v1/orgs/${orgId}/feature-flags/analytics`,
    );
    expect(ZFeatureOverrideResult.parse(result.body)).toMatchObject({
      outcome: 'reset',
      feature: { override: null },
    });
    expect(await readOverrides()).toEqual([]);
  });

  it('cannot turn on a feature that is off for the whole platform', async () => {
    await app.database.db
      .update(featureFlags)
      .set({ enabled: false })
      .where(eq(featureFlags.featureKey, 'receipts'));
    try {
      const body = await expectRefused(setOverride(admin, 'receipts', true), 409);
      expect(readErrorMessage(body)).toBe(
        'Receipts is turned off for the whole platform and cannot be turned on for one organization',
      );
      expect(await readOverrides()).toEqual([]);
    } finally {
      await app.database.db
        .update(featureFlags)
        .set({ enabled: true })
        .where(eq(featureFlags.featureKey, 'receipts'));
    }
  });

  it('refuses a member, an admin of another organization and anonymous, changing nothing', async () => {
    await setOverride(admin, 'members', false);
    const before = await readOverrides();
    for (const [actor, status] of [
      [member, 403],
      [outsiderAdmin, 404],
      [undefined, 401],
    ] as const) {
      await expectRefused(callApi(app, actor?.cookie, 'GET', `/api/v1/orgs/${orgId}/feature-flags`), status);
      await expectRefused(setOverride(actor, 'transactions', false), status);
      await expectRefused(
        callApi(app, actor?.cookie, 'DELETE', `/api/v1/orgs/${orgId}/feature-flags/members`),
        status,
      );
    }
    expect(await readOverrides()).toEqual(before);
    await callApi(app, admin.cookie, 'DELETE', `/api/v1/orgs/${orgId}/feature-flags/members`);
  });

  it('answers an unknown feature with 404 and a bad value with 400', async () => {
    await expectRefused(setOverride(admin, 'time_travel', false), 404);
    const platformOnly = await expectRefused(setOverride(admin, 'organizations_browser', false), 409);
    expect(readErrorMessage(platformOnly)).toBe('Organizations Browser is set for the whole platform only');
    await expectRefused(setOverride(admin, 'Bad-Key', false), 400);
    await expectRefused(setOverride(admin, 'reports', 'yes'), 400);
  });
});
