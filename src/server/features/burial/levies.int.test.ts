import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addMonthsIso } from '../../../shared/burial/cover-status';
import { buildPlanTerms } from '../../../shared/burial/example-plan-terms';
import { getTodayIso } from '../../../shared/calendar';
import type { TClaim } from '../../../shared/contracts/burial-claims';
import type { TLevy, TLevyList } from '../../../shared/contracts/burial-levies';
import { shiftIsoDate } from '../../../shared/group-rules/periods';
import { journalLines, ledgerAccounts } from '../../db/schema';
import {
  buildClaimBody,
  type createBurialCaller,
  prepareBurialApp,
  type TActor,
} from '../../testing/fixtures/burial';
import { fundOrganization } from '../../testing/fund-organization';
import { createOrganization, type TTestApp } from '../../testing/test-app';
import { buildPremiumArrears } from '../reports/builders/premium-arrears';

let app: TTestApp;
let admin: TActor;
let coAdmin: TActor;
let nomsa: TActor;
let bongani: TActor;
let ayanda: TActor;
let lerato: TActor;
let kagiso: TActor;
let burial: ReturnType<typeof createBurialCaller>;

const today = getTodayIso();
const joinedOn = addMonthsIso(today, -7);

const pay = (orgId: string, userId: string, contributionDate: string, amountCents: number) =>
  burial.payPremium(orgId, admin, { userId, contributionDate, amountCents });

async function enrol(orgId: string, planId: string, member: TActor, joined: string, premiumsCents: number) {
  await burial.join(orgId, admin, planId, member.userId);
  await burial.backdatePolicy(orgId, member.userId, joined);
  if (premiumsCents > 0) await pay(orgId, member.userId, joined, premiumsCents);
}

async function leviesOf(orgId: string, actor: TActor) {
  const response = await burial.call(orgId, 'GET', '/levies', actor);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as TLevyList;
}

/**
 * A society on a R100 plan with a R50 levy after each payout. Nomsa's death is claimed. Bongani (paid ahead)
 * and Ayanda (two months behind: in arrears, still covered) are in force on the plan; Lerato paid one premium
 * seven months ago and has lapsed; Kagiso is on another plan with a levy of its own.
 */
async function createSociety() {
  const orgId = await createOrganization(app, {
    adminUserId: admin.userId,
    coAdminUserIds: [coAdmin.userId],
    memberUserIds: [nomsa.userId, bongani.userId, ayanda.userId, lerato.userId, kagiso.userId],
    type: 'burial_society',
  });
  const planId = await burial.createPlan(orgId, admin, buildPlanTerms({ levyPerPayoutCents: 5_000 }));
  const otherPlanId = await burial.createPlan(
    orgId,
    admin,
    buildPlanTerms({ levyPerPayoutCents: 9_000 }),
    'Single plan',
  );
  await enrol(orgId, planId, nomsa, joinedOn, 80_000);
  await enrol(orgId, planId, bongani, joinedOn, 80_000);
  await enrol(orgId, planId, ayanda, joinedOn, 60_000);
  await enrol(orgId, planId, lerato, joinedOn, 10_000);
  await enrol(orgId, otherPlanId, kagiso, joinedOn, 80_000);
  const cover = await burial.coverOf(orgId, nomsa);
  const personId = cover.people.find((person) => person.relationship === 'main_member')?.personId;
  if (!personId) throw new Error('no main member');
  return { orgId, planId, personId };
}

async function payClaimFor(orgId: string, personId: string, idempotencyKey = `claim-pay-${randomUUID()}`) {
  const lodged = await burial.call(
    orgId,
    'POST',
    '/claims',
    admin,
    buildClaimBody(personId, { diedOn: today, cause: 'accidental' }),
  );
  expect(lodged.status, await lodged.clone().text()).toBe(201);
  const claim = (await lodged.json()) as TClaim;
  expect((await burial.call(orgId, 'POST', `/claims/${claim.id}/approve`, admin)).status).toBe(200);
  const pay = () =>
    app.request(`/api/v1/orgs/${orgId}/burial/claims/${claim.id}/pay`, {
      method: 'POST',
      cookie: coAdmin.cookie,
      idempotencyKey,
    });
  const paid = await pay();
  expect(paid.status, await paid.clone().text()).toBe(200);
  return { claim, retry: pay };
}

