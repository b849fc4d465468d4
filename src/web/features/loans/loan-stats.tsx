import { useQuery } from '@tanstack/react-query';
import { Banknote, CircleAlert, CircleCheck, Clock } from 'lucide-react';
import { formatNumber } from '../../../shared/format';
import { Money } from '../../components/money';
import { StatGrid, StatsFailure } from '../../components/stat-grid';
import { Skeleton } from '../../components/ui/skeleton';
import { loanQueries } from './loans.queries';

/** The spec's four figures: the organization's for admins and staff, the member's own otherwise. */
export function LoanStats({ organizationId }: { organizationId: string }) {
  const stats = useQuery(loanQueries.stats(organizationId));
  if (stats.isError) return <StatsFailure error={stats.error} fallback="Failed to fetch loans" />;
  const data = stats.data;
  const isLoading = stats.isPending;
  return (
    <StatGrid
      isLoading={isLoading}
      skeleton={<Skeleton className="h-8 w-28" />}
      stats={[
        {
          label: 'Total Disbursed',
          icon: Banknote,
          hint: data?.scope === 'own' ? 'Your loans' : 'Whole organization',
          value: <Money cents={data?.totalDisbursedCents ?? 0} />,
        },
        {
          label: 'Active Loans',
          icon: Clock,
          // A line of the hint's height while loading, so the cards below do not move when it arrives.
          hint: isLoading ? (
            <Skeleton className="h-4 w-40 max-w-full" />
          ) : (
            `Principal still owed on ${formatNumber(data?.activeCount ?? 0)} active`
          ),
          value: <Money cents={data?.totalActiveCents ?? 0} />,
        },
        {
          label: 'Repaid',
          icon: CircleCheck,
          hint: 'Confirmed repayments',
          value: <Money cents={data?.totalRepaidCents ?? 0} />,
        },
        {
          label: 'Defaulted',
          icon: CircleAlert,
          hint:
            data && data.defaultedOutstandingCents > 0 ? (
              <>
                <Money cents={data.defaultedOutstandingCents} /> principal still owed
              </>
            ) : (
              'Loans in default'
            ),
          value: formatNumber(data?.defaultedCount ?? 0),
        },
      ]}
    />
  );
}
