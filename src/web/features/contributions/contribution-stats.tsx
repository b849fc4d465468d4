import { useQuery } from '@tanstack/react-query';
import { CalendarDays, Hash, TrendingUp, Wallet } from 'lucide-react';
import { formatNumber } from '../../../shared/format';
import { Money } from '../../components/money';
import { StatGrid, StatsFailure } from '../../components/stat-grid';
import { Skeleton } from '../../components/ui/skeleton';
import { contributionQueries } from './contributions.queries';

/** The four figures: the organization's for admins and staff, the member's own otherwise. */
export function ContributionStats({ organizationId }: { organizationId: string }) {
  const stats = useQuery(contributionQueries.stats(organizationId));
  if (stats.isError) return <StatsFailure error={stats.error} fallback="Failed to fetch contributions" />;
  const data = stats.data;
  const scopeHint = data?.scope === 'own' ? 'Your contributions' : 'Whole organization';
  return (
    <StatGrid
      isLoading={stats.isPending}
      skeleton={<Skeleton className="h-8 w-28" />}
      stats={[
        {
          label: 'Total Contributions',
          icon: Wallet,
          hint: 'All time',
          value: <Money cents={data?.totalCents ?? 0} />,
        },
        {
          label: 'This Month',
          icon: CalendarDays,
          hint: scopeHint,
          value: <Money cents={data?.thisMonthCents ?? 0} />,
        },
        {
          label: 'Total Count',
          icon: Hash,
          hint: 'Completed contributions',
          value: formatNumber(data?.count ?? 0),
        },
        {
          label: 'Average Amount',
          icon: TrendingUp,
          hint: scopeHint,
          value: <Money cents={data?.averageCents ?? 0} />,
        },
      ]}
    />
  );
}
