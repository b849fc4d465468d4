import { CalendarDays, HandCoins, Landmark, PiggyBank, Receipt, Wallet } from 'lucide-react';
import type { TDashboardSummary } from '../../../shared/contracts/dashboard';
import { Money } from '../../components/money';
import { StatGrid } from '../../components/stat-grid';
import { BalanceBreakdown } from './balance-breakdown';
import { RecentTransactions } from './recent-transactions';

function loansHint(summary: TDashboardSummary) {
  const active = `Principal still owed on ${summary.activeLoanCount} active loan${summary.activeLoanCount === 1 ? '' : 's'}`;
  if (summary.defaultedLoanCount === 0) return active;
  return (
    <>
      {active}; <Money cents={summary.defaultedLoansCents} /> more on {summary.defaultedLoanCount} defaulted
    </>
  );
}

/** Collected against what the group's rules expect this month, when it has rules. */
function thisMonthHint(summary: TDashboardSummary) {
  const expected = summary.expectedThisMonthCents;
  if (expected === null) return `${summary.thisMonthPercent.toFixed(1)}% of all contributions`;
  const share = expected > 0 ? ` (${Math.round((summary.thisMonthCents / expected) * 100)}%)` : '';
  return (
    <>
      Collected of <Money cents={expected} /> expected{share}
    </>
  );
}

/** A plain member's own figures, shown before the group's. */
function MemberFigures({ member }: { member: NonNullable<TDashboardSummary['member']> }) {
  return (
    <section aria-labelledby="my-figures" className="space-y-3">
      <h2 id="my-figures" className="text-lg font-semibold">
        Your figures
      </h2>
      <StatGrid
        stats={[
          {
            label: 'You paid in',
            icon: PiggyBank,
            hint: 'All time',
            value: <Money cents={member.paidInCents} />,
          },
          {
            label: 'You paid this month',
            icon: CalendarDays,
            value: <Money cents={member.thisMonthCents} />,
          },
          {
            label: 'You still owe on loans',
            icon: Receipt,
            hint: 'Loan repayments with interest, not contributions',
            value: <Money cents={member.owedCents} />,
          },
          {
            label: 'Your loan outstanding',
            icon: Landmark,
            hint: 'Principal still owed on your active loans',
            value: <Money cents={member.loanOutstandingCents} />,
          },
        ]}
      />
    </section>
  );
}

/** The figures from the ledger (a member's own first) and the recent transactions. */
export function DashboardFigures({
  organizationId,
  summary,
}: {
  organizationId: string;
  summary: TDashboardSummary;
}) {
  const groupCards = (
    <StatGrid
      stats={[
        {
          label: 'Total Balance',
          icon: Wallet,
          hint: <BalanceBreakdown breakdown={summary.balanceBreakdown} />,
          value: <Money cents={summary.totalBalanceCents} />,
        },
        {
          label: 'Total Contributions',
          icon: HandCoins,
          hint: 'All time',
          value: <Money cents={summary.totalContributionsCents} />,
        },
        {
          label: 'Active Loans',
          icon: Landmark,
          hint: loansHint(summary),
          value: <Money cents={summary.activeLoansCents} />,
        },
        {
          label: 'This Month',
          icon: CalendarDays,
          hint: thisMonthHint(summary),
          value: <Money cents={summary.thisMonthCents} />,
        },
      ]}
    />
  );
  return (
    <>
      {summary.member ? (
        <>
          <MemberFigures member={summary.member} />
          <section aria-labelledby="group-figures" className="space-y-3">
            <h2 id="group-figures" className="text-lg font-semibold">
              Your group
            </h2>
            <p className="text-sm text-muted-foreground">The whole group's totals, not your own.</p>
            {groupCards}
          </section>
        </>
      ) : (
        groupCards
      )}
      <RecentTransactions organizationId={organizationId} items={summary.recentTransactions} />
    </>
  );
}
