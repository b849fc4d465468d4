import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addMonthsIso } from '../../../shared/burial/cover-status';
import { buildPlanTerms } from '../../../shared/burial/example-plan-terms';
import { getTodayIso } from '../../../shared/calendar';
import type { TCoverRegister, TMembersWithoutPolicy, TMyCover } from '../../../shared/contracts/burial';
import { shiftIsoDate } from '../../../shared/group-rules/periods';
import { auditLog, burialPolicyTermChanges } from '../../db/schema';
import {
  buildSaId,
  type createBurialCaller,
  prepareBurialApp,
  SOCIETY_PEOPLE,
  type TActor,
  uniquePassport,
} from '../../testing/fixtures/burial';
import { errorOf } from '../../testing/fixtures/http';
import { createOrganization, type TTestApp } from '../../testing/test-app';
import { ALREADY_COVERED } from './dependants.service';

let app: TTestApp;
let admin: TActor;
let member: TActor;
let otherMember: TActor;
let outsider: TActor;
let burial: ReturnType<typeof createBurialCaller>;

const createSociety = () =>
  createOrganization(app, {
    adminUserId: admin.userId,
    memberUserIds: [member.userId, otherMember.userId],
    type: 'burial_society',
  });

const yearsAgo = (years: number) => shiftIsoDate(getTodayIso(), -Math.round(365.25 * years));
const passportBorn = (dateOfBirth: string) => ({ kind: 'passport', number: uniquePassport(), dateOfBirth });

prepareBurialApp(SOCIETY_PEOPLE, (started) => {
  ({ app, burial, admin, member, otherMember, outsider } = started);
});

