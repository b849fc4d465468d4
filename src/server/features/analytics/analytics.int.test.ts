import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonthsToMonthStart } from '../../../shared/analytics';
import { getTodayIso } from '../../../shared/calendar';
import type { TAnalytics } from '../../../shared/contracts/analytics';
import type { TContribution } from '../../../shared/contracts/contributions';
import { getLoanDueDate, getTotalRepayableCents, type TLoanStatus } from '../../../shared/loans';
import { loans, organizationFeatureFlags } from '../../db/schema';
import { fundOrganization } from '../../testing/fund-organization';
import {
  createOrganization,
  createSignedInUser,
  createTestApp,
  type TActor,
  type TTestApp,
} from '../../testing/test-app';
import { postJournalEntry } from '../ledger/ledger.service';

let app: TTestApp;
let admin: TActor;
let member: TActor;
let outsiderAdmin: TActor;
let staff: TActor;
let treasurer: TActor;
let orgId: string;

/** The dates the figures turn on, relative to today in South Africa. */
const today = getTodayIso();
const monthStart = (offset: number) => addMonthsToMonthStart(today, offset);
function dayBefore(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}
/** The last day of last month: the last day every period but 'all' covers. */
const LAST_MONTH_END = dayBefore(monthStart(0));
const LAST_MONTH_START = monthStart(-1);
const START_3M = monthStart(-3);
const START_6M = monthStart(-6);
const START_1Y = monthStart(-12);

