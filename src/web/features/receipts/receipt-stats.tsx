import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Clock, Receipt, TrendingUp } from 'lucide-react';
import { formatNumber } from '../../../shared/format';
import { Money } from '../../components/money';
import { StatGrid, StatsFailure } from '../../components/stat-grid';
import { Skeleton } from '../../components/ui/skeleton';
import { receiptQueries } from './receipts.queries';

/** Total Receipts, Paid (approved and paid), Pending and Average Amount, over every receipt in scope. */
export function ReceiptStats({ organizationId }: { organizationId: string }) {
  const stats = useQuery(receiptQueries.stats(organizationId));
  if (stats.isError) return <StatsFailure error={stats.error} fallback="Failed to fetch receipts" />;
  const data = stats.data;
  const count = (value: number | undefined) => formatNumber(value ?? 0);
  return (
    <StatGrid
      isLoading={stats.isPending}
      skeleton={<Skeleton className="h-8 w-24" />}
      stats={[
        {
          label: 'Total Receipts',
          icon: Receipt,
          hint: data?.scope === 'own' ? 'Your receipts' : 'Whole organization',
          value: count(data?.totalCount),
        },
        { label: 'Paid', icon: CircleCheck, hint: 'Approved and paid', value: count(data?.paidCount) },
        { label: 'Pending', icon: Clock, hint: 'Awaiting confirmation', value: count(data?.pendingCount) },
        {
          label: 'Average Amount',
          icon: TrendingUp,
          hint: 'Of paid receipts',
          value: <Money cents={data?.averageCents ?? 0} />,
        },
      ]}
    />
  );
}