describe('enrolling members', () => {
  it("records the main member's ID and refuses one outside the entry ages or with a wrong check digit", async () => {
    const orgId = await createSociety();
    const planId = await burial.createPlan(orgId, admin);
    const tooOld = await burial.call(orgId, 'POST', '/policies', member, {
      planId,
      mainMember: { document: passportBorn(yearsAgo(80)) },
    });
    expect(tooOld.status).toBe(400);
    expect((await errorOf(tooOld)).message).toBe(
      'A main member must be 18 to 75 years old to join this plan',
    );
    const tooYoung = await burial.call(orgId, 'POST', '/policies', member, {
      planId,
      mainMember: { document: { kind: 'sa_id', number: buildSaId(yearsAgo(16)) } },
    });
    expect((await errorOf(tooYoung)).message).toBe(
      'A main member must be 18 to 75 years old to join this plan',
    );
    const wrong = await burial.call(orgId, 'POST', '/policies', member, {
      planId,
      mainMember: { document: { kind: 'sa_id', number: '8001015009088' } },
    });
    expect((await errorOf(wrong)).message).toBe('This ID number is not valid: check the digits');
    expect((await burial.coverOf(orgId, member)).policy).toBeNull();

    const id = buildSaId('1980-05-06');
    const joined = await burial.call(orgId, 'POST', '/policies', member, {
      planId,
      mainMember: { document: { kind: 'sa_id', number: id } },
    });
    expect(joined.status, await joined.clone().text()).toBe(201);
    const cover = (await joined.json()) as TMyCover;
    expect(cover.people[0]).toMatchObject({
      relationship: 'main_member',
      documentKind: 'sa_id',
      documentEnding: id.slice(-4),
      dateOfBirth: '1980-05-06',
    });
    expect(JSON.stringify(cover)).not.toContain(id);
  });

  it('holds a main member to one policy on the platform, as a main member or a dependant', async () => {
    const firstOrg = await createSociety();
    const secondOrg = await createOrganization(app, {
      adminUserId: outsider.userId,
      memberUserIds: [member.userId, otherMember.userId],
      type: 'burial_society',
    });
    const firstPlan = await burial.createPlan(firstOrg, admin);
    const secondPlan = await burial.createPlan(secondOrg, outsider);
    const id = buildSaId('1979-11-23', 'male');
    const document = { kind: 'sa_id', number: id };
    await burial.call(firstOrg, 'POST', '/policies', member, { planId: firstPlan, mainMember: { document } });

    // The same person as main member in another society: refused without saying where.
    const twice = await burial.call(secondOrg, 'POST', '/policies', member, {
      planId: secondPlan,
      mainMember: { document },
    });
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).message).toBe(ALREADY_COVERED);

    // ... or as someone else's dependant.
    await burial.join(secondOrg, otherMember, secondPlan);
    const asDependant = await burial.call(secondOrg, 'POST', '/dependants', otherMember, {
      fullName: 'Nomsa Member',
      relationship: 'spouse',
      document,
    });
    expect(asDependant.status).toBe(409);
    expect((await errorOf(asDependant)).message).toBe(ALREADY_COVERED);
  });

  it('lets an admin enrol a member once, from a chosen past day, and lists who has no policy', async () => {
    const orgId = await createSociety();
    const planId = await burial.createPlan(orgId, admin);
    const unenrolled = async () => {
      const response = await burial.call(orgId, 'GET', '/members-without-policy', admin);
      expect(response.status).toBe(200);
      return ((await response.json()) as TMembersWithoutPolicy).members.map((entry) => entry.fullName);
    };
    expect(await unenrolled()).toEqual(['Bongani Member', 'Nomsa Member', 'Thandi Admin']);
    expect((await burial.call(orgId, 'GET', '/members-without-policy', member)).status).toBe(403);

    const startsOn = shiftIsoDate(getTodayIso(), -40);
    const enrolled = await burial.call(orgId, 'POST', '/policies', admin, {
      planId,
      userId: member.userId,
      startsOn,
      mainMember: { document: passportBorn('1990-01-01') },
    });
    expect(enrolled.status, await enrolled.clone().text()).toBe(201);
    expect(((await enrolled.json()) as TMyCover).policy?.joinedOn).toBe(startsOn);
    expect(await unenrolled()).toEqual(['Bongani Member', 'Thandi Admin']);

    const again = await burial.call(orgId, 'POST', '/policies', admin, { planId, userId: member.userId });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe('This member is already on a plan');

    const future = await burial.call(orgId, 'POST', '/policies', admin, {
      planId,
      userId: otherMember.userId,
      startsOn: shiftIsoDate(getTodayIso(), 1),
    });
    expect(future.status).toBe(400);
    expect((await errorOf(future)).message).toBe('Start date cannot be in the future');
    const ownDate = await burial.call(orgId, 'POST', '/policies', otherMember, { planId, startsOn });
    expect(ownDate.status).toBe(403);
    const notMember = await burial.call(orgId, 'POST', '/policies', admin, {
      planId,
      userId: outsider.userId,
    });
    expect(notMember.status).toBe(404);
    expect((await errorOf(notMember)).message).toBe('Member not found');
  });

  it("refuses a member joining a plan of a society they are not in, and another society's plan", async () => {
    const orgId = await createSociety();
    const planId = await burial.createPlan(orgId, admin);
    const foreignOrg = await createOrganization(app, {
      adminUserId: outsider.userId,
      memberUserIds: [],
      type: 'burial_society',
    });
    const foreignPlan = await burial.createPlan(foreignOrg, outsider);
    expect((await burial.call(foreignOrg, 'POST', '/policies', member, { planId: foreignPlan })).status).toBe(
      404,
    );
    const crossed = await burial.call(orgId, 'POST', '/policies', member, { planId: foreignPlan });
    expect(crossed.status).toBe(404);
    expect((await errorOf(crossed)).message).toBe('Plan not found');
    expect((await burial.call(orgId, 'POST', '/policies', member, { planId })).status).toBe(201);
  });
});

describe("the main member's ID after joining", () => {
  it('is given once by the member, checked against the entry ages on the joining day; admins may correct it', async () => {
    const orgId = await createSociety();
    const planId = await burial.createPlan(orgId, admin);
    await burial.join(orgId, member, planId);
    expect((await burial.coverOf(orgId, member)).people[0]?.documentKind).toBeNull();
    const put = (actor: TActor, body: unknown) =>
      burial.call(orgId, 'PUT', '/policies/main-member/document', actor, body);

    const old = await put(member, { document: passportBorn(yearsAgo(76)) });
    expect(old.status).toBe(400);
    expect((await errorOf(old)).message).toBe('A main member must be 18 to 75 years old to join this plan');
    const given = await put(member, { document: { kind: 'sa_id', number: buildSaId('1984-02-29') } });
    expect(given.status, await given.clone().text()).toBe(200);
    expect(((await given.json()) as TMyCover).people[0]?.dateOfBirth).toBe('1984-02-29');

    const again = await put(member, { document: passportBorn('1984-02-29') });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe('Your ID is already on file: ask an admin to correct it');
    expect(
      (await put(otherMember, { userId: member.userId, document: passportBorn('1984-02-29') })).status,
    ).toBe(403);
    const corrected = await put(admin, { userId: member.userId, document: passportBorn('1984-03-01') });
    expect(corrected.status).toBe(200);
    expect((await burial.coverOf(orgId, member)).people[0]).toMatchObject({
      documentKind: 'passport',
      dateOfBirth: '1984-03-01',
    });
    const [audit] = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, orgId), eq(auditLog.action, 'burial.main_member_identified')));
    expect(audit).toBeDefined();
  });
});

