import { useQuery } from '@tanstack/react-query';
import { CalendarDays, Hash, TrendingUp, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatNumber } from '../../../shared/format';
import { Money } from '../../components/money';
import { Skeleton } from '../../components/ui/skeleton';
import { StatCard } from '../../components/ui/stat-card';
import { getErrorMessage } from '../../lib/errors';
import { contributionQueries } from './contributions.queries';

function Figure({ isLoading, children }: { isLoading: boolean; children: ReactNode }) {
  return isLoading ? <Skeleton className="h-8 w-28" /> : children;
}

/** The four figures: the organization's for admins and staff, the member's own otherwise. */
export function ContributionStats({ organizationId }: { organizationId: string }) {
  const stats = useQuery(contributionQueries.stats(organizationId));
  if (stats.isError) {
    return (
      <p role="alert" className="rounded-lg border border-destructive/40 p-3 text-sm text-destructive">
        {getErrorMessage(stats.error, 'Failed to fetch contributions')}
      </p>
    );
  }
  const data = stats.data;
  const isLoading = stats.isPending;
  const scopeHint = data?.scope === 'own' ? 'Your contributions' : 'Whole organization';
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        label="Total Contributions"
        icon={Wallet}
        hint="All time"
        value={
          <Figure isLoading={isLoading}>
            <Money cents={data?.totalCents ?? 0} />
          </Figure>
        }
      />
      <StatCard
        label="This Month"
        icon={CalendarDays}
        hint={scopeHint}
        value={
          <Figure isLoading={isLoading}>
            <Money cents={data?.thisMonthCents ?? 0} />
          </Figure>
        }
      />
      <StatCard
        label="Total Count"
        icon={Hash}
        hint="Completed contributions"
        value={<Figure isLoading={isLoading}>{formatNumber(data?.count ?? 0)}</Figure>}
      />
      <StatCard
        label="Average Amount"
        icon={TrendingUp}
        hint={scopeHint}
        value={
          <Figure isLoading={isLoading}>
            <Money cents={data?.averageCents ?? 0} />
          </Figure>
        }
      />
    </div>
  );
}