async function recordContribution(
  organizationId: string,
  userId: string,
  date: string,
  amountCents: number,
  recorder = admin,
) {
  const response = await app.request(`/api/v1/orgs/${organizationId}/contributions`, {
    method: 'POST',
    cookie: recorder.cookie,
    json: { userId, contributionDate: date, amountCents, paymentMethod: 'eft' },
    headers: { 'idempotency-key': `analytics-${randomUUID()}` },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as TContribution;
}

/**
 * A loan row as the loans feature writes it, a disbursed one with its disbursement posted to the ledger: the
 * loan routes date a request today, and these fixtures need loans asked for months ago.
 */
async function insertLoan(
  organizationId: string,
  input: { status: TLoanStatus; amountCents: number; loanDate: string; disbursedOn?: string },
) {
  const id = randomUUID();
  const terms = { amountCents: input.amountCents, interestRateBps: 1000, termMonths: 6 };
  let disbursementEntryId: string | null = null;
  if (input.disbursedOn) {
    const { entry } = await postJournalEntry(app.database.db, {
      organizationId,
      entryDate: input.disbursedOn,
      description: 'Loan disbursed',
      transactionType: 'loan_disbursement',
      lines: [
        { account: 'loans_receivable', amountCents: input.amountCents, memberUserId: member.userId },
        { account: 'cash', amountCents: -input.amountCents },
      ],
      createdBy: admin.userId,
      sourceType: 'loan',
      sourceId: id,
    });
    disbursementEntryId = entry.id;
  }
  await app.database.db.insert(loans).values({
    id,
    organizationId,
    userId: member.userId,
    loanDate: input.loanDate,
    amountCents: input.amountCents,
    interestRateBps: terms.interestRateBps,
    termMonths: terms.termMonths,
    totalRepayableCents: getTotalRepayableCents(terms),
    dueDate: getLoanDueDate(input.disbursedOn ?? input.loanDate, terms.termMonths),
    status: input.status,
    disbursedOn: input.disbursedOn ?? null,
    disbursementEntryId,
  });
}

function getAnalytics(actor: TActor, organizationId: string, query = '') {
  return app.request(`/api/v1/orgs/${organizationId}/analytics${query}`, { cookie: actor.cookie });
}

async function readAnalytics(period: string, organizationId = orgId, actor = admin): Promise<TAnalytics> {
  const response = await getAnalytics(actor, organizationId, `?period=${period}`);
  expect(response.status).toBe(200);
  return (await response.json()) as TAnalytics;
}

function distributionOf(analytics: TAnalytics) {
  return Object.fromEntries(
    analytics.loanDistribution.map((row) => [row.status, [row.count, row.amountCents, row.barPercent]]),
  );
}

beforeAll(async () => {
  app = await createTestApp();
  admin = await createSignedInUser(app, { name: 'Thandi Admin' });
  member = await createSignedInUser(app, { name: 'Nomsa Member' });
  outsiderAdmin = await createSignedInUser(app);
  staff = await createSignedInUser(app, { platformRole: 'site_admin' });
  treasurer = await createSignedInUser(app, { name: 'Sipho Treasurer' });
  orgId = await createOrganization(app, {
    adminUserId: admin.userId,
    coAdminUserIds: [treasurer.userId],
    memberUserIds: [member.userId],
  });
  await createOrganization(app, { adminUserId: outsiderAdmin.userId });

  // Contributions, through the contribution routes. Only completed ones count.
  await recordContribution(orgId, member.userId, LAST_MONTH_END, 30_000);
  // Nobody records their own money: the second admin records the admin's.
  await recordContribution(orgId, admin.userId, LAST_MONTH_START, 20_000, treasurer);
  // This month's money is in no period but All Time: Last Month is the month before this one.
  await recordContribution(orgId, member.userId, today, 3_000);
  await recordContribution(orgId, member.userId, START_3M, 15_000);
  await recordContribution(orgId, member.userId, dayBefore(START_3M), 5_000);
  await recordContribution(orgId, member.userId, START_6M, 40_000);
  await recordContribution(orgId, member.userId, dayBefore(START_6M), 7_000);
  await recordContribution(orgId, member.userId, monthStart(-14), 100_000);
  const reversed = await recordContribution(orgId, member.userId, today, 50_000);
  const reversal = await app.request(`/api/v1/orgs/${orgId}/contributions/${reversed.id}/reverse`, {
    method: 'POST',
    cookie: admin.cookie,
    json: { reason: 'Recorded twice' },
  });
  expect(reversal.status).toBe(200);
  const submitted = await app.request(`/api/v1/orgs/${orgId}/contributions/submit`, {
    method: 'POST',
    cookie: member.cookie,
    json: {
      contributionDate: LAST_MONTH_END,
      amountCents: 99_900,
      paymentMethod: 'eft',
      referenceNumber: 'PENDING-1',
    },
  });
  expect(submitted.status).toBe(201);

  // Loans: disbursed ones count in Total Loans by disbursement date, all count in the distribution by loan date.
  await insertLoan(orgId, {
    status: 'active',
    amountCents: 30_000,
    loanDate: LAST_MONTH_START,
    disbursedOn: LAST_MONTH_START,
  });
  await insertLoan(orgId, {
    status: 'paid',
    amountCents: 20_000,
    loanDate: dayBefore(START_3M),
    disbursedOn: START_3M,
  });
  await insertLoan(orgId, {
    status: 'defaulted',
    amountCents: 10_000,
    loanDate: START_6M,
    disbursedOn: START_6M,
  });
  await insertLoan(orgId, { status: 'pending', amountCents: 50_000, loanDate: LAST_MONTH_END });
  await insertLoan(orgId, { status: 'rejected', amountCents: 5_000, loanDate: LAST_MONTH_END });
  await insertLoan(orgId, { status: 'approved', amountCents: 8_000, loanDate: START_3M });
  await insertLoan(orgId, {
    status: 'defaulted',
    amountCents: 12_000,
    loanDate: dayBefore(START_6M),
    disbursedOn: dayBefore(START_6M),
  });
});

afterAll(async () => {
  await app.close();
});

describe('analytics figures', () => {
  it.each([
    // period, contributions, count, loans disbursed, disbursed count, net, margin, average
    ['1m', 50_000, 2, 30_000, 1, 20_000, 40, 25_000],
    ['3m', 65_000, 3, 50_000, 2, 15_000, 23.1, 21_667],
    ['6m', 110_000, 5, 60_000, 3, 50_000, 45.5, 22_000],
    ['1y', 117_000, 6, 72_000, 4, 45_000, 38.5, 19_500],
    ['all', 220_000, 8, 72_000, 4, 148_000, 67.3, 27_500],
  ])(
    '%s: completed contributions, disbursed loans, net balance, margin and average',
    async (period, ...figures) => {
      const [contributions, count, loansCents, loanCount, net, margin, average] = figures;
      const analytics = await readAnalytics(period);
      expect(analytics).toMatchObject({
        period,
        to: period === 'all' ? today : LAST_MONTH_END,
        totalContributionsCents: contributions,
        contributionCount: count,
        totalLoansCents: loansCents,
        disbursedLoanCount: loanCount,
        netBalanceCents: net,
        marginPercent: margin,
        averageContributionCents: average,
        canOfferLoans: true,
      });
    },
  );

  it('counts a contribution on the first day of the period and not one on the day before', async () => {
    const [threeMonths, sixMonths, year] = await Promise.all([
      readAnalytics('3m'),
      readAnalytics('6m'),
      readAnalytics('1y'),
    ]);
    expect(threeMonths.from).toBe(START_3M);
    expect(sixMonths.from).toBe(START_6M);
    expect(year.from).toBe(START_1Y);
    // 15,000 on the first day of 3m counts there; 5,000 the day before first counts in 6m.
    expect(sixMonths.totalContributionsCents - threeMonths.totalContributionsCents).toBe(5_000 + 40_000);
    // 7,000 the day before 6m starts counts only from 1y on.
    expect(year.totalContributionsCents - sixMonths.totalContributionsCents).toBe(7_000);
  });

  it('draws one trend point per month of the period, zero-filled, oldest first', async () => {
    const sixMonths = await readAnalytics('6m');
    expect(sixMonths.trend).toEqual([
      { month: monthStart(-6), totalCents: 40_000, count: 1 },
      { month: monthStart(-5), totalCents: 0, count: 0 },
      { month: monthStart(-4), totalCents: 5_000, count: 1 },
      { month: monthStart(-3), totalCents: 15_000, count: 1 },
      { month: monthStart(-2), totalCents: 0, count: 0 },
      { month: monthStart(-1), totalCents: 50_000, count: 2 },
    ]);
    const all = await readAnalytics('all');
    expect(all.from).toBeNull();
    expect(all.trend).toHaveLength(15);
    expect(all.trend[0]).toEqual({ month: monthStart(-14), totalCents: 100_000, count: 1 });
    expect(all.trend.at(-1)).toEqual({ month: monthStart(0), totalCents: 3_000, count: 1 });
    expect(all.trend.reduce((sum, point) => sum + point.totalCents, 0)).toBe(220_000);
  });

  it('distributes the loans asked for in the period by status, with the spec’s bar widths', async () => {
    const oneMonth = await readAnalytics('1m');
    expect(oneMonth.loanCount).toBe(3);
    expect(distributionOf(oneMonth)).toEqual({
      pending: [1, 50_000, 33.3],
      approved: [0, 0, 0],
      rejected: [1, 5_000, 33.3],
      active: [1, 30_000, 33.3],
      paid: [0, 0, 0],
      defaulted: [0, 0, 0],
    });
    // The paid loan was asked for the day before 3m starts (though disbursed on its first day).
    expect(distributionOf(await readAnalytics('3m'))).toMatchObject({
      approved: [1, 8_000, 25],
      paid: [0, 0, 0],
    });
    const year = await readAnalytics('1y');
    expect(year.loanCount).toBe(7);
    expect(distributionOf(year)).toEqual({
      pending: [1, 50_000, 14.3],
      approved: [1, 8_000, 14.3],
      rejected: [1, 5_000, 14.3],
      active: [1, 30_000, 14.3],
      paid: [1, 20_000, 14.3],
      // 10 percent per defaulted loan, not their share.
      defaulted: [2, 22_000, 20],
    });
  });

  it('caps the defaulted bar at 100 percent and shows a negative margin when loans exceed contributions', async () => {
    const otherOrg = await createOrganization(app, {
      adminUserId: admin.userId,
      memberUserIds: [member.userId],
    });
    // Money the group held long before the period, so the loans can be paid out.
    await fundOrganization(app, otherOrg, 10_000, '2025-01-01');
    await recordContribution(otherOrg, member.userId, LAST_MONTH_END, 1_000);
    for (let index = 0; index < 11; index += 1) {
      await insertLoan(otherOrg, {
        status: 'defaulted',
        amountCents: 1_000,
        loanDate: LAST_MONTH_END,
        disbursedOn: LAST_MONTH_END,
      });
    }
    const analytics = await readAnalytics('1m', otherOrg);
    expect(analytics).toMatchObject({
      totalLoansCents: 11_000,
      netBalanceCents: -10_000,
      marginPercent: -1000,
    });
    expect(distributionOf(analytics).defaulted).toEqual([11, 11_000, 100]);
  });

  it('follows a loan requested, disbursed and repaid today through the loan routes (All Time)', async () => {
    const lendingOrg = await createOrganization(app, {
      adminUserId: admin.userId,
      memberUserIds: [member.userId],
    });
    const call = async (actor: TActor, method: 'POST' | 'PUT', path: string, json: unknown = {}) => {
      const response = await app.request(`/api/v1/orgs/${lendingOrg}${path}`, {
        method,
        cookie: actor.cookie,
        json,
        headers: { 'idempotency-key': `analytics-${randomUUID()}` },
      });
      expect(response.status, await response.clone().text()).toBeLessThan(300);
      return (await response.json()) as { id: string; totalRepayableCents: number; status: string };
    };
    await recordContribution(lendingOrg, member.userId, today, 100_000);
    await call(admin, 'PUT', '/loans/terms', {
      interestRatePercent: 10,
      maxTermMonths: 12,
      limit: { kind: 'fixed', amountCents: 1_000_000 },
    });
    const loan = await call(member, 'POST', '/loans', {
      amountCents: 40_000,
      termMonths: 3,
      purpose: 'School fees for my daughter',
    });
    expect(await readAnalytics('all', lendingOrg)).toMatchObject({
      totalLoansCents: 0,
      netBalanceCents: 100_000,
      loanCount: 1,
    });

    await call(admin, 'POST', `/loans/${loan.id}/approve`);
    await call(admin, 'POST', `/loans/${loan.id}/disburse`, { disbursedOn: today });
    const disbursed = await readAnalytics('all', lendingOrg);
    expect(disbursed).toMatchObject({ totalLoansCents: 40_000, netBalanceCents: 60_000, marginPercent: 60 });
    expect(distributionOf(disbursed)).toMatchObject({ active: [1, 40_000, 100], paid: [0, 0, 0] });

    await call(admin, 'POST', `/loans/${loan.id}/repayments`, {
      repaymentDate: today,
      amountCents: loan.totalRepayableCents,
    });
    const repaid = await readAnalytics('all', lendingOrg);
    // Repaying does not undo the disbursement: Total Loans is what was lent in the period. Net Balance follows
    // the cash book, so the repayment (principal and interest) is back in it.
    expect(repaid).toMatchObject({
      totalLoansCents: 40_000,
      netBalanceCents: 60_000 + loan.totalRepayableCents,
    });
    expect(distributionOf(repaid)).toMatchObject({ active: [0, 0, 0], paid: [1, 40_000, 100] });
  });

  it('defaults to the last 6 months', async () => {
    const response = await getAnalytics(admin, orgId);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      period: '6m',
      from: START_6M,
      totalContributionsCents: 110_000,
    });
  });
});