describe('accepting newer terms', () => {
  it('keeps a member on their version until they accept, then moves them from that day, recorded and audited', async () => {
    const orgId = await createSociety();
    const planId = await burial.createPlan(orgId, admin);
    await burial.join(orgId, member, planId);
    await burial.join(orgId, otherMember, planId);
    const none = await burial.call(orgId, 'POST', '/policies/accept-terms', member, { version: 2 });
    expect(none.status).toBe(409);
    expect((await errorOf(none)).message).toBe('Your policy is already on the newest terms');

    const today = getTodayIso();
    const added = await burial.call(orgId, 'POST', `/plans/${planId}/versions`, admin, {
      effectiveFrom: today,
      terms: buildPlanTerms({
        monthlyPremiumCents: 15_000,
        cover: { ...buildPlanTerms().cover, mainMemberCents: 3_000_000 },
        waitingMonths: { natural: 3, accidental: 0, suicide: 12 },
      }),
    });
    expect(added.status).toBe(201);

    const before = await burial.coverOf(orgId, member);
    expect(before.policy).toMatchObject({ planVersion: 1, monthlyPremiumCents: 10_000 });
    expect(before.policy?.newerTerms).toMatchObject({ version: 2, effectiveFrom: today });
    expect(before.people[0]?.coverCents).toBe(2_000_000);

    const stale = await burial.call(orgId, 'POST', '/policies/accept-terms', member, { version: 3 });
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).message).toBe(
      'The terms have changed since you read them: read the new terms first',
    );

    const accepted = await burial.call(orgId, 'POST', '/policies/accept-terms', member, { version: 2 });
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    const after = (await accepted.json()) as TMyCover;
    expect(after.policy).toMatchObject({ planVersion: 2, monthlyPremiumCents: 15_000, newerTerms: null });
    expect(after.policy?.history.map((step) => [step.version, step.from])).toEqual([
      [1, today],
      [2, today],
    ]);
    expect(after.policy?.history[1]?.acceptedAt).not.toBeNull();
    expect(after.people[0]?.coverCents).toBe(3_000_000);

    const [change] = await app.database.db
      .select()
      .from(burialPolicyTermChanges)
      .where(eq(burialPolicyTermChanges.organizationId, orgId));
    expect(change).toMatchObject({
      fromVersion: 1,
      toVersion: 2,
      effectiveFrom: today,
      acceptedBy: member.userId,
    });
    const [audit] = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, orgId), eq(auditLog.action, 'burial.terms_accepted')));
    expect(audit?.actorUserId).toBe(member.userId);

    // The other member stays on version 1; the register shows each policy's version.
    expect((await burial.coverOf(orgId, otherMember)).policy?.planVersion).toBe(1);
    const register = (await (
      await burial.call(orgId, 'GET', '/cover-register', admin)
    ).json()) as TCoverRegister;
    expect(
      register.rows
        .map((row) => [row.memberName, row.planVersion])
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    ).toEqual([
      ['Bongani Member', 1],
      ['Nomsa Member', 2],
    ]);
  });

  it('starts a new wait for the increased cover only, and charges the new premium from the next month', async () => {
    const orgId = await createSociety();
    const planId = await burial.createPlan(orgId, admin);
    await burial.join(orgId, member, planId);
    // Joined two years ago and paid well ahead: every wait has passed.
    const joinedOn = addMonthsIso(getTodayIso(), -24);
    await burial.backdatePolicy(orgId, member.userId, joinedOn);
    const payment = await app.request(`/api/v1/orgs/${orgId}/contributions`, {
      method: 'POST',
      cookie: admin.cookie,
      json: {
        userId: member.userId,
        contributionDate: joinedOn,
        amountCents: 10_000 * 25,
        paymentMethod: 'eft',
        referenceNumber: 'REF-AHEAD',
      },
    });
    expect(payment.status, await payment.clone().text()).toBe(201);
    expect((await burial.coverOf(orgId, member)).people[0]?.status).toBe('covered');

    const today = getTodayIso();
    await burial.call(orgId, 'POST', `/plans/${planId}/versions`, admin, {
      effectiveFrom: today,
      terms: buildPlanTerms({
        monthlyPremiumCents: 15_000,
        cover: { ...buildPlanTerms().cover, mainMemberCents: 3_000_000 },
      }),
    });
    await burial.call(orgId, 'POST', '/policies/accept-terms', member, { version: 2 });
    const cover = await burial.coverOf(orgId, member);
    expect(cover.people[0]).toMatchObject({
      status: 'covered',
      coverCents: 3_000_000,
      coverIncreases: [
        {
          cents: 1_000_000,
          coveredFrom: {
            natural: addMonthsIso(today, 6),
            accidental: today,
            suicide: addMonthsIso(today, 24),
          },
        },
      ],
    });
    // 25 months paid at R100 from joining reach this month; next month owes R150 and is not paid yet (accepted
    // on the 1st, this month owes R150 already and is short too).
    const nextMonth = `${addMonthsIso(today, 1).slice(0, 7)}-15`;
    expect((await burial.coverOf(orgId, member, nextMonth)).people[0]?.monthsOwed).toBe(
      today.endsWith('-01') ? 2 : 1,
    );
  });
});

