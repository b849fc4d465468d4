import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addMonthsIso } from '../../../shared/burial/cover-status';
import { buildPlanTerms } from '../../../shared/burial/example-plan-terms';
import { getTodayIso } from '../../../shared/calendar';
import type { TEndedPolicyList, TMyCover } from '../../../shared/contracts/burial';
import type { TClaim, TClaimList } from '../../../shared/contracts/burial-claims';
import type { TLevyList } from '../../../shared/contracts/burial-levies';
import { shiftIsoDate } from '../../../shared/group-rules/periods';
import { burialPeople, burialPolicies } from '../../db/schema';
import { readPgErrorCode } from '../../platform/errors';
import {
  buildClaimBody,
  buildSaId,
  type createBurialCaller,
  prepareBurialApp,
  type TActor,
} from '../../testing/fixtures/burial';
import { fundOrganization } from '../../testing/fund-organization';
import { createOrganization, TEST_PASSWORD, type TTestApp } from '../../testing/test-app';

/**
 * Finding 1 of the December probe: removing a burial-society member hard-deleted their policy and its
 * people (policies 5 -> 4, people 7 -> 6), and claims and levies hung off the same rows. A member who leaves
 * becomes a former member: the policy ends with the day and the reason, stays readable to admins, and its
 * people, claims and levies stay.
 */
let app: TTestApp;
let admin: TActor;
let coAdmin: TActor;
let nomsa: TActor;
let bongani: TActor;
let ayanda: TActor;
let burial: ReturnType<typeof createBurialCaller>;

const today = getTodayIso();
const joinedOn = addMonthsIso(today, -7);

prepareBurialApp(
  {
    admin: 'Thandi Admin',
    coAdmin: 'Sizwe Admin',
    nomsa: 'Nomsa Member',
    bongani: 'Bongani Member',
    ayanda: 'Ayanda Member',
  },
  (started) => {
    ({ app, burial, admin, coAdmin, nomsa, bongani, ayanda } = started);
  },
);

async function enrol(orgId: string, planId: string, member: TActor) {
  await burial.join(orgId, admin, planId, member.userId);
  await burial.backdatePolicy(orgId, member.userId, joinedOn);
  await burial.payPremium(orgId, admin, {
    userId: member.userId,
    contributionDate: joinedOn,
    amountCents: 80_000,
  });
}

async function readJson<T>(response: Response, status: number): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

async function countRows(orgId: string) {
  const policies = await app.database.db
    .select({ id: burialPolicies.id })
    .from(burialPolicies)
    .where(eq(burialPolicies.organizationId, orgId));
  const people = await app.database.db
    .select({ id: burialPeople.id })
    .from(burialPeople)
    .where(eq(burialPeople.organizationId, orgId));
  return { policies: policies.length, people: people.length };
}

async function membershipIdOf(orgId: string, userId: string) {
  const list = await readJson<{ members: { id: string; userId: string }[] }>(
    await app.request(`/api/v1/orgs/${orgId}/members?limit=100`, { cookie: admin.cookie }),
    200,
  );
  const found = list.members.find((member) => member.userId === userId);
  if (!found) throw new Error('membership not found');
  return found.id;
}

/**
 * A R100 plan with a R50 levy after each payout. Nomsa (paid up) died and her claim was paid, so the others
 * owe a levy. Bongani joined twenty days ago and has paid nothing yet (in arrears, still in force); his
 * child died and a claim for her is lodged. Ayanda is paid up.
 */
async function createSociety() {
  const orgId = await createOrganization(app, {
    adminUserId: admin.userId,
    coAdminUserIds: [coAdmin.userId],
    memberUserIds: [nomsa.userId, bongani.userId, ayanda.userId],
    type: 'burial_society',
  });
  const planId = await burial.createPlan(orgId, admin, buildPlanTerms({ levyPerPayoutCents: 5_000 }));
  for (const member of [nomsa, ayanda]) await enrol(orgId, planId, member);
  await burial.join(orgId, admin, planId, bongani.userId);
  const childId = buildSaId(addMonthsIso(today, -12 * 8));
  const withChild = await readJson<TMyCover>(
    await burial.call(orgId, 'POST', '/dependants', admin, {
      userId: bongani.userId,
      relationship: 'child',
      fullName: 'Lwazi Member',
      document: { kind: 'sa_id', number: childId },
    }),
    201,
  );
  await burial.backdatePolicy(orgId, bongani.userId, shiftIsoDate(today, -20));
  await fundOrganization(app, orgId, 5_000_000);
  const nomsaId = (await burial.coverOf(orgId, nomsa)).people[0]?.personId ?? '';
  const paid = await lodgeClaim(orgId, nomsaId);
  await readJson(await burial.call(orgId, 'POST', `/claims/${paid.id}/approve`, admin), 200);
  await readJson(
    await app.request(`/api/v1/orgs/${orgId}/burial/claims/${paid.id}/pay`, {
      method: 'POST',
      cookie: coAdmin.cookie,
      idempotencyKey: `claim-pay-${randomUUID()}`,
    }),
    200,
  );
  const childPersonId = withChild.people.find((person) => person.relationship === 'child')?.personId ?? '';
  const lodged = await lodgeClaim(orgId, childPersonId);
  return { orgId, childId, claimIds: [paid.id, lodged.id] };
}

