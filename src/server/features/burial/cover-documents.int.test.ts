import { describe, expect, it } from 'vitest';
import { getMonthStart, getTodayIso } from '../../../shared/calendar';
import type { TReserve } from '../../../shared/contracts/reserve';
import { shiftIsoDate } from '../../../shared/group-rules/periods';
import { monthlyRules } from '../../../shared/group-rules/rule-fixtures';
import { formatPdfMoney } from '../../platform/pdf/render-pdf';
import {
  buildSaId,
  type createBurialCaller,
  prepareBurialApp,
  SOCIETY_PEOPLE,
  type TActor,
} from '../../testing/fixtures/burial';
import { extractPdfText } from '../../testing/pdf-text';
import { createOrganization, type TTestApp } from '../../testing/test-app';
import { DAY_CONVENTION, getCoveredFromText, getStatusText } from './certificate-pdf';

let app: TTestApp;
let admin: TActor;
let member: TActor;
let otherMember: TActor;
let outsider: TActor;
let burial: ReturnType<typeof createBurialCaller>;

prepareBurialApp(SOCIETY_PEOPLE, (started) => {
  ({ app, burial, admin, member, otherMember, outsider } = started);
});

const createSociety = (type: 'burial_society' | 'stokvel' = 'burial_society') =>
  createOrganization(app, {
    adminUserId: admin.userId,
    memberUserIds: [member.userId, otherMember.userId],
    type,
  });

const pay = (orgId: string, userId: string, contributionDate: string, amountCents: number) =>
  burial.payPremium(orgId, admin, { userId, contributionDate, amountCents });