describe('children who study', () => {
  it('covers a studying child past 21 to 25, set by the member or an admin, never after the child aged out', async () => {
    const orgId = await createSociety();
    // Lapsing after 12 unpaid months, the policy is still in force (in arrears) on the 21st birthday.
    const planId = await burial.createPlan(
      orgId,
      admin,
      buildPlanTerms({ childMaxAge: 21, studentChildMaxAge: 25, lapseAfterUnpaidMonths: 12 }),
    );
    await burial.join(orgId, member, planId);
    const bornOn = addMonthsIso(getTodayIso(), -20 * 12 - 6);
    const added = await burial.call(orgId, 'POST', '/dependants', member, {
      fullName: 'Zanele Student',
      relationship: 'child',
      document: passportBorn(bornOn),
    });
    expect(added.status, await added.clone().text()).toBe(201);
    const child = ((await added.json()) as TMyCover).people.find((person) => person.relationship === 'child');
    expect(child?.isStudent).toBe(false);
    const twentyFirst = addMonthsIso(bornOn, 21 * 12);
    const childOn = async (on: string) =>
      (await burial.coverOf(orgId, member, on)).people.find((person) => person.relationship === 'child');
    expect(await childOn(twentyFirst)).toMatchObject({ status: 'lapsed', reason: 'aged_out' });

    const path = `/dependants/${child?.personId}/studying`;
    expect((await burial.call(orgId, 'PUT', path, otherMember, { isStudent: true })).status).toBe(404);
    const marked = await burial.call(orgId, 'PUT', path, member, { isStudent: true });
    expect(marked.status, await marked.clone().text()).toBe(200);
    expect(await childOn(twentyFirst)).toMatchObject({ isStudent: true, status: 'in_arrears' });
    expect(await childOn(addMonthsIso(bornOn, 25 * 12))).toMatchObject({
      status: 'lapsed',
      reason: 'aged_out',
    });
    expect((await burial.call(orgId, 'PUT', path, admin, { isStudent: false })).status).toBe(200);
    expect(await childOn(twentyFirst)).toMatchObject({ isStudent: false, reason: 'aged_out' });

    const spouseId = (
      (await (
        await burial.call(orgId, 'POST', '/dependants', member, {
          fullName: 'Spouse Person',
          relationship: 'spouse',
          document: passportBorn('1985-01-01'),
        })
      ).json()) as TMyCover
    ).people.find((person) => person.relationship === 'spouse')?.personId;
    const notChild = await burial.call(orgId, 'PUT', `/dependants/${spouseId}/studying`, member, {
      isStudent: true,
    });
    expect(notChild.status).toBe(400);
    expect((await errorOf(notChild)).message).toBe('Only a child can be marked as studying');
  });

  it('refuses to mark a child who has already aged out', async () => {
    const orgId = await createSociety();
    const planId = await burial.createPlan(
      orgId,
      admin,
      buildPlanTerms({ childMaxAge: 18, studentChildMaxAge: 25 }),
    );
    await burial.join(orgId, member, planId);
    const added = await burial.call(orgId, 'POST', '/dependants', member, {
      fullName: 'Older Child',
      relationship: 'child',
      document: passportBorn(addMonthsIso(getTodayIso(), -19 * 12)),
    });
    const child = ((await added.json()) as TMyCover).people.find((person) => person.relationship === 'child');
    const late = await burial.call(orgId, 'PUT', `/dependants/${child?.personId}/studying`, member, {
      isStudent: true,
    });
    expect(late.status).toBe(409);
    expect((await errorOf(late)).message).toMatch(/a child must be marked as studying before turning 18$/);
  });
});
