import { randomInt, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TMyCover, TPlanList, TPlanTerms } from '../../../shared/contracts/burial';
import { computeLuhnDigit } from '../../../shared/sa-id';
import { burialPeople, burialPolicies } from '../../db/schema';
import { createSignedInUser, createTestApp, type TTestApp } from '../../testing/test-app';

export type TActor = { userId: string; cookie: string };

/** R100 a month; waits 6/0/24 months from joining; lapse after 3 unpaid months; up to 4 dependants. */
export function buildPlanTerms(overrides: Partial<TPlanTerms> = {}): TPlanTerms {
  return {
    monthlyPremiumCents: 10_000,
    cover: {
      mainMemberCents: 2_000_000,
      spouseCents: 2_000_000,
      childBands: [
        { fromAge: 0, toAge: 5, coverCents: 500_000 },
        { fromAge: 6, toAge: 25, coverCents: 1_000_000 },
      ],
      parentCents: 1_000_000,
      extendedCents: 500_000,
    },
    maxDependants: 4,
    entryAges: {
      main_member: { minAge: 18, maxAge: 75 },
      spouse: { minAge: 18, maxAge: 75 },
      child: { minAge: 0, maxAge: 20 },
      parent: { minAge: 30, maxAge: 85 },
      extended: { minAge: 0, maxAge: 65 },
    },
    waitingMonths: { natural: 6, accidental: 0, suicide: 24 },
    waitStartsOn: 'joining',
    premiumsBeforeWait: 0,
    lapseAfterUnpaidMonths: 3,
    childMaxAge: 21,
    studentChildMaxAge: 25,
    ...overrides,
  };
}

/** A valid South African ID number for someone born on the date (a random sequence number). */
export function buildSaId(dateOfBirth: string, sex: 'female' | 'male' = 'female'): string {
  const sequence = String((sex === 'female' ? 0 : 5000) + randomInt(0, 5000)).padStart(4, '0');
  const twelve = `${dateOfBirth.slice(2, 4)}${dateOfBirth.slice(5, 7)}${dateOfBirth.slice(8, 10)}${sequence}08`;
  return `${twelve}${computeLuhnDigit(twelve)}`;
}

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

  return { call, createPlan, join, coverOf, backdatePolicy };
}

/**
 * A test file's app with the named people signed in (in the order given) and the burial caller: the one
 * set-up every burial integration test starts from.
 */
export async function startBurialApp<TKey extends string>(names: Record<TKey, string>) {
  const app = await createTestApp();
  const people = {} as Record<TKey, Awaited<ReturnType<typeof createSignedInUser>>>;
  for (const [key, name] of Object.entries(names) as [TKey, string][]) {
    people[key] = await createSignedInUser(app, { name });
  }
  return { app, burial: createBurialCaller(app), people };
}
