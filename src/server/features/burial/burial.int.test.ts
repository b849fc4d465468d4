import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatLongDate } from '../../../shared/book-months';
import { addMonthsIso } from '../../../shared/burial/cover-status';
import { buildPlanTerms } from '../../../shared/burial/example-plan-terms';
import { getMonthStart, getTodayIso } from '../../../shared/calendar';
import type { TCoverRegister, TPlanList } from '../../../shared/contracts/burial';
import { shiftIsoDate } from '../../../shared/group-rules/periods';
import { auditLog, mailOutbox, organizations, users } from '../../db/schema';
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
import { runCoverDay } from './cover-day';
import { COVER_DAILY_JOB } from './cover-job';
import { ALREADY_COVERED } from './dependants.service';

let app: TTestApp;
let admin: TActor;
let member: TActor;
let otherMember: TActor;
let outsider: TActor;
let burial: ReturnType<typeof createBurialCaller>;

async function createSociety() {
  return createOrganization(app, {
    adminUserId: admin.userId,
    memberUserIds: [member.userId, otherMember.userId],
    type: 'burial_society',
  });
}

const pay = (orgId: string, contributionDate: string, amountCents: number, userId = member.userId) =>
  burial.payPremium(orgId, admin, { userId, contributionDate, amountCents });

const spouse = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Lindiwe Dlamini',
  relationship: 'spouse',
  document: { kind: 'sa_id', number: buildSaId('1985-04-12') },
  ...overrides,
});

prepareBurialApp(SOCIETY_PEOPLE, (started) => {
  ({ app, burial, admin, member, otherMember, outsider } = started);
});

describe('plans', () => {
  it('lets members read plans, only admins add them, and keeps them to burial societies', async () => {
    const orgId = await createSociety();
    const terms = buildPlanTerms();
    expect(
      (
        await burial.call(orgId, 'POST', '/plans', member, {
          name: 'Basic',
          effectiveFrom: '2020-01-01',
          terms,
        })
      ).status,
    ).toBe(403);
    expect((await burial.call(orgId, 'GET', '/plans', outsider)).status).toBe(404);
    const planId = await burial.createPlan(orgId, admin, terms, 'Basic');
    const read = (await (await burial.call(orgId, 'GET', '/plans', member)).json()) as TPlanList;
    expect(read.plans).toEqual([
      {
        id: planId,
        name: 'Basic',
        current: { version: 1, effectiveFrom: '2020-01-01', terms },
        versions: [{ version: 1, effectiveFrom: '2020-01-01', terms }],
      },
    ]);

    const stokvel = await createOrganization(app, {
      adminUserId: admin.userId,
      memberUserIds: [member.userId],
    });
    const refused = await burial.call(stokvel, 'GET', '/plans', member);
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe('Plans and funeral cover are for burial societies');
  });

  it('refuses a duplicate name, overlapping child bands and a version dated before the latest', async () => {
    const orgId = await createSociety();
    const planId = await burial.createPlan(orgId, admin, buildPlanTerms(), 'Gold');
    const duplicate = await burial.call(orgId, 'POST', '/plans', admin, {
      name: 'Gold',
      effectiveFrom: '2021-01-01',
      terms: buildPlanTerms(),
    });
    expect(duplicate.status).toBe(409);
    expect((await errorOf(duplicate)).message).toBe('A plan with this name already exists');

    const overlapping = buildPlanTerms();
    overlapping.cover.childBands = [
      { fromAge: 0, toAge: 10, coverCents: 1 },
      { fromAge: 10, toAge: 20, coverCents: 1 },
    ];
    const bad = await burial.call(orgId, 'POST', '/plans', admin, {
      name: 'Silver',
      effectiveFrom: '2021-01-01',
      terms: overlapping,
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe('Child age bands cannot overlap');

    const early = await burial.call(orgId, 'POST', `/plans/${planId}/versions`, admin, {
      effectiveFrom: '2020-01-01',
      terms: buildPlanTerms(),
    });
    expect(early.status).toBe(409);
    const later = await burial.call(orgId, 'POST', `/plans/${planId}/versions`, admin, {
      effectiveFrom: '2021-06-01',
      terms: buildPlanTerms({ monthlyPremiumCents: 15_000 }),
    });
    expect(later.status).toBe(201);
    const plan = ((await later.json()) as TPlanList).plans[0];
    expect(plan?.current?.version).toBe(2);
    expect(plan?.current?.terms.monthlyPremiumCents).toBe(15_000);
    const [audit] = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, orgId), eq(auditLog.action, 'burial.plan_version_added')));
    expect(audit?.actorUserId).toBe(admin.userId);
  });
});

