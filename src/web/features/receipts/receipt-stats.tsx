import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Clock, Receipt, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatNumber } from '../../../shared/format';
import { Money } from '../../components/money';
import { Skeleton } from '../../components/ui/skeleton';
import { StatCard } from '../../components/ui/stat-card';
import { getErrorMessage } from '../../lib/errors';
import { receiptQueries } from './receipts.queries';

function Figure({ isLoading, children }: { isLoading: boolean; children: ReactNode }) {
  return isLoading ? <Skeleton className="h-8 w-24" /> : children;
}

/** Total Receipts, Paid (approved and paid), Pending and Average Amount, over every receipt in scope. */
export function ReceiptStats({ organizationId }: { organizationId: string }) {
  const stats = useQuery(receiptQueries.stats(organizationId));
  if (stats.isError) {
    return (
      <p role="alert" className="rounded-lg border border-destructive/40 p-3 text-sm text-destructive">
        {getErrorMessage(stats.error, 'Failed to fetch receipts')}
      </p>
    );
  }
  const data = stats.data;
  const isLoading = stats.isPending;
  const scopeHint = data?.scope === 'own' ? 'Your receipts' : 'Whole organization';
  const count = (value: number | undefined) => formatNumber(value ?? 0);
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        label="Total Receipts"
        icon={Receipt}
        hint={scopeHint}
        value={<Figure isLoading={isLoading}>{count(data?.totalCount)}</Figure>}
      />
      <StatCard
        label="Paid"
        icon={CircleCheck}
        hint="Approved and paid"
        value={<Figure isLoading={isLoading}>{count(data?.paidCount)}</Figure>}
      />
      <StatCard
        label="Pending"
        icon={Clock}
        hint="Awaiting confirmation"
        value={<Figure isLoading={isLoading}>{count(data?.pendingCount)}</Figure>}
      />
      <StatCard
        label="Average Amount"
        icon={TrendingUp}
        hint="Of paid receipts"
        value={
          <Figure isLoading={isLoading}>
            <Money cents={data?.averageCents ?? 0} />
          </Figure>
        }
      />
    </div>
  );
}
