import { CalendarDays, HandCoins, Landmark, Wallet } from 'lucide-react';
import type { TDashboardSummary } from '../../../shared/contracts/transactions';
import { Money } from '../../components/money';
import { StatCard } from '../../components/ui/stat-card';
import { RecentTransactions } from './recent-transactions';

/** The four figures from the ledger and the recent transactions. */
export function DashboardFigures({
  organizationId,
  summary,
}: {
  organizationId: string;
  summary: TDashboardSummary;
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Total Balance"
          icon={Wallet}
          hint="Contributions minus active loans"
          value={<Money cents={summary.totalBalanceCents} />}
        />
        <StatCard
          label="Total Contributions"
          icon={HandCoins}
          hint="All time"
          value={<Money cents={summary.totalContributionsCents} />}
        />
        <StatCard
          label="Active Loans"
          icon={Landmark}
          hint="Outstanding"
          value={<Money cents={summary.activeLoansCents} />}
        />
        <StatCard
          label="This Month"
          icon={CalendarDays}
          hint={`${summary.thisMonthPercent.toFixed(1)}% of all contributions`}
          value={<Money cents={summary.thisMonthCents} />}
        />
      </div>
      <RecentTransactions organizationId={organizationId} items={summary.recentTransactions} />
    </>
  );
}
