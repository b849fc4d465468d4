import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addMonthsIso } from '../../../shared/burial/cover-status';
import { buildPlanTerms } from '../../../shared/burial/example-plan-terms';
import { getTodayIso } from '../../../shared/calendar';
import type { TMyCover } from '../../../shared/contracts/burial';
import type { TClaim } from '../../../shared/contracts/burial-claims';
import { auditLog } from '../../db/schema';
import {
  buildClaimBody,
  type createBurialCaller,
  prepareBurialApp,
  SOCIETY_PEOPLE,
  type TActor,
  uniquePassport,
} from '../../testing/fixtures/burial';
import { fundOrganization } from '../../testing/fund-organization';
import { createOrganization, type TTestApp } from '../../testing/test-app';

let app: TTestApp;
let admin: TActor;
let coAdmin: TActor;
let member: TActor;
let otherMember: TActor;
let burial: ReturnType<typeof createBurialCaller>;

const today = getTodayIso();
/** Joined seven months ago: the natural wait ended a month ago; eight months owed up to this one. */
const joinedOn = addMonthsIso(today, -7);
const diedOn = addMonthsIso(joinedOn, 6);

const pay = (orgId: string, amountCents: number) =>
  burial.payPremium(orgId, admin, { userId: member.userId, contributionDate: joinedOn, amountCents });

