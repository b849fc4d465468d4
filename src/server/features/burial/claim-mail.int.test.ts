import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addMonthsIso } from '../../../shared/burial/cover-status';
import { buildPlanTerms } from '../../../shared/burial/example-plan-terms';
import { getTodayIso } from '../../../shared/calendar';
import type { TClaim } from '../../../shared/contracts/burial-claims';
import { formatCents } from '../../../shared/money';
import {
  burialClaimNotices,
  burialReserveStates,
  mailOutbox,
  organizations,
  userSettings,
} from '../../db/schema';
import {
  buildClaimBody,
  type createBurialCaller,
  prepareBurialApp,
  SOCIETY_PEOPLE,
} from '../../testing/fixtures/burial';
import { fundOrganization } from '../../testing/fund-organization';
import { createOrganization, type TTestApp } from '../../testing/test-app';
import { runCoverDay } from './cover-day';

type TUser = { userId: string; email: string; cookie: string };

let app: TTestApp;
let admin: TUser;
let coAdmin: TUser;
let member: TUser;
let otherMember: TUser;
let thirdMember: TUser;
let burial: ReturnType<typeof createBurialCaller>;

const today = getTodayIso();
const joinedOn = addMonthsIso(today, -7);
const naturalFrom = addMonthsIso(joinedOn, 6);
const CLAIMANT = 'lindiwe.dlamini@example.test';

/** Every message sent to an address, oldest first. */
async function mailTo(address: string) {
  return app.database.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address))
    .orderBy(mailOutbox.createdAt);
}

/** The messages to an address whose subject starts with the words given (a society's name, or more). */
const subjectsTo = async (address: string, start: string) =>
  (await mailTo(address)).filter((mail) => mail.subject.startsWith(start));

/** A burial society with two admins; Nomsa on a plan for seven months (premiums paid), her person's id. */
async function createSociety() {
  const orgId = await createOrganization(app, {
    adminUserId: admin.userId,
    coAdminUserIds: [coAdmin.userId],
    memberUserIds: [member.userId, otherMember.userId, thirdMember.userId],
    type: 'burial_society',
  });
  const [org] = await app.database.db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  const planId = await burial.createPlan(orgId, admin, buildPlanTerms());
  await burial.join(orgId, admin, planId, member.userId);
  await burial.backdatePolicy(orgId, member.userId, joinedOn);
  await burial.payPremium(orgId, admin, {
    userId: member.userId,
    contributionDate: joinedOn,
    amountCents: 120_000,
  });
  const cover = await burial.coverOf(orgId, member);
  const personId = cover.people.find((person) => person.relationship === 'main_member')?.personId;
  if (!personId) throw new Error('no main member');
  return { orgId, planId, personId, name: org?.name ?? '' };
}

const lodgeBody = (personId: string, overrides: Record<string, unknown> = {}) =>
  buildClaimBody(personId, { diedOn: naturalFrom, cause: 'natural', claimantEmail: CLAIMANT, ...overrides });

async function lodge(orgId: string, actor: TUser, body: Record<string, unknown>) {
  const response = await burial.call(orgId, 'POST', '/claims', actor, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as TClaim;
}

const act = (orgId: string, claimId: string, action: string, actor: TUser, json?: unknown) =>
  burial.call(orgId, 'POST', `/claims/${claimId}/${action}`, actor, json);

async function payTwice(orgId: string, claimId: string) {
  const idempotencyKey = `claim-pay-${randomUUID()}`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const response = await app.request(`/api/v1/orgs/${orgId}/burial/claims/${claimId}/pay`, {
      method: 'POST',
      cookie: coAdmin.cookie,
      idempotencyKey,
    });
    expect(response.status, await response.clone().text()).toBe(200);
  }
}

const dailyRun = (asOf = today) =>
  runCoverDay(app.database.db, asOf, {
    userMailer: app.userMailer,
    mailer: app.mailer,
    logger: app.logger,
    baseUrl: app.config.baseUrl,
  });

prepareBurialApp({ ...SOCIETY_PEOPLE, thirdMember: 'Ayanda Member' }, (started) => {
  ({ app, burial, admin, coAdmin, member, otherMember, thirdMember } = started);
});