describe('policies and dependants', () => {
  it('puts a member on a plan once, under the version in force; members cannot enrol someone else', async () => {
    const orgId = await createSociety();
    const planId = await burial.createPlan(orgId, admin);
    expect(
      (await burial.call(orgId, 'POST', '/policies', member, { planId, userId: otherMember.userId })).status,
    ).toBe(403);
    const cover = await burial.join(orgId, member, planId);
    expect(cover.policy).toMatchObject({
      planName: 'Family plan',
      planVersion: 1,
      joinedOn: getTodayIso(),
      monthlyPremiumCents: 10_000,
    });
    expect(cover.people).toEqual([
      expect.objectContaining({
        fullName: 'Nomsa Member',
        relationship: 'main_member',
        coverCents: 2_000_000,
      }),
    ]);
    const again = await burial.call(orgId, 'POST', '/policies', member, { planId });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe('This member is already on a plan');
    const enrolled = await burial.join(orgId, admin, planId, otherMember.userId);
    expect(enrolled.people[0]?.fullName).toBe('Bongani Member');
    expect((await burial.call(orgId, 'POST', '/policies', admin, { planId: randomUUID() })).status).toBe(404);
  });

  it('reads date of birth from the ID number and refuses a wrong one, before joining a plan too', async () => {
    const orgId = await createSociety();
    const planId = await burial.createPlan(orgId, admin);
    const early = await burial.call(orgId, 'POST', '/dependants', member, spouse());
    expect(early.status).toBe(409);
    expect((await errorOf(early)).message).toBe('Join a plan before adding dependants');
    await burial.join(orgId, member, planId);

    const wrong = await burial.call(
      orgId,
      'POST',
      '/dependants',
      member,
      spouse({ document: { kind: 'sa_id', number: '8001015009088' } }),
    );
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).message).toBe('This ID number is not valid: check the digits');

    const id = buildSaId('1985-04-12');
    const added = await burial.call(
      orgId,
      'POST',
      '/dependants',
      member,
      spouse({ document: { kind: 'sa_id', number: id } }),
    );
    expect(added.status, await added.clone().text()).toBe(201);
    const cover = (await added.json()) as {
      people: { fullName: string; dateOfBirth: string; documentEnding: string }[];
    };
    expect(cover.people[1]).toMatchObject({
      fullName: 'Lindiwe Dlamini',
      dateOfBirth: '1985-04-12',
      documentEnding: id.slice(-4),
    });
    expect(JSON.stringify(cover)).not.toContain(id);
  });

  it('enforces entry ages and the maximum number of dependants', async () => {
    const orgId = await createSociety();
    const planId = await burial.createPlan(orgId, admin, buildPlanTerms({ maxDependants: 1 }));
    await burial.join(orgId, member, planId);
    const youngParent = await burial.call(orgId, 'POST', '/dependants', member, {
      fullName: 'Young Parent',
      relationship: 'parent',
      document: {
        kind: 'passport',
        number: uniquePassport(),
        dateOfBirth: shiftIsoDate(getTodayIso(), -365 * 25),
      },
    });
    expect(youngParent.status).toBe(400);
    expect((await errorOf(youngParent)).message).toBe(
      'A parent must be 30 to 85 years old to join this plan',
    );

    expect((await burial.call(orgId, 'POST', '/dependants', member, spouse())).status).toBe(201);
    const full = await burial.call(
      orgId,
      'POST',
      '/dependants',
      member,
      spouse({ fullName: 'Second Spouse', document: { kind: 'sa_id', number: buildSaId('1986-01-01') } }),
    );
    expect(full.status).toBe(409);
    expect((await errorOf(full)).message).toBe('This plan covers at most 1 dependants');
  });

  it('refuses a person already covered on another policy, in another society too, without saying where', async () => {
    const firstOrg = await createSociety();
    const secondOrg = await createOrganization(app, {
      adminUserId: outsider.userId,
      memberUserIds: [otherMember.userId],
      type: 'burial_society',
    });
    const firstPlan = await burial.createPlan(firstOrg, admin);
    const secondPlan = await burial.createPlan(secondOrg, outsider);
    await burial.join(firstOrg, member, firstPlan);
    await burial.join(secondOrg, otherMember, secondPlan);
    const id = buildSaId('1990-02-02', 'male');
    const first = await burial.call(
      firstOrg,
      'POST',
      '/dependants',
      member,
      spouse({ document: { kind: 'sa_id', number: id } }),
    );
    expect(first.status).toBe(201);

    const elsewhere = await burial.call(
      secondOrg,
      'POST',
      '/dependants',
      otherMember,
      spouse({ document: { kind: 'sa_id', number: `${id.slice(0, 6)} ${id.slice(6)}` } }),
    );
    expect(elsewhere.status).toBe(409);
    const error = await errorOf(elsewhere);
    expect(error.message).toBe(ALREADY_COVERED);
    expect(error.message).toBe('This person is already covered by another policy.');

    // Once removed from the first policy, the person may be covered on the second.
    const personId = ((await burial.coverOf(firstOrg, member)).people[1] as { personId: string }).personId;
    expect((await burial.call(firstOrg, 'DELETE', `/dependants/${personId}`, member)).status).toBe(200);
    expect(
      (
        await burial.call(
          secondOrg,
          'POST',
          '/dependants',
          otherMember,
          spouse({ document: { kind: 'sa_id', number: id } }),
        )
      ).status,
    ).toBe(201);
  });

  it("hides another member's dependants (404), lets admins manage anyone's, and never removes the main member", async () => {
    const orgId = await createSociety();
    const planId = await burial.createPlan(orgId, admin);
    await burial.join(orgId, member, planId);
    await burial.join(orgId, otherMember, planId);
    const added = await burial.call(orgId, 'POST', '/dependants', member, spouse());
    const [main, dependant] = ((await added.json()) as { people: { personId: string }[] }).people;

    const foreign = await burial.call(orgId, 'DELETE', `/dependants/${dependant?.personId}`, otherMember);
    expect(foreign.status).toBe(404);
    expect((await errorOf(foreign)).message).toBe('Dependant not found');
    expect((await burial.call(orgId, 'DELETE', `/dependants/${dependant?.personId}`, outsider)).status).toBe(
      404,
    );
    const toOther = await burial.call(orgId, 'POST', '/dependants', otherMember, {
      ...spouse(),
      userId: member.userId,
    });
    expect(toOther.status).toBe(403);

    const byAdmin = await burial.call(orgId, 'POST', '/dependants', admin, {
      ...spouse({
        fullName: 'Sipho Child',
        relationship: 'child',
        document: { kind: 'other', number: uniquePassport(), dateOfBirth: '2015-03-03' },
      }),
      userId: member.userId,
    });
    expect(byAdmin.status).toBe(201);
    const mainOut = await burial.call(orgId, 'DELETE', `/dependants/${main?.personId}`, admin);
    expect(mainOut.status).toBe(409);
    const removed = await burial.call(orgId, 'DELETE', `/dependants/${dependant?.personId}`, admin);
    expect(removed.status).toBe(200);
    expect((await burial.coverOf(orgId, member)).people.map((person) => person.fullName)).toEqual([
      'Nomsa Member',
      'Sipho Child',
    ]);
  });
});