prepareBurialApp(
  {
    admin: 'Thandi Admin',
    coAdmin: 'Sizwe Admin',
    nomsa: 'Nomsa Member',
    bongani: 'Bongani Member',
    ayanda: 'Ayanda Member',
    lerato: 'Lerato Member',
    kagiso: 'Kagiso Member',
  },
  (started) => {
    ({ app, burial, admin, coAdmin, nomsa, bongani, ayanda, lerato, kagiso } = started);
  },
);

describe('the levy after a payout', () => {
  it('is raised once, in the payout, on every other policy in force on the plan', async () => {
    const { orgId, personId } = await createSociety();
    await fundOrganization(app, orgId, 5_000_000);
    expect((await leviesOf(orgId, admin)).levies).toEqual([]);
    const { claim, retry } = await payClaimFor(orgId, personId);
    const raised = await leviesOf(orgId, admin);
    // Bongani and Ayanda (in arrears still covers) owe R50 each; not Nomsa, Lerato (lapsed) or Kagiso.
    expect(raised.levies.map((levy) => [levy.memberName, levy.amountCents, levy.raisedOn]).sort()).toEqual([
      ['Ayanda Member', 5_000, today],
      ['Bongani Member', 5_000, today],
    ]);
    expect(raised.levies.every((levy) => levy.claimId === claim.id && levy.paidOn === null)).toBe(true);
    expect(raised.totals).toEqual({ raisedCents: 10_000, paidCents: 0, owedCents: 10_000, owedCount: 2 });

    expect((await retry()).status).toBe(200);
    expect((await leviesOf(orgId, admin)).levies).toHaveLength(2);

    // A member sees only their own; the levy leaves the cover as it was (it never lapses a policy).
    const own = await leviesOf(orgId, ayanda);
    expect(own.levies.map((levy) => [levy.memberName, levy.amountCents])).toEqual([['Ayanda Member', 5_000]]);
    expect(own.totals).toEqual({ raisedCents: 5_000, paidCents: 0, owedCents: 5_000, owedCount: 1 });
    expect((await leviesOf(orgId, lerato)).levies).toEqual([]);
    const cover = await burial.coverOf(orgId, ayanda);
    expect(cover.people[0]).toMatchObject({ status: 'in_arrears', monthsOwed: 2 });
  });

  it('follows the terms each member is on: a newer version levies only those who accept it', async () => {
    const { orgId, planId, personId } = await createSociety();
    const newer = await burial.call(orgId, 'POST', `/plans/${planId}/versions`, admin, {
      effectiveFrom: shiftIsoDate(today, -1),
      terms: buildPlanTerms({ levyPerPayoutCents: 8_000 }),
    });
    expect(newer.status, await newer.clone().text()).toBe(201);
    const accepted = await burial.call(orgId, 'POST', '/policies/accept-terms', bongani, { version: 2 });
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    await fundOrganization(app, orgId, 5_000_000);
    await payClaimFor(orgId, personId);
    const raised = await leviesOf(orgId, admin);
    expect(raised.levies.map((levy) => [levy.memberName, levy.amountCents]).sort()).toEqual([
      ['Ayanda Member', 5_000],
      ['Bongani Member', 8_000],
    ]);
    expect(raised.totals.owedCents).toBe(13_000);
  });

  it('raises nothing on a plan without a levy', async () => {
    const orgId = await createOrganization(app, {
      adminUserId: admin.userId,
      coAdminUserIds: [coAdmin.userId],
      memberUserIds: [nomsa.userId, bongani.userId],
      type: 'burial_society',
    });
    const planId = await burial.createPlan(orgId, admin, buildPlanTerms());
    await enrol(orgId, planId, nomsa, joinedOn, 80_000);
    await enrol(orgId, planId, bongani, joinedOn, 80_000);
    const cover = await burial.coverOf(orgId, nomsa);
    await fundOrganization(app, orgId, 5_000_000);
    await payClaimFor(orgId, cover.people[0]?.personId ?? '');
    expect(await leviesOf(orgId, admin)).toEqual({
      totals: { raisedCents: 0, paidCents: 0, owedCents: 0, owedCount: 0 },
      levies: [],
    });
  });
});