async function addPerson(orgId: string, fullName: string, relationship: string, dateOfBirth: string) {
  const response = await burial.call(orgId, 'POST', '/dependants', admin, {
    userId: member.userId,
    fullName,
    relationship,
    document: { kind: 'passport', number: uniquePassport(), dateOfBirth },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const cover = (await response.json()) as TMyCover;
  const person = cover.people.find((entry) => entry.fullName === fullName);
  if (!person) throw new Error('dependant missing');
  return person.personId;
}

/**
 * A society whose plan says what the main member's death does, Nomsa on it since `joinedOn` with eight
 * months paid (to the end of this month), and the people given added on her joining day.
 */
async function createSociety(
  rule: 'successor' | 'cover_ends' | 'paid_up',
  people: { fullName: string; relationship: string; dateOfBirth: string }[],
) {
  const orgId = await createOrganization(app, {
    adminUserId: admin.userId,
    coAdminUserIds: [coAdmin.userId],
    memberUserIds: [member.userId, otherMember.userId],
    type: 'burial_society',
  });
  const planId = await burial.createPlan(orgId, admin, buildPlanTerms({ onMainMemberDeath: rule }));
  await burial.join(orgId, admin, planId, member.userId);
  const ids: Record<string, string> = {};
  for (const person of people) {
    ids[person.fullName] = await addPerson(orgId, person.fullName, person.relationship, person.dateOfBirth);
  }
  await burial.backdatePolicy(orgId, member.userId, joinedOn);
  await pay(orgId, 80_000);
  const cover = await burial.coverOf(orgId, member);
  const main = cover.people.find((person) => person.relationship === 'main_member');
  if (!main) throw new Error('no main member');
  return { orgId, mainId: main.personId, ids };
}

const nominate = (orgId: string, actor: TActor, body: Record<string, unknown>) =>
  burial.call(orgId, 'PUT', '/policies/successor', actor, body);

/** Lodges, approves (admin) and pays (co-admin) a natural death on `diedOn` for the person. */
async function payDeath(orgId: string, personId: string, on = diedOn) {
  await fundOrganization(app, orgId, 10_000_000);
  const lodged = await burial.call(
    orgId,
    'POST',
    '/claims',
    admin,
    buildClaimBody(personId, { diedOn: on, cause: 'natural' }),
  );
  expect(lodged.status, await lodged.clone().text()).toBe(201);
  const claim = (await lodged.json()) as TClaim;
  const approved = await burial.call(orgId, 'POST', `/claims/${claim.id}/approve`, admin);
  expect(approved.status, await approved.clone().text()).toBe(200);
  const paid = await burial.call(orgId, 'POST', `/claims/${claim.id}/pay`, coAdmin);
  expect(paid.status, await paid.clone().text()).toBe(200);
  return (await paid.json()) as TClaim;
}

async function policyOf(orgId: string, on?: string) {
  const response = await burial.call(
    orgId,
    'GET',
    `/policies/${member.userId}/cover${on ? `?on=${on}` : ''}`,
    admin,
  );
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as TMyCover;
}

const personNamed = (cover: TMyCover, fullName: string) => {
  const person = cover.people.find((entry) => entry.fullName === fullName);
  if (!person) throw new Error(`${fullName} is not on the policy`);
  return person;
};

prepareBurialApp(SOCIETY_PEOPLE, (started) => {
  ({ app, burial, admin, coAdmin, member, otherMember } = started);
});

describe('nominating a successor', () => {
  it('lets the member nominate an adult on their policy, the spouse taking over by default', async () => {
    const { orgId, ids } = await createSociety('successor', [
      { fullName: 'Lindiwe Dlamini', relationship: 'spouse', dateOfBirth: '1985-04-12' },
      { fullName: 'Gogo Dlamini', relationship: 'parent', dateOfBirth: '1950-02-02' },
      { fullName: 'Ayanda Dlamini', relationship: 'child', dateOfBirth: '2016-03-03' },
    ]);
    const before = await burial.coverOf(orgId, member);
    expect(before.policy?.successor).toMatchObject({
      nominatedPersonId: null,
      takesOver: { fullName: 'Lindiwe Dlamini', isNominated: false },
    });
    expect(before.policy?.successor.candidates.map((entry) => entry.fullName)).toEqual([
      'Lindiwe Dlamini',
      'Gogo Dlamini',
    ]);
    const response = await nominate(orgId, member, { personId: ids['Gogo Dlamini'] });
    expect(response.status, await response.clone().text()).toBe(200);
    const after = (await response.json()) as TMyCover;
    expect(after.policy?.successor).toMatchObject({
      nominatedPersonId: ids['Gogo Dlamini'],
      takesOver: { fullName: 'Gogo Dlamini', isNominated: true },
    });

    const child = await nominate(orgId, member, { personId: ids['Ayanda Dlamini'] });
    expect(child.status).toBe(400);
    expect(await child.text()).toContain('A successor must be an adult (18 or older) on the policy');
    const removed = await burial.call(orgId, 'DELETE', `/dependants/${ids['Gogo Dlamini']}`, member);
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as TMyCover).policy?.successor).toMatchObject({
      nominatedPersonId: null,
      takesOver: { fullName: 'Lindiwe Dlamini', isNominated: false },
    });
    expect((await nominate(orgId, member, { personId: ids['Lindiwe Dlamini'] })).status).toBe(200);
    const cleared = (await (await nominate(orgId, member, { personId: null })).json()) as TMyCover;
    expect(cleared.policy?.successor).toMatchObject({
      nominatedPersonId: null,
      takesOver: { fullName: 'Lindiwe Dlamini', isNominated: false },
    });
  });

  it('lets an admin nominate for a member, but not another member', async () => {
    const { orgId, ids, mainId } = await createSociety('successor', [
      { fullName: 'Lindiwe Dlamini', relationship: 'spouse', dateOfBirth: '1985-04-12' },
    ]);
    const personId = ids['Lindiwe Dlamini'];
    const byOther = await nominate(orgId, otherMember, { userId: member.userId, personId });
    expect(byOther.status).toBe(403);
    const onOwnPolicy = await nominate(orgId, otherMember, { personId });
    expect(onOwnPolicy.status).toBe(409);
    const mainAsSuccessor = await nominate(orgId, admin, { userId: member.userId, personId: mainId });
    expect(mainAsSuccessor.status).toBe(400);
    const foreign = await nominate(orgId, admin, { userId: member.userId, personId: randomUUID() });
    expect(foreign.status).toBe(404);
    const byAdmin = await nominate(orgId, admin, { userId: member.userId, personId });
    expect(byAdmin.status, await byAdmin.clone().text()).toBe(200);
    expect((await policyOf(orgId)).policy?.successor.nominatedPersonId).toBe(personId);
    const audits = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, orgId), eq(auditLog.action, 'burial.successor_nominated')));
    expect(audits.map((row) => [row.actorUserId, row.summary])).toEqual([
      [admin.userId, { memberUserId: member.userId, personId, previousPersonId: null }],
    ]);
    expect((await burial.call(orgId, 'GET', `/policies/${member.userId}/cover`, otherMember)).status).toBe(
      403,
    );
  });
});

