import { describe, expect, it } from 'vitest';
import { getTodayIso } from '../../../shared/calendar';
import type { TDashboardSummary } from '../../../shared/contracts/dashboard';
import { prepareGroupWorld } from '../../testing/fixtures/group-world';
import { orgCaller, readJson } from '../../testing/fixtures/http';
import type { TActor } from '../../testing/test-app';

const world = prepareGroupWorld({
  admin: 'Lerato Admin',
  member: 'Ayanda Member',
  otherMember: 'Kagiso Member',
});
const today = getTodayIso();
const call = orgCaller(() => world.app);

const summaryFor = async (actor: TActor) =>
  readJson<TDashboardSummary>(await call(world.orgId, 'GET', '/dashboard/summary', actor));

async function contribute(userId: string, amountCents: number) {
  await readJson(
    await call(world.orgId, 'POST', '/contributions', world.admin, {
      userId,
      contributionDate: today,
      amountCents,
      paymentMethod: 'cash',
    }),
    201,
  );
}

describe('the dashboard home', () => {
  it('has no data for a new organization', async () => {
    const summary = await summaryFor(world.member);
    expect(summary).toEqual({
      hasData: false,
      totalBalanceCents: 0,
      balanceBreakdown: {
        openingCents: 0,
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
    await contribute(world.member.userId, 30_000);
    await contribute(world.otherMember.userId, 20_000);
    await readJson(
      await call(world.orgId, 'POST', '/transactions', world.admin, {
        kind: 'fee',
        description: 'Bank charges',
        amountCents: 1_500,
        transactionDate: today,
      }),
      201,
    );

    const forAdmin = await summaryFor(world.admin);
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

    const forMember = await summaryFor(world.member);
    expect(forMember.totalContributionsCents).toBe(50_000);
    expect(forMember.member).toEqual({
      paidInCents: 30_000,
      thisMonthCents: 30_000,
      owedCents: 0,
      loanOutstandingCents: 0,
    });
    expect(forMember.recentTransactions.map((t) => t.amountCents)).toEqual([30_000]);
    expect((await call(world.orgId, 'GET', '/dashboard/summary', world.outsiderAdmin)).status).toBe(404);
  });

  it('lists at most the latest 8 transactions', async () => {
    for (let i = 0; i < 9; i++) await contribute(world.member.userId, 1_000 + i);
    const summary = await summaryFor(world.admin);
    expect(summary.recentTransactions).toHaveLength(8);
    expect(summary.recentTransactions[0]?.amountCents).toBe(1_008);
  });
});