describe('cover status through the API', () => {
  it('covers a natural death from 15 July after joining on 15 January, and accidents at once', async () => {
    const orgId = await createSociety();
    const planId = await burial.createPlan(orgId, admin);
    await burial.join(orgId, member, planId);
    await burial.backdatePolicy(orgId, member.userId, '2026-01-15');
    await pay(orgId, '2026-01-15', 120_000);
    const onFourteenth = (await burial.coverOf(orgId, member, '2026-07-14')).people[0];
    expect(onFourteenth).toMatchObject({
      status: 'waiting',
      coveredCauses: ['accidental'],
      coveredFrom: { natural: '2026-07-15' },
    });
    const onFifteenth = (await burial.coverOf(orgId, member, '2026-07-15')).people[0];
    expect(onFifteenth?.coveredCauses).toEqual(['natural', 'accidental']);
    expect((await burial.coverOf(orgId, member, '2026-01-16')).people[0]?.coveredCauses).toEqual([
      'accidental',
    ]);
  });

  it('shows arrears from April and the lapse after June, and a payment after the day never counts', async () => {
    const orgId = await createSociety();
    const planId = await burial.createPlan(orgId, admin);
    await burial.join(orgId, member, planId);
    await burial.backdatePolicy(orgId, member.userId, '2026-01-01');
    for (const month of ['01', '02', '03']) await pay(orgId, `2026-${month}-01`, 10_000);
    await pay(orgId, '2026-07-11', 40_000);
    expect((await burial.coverOf(orgId, member, '2026-04-01')).people[0]).toMatchObject({
      status: 'in_arrears',
      monthsOwed: 1,
    });
    expect((await burial.coverOf(orgId, member, '2026-07-10')).people[0]).toMatchObject({
      status: 'lapsed',
      since: '2026-07-01',
      coveredCauses: [],
    });
    expect((await burial.coverOf(orgId, member, '2026-07-11')).people[0]).toMatchObject({
      status: 'reinstated',
      since: '2026-07-11',
    });
  });

  it('covers a newborn added at 60 days at once while the main member still waits', async () => {
    const orgId = await createSociety();
    const planId = await burial.createPlan(orgId, admin);
    await burial.join(orgId, member, planId);
    await pay(orgId, getTodayIso(), 10_000);
    const response = await burial.call(orgId, 'POST', '/dependants', member, {
      fullName: 'Baby Dlamini',
      relationship: 'child',
      document: { kind: 'sa_id', number: buildSaId(shiftIsoDate(getTodayIso(), -60)) },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const cover = await burial.coverOf(orgId, member);
    expect(cover.people.map((person) => [person.relationship, person.status])).toEqual([
      ['main_member', 'waiting'],
      ['child', 'covered'],
    ]);
    expect(cover.people[1]?.coverCents).toBe(500_000);
  });

  it('keeps the stored register current on every payment and on the daily run; admins only', async () => {
    const orgId = await createSociety();
    const planId = await burial.createPlan(orgId, admin);
    await burial.join(orgId, member, planId);
    await burial.join(orgId, otherMember, planId);
    await burial.call(orgId, 'POST', '/dependants', member, spouse());
    const register = async (query = '') => {
      const response = await burial.call(orgId, 'GET', `/cover-register${query}`, admin);
      expect(response.status).toBe(200);
      return (await response.json()) as TCoverRegister;
    };
    expect((await burial.call(orgId, 'GET', '/cover-register', member)).status).toBe(403);
    expect((await register()).counts).toEqual({ in_arrears: 3 });

    await pay(orgId, getTodayIso(), 10_000);
    const afterPayment = await register();
    expect(afterPayment.counts).toEqual({ in_arrears: 1, waiting: 2 });
    const arrears = await register('?status=in_arrears');
    expect(arrears.total).toBe(1);
    expect(arrears.rows).toEqual([
      expect.objectContaining({ memberName: 'Bongani Member', planName: 'Family plan', monthsOwed: 1 }),
    ]);
    const page = await register('?limit=1&offset=1');
    expect(page.total).toBe(3);
    expect(page.rows).toHaveLength(1);

    // Four months on with nothing more paid: the daily run lapses both policies.
    const later = shiftIsoDate(getTodayIso(), 130);
    const result = await runCoverDay(app.database.db, later);
    expect(result.people).toBeGreaterThanOrEqual(3);
    const lapsed = await register();
    expect(lapsed.counts).toEqual({ lapsed: 3 });
    expect(lapsed.asOf).toBe(later);

    // The daily job, sent through the queue, stores the statuses of the day it names.
    const nextDay = shiftIsoDate(later, 1);
    await app.jobs.send(COVER_DAILY_JOB, { asOf: nextDay }, { singletonKey: `cover-${nextDay}` });
    expect(await app.jobs.drain()).toBe(1);
    expect((await register()).asOf).toBe(nextDay);
  });
});

describe('lapse warnings', () => {
  async function mailsTo(userId: string) {
    const [user] = await app.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    return app.database.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.toAddress, user?.email ?? ''),
          eq(mailOutbox.link, `${app.config.baseUrl}/dashboard/cover`),
        ),
      );
  }

  it('e-mails a member in the last unpaid month before the lapse, once, and not a member who paid', async () => {
    const orgId = await createSociety();
    const planId = await burial.createPlan(orgId, admin);
    await burial.join(orgId, member, planId);
    await burial.join(orgId, otherMember, planId);
    await pay(orgId, getTodayIso(), 30_000, otherMember.userId);
    // This month and the next two unpaid: on the 5th of the third month the policy is three months behind.
    const lastMonth = addMonthsIso(getMonthStart(getTodayIso()), 2);
    const asOf = shiftIsoDate(lastMonth, 4);
    const mail = { userMailer: app.userMailer, baseUrl: app.config.baseUrl };
    const first = await runCoverDay(app.database.db, asOf, mail);
    expect(first.lapseWarnings).toBeGreaterThanOrEqual(1);
    await runCoverDay(app.database.db, shiftIsoDate(asOf, 1), mail);
    const lapsesOn = addMonthsIso(lastMonth, 1);
    const [org] = await app.database.db
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, orgId));
    const forThisOrg = (await mailsTo(member.userId)).filter((entry) =>
      entry.subject.startsWith(`${org?.name}:`),
    );
    expect(forThisOrg).toHaveLength(1);
    expect(forThisOrg[0]?.subject).toBe(
      `${org?.name}: your funeral cover lapses on ${formatLongDate(lapsesOn)}`,
    );
    expect(forThisOrg[0]?.text).toContain('3 months behind (R');
    expect(
      (await mailsTo(otherMember.userId)).filter((entry) => entry.subject.startsWith(`${org?.name}:`)),
    ).toEqual([]);
  });
});
