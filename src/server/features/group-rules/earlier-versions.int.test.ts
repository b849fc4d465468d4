import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TGroupRulesView } from '../../../shared/contracts/group-rules';
import { monthlyRules } from '../../../shared/group-rules/rule-fixtures';
import { userOrganizations } from '../../db/schema';
import { engineStanding } from '../../testing/fixtures/fines';
import { readError, readJson } from '../../testing/fixtures/http';
import {
  createOrganization,
  createSignedInUser,
  createTestApp,
  type TSignedInUser,
  type TTestApp,
} from '../../testing/test-app';

let app: TTestApp;
let admin: TSignedInUser;
let member: TSignedInUser;

const call = (orgId: string, method: string, path: string, json?: unknown) =>
  app.request(`/api/v1/orgs/${orgId}${path}`, { method, cookie: admin.cookie, ...(json ? { json } : {}) });

const setRules = (orgId: string, effectiveFrom: string, monthlyCents: number) =>
  call(orgId, 'POST', '/rules', {
    effectiveFrom,
    rules: monthlyRules({ amount: { defaultCents: monthlyCents, perPlanCents: {}, perMemberCents: {} } }),
  });

/**
 * A stokvel that came to the app in November 2026 and starts its books on 1 March 2025, the start of its
 * savings year; its member joined that day.
 */
async function newStokvel() {
  const orgId = await createOrganization(app, {
    adminUserId: admin.userId,
    memberUserIds: [member.userId],
    type: 'stokvel',
    createdAt: new Date('2026-11-02T09:00:00+02:00'),
  });
  await app.database.db
    .update(userOrganizations)
    .set({ joinedAt: new Date('2025-03-01T08:00:00+02:00') })
    .where(and(eq(userOrganizations.organizationId, orgId), eq(userOrganizations.userId, member.userId)));
  await readJson(await call(orgId, 'PUT', '/books/start', { booksStartOn: '2025-03-01' }));
  return orgId;
}

beforeAll(async () => {
  app = await createTestApp();
  admin = await createSignedInUser(app);
  member = await createSignedInUser(app);
});

afterAll(async () => {
  await app.close();
});

describe('rules in force before the books start', () => {
  it('last year’s rules entered after this year’s judge the months they governed (worked: 10 × R200, then + R300)', async () => {
    const orgId = await newStokvel();
    // This year's rules first, as a treasurer moving in would: R300 a month from January 2026.
    await readJson(await setRules(orgId, '2026-01-01', 30_000), 201);
    const view = await readJson<TGroupRulesView>(await call(orgId, 'GET', '/rules'));
    expect(view.latestEarlierFrom).toBe('2025-03-01');
    // Last year's R200 a month, from the books' start: an earlier version, though entered second.
    await readJson(await setRules(orgId, '2025-03-01', 20_000), 201);
    const after = await readJson<TGroupRulesView>(await call(orgId, 'GET', '/rules'));
    expect(after.versions.map((version) => [version.version, version.effectiveFrom])).toEqual([
      [1, '2026-01-01'],
      [2, '2025-03-01'],
    ]);
    // A month falls due on the 1st of the next. On 15 January 2026 she owes March to December 2025 at
    // R200: R2 000. On 15 February January's R300 is due too: R2 300.
    expect((await engineStanding(app, orgId, member.userId, '2026-01-15')).owedCents).toBe(10 * 20_000);
    expect((await engineStanding(app, orgId, member.userId, '2026-02-15')).owedCents).toBe(
      10 * 20_000 + 30_000,
    );
  });

  it('refuses an earlier version inside the books, and any once a month is closed', async () => {
    const orgId = await newStokvel();
    await readJson(await setRules(orgId, '2026-01-01', 30_000), 201);
    const inside = await readError(await setRules(orgId, '2025-06-01', 20_000), 409);
    expect(inside.message).toBe(
      'Version 1 takes effect on 1 January 2026: a new version must take effect after it (versions are added, never changed)',
    );
    await readJson(await call(orgId, 'POST', '/books/close', { month: '2025-03' }));
    expect(
      (await readJson<TGroupRulesView>(await call(orgId, 'GET', '/rules'))).latestEarlierFrom,
    ).toBeNull();
    await readError(await setRules(orgId, '2025-01-01', 20_000), 409);
  });
});
