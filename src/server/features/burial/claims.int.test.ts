import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addMonthsIso } from '../../../shared/burial/cover-status';
import { buildPlanTerms } from '../../../shared/burial/example-plan-terms';
import { getTodayIso } from '../../../shared/calendar';
import type { TClaim, TClaimList } from '../../../shared/contracts/burial-claims';
import { shiftIsoDate } from '../../../shared/group-rules/periods';
import { journalLines, ledgerAccounts } from '../../db/schema';
import {
  type createBurialCaller,
  prepareBurialApp,
  SOCIETY_PEOPLE,
  type TActor,
  uniquePassport,
} from '../../testing/fixtures/burial';
import { errorOf } from '../../testing/fixtures/http';
import { makePdfSlip, makeTextFile } from '../../testing/fixtures/slips';
import { fundOrganization } from '../../testing/fund-organization';
import { createOrganization, type TTestApp } from '../../testing/test-app';

let app: TTestApp;
let admin: TActor;
let coAdmin: TActor;
let member: TActor;
let otherMember: TActor;
let burial: ReturnType<typeof createBurialCaller>;

const today = getTodayIso();
/** Joined seven months ago: the six-month natural wait ended a month ago, inside the six months to lodge. */
const joinedOn = addMonthsIso(today, -7);
const naturalFrom = addMonthsIso(joinedOn, 6);

const pay = (orgId: string, contributionDate: string, amountCents: number, userId = member.userId) =>
  burial.payPremium(orgId, admin, { userId, contributionDate, amountCents });

/** A society with two admins, a plan and Nomsa on it since `joined`, with `premiums` paid on joining. */
async function createSociety(
  options: { joined?: string; premiumCents?: number; terms?: Parameters<typeof buildPlanTerms>[0] } = {},
) {
  const joined = options.joined ?? joinedOn;
  const orgId = await createOrganization(app, {
    adminUserId: admin.userId,
    coAdminUserIds: [coAdmin.userId],
    memberUserIds: [member.userId, otherMember.userId],
    type: 'burial_society',
  });
  const planId = await burial.createPlan(orgId, admin, buildPlanTerms(options.terms));
  await burial.join(orgId, admin, planId, member.userId);
  await burial.backdatePolicy(orgId, member.userId, joined);
  if (options.premiumCents !== 0) await pay(orgId, joined, options.premiumCents ?? 120_000);
  const cover = await burial.coverOf(orgId, member);
  const mainMember = cover.people.find((person) => person.relationship === 'main_member');
  if (!mainMember) throw new Error('no main member');
  return { orgId, planId, personId: mainMember.personId };
}

const lodgeBody = (personId: string, overrides: Record<string, unknown> = {}) => ({
  personId,
  diedOn: naturalFrom,
  cause: 'natural',
  deathNoticeNumber: 'bi1663-2026-0001',
  claimantName: 'Lindiwe Dlamini',
  claimantRelationship: 'Daughter',
  claimantPhone: '082 123 4567',
  payeeKind: 'undertaker',
  payeeName: 'Ubuntu Funeral Services',
  payeeAccount: 'FNB 62000000001',
  ...overrides,
});