async function payOut(orgId: string, userId: string, transactionDate: string, amountCents: number) {
  const response = await app.request(`/api/v1/orgs/${orgId}/transactions`, {
    method: 'POST',
    cookie: admin.cookie,
    json: { kind: 'payout', description: 'Funeral', amountCents, transactionDate, memberUserId: userId },
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

async function addChild(orgId: string, actor: TActor, dateOfBirth: string, fullName = 'Lwazi Member') {
  const response = await burial.call(orgId, 'POST', '/dependants', actor, {
    fullName,
    relationship: 'child',
    document: { kind: 'sa_id', number: buildSaId(dateOfBirth, 'male') },
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

describe('cover certificate', () => {
  it('gives a member their own certificate with the figures the cover engine gives', async () => {
    const orgId = await createSociety();
    const planId = await burial.createPlan(orgId, admin);
    await burial.join(orgId, member, planId);
    await addChild(orgId, member, '2012-03-08');
    await burial.backdatePolicy(orgId, member.userId, '2026-01-15');
    // R300 pays January to March; on 10 May April and May are owed.
    await pay(orgId, member.userId, '2026-01-20', 30_000);

    const on = '2026-05-10';
    const engine = await burial.coverOf(orgId, member, on);
    const response = await burial.call(orgId, 'GET', `/cover/me/certificate?on=${on}`, member);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('cover-certificate-2026-05-10.pdf');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = extractPdfText(pdf);

    expect(text).toContain('Cover certificate');
    expect(text).toContain('Family plan (version 1)');
    expect(text).toContain('10 May 2026');
    expect(text).toMatch(/CC-[0-9A-F]{8}-20260510/);
    expect(text).toContain(DAY_CONVENTION.slice(0, 60));
    expect(engine.people).toHaveLength(2);
    for (const person of engine.people) {
      expect(text).toContain(person.fullName);
      expect(text).toContain(formatPdfMoney(person.coverCents));
      expect(text).toContain(getStatusText(person));
      expect(text).toContain(getCoveredFromText(person).slice(0, 40));
    }
    // The worked numbers: main member R20 000, a 14-year-old child R10 000, in arrears for two months,
    // naturally covered from 15 July (the same day six months after joining).
    const [main, child] = engine.people;
    expect(main).toMatchObject({ coverCents: 2_000_000, status: 'in_arrears', monthsOwed: 2 });
    expect(child).toMatchObject({ coverCents: 1_000_000, monthsOwed: 2 });
    expect(main?.coveredFrom.natural).toBe('2026-07-15');
    expect(text).toContain('R 20 000,00');
    expect(text).toContain('R 10 000,00');
    expect(text).toContain('Natural death from 15 July 2026');
  });

  it('refuses another member’s certificate and gives admins anyone’s', async () => {
    const orgId = await createSociety();
    const planId = await burial.createPlan(orgId, admin);
    await burial.join(orgId, member, planId);

    const byOther = await burial.call(orgId, 'GET', `/policies/${member.userId}/certificate`, otherMember);
    expect(byOther.status).toBe(404);
    const ownNone = await burial.call(orgId, 'GET', '/cover/me/certificate', otherMember);
    expect(ownNone.status).toBe(404);
    const byOutsider = await burial.call(orgId, 'GET', '/cover/me/certificate', outsider);
    expect([403, 404]).toContain(byOutsider.status);

    const byAdmin = await burial.call(orgId, 'GET', `/policies/${member.userId}/certificate`, admin);
    expect(byAdmin.status).toBe(200);
    expect(extractPdfText(Buffer.from(await byAdmin.arrayBuffer()))).toContain('Nomsa Member');
    const ownByPath = await burial.call(orgId, 'GET', `/policies/${member.userId}/certificate`, member);
    expect(ownByPath.status).toBe(200);
  });

  it('is only for burial societies', async () => {
    const orgId = await createSociety('stokvel');
    expect((await burial.call(orgId, 'GET', '/cover/me/certificate', member)).status).toBe(403);
    expect((await burial.call(orgId, 'GET', '/reserve', admin)).status).toBe(403);
  });
});

describe('reserve', () => {
  it('weighs the cash against the largest covers and the payouts of the last twelve months', async () => {
    const orgId = await createSociety();
    const planId = await burial.createPlan(orgId, admin);
    await burial.join(orgId, member, planId);
    await burial.join(orgId, otherMember, planId);
    await addChild(orgId, member, shiftIsoDate(getTodayIso(), -800), 'Baby Member');

    const today = getTodayIso();
    const lastMonthEnd = shiftIsoDate(getMonthStart(today), -1);
    await pay(orgId, member.userId, lastMonthEnd, 600_000);
    await pay(orgId, otherMember.userId, lastMonthEnd, 400_000);
    await payOut(orgId, member.userId, lastMonthEnd, 240_000);
    // This month's payout is in the cash but not in the average of the twelve whole months before it.
    await payOut(orgId, otherMember.userId, today, 60_000);

    expect((await burial.call(orgId, 'GET', '/reserve', member)).status).toBe(403);
    const response = await burial.call(orgId, 'GET', '/reserve', admin);
    expect(response.status, await response.clone().text()).toBe(200);
    const reserve = (await response.json()) as TReserve;
    // Cash R10 000 - R3 000 = R7 000; covers R20 000, R20 000 and a two-year-old's R5 000.
    expect(reserve).toMatchObject({
      cashCents: 700_000,
      warnBelowPayouts: 2,
      largestCoversCents: [2_000_000, 2_000_000],
      costOfLargestCents: 4_000_000,
      coversInForce: 3,
      averageMonthlyPayoutsCents: 20_000,
      monthsOfPayouts: 35,
      isBelow: true,
    });

    // The society chooses one funeral and then three, each from its effective date.
    const setRules = async (effectiveFrom: string, warnBelowPayouts: number) => {
      const rules = { ...monthlyRules(), reserve: { warnBelowPayouts } };
      const set = await app.request(`/api/v1/orgs/${orgId}/rules`, {
        method: 'POST',
        cookie: admin.cookie,
        json: { effectiveFrom, rules },
      });
      expect(set.status, await set.clone().text()).toBe(201);
    };
    await setRules(getMonthStart(today), 3);
    const three = (await (await burial.call(orgId, 'GET', '/reserve', admin)).json()) as TReserve;
    expect(three).toMatchObject({
      warnBelowPayouts: 3,
      largestCoversCents: [2_000_000, 2_000_000, 500_000],
      costOfLargestCents: 4_500_000,
      isBelow: true,
    });
  });

  it('is not below when the cash pays for the chosen number of funerals', async () => {
    const orgId = await createSociety();
    const planId = await burial.createPlan(orgId, admin);
    await burial.join(orgId, member, planId);
    await pay(orgId, member.userId, getTodayIso(), 2_500_000);
    const reserve = (await (await burial.call(orgId, 'GET', '/reserve', admin)).json()) as TReserve;
    expect(reserve).toMatchObject({
      cashCents: 2_500_000,
      largestCoversCents: [2_000_000],
      costOfLargestCents: 2_000_000,
      averageMonthlyPayoutsCents: 0,
      monthsOfPayouts: null,
      isBelow: false,
    });
  });
});