describe("the main member's death under the successor rule", () => {
  it('passes the policy to the nominee: dependants keep their cover and waits, premiums stay owed', async () => {
    const { orgId, mainId, ids } = await createSociety('successor', [
      { fullName: 'Lindiwe Dlamini', relationship: 'spouse', dateOfBirth: '1985-04-12' },
      { fullName: 'Sipho Dlamini', relationship: 'extended', dateOfBirth: '2004-06-06' },
      { fullName: 'Ayanda Dlamini', relationship: 'child', dateOfBirth: '2016-03-03' },
    ]);
    expect((await nominate(orgId, member, { personId: ids['Sipho Dlamini'] })).status).toBe(200);
    const before = await policyOf(orgId);
    const claim = await payDeath(orgId, mainId);
    expect(claim.succession).toEqual({ successorName: 'Sipho Dlamini', on: diedOn });

    const after = await policyOf(orgId);
    expect(after.policy?.succession).toEqual({ successorName: 'Sipho Dlamini', on: diedOn });
    expect(after.policy?.successor.nominatedPersonId).toBeNull();
    for (const name of ['Lindiwe Dlamini', 'Sipho Dlamini', 'Ayanda Dlamini']) {
      expect(personNamed(after, name)).toMatchObject({
        status: personNamed(before, name).status,
        reason: null,
        coveredFrom: personNamed(before, name).coveredFrom,
      });
    }
    expect(personNamed(after, 'Nomsa Member').status).toBe('deceased');
    const nextMonth = await policyOf(orgId, addMonthsIso(today, 1));
    expect(personNamed(nextMonth, 'Ayanda Dlamini')).toMatchObject({ status: 'in_arrears', monthsOwed: 1 });
  });

  it('takes the spouse by default, and when the successor dies with no adult left the cover ends', async () => {
    const { orgId, mainId, ids } = await createSociety('successor', [
      { fullName: 'Lindiwe Dlamini', relationship: 'spouse', dateOfBirth: '1985-04-12' },
      { fullName: 'Ayanda Dlamini', relationship: 'child', dateOfBirth: '2016-03-03' },
    ]);
    const first = await payDeath(orgId, mainId);
    expect(first.succession).toEqual({ successorName: 'Lindiwe Dlamini', on: diedOn });
    const spouseDied = today;
    const second = await payDeath(orgId, ids['Lindiwe Dlamini'] ?? '', spouseDied);
    expect(second.succession).toEqual({ successorName: null, on: spouseDied });
    const cover = await policyOf(orgId);
    expect(personNamed(cover, 'Ayanda Dlamini')).toMatchObject({
      status: 'lapsed',
      reason: 'main_died',
      since: spouseDied,
    });
    expect(cover.policy?.succession).toEqual({ successorName: null, on: spouseDied });
  });

  it('ends the cover and says so on the claim when nobody on the policy is an adult', async () => {
    const { orgId, mainId } = await createSociety('successor', [
      { fullName: 'Ayanda Dlamini', relationship: 'child', dateOfBirth: '2016-03-03' },
    ]);
    const claim = await payDeath(orgId, mainId);
    expect(claim.succession).toEqual({ successorName: null, on: diedOn });
    expect(personNamed(await policyOf(orgId), 'Ayanda Dlamini')).toMatchObject({
      status: 'lapsed',
      reason: 'main_died',
      since: diedOn,
    });
  });

  it('records no takeover under the other rules', async () => {
    const { orgId, mainId } = await createSociety('paid_up', [
      { fullName: 'Lindiwe Dlamini', relationship: 'spouse', dateOfBirth: '1985-04-12' },
    ]);
    const claim = await payDeath(orgId, mainId);
    expect(claim.succession).toBeNull();
    const nextMonth = await policyOf(orgId, addMonthsIso(today, 1));
    // Paid up: covered for natural and accidental death, the suicide exclusion still running.
    expect(personNamed(nextMonth, 'Lindiwe Dlamini')).toMatchObject({
      status: 'covered',
      coveredCauses: ['natural', 'accidental'],
      monthsOwed: 0,
    });
    expect(nextMonth.policy?.succession).toBeNull();
  });
});