describe('who may read analytics', () => {
  it('lets site admins read any organization’s figures', async () => {
    expect((await readAnalytics('all', orgId, staff)).totalContributionsCents).toBe(220_000);
  });

  it.each([
    ['a plain member', () => member, 403],
    ['an admin of another organization', () => outsiderAdmin, 404],
  ])('refuses %s', async (_name, actorOf, status) => {
    const response = await getAnalytics(actorOf(), orgId, '?period=6m');
    expect(response.status).toBe(status);
    expect(JSON.stringify(await response.json())).not.toContain('totalContributionsCents');
  });

  it('refuses an unknown period with a message', async () => {
    const response = await getAnalytics(admin, orgId, '?period=2y');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'Period must be one of 1m, 3m, 6m, 1y or all' },
    });
  });

  it('is refused when analytics is switched off for the organization', async () => {
    const switchedOff = await createOrganization(app, { adminUserId: admin.userId });
    await app.database.db
      .insert(organizationFeatureFlags)
      .values({ organizationId: switchedOff, featureKey: 'analytics', enabled: false });
    expect((await getAnalytics(admin, switchedOff)).status).toBe(403);
  });

  it('serves a stokvel, which offers no loans, with empty figures and no margin', async () => {
    const stokvel = await createOrganization(app, {
      adminUserId: admin.userId,
      coAdminUserIds: [treasurer.userId],
      type: 'stokvel',
    });
    const analytics = await readAnalytics('3m', stokvel);
    expect(analytics).toMatchObject({
      canOfferLoans: false,
      totalContributionsCents: 0,
      contributionCount: 0,
      totalLoansCents: 0,
      netBalanceCents: 0,
      marginPercent: null,
      averageContributionCents: 0,
      loanCount: 0,
    });
    expect(analytics.trend.map((point) => [point.month, point.totalCents])).toEqual([
      [monthStart(-3), 0],
      [monthStart(-2), 0],
      [monthStart(-1), 0],
    ]);
    await recordContribution(stokvel, admin.userId, LAST_MONTH_END, 12_345, treasurer);
    expect(await readAnalytics('1m', stokvel)).toMatchObject({
      totalContributionsCents: 12_345,
      marginPercent: 100,
      averageContributionCents: 12_345,
    });
  });
});