describe('paying a levy', () => {
  it('books cash in and the member contributions once, and the totals move from owed to paid', async () => {
    const { orgId, personId } = await createSociety();
    await fundOrganization(app, orgId, 5_000_000);
    await payClaimFor(orgId, personId);
    const levy = (await leviesOf(orgId, bongani)).levies[0];
    if (!levy) throw new Error('no levy');
    const path = `/api/v1/orgs/${orgId}/burial/levies/${levy.id}/pay`;
    const key = `levy-pay-${randomUUID()}`;
    const send = (actor: TActor, json: unknown, idempotencyKey = key) =>
      app.request(path, { method: 'POST', cookie: actor.cookie, json, idempotencyKey });

    // A member cannot record it; an admin needs a date not after today.
    expect((await send(bongani, { paidOn: today })).status).toBe(403);
    const future = await send(admin, { paidOn: shiftIsoDate(today, 1) }, randomUUID());
    expect(future.status).toBe(400);
    expect((await future.json()).error.message).toBe('Date paid cannot be in the future');
    const paid = await send(admin, { paidOn: today, paymentMethod: 'cash' });
    expect(paid.status, await paid.clone().text()).toBe(200);
    const body = (await paid.json()) as TLevy;
    expect(body).toMatchObject({ paidOn: today, paymentMethod: 'cash', amountCents: 5_000 });

    const retry = await send(admin, { paidOn: today, paymentMethod: 'cash' });
    expect(((await retry.json()) as TLevy).journalEntryId).toBe(body.journalEntryId);
    const twice = await send(coAdmin, { paidOn: today }, randomUUID());
    expect(twice.status).toBe(409);

    const lines = await app.database.db
      .select({
        code: ledgerAccounts.code,
        amountCents: journalLines.amountCents,
        member: journalLines.memberUserId,
      })
      .from(journalLines)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
      .where(
        and(eq(journalLines.organizationId, orgId), eq(journalLines.entryId, body.journalEntryId ?? '')),
      );
    expect(lines.sort((a, b) => a.code.localeCompare(b.code))).toEqual([
      { code: 'cash', amountCents: 5_000, member: bongani.userId },
      { code: 'member_funds', amountCents: -5_000, member: bongani.userId },
    ]);
    expect((await leviesOf(orgId, admin)).totals).toEqual({
      raisedCents: 10_000,
      paidCents: 5_000,
      owedCents: 5_000,
      owedCount: 1,
    });
    expect((await leviesOf(orgId, bongani)).totals.owedCents).toBe(0);

    // The Premium Arrears report lists what is still owed on its end date: Ayanda's R50, not Bongani's.
    const report = await buildPremiumArrears({
      db: app.database.db,
      organizationId: orgId,
      organizationName: 'Society',
      range: { from: shiftIsoDate(today, -30), to: today },
      generatedAt: new Date(),
      onProgress: async () => {},
    });
    expect(report.tables.find((table) => table.key === 'levies')?.rows).toEqual([
      { member: 'Ayanda Member', levies: 1, oldest: today, owed: 5_000 },
    ]);
    expect(report.figures.find((figure) => figure.key === 'levies_owed')?.value).toBe(5_000);
  });

  it('refuses an admin recording a levy of their own, and answers 404 to another society', async () => {
    const orgId = await createOrganization(app, {
      adminUserId: admin.userId,
      coAdminUserIds: [coAdmin.userId],
      memberUserIds: [nomsa.userId],
      type: 'burial_society',
    });
    const planId = await burial.createPlan(orgId, admin, buildPlanTerms({ levyPerPayoutCents: 5_000 }));
    await enrol(orgId, planId, nomsa, joinedOn, 80_000);
    await enrol(orgId, planId, coAdmin, joinedOn, 80_000);
    const cover = await burial.coverOf(orgId, nomsa);
    await fundOrganization(app, orgId, 5_000_000);
    await payClaimFor(orgId, cover.people[0]?.personId ?? '');
    const levy = (await leviesOf(orgId, coAdmin)).levies[0];
    if (!levy) throw new Error('no levy');
    const own = await app.request(`/api/v1/orgs/${orgId}/burial/levies/${levy.id}/pay`, {
      method: 'POST',
      cookie: coAdmin.cookie,
      json: { paidOn: today },
    });
    expect(own.status).toBe(403);
    expect(((await own.json()) as { error: { message: string } }).error.message).toBe(
      'Another admin must record this',
    );
    const { orgId: otherOrg } = await createSociety();
    const elsewhere = await app.request(`/api/v1/orgs/${otherOrg}/burial/levies/${levy.id}/pay`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { paidOn: today },
    });
    expect(elsewhere.status).toBe(404);
  });

  it('answers 403 outside burial societies', async () => {
    const stokvel = await createOrganization(app, {
      adminUserId: admin.userId,
      coAdminUserIds: [coAdmin.userId],
      memberUserIds: [nomsa.userId],
    });
    const list = await burial.call(stokvel, 'GET', '/levies', nomsa);
    expect(list.status).toBe(403);
    expect(((await list.json()) as { error: { code: string } }).error.code).toBe('FEATURE_DISABLED');
  });
});