async function lodgeClaim(orgId: string, personId: string) {
  return readJson<TClaim>(
    await burial.call(
      orgId,
      'POST',
      '/claims',
      admin,
      buildClaimBody(personId, { diedOn: today, cause: 'accidental' }),
    ),
    201,
  );
}

describe('a burial-society member who is removed', () => {
  it('becomes a former member: the policy ends with the day and reason, and nothing is deleted', async () => {
    const { orgId, childId, claimIds } = await createSociety();
    const before = await countRows(orgId);
    expect(before).toEqual({ policies: 3, people: 4 });

    const removed = await app.request(
      `/api/v1/orgs/${orgId}/members/${await membershipIdOf(orgId, bongani.userId)}`,
      { method: 'DELETE', cookie: admin.cookie },
    );
    expect(removed.status, await removed.clone().text()).toBe(204);
    expect(await countRows(orgId)).toEqual(before);

    // The admin reads Bongani's ended policy in full: both people, no longer covered from the day it ended.
    const ended = await readJson<TMyCover>(
      await burial.call(orgId, 'GET', `/policies/${bongani.userId}/cover`, admin),
      200,
    );
    expect(ended.policy?.ended).toEqual({ on: today, reason: 'member_removed' });
    expect(
      ended.people.map((person) => [person.fullName, person.status, person.since, person.reason]),
    ).toEqual([
      ['Bongani Member', 'lapsed', today, 'ended'],
      ['Lwazi Member', 'lapsed', today, 'ended'],
    ]);
    // Judged on a day before it ended, the same policy was in force (in arrears, still covering).
    const yesterday = shiftIsoDate(today, -1);
    const earlier = await readJson<TMyCover>(
      await burial.call(orgId, 'GET', `/policies/${bongani.userId}/cover?on=${yesterday}`, admin),
      200,
    );
    expect(earlier.people.map((person) => person.status)).toEqual(['in_arrears', 'in_arrears']);

    // The list of former members' policies names his, with the day and the reason.
    const list = await readJson<TEndedPolicyList>(
      await burial.call(orgId, 'GET', '/ended-policies', admin),
      200,
    );
    expect(
      list.policies.map((policy) => [policy.holderName, policy.endedOn, policy.endReason]).sort(),
    ).toEqual([['Bongani Member', today, 'member_removed']]);
    expect((await burial.call(orgId, 'GET', '/ended-policies', ayanda)).status).toBe(403);

    // Both claims (the lodged one on his child) and his levy are still there.
    const claims = await readJson<TClaimList>(await burial.call(orgId, 'GET', '/claims', admin), 200);
    expect(claims.claims.map((claim) => claim.id).sort()).toEqual([...claimIds].sort());
    const levies = await readJson<TLevyList>(await burial.call(orgId, 'GET', '/levies', admin), 200);
    expect(levies.levies.map((levy) => [levy.memberName, levy.amountCents]).sort()).toEqual([
      ['Ayanda Member', 5_000],
      ['Bongani Member', 5_000],
    ]);

    // Only running policies are in the register; the child's ID may now be covered on Ayanda's policy.
    const register = await readJson<{ rows: { memberName: string }[] }>(
      await burial.call(orgId, 'GET', '/cover-register', admin),
      200,
    );
    expect(register.rows.map((row) => row.memberName)).toEqual(['Ayanda Member', 'Nomsa Member']);
    await readJson(
      await burial.call(orgId, 'POST', '/dependants', admin, {
        userId: ayanda.userId,
        relationship: 'child',
        fullName: 'Lwazi Member',
        document: { kind: 'sa_id', number: childId },
      }),
      201,
    );
  });

  it('is refused by the database when a policy, person or holder row would be deleted', async () => {
    const { orgId } = await createSociety();
    const attempts = [
      sql`delete from burial_people where organization_id = ${orgId}`,
      sql`delete from burial_policies where organization_id = ${orgId}`,
      sql`delete from burial_claims where organization_id = ${orgId}`,
      sql`delete from users where id = ${bongani.userId}`,
    ];
    for (const attempt of attempts) {
      const error = await app.database.db.execute(attempt).then(
        () => null,
        (caught: unknown) => caught,
      );
      // 23001: a restrict rule refused it; 23503: a foreign key that takes no action did.
      expect(readPgErrorCode(error)).toMatch(/^23(001|503)$/);
    }
    expect(await countRows(orgId)).toEqual({ policies: 3, people: 4 });
  });
  it('ends the policy as account closed when the member deletes their account', async () => {
    const { orgId } = await createSociety();
    const before = await countRows(orgId);
    const deleted = await app.request('/api/v1/me', {
      method: 'DELETE',
      cookie: ayanda.cookie,
      json: { password: TEST_PASSWORD },
    });
    expect(deleted.status, await deleted.clone().text()).toBe(204);
    expect(await countRows(orgId)).toEqual(before);
    const ended = await readJson<TMyCover>(
      await burial.call(orgId, 'GET', `/policies/${ayanda.userId}/cover`, admin),
      200,
    );
    expect(ended.policy?.ended).toEqual({ on: today, reason: 'account_closed' });
    const levies = await readJson<TLevyList>(await burial.call(orgId, 'GET', '/levies', admin), 200);
    expect(levies.levies.map((levy) => levy.amountCents)).toEqual([5_000, 5_000]);
  });
});
