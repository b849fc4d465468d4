import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTodayIso } from '../../../shared/calendar';
import type { TDashboardSummary } from '../../../shared/contracts/dashboard';
import { orgCaller, readJson } from '../../testing/fixtures/http';
import { createOrganization, createSignedInUser, createTestApp, type TTestApp } from '../../testing/test-app';

type TActor = { userId: string; cookie: string };

let app: TTestApp;
let admin: TActor;
let member: TActor;
let otherMember: TActor;
let outsider: TActor;
let orgId: string;
const today = getTodayIso();
const call = orgCaller(() => app);

const summaryFor = async (actor: TActor) =>
  readJson<TDashboardSummary>(await call(orgId, 'GET', '/dashboard/summary', actor));

async function contribute(userId: string, amountCents: number) {
  await readJson(
    await call(orgId, 'POST', '/contributions', admin, {
      userId,
      contributionDate: today,
      amountCents,
      paymentMethod: 'cash',
    }),
    201,
  );
}

beforeAll(async () => {
  app = await createTestApp();
  admin = await createSignedInUser(app, { name: 'Lerato Admin' });
  member = await createSignedInUser(app, { name: 'Ayanda Member' });
  otherMember = await createSignedInUser(app, { name: 'Kagiso Member' });
  outsider = await createSignedInUser(app);
  orgId = await createOrganization(app, {
    adminUserId: admin.userId,
    memberUserIds: [member.userId, otherMember.userId],
  });
  await createOrganization(app, { adminUserId: outsider.userId });
});

afterAll(async () => {
  await app.close();
});

describe('the dashboard home', () => {
  it('has no data for a new organization', async () => {
    const summary = await summaryFor(member);
    expect(summary).toEqual({
      hasData: false,
      totalBalanceCents: 0,
      balanceBreakdown: {
        contributionsCents: 0,
        loansOutCents: 0,
        repaymentsCents: 0,
        payoutsCents: 0,
        feesCents: 0,
        otherCents: 0,
      },
      totalContributionsCents: 0,
      activeLoansCents: 0,
      activeLoanCount: 0,
      defaultedLoansCents: 0,
      defaultedLoanCount: 0,
      thisMonthCents: 0,
      thisMonthPercent: 0,
      expectedThisMonthCents: null,
      member: { paidInCents: 0, thisMonthCents: 0, owedCents: 0, loanOutstandingCents: 0 },
      recentTransactions: [],
    });
  });

  it('shows the organization’s figures to everyone and recent transactions in each one’s scope', async () => {
    await contribute(member.userId, 30_000);
    await contribute(otherMember.userId, 20_000);
    await readJson(
      await call(orgId, 'POST', '/transactions', admin, {
        kind: 'fee',
        description: 'Bank charges',
        amountCents: 1_500,
        transactionDate: today,
      }),
      201,
    );

    const forAdmin = await summaryFor(admin);
    expect(forAdmin).toMatchObject({
      hasData: true,
      totalContributionsCents: 50_000,
      // The cash the group holds: the fee has left it.
      totalBalanceCents: 48_500,
      balanceBreakdown: { contributionsCents: 50_000, feesCents: -1_500 },
      thisMonthCents: 50_000,
      thisMonthPercent: 100,
      member: null,
    });
    expect(forAdmin.recentTransactions.map((t) => t.amountCents)).toEqual([-1_500, 20_000, 30_000]);

    const forMember = await summaryFor(member);
    expect(forMember.totalContributionsCents).toBe(50_000);
    expect(forMember.member).toEqual({
      paidInCents: 30_000,
      thisMonthCents: 30_000,
      owedCents: 0,
      loanOutstandingCents: 0,
    });
    expect(forMember.recentTransactions.map((t) => t.amountCents)).toEqual([30_000]);
    expect((await call(orgId, 'GET', '/dashboard/summary', outsider)).status).toBe(404);
  });

  it('lists at most the latest 8 transactions', async () => {
    for (let i = 0; i < 9; i++) await contribute(member.userId, 1_000 + i);
    const summary = await summaryFor(admin);
    expect(summary.recentTransactions).toHaveLength(8);
    expect(summary.recentTransactions[0]?.amountCents).toBe(1_008);
  });
});