async function lodge(orgId: string, actor: TActor, body: Record<string, unknown>) {
  const response = await burial.call(orgId, 'POST', '/claims', actor, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as TClaim;
}

const claimAction = (orgId: string, claimId: string, action: string, actor: TActor, json?: unknown) =>
  burial.call(orgId, 'POST', `/claims/${claimId}/${action}`, actor, json);

async function readCashCents(orgId: string) {
  const [row] = await app.database.db
    .select({ total: sql<string>`coalesce(sum(${journalLines.amountCents}), 0)` })
    .from(journalLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(and(eq(journalLines.organizationId, orgId), eq(ledgerAccounts.code, 'cash')));
  return Number(row?.total ?? 0);
}

prepareBurialApp(SOCIETY_PEOPLE, (started) => {
  ({ app, burial, admin, coAdmin, member, otherMember } = started);
});

describe('lodging a claim', () => {
  it('judges every rule line by line and prices the cover (twice for an accident when the plan says so)', async () => {
    const { orgId, personId } = await createSociety({ terms: { doubleForAccident: true } });
    const natural = await lodge(orgId, member, lodgeBody(personId));
    expect(natural).toMatchObject({
      status: 'lodged',
      amountCents: 2_000_000,
      isEligible: true,
      deathNoticeNumber: 'BI1663-2026-0001',
      lodgedByName: 'Nomsa Member',
      ageHours: 0,
    });
    expect(natural.eligibility.map((line) => [line.rule, line.passed])).toEqual([
      ['date_of_death', true],
      ['on_policy', true],
      ['in_force', true],
      ['wait_passed', true],
      ['no_earlier_claim', true],
      ['lodged_in_time', true],
    ]);
    expect((await claimAction(orgId, natural.id, 'withdraw', member)).status).toBe(200);
    const accident = await lodge(orgId, admin, lodgeBody(personId, { cause: 'accidental' }));
    expect(accident.amountCents).toBe(4_000_000);
  });

  it('refuses a second open claim for the same person, and a death after today', async () => {
    const { orgId, personId } = await createSociety();
    await lodge(orgId, admin, lodgeBody(personId));
    const again = await burial.call(orgId, 'POST', '/claims', admin, lodgeBody(personId));
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe('A claim for this person is already open or paid.');
    const future = await burial.call(
      orgId,
      'POST',
      '/claims',
      admin,
      lodgeBody(personId, { diedOn: shiftIsoDate(today, 1) }),
    );
    expect(future.status).toBe(400);
    expect((await errorOf(future)).message).toBe('Date of death cannot be in the future');
  });

  it("answers 404 to a member lodging for another member's person, and hides the claim from them", async () => {
    const { orgId, personId } = await createSociety();
    const refused = await burial.call(orgId, 'POST', '/claims', otherMember, lodgeBody(personId));
    expect(refused.status).toBe(404);
    const claim = await lodge(orgId, member, lodgeBody(personId));
    expect((await burial.call(orgId, 'GET', `/claims/${claim.id}`, otherMember)).status).toBe(404);
    const theirs = (await (await burial.call(orgId, 'GET', '/claims', otherMember)).json()) as TClaimList;
    expect(theirs.claims).toEqual([]);
    const mine = (await (await burial.call(orgId, 'GET', '/claims', member)).json()) as TClaimList;
    expect(mine.claims.map((entry) => entry.id)).toEqual([claim.id]);
  });

  it('keeps the death certificate for the holder and admins only', async () => {
    const { orgId, personId } = await createSociety();
    const claim = await lodge(orgId, member, lodgeBody(personId));
    const upload = (actor: TActor, file: Buffer, name: string) => {
      const form = new FormData();
      form.append('file', new File([new Uint8Array(file)], name));
      return app.request(`/api/v1/orgs/${orgId}/burial/claims/${claim.id}/documents/death-certificate`, {
        method: 'PUT',
        cookie: actor.cookie,
        body: form,
      });
    };
    expect((await upload(member, makeTextFile(), 'notes.txt')).status).toBe(400);
    expect((await upload(otherMember, makePdfSlip(), 'certificate.pdf')).status).toBe(404);
    const attached = await upload(member, makePdfSlip(), 'certificate.pdf');
    expect(attached.status, await attached.clone().text()).toBe(200);
    expect(((await attached.json()) as TClaim).hasDeathCertificate).toBe(true);
    const path = `/claims/${claim.id}/documents/death-certificate`;
    const asAdmin = await burial.call(orgId, 'GET', path, admin);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get('content-type')).toBe('application/pdf');
    expect((await burial.call(orgId, 'GET', path, otherMember)).status).toBe(404);
    expect(
      (await burial.call(orgId, 'GET', `/claims/${claim.id}/documents/death-notice`, member)).status,
    ).toBe(404);
  });
});

describe('refusals at approval', () => {
  it('refuses a natural death the day before the wait ended, explaining the day cover began', async () => {
    const { orgId, personId } = await createSociety();
    const claim = await lodge(orgId, admin, lodgeBody(personId, { diedOn: shiftIsoDate(naturalFrom, -1) }));
    expect(claim.isEligible).toBe(false);
    const refused = await claimAction(orgId, claim.id, 'approve', coAdmin);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toMatch(
      /^This claim cannot be approved: Natural death is covered only from /,
    );
    // An ineligible claim is declined with a reason.
    const declined = await claimAction(orgId, claim.id, 'decline', coAdmin, {
      reason: 'Died in the waiting period',
    });
    expect(declined.status).toBe(200);
    expect(await declined.json()).toMatchObject({
      status: 'declined',
      declineReason: 'Died in the waiting period',
      ageHours: null,
    });
  });

  it('refuses a lapsed policy, and a premium paid the day after the death does not help', async () => {
    // Joined ten months ago, three premiums paid: lapsed at the start of the seventh month.
    const joined = addMonthsIso(today, -10);
    const { orgId, personId } = await createSociety({ joined, premiumCents: 30_000 });
    const diedOn = addMonthsIso(today, -1);
    await pay(orgId, shiftIsoDate(diedOn, 1), 60_000);
    const claim = await lodge(orgId, admin, lodgeBody(personId, { diedOn, cause: 'accidental' }));
    const line = claim.eligibility.find((entry) => entry.rule === 'in_force');
    expect(line?.passed).toBe(false);
    expect(line?.explanation).toContain('A premium paid after the death does not count.');
    const refused = await claimAction(orgId, claim.id, 'approve', coAdmin);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toContain('The policy had lapsed on');
  });

  it('refuses a claim lodged more than six months after the death', async () => {
    const { orgId, personId } = await createSociety({
      joined: addMonthsIso(today, -20),
      premiumCents: 240_000,
    });
    const claim = await lodge(orgId, admin, lodgeBody(personId, { diedOn: addMonthsIso(today, -7) }));
    const refused = await claimAction(orgId, claim.id, 'approve', coAdmin);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toContain('claims must be lodged within 6 months of the death');
  });

  it('needs two different admins, and never the holder of the policy', async () => {
    const { orgId, personId } = await createSociety();
    await fundOrganization(app, orgId, 5_000_000);
    const claim = await lodge(orgId, member, lodgeBody(personId));
    expect((await claimAction(orgId, claim.id, 'approve', member)).status).toBe(403);
    expect((await burial.call(orgId, 'POST', `/claims/${claim.id}/pay`, coAdmin)).status).toBe(409);
    expect((await claimAction(orgId, claim.id, 'approve', admin)).status).toBe(200);
    const twice = await claimAction(orgId, claim.id, 'approve', admin);
    expect(twice.status).toBe(409);
    const selfPay = await burial.call(orgId, 'POST', `/claims/${claim.id}/pay`, admin);
    expect(selfPay.status).toBe(403);
    expect((await errorOf(selfPay)).message).toBe(
      'Another admin must pay this claim: two different admins approve a claim',
    );
  });

  it('refuses an admin approving a claim on their own policy', async () => {
    const orgId = await createOrganization(app, {
      adminUserId: admin.userId,
      coAdminUserIds: [coAdmin.userId],
      type: 'burial_society',
    });
    const planId = await burial.createPlan(orgId, admin);
    await burial.join(orgId, coAdmin, planId);
    await burial.backdatePolicy(orgId, coAdmin.userId, joinedOn);
    await pay(orgId, joinedOn, 120_000, coAdmin.userId);
    const own = (await burial.coverOf(orgId, coAdmin)).people[0];
    if (!own) throw new Error('no person');
    const claim = await lodge(orgId, coAdmin, lodgeBody(own.personId));
    const refused = await claimAction(orgId, claim.id, 'approve', coAdmin);
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe('Another admin must decide on this');
    expect((await claimAction(orgId, claim.id, 'approve', admin)).status).toBe(200);
    expect((await burial.call(orgId, 'POST', `/claims/${claim.id}/pay`, coAdmin)).status).toBe(403);
  });

  it('refuses to pay when the cash is short, leaving the claim approved', async () => {
    const { orgId, personId } = await createSociety();
    const claim = await lodge(orgId, admin, lodgeBody(personId));
    expect((await claimAction(orgId, claim.id, 'approve', admin)).status).toBe(200);
    const short = await burial.call(orgId, 'POST', `/claims/${claim.id}/pay`, coAdmin);
    expect(short.status).toBe(409);
    const after = (await (await burial.call(orgId, 'GET', `/claims/${claim.id}`, admin)).json()) as TClaim;
    expect(after.status).toBe('approved');
  });
});

describe('paying a claim', () => {
  it('posts one payout entry from cash to funeral benefits, marks the person deceased, and replays a retry', async () => {
    const { orgId, personId } = await createSociety();
    await fundOrganization(app, orgId, 5_000_000);
    const cashBefore = await readCashCents(orgId);
    const claim = await lodge(
      orgId,
      admin,
      lodgeBody(personId, { payeeKind: 'family', payeeName: 'Lindiwe Dlamini' }),
    );
    expect((await claimAction(orgId, claim.id, 'approve', admin)).status).toBe(200);
    const key = `claim-pay-${randomUUID()}`;
    const paid = await app.request(`/api/v1/orgs/${orgId}/burial/claims/${claim.id}/pay`, {
      method: 'POST',
      cookie: coAdmin.cookie,
      idempotencyKey: key,
    });
    expect(paid.status, await paid.clone().text()).toBe(200);
    const body = (await paid.json()) as TClaim;
    expect(body).toMatchObject({
      status: 'paid',
      approvedByName: 'Thandi Admin',
      paidByName: 'Sizwe Admin',
      ageHours: null,
    });
    const retry = await app.request(`/api/v1/orgs/${orgId}/burial/claims/${claim.id}/pay`, {
      method: 'POST',
      cookie: coAdmin.cookie,
      idempotencyKey: key,
    });
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as TClaim).journalEntryId).toBe(body.journalEntryId);
    expect(await readCashCents(orgId)).toBe(cashBefore - 2_000_000);
    const lines = await app.database.db
      .select({
        code: ledgerAccounts.code,
        amountCents: journalLines.amountCents,
        memberUserId: journalLines.memberUserId,
      })
      .from(journalLines)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
      .where(eq(journalLines.entryId, body.journalEntryId ?? ''));
    expect(lines.sort((a, b) => a.code.localeCompare(b.code))).toEqual([
      { code: 'cash', amountCents: -2_000_000, memberUserId: member.userId },
      { code: 'funeral_benefits', amountCents: 2_000_000, memberUserId: member.userId },
    ]);
    const transactions = await app.request(`/api/v1/orgs/${orgId}/transactions`, { cookie: admin.cookie });
    expect(await transactions.text()).toContain(
      'Funeral claim paid to the family (Lindiwe Dlamini): Nomsa Member',
    );
    const cover = await burial.coverOf(orgId, member);
    expect(cover.people.find((person) => person.personId === personId)).toMatchObject({
      status: 'deceased',
      since: naturalFrom,
    });
    const again = await burial.call(orgId, 'POST', '/claims', admin, lodgeBody(personId));
    expect(again.status).toBe(409);
    const csv = await burial.call(orgId, 'GET', '/claims-register', admin);
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain('Nomsa Member,Main member,Nomsa Member');
    expect((await burial.call(orgId, 'GET', '/claims-register', member)).status).toBe(403);
  });

  it("ends the spouse's cover when the main member's claim is paid, under the plan's default rule", async () => {
    const { orgId, personId } = await createSociety();
    const added = await burial.call(orgId, 'POST', '/dependants', admin, {
      userId: member.userId,
      fullName: 'Lindiwe Dlamini',
      relationship: 'spouse',
      document: { kind: 'passport', number: uniquePassport(), dateOfBirth: '1985-04-12' },
    });
    expect(added.status, await added.clone().text()).toBe(201);
    await fundOrganization(app, orgId, 5_000_000);
    const claim = await lodge(orgId, admin, lodgeBody(personId));
    expect((await claimAction(orgId, claim.id, 'approve', admin)).status).toBe(200);
    expect((await burial.call(orgId, 'POST', `/claims/${claim.id}/pay`, coAdmin)).status).toBe(200);
    const people = (await burial.coverOf(orgId, member)).people;
    expect(people.find((person) => person.relationship === 'spouse')).toMatchObject({
      status: 'lapsed',
      since: naturalFrom,
      reason: 'main_died',
    });
  });

  it('lists open claims with their age and the 48-hour target for admins', async () => {
    const { orgId, personId } = await createSociety();
    const claim = await lodge(orgId, member, lodgeBody(personId));
    const list = (await (await burial.call(orgId, 'GET', '/claims', admin)).json()) as TClaimList;
    expect(list.targetHours).toBe(48);
    expect(list.claims).toEqual([
      expect.objectContaining({ id: claim.id, status: 'lodged', ageHours: 0, holderName: 'Nomsa Member' }),
    ]);
  });

  it('keeps claims to burial societies', async () => {
    const orgId = await createOrganization(app, { adminUserId: admin.userId, type: 'stokvel' });
    const response = await burial.call(orgId, 'GET', '/claims', admin);
    expect(response.status).toBe(403);
  });
});