describe('claim e-mails', () => {
  it('tells the member and the claimant when a claim is received, approved and paid, once each on a retried payment', async () => {
    const { orgId, personId, name } = await createSociety();
    await fundOrganization(app, orgId, 9_000_000);
    const claim = await lodge(orgId, member, lodgeBody(personId));
    expect(claim.claimantEmail).toBe(CLAIMANT);
    const received = `${name}: we received the funeral claim for Nomsa Member`;
    for (const address of [member.email, CLAIMANT]) {
      const mails = await subjectsTo(address, name);
      expect(mails.map((mail) => mail.subject)).toEqual([received]);
      expect(mails[0]?.text).toContain('The society aims to pay within 48 hours of lodging.');
    }

    expect((await act(orgId, claim.id, 'approve', admin)).status).toBe(200);
    await payTwice(orgId, claim.id);
    for (const address of [member.email, CLAIMANT]) {
      const subjects = (await subjectsTo(address, name)).map((mail) => mail.subject);
      expect(subjects).toEqual([
        received,
        `${name}: the funeral claim for Nomsa Member is approved`,
        `${name}: ${formatCents(2_000_000)} paid for the funeral of Nomsa Member`,
      ]);
    }
    const [paid] = await subjectsTo(member.email, `${name}: ${formatCents(2_000_000)} paid`);
    expect(paid?.text).toContain(
      'to the undertaker, Ubuntu Funeral Services for the funeral of Nomsa Member',
    );
    expect(paid?.text).toContain('To stop these e-mails:');

    // The daily run finds nothing left to send.
    await dailyRun();
    expect(await subjectsTo(CLAIMANT, name)).toHaveLength(3);
  });

  it('tells them a claim was declined, with the reason', async () => {
    const { orgId, personId, name } = await createSociety();
    const claim = await lodge(orgId, admin, lodgeBody(personId, { claimantEmail: '' }));
    expect(claim.claimantEmail).toBeNull();
    const declined = await act(orgId, claim.id, 'decline', coAdmin, {
      reason: 'The notice of death names another person',
    });
    expect(declined.status).toBe(200);
    const [mail] = await subjectsTo(member.email, `${name}: the funeral claim for Nomsa Member was declined`);
    expect(mail?.text).toContain('Reason: The notice of death names another person');
    expect(await subjectsTo(CLAIMANT, name)).toEqual([]);
  });

  it("honours the member's mail settings (the claimant is still told) and sends a notice a stopped server left", async () => {
    const { orgId, personId, name } = await createSociety();
    await app.database.db
      .insert(userSettings)
      .values({ userId: member.userId, emailNotifications: false })
      .onConflictDoUpdate({ target: userSettings.userId, set: { emailNotifications: false } });
    try {
      const claim = await lodge(orgId, member, lodgeBody(personId));
      expect(await subjectsTo(member.email, name)).toEqual([]);
      expect(await subjectsTo(CLAIMANT, name)).toHaveLength(1);
      // A decision whose e-mail was never sent (the server stopped after the commit): the daily run sends it.
      await app.database.db.insert(burialClaimNotices).values({
        organizationId: orgId,
        claimId: claim.id,
        kind: 'approved',
        createdAt: new Date(Date.now() - 3_600_000),
      });
      await dailyRun();
      await dailyRun();
      expect((await subjectsTo(CLAIMANT, name)).map((mail) => mail.subject)).toEqual([
        `${name}: we received the funeral claim for Nomsa Member`,
        `${name}: the funeral claim for Nomsa Member is approved`,
      ]);
    } finally {
      await app.database.db
        .update(userSettings)
        .set({ emailNotifications: true })
        .where(eq(userSettings.userId, member.userId));
    }
  });
});

describe('the reserve e-mail', () => {
  it('tells the admins once when a payout takes the cash below the reserve, and again only after it recovered', async () => {
    const { orgId, planId, personId, name } = await createSociety();
    await burial.join(orgId, admin, planId, otherMember.userId);
    await burial.join(orgId, admin, planId, thirdMember.userId);
    // R45,000 + R1,200 of premiums against two funerals of R20,000: above the reserve.
    await fundOrganization(app, orgId, 4_500_000);
    await dailyRun();
    const subject = `${name}: cash is below the cost of 2 funerals`;
    expect(await subjectsTo(admin.email, subject)).toEqual([]);

    const claim = await lodge(orgId, admin, lodgeBody(personId));
    expect((await act(orgId, claim.id, 'approve', admin)).status).toBe(200);
    await payTwice(orgId, claim.id);
    // R26,200 left, against R40,000 for the two largest covers still in force.
    for (const address of [admin.email, coAdmin.email]) {
      const mails = await subjectsTo(address, subject);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain(
        `holds ${formatCents(2_620_000)}, less than the ${formatCents(4_000_000)}`,
      );
    }
    expect(await subjectsTo(member.email, subject)).toEqual([]);

    await dailyRun();
    await dailyRun();
    expect(await subjectsTo(admin.email, subject)).toHaveLength(1);

    await fundOrganization(app, orgId, 2_000_000);
    await dailyRun();
    expect(await subjectsTo(admin.email, subject)).toHaveLength(1);
    await fundOrganization(app, orgId, -2_000_000);
    await dailyRun();
    expect(await subjectsTo(admin.email, subject)).toHaveLength(2);
    expect(await subjectsTo(coAdmin.email, subject)).toHaveLength(2);
    const [state] = await app.database.db
      .select({ isBelow: burialReserveStates.isBelow })
      .from(burialReserveStates)
      .where(eq(burialReserveStates.organizationId, orgId));
    expect(state?.isBelow).toBe(true);
  });
});
