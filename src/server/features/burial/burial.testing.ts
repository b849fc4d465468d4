import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildPlanTerms } from '../../../shared/burial/example-plan-terms';
import type { TMyCover, TPlanList } from '../../../shared/contracts/burial';
import { burialPeople, burialPolicies } from '../../db/schema';
import { createSignedInUser, createTestApp, type TActor, type TTestApp } from '../../testing/test-app';

export { buildSaId } from '../../testing/sa-id-numbers';
export type { TActor } from '../../testing/test-app';

/** A claim for the person's death: Lindiwe Dlamini claims it and Ubuntu Funeral Services is to be paid. */
export const buildClaimBody = (personId: string, overrides: Record<string, unknown>) => ({
  personId,
  deathNoticeNumber: 'BI1663-2026-0042',
  claimantName: 'Lindiwe Dlamini',
  claimantRelationship: 'Daughter',
  claimantPhone: '082 123 4567',
  payeeKind: 'undertaker',
  payeeName: 'Ubuntu Funeral Services',
  payeeAccount: 'FNB 62000000001',
  ...overrides,
});

export const uniquePassport = () => `P${randomUUID().replace(/-/g, '').slice(0, 9).toUpperCase()}`;

export function createBurialCaller(app: TTestApp) {
  const call = (orgId: string, method: string, path: string, actor: TActor, json?: unknown) =>
    app.request(`/api/v1/orgs/${orgId}/burial${path}`, {
      method,
      cookie: actor.cookie,
      ...(json === undefined ? {} : { json }),
    });

  async function createPlan(orgId: string, admin: TActor, terms = buildPlanTerms(), name = 'Family plan') {
    const response = await call(orgId, 'POST', '/plans', admin, { name, effectiveFrom: '2020-01-01', terms });
    expect(response.status, await response.clone().text()).toBe(201);
    const plans = (await response.json()) as TPlanList;
    const plan = plans.plans.find((entry) => entry.name === name);
    if (!plan) throw new Error('plan missing from the answer');
    return plan.id;
  }

  async function join(orgId: string, actor: TActor, planId: string, userId?: string) {
    const response = await call(orgId, 'POST', '/policies', actor, { planId, ...(userId ? { userId } : {}) });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as TMyCover;
  }

  async function coverOf(orgId: string, actor: TActor, on?: string) {
    const response = await call(orgId, 'GET', `/cover/me${on ? `?on=${on}` : ''}`, actor);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as TMyCover;
  }

  /** Moves a policy's start (and its people's added dates) into the past, as if joined on `joinedOn`. */
  async function backdatePolicy(orgId: string, userId: string, joinedOn: string) {
    const [policy] = await app.database.db
      .update(burialPolicies)
      .set({ joinedOn })
      .where(and(eq(burialPolicies.organizationId, orgId), eq(burialPolicies.userId, userId)))
      .returning({ id: burialPolicies.id });
    if (!policy) throw new Error('no policy to backdate');
    await app.database.db
      .update(burialPeople)
      .set({ addedOn: joinedOn })
      .where(eq(burialPeople.policyId, policy.id));
  }

  /** The admin records a premium the member paid: a completed EFT contribution with a reference of its own. */
  async function payPremium(
    orgId: string,
    admin: TActor,
    payment: { userId: string; contributionDate: string; amountCents: number },
  ) {
    const response = await app.request(`/api/v1/orgs/${orgId}/contributions`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { ...payment, paymentMethod: 'eft', referenceNumber: `REF-${randomUUID().slice(0, 8)}` },
    });
    expect(response.status, await response.clone().text()).toBe(201);
  }

  return { call, createPlan, join, coverOf, backdatePolicy, payPremium };
}

/** The society most burial tests start from: two admins, two members and an admin of another group. */
export const SOCIETY_PEOPLE = {
  admin: 'Thandi Admin',
  coAdmin: 'Sizwe Admin',
  member: 'Nomsa Member',
  otherMember: 'Bongani Member',
  outsider: 'Outside Admin',
};

/** A test file's app, its burial caller, and its people by the names the file gave them. */
export type TBurialApp<TKey extends string> = {
  app: TTestApp;
  burial: ReturnType<typeof createBurialCaller>;
} & Record<TKey, Awaited<ReturnType<typeof createSignedInUser>>>;

/**
 * The one set-up every burial integration test starts from: before the file's first test, an app with the
 * named people signed in (in the order given) and the burial caller, handed to `use` (which keeps what the
 * file's tests read); after its last test, the app closed.
 */
export function prepareBurialApp<TKey extends string>(
  names: Record<TKey, string>,
  use: (started: TBurialApp<TKey>) => void,
) {
  let app: TTestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    const started = { app, burial: createBurialCaller(app) } as TBurialApp<TKey>;
    for (const [key, name] of Object.entries(names) as [TKey, string][]) {
      Object.assign(started, { [key]: await createSignedInUser(app, { name }) });
    }
    use(started);
  });
  afterAll(async () => {
    await app?.close();
  });
}
