import { useQuery } from '@tanstack/react-query';
import { Banknote, CircleAlert, CircleCheck, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatNumber } from '../../../shared/format';
import { Money } from '../../components/money';
import { Skeleton } from '../../components/ui/skeleton';
import { StatCard } from '../../components/ui/stat-card';
import { getErrorMessage } from '../../lib/errors';
import { loanQueries } from './loans.queries';

function Figure({ isLoading, children }: { isLoading: boolean; children: ReactNode }) {
  return isLoading ? <Skeleton className="h-8 w-28" /> : children;
}

/** The spec's four figures: the organization's for admins and staff, the member's own otherwise. */
export function LoanStats({ organizationId }: { organizationId: string }) {
  const stats = useQuery(loanQueries.stats(organizationId));
  if (stats.isError) {
    return (
      <p role="alert" className="rounded-lg border border-destructive/40 p-3 text-sm text-destructive">
        {getErrorMessage(stats.error, 'Failed to fetch loans')}
      </p>
    );
  }
  const data = stats.data;
  const isLoading = stats.isPending;
  const scopeHint = data?.scope === 'own' ? 'Your loans' : 'Whole organization';
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        label="Total Disbursed"
        icon={Banknote}
        hint={scopeHint}
        value={
          <Figure isLoading={isLoading}>
            <Money cents={data?.totalDisbursedCents ?? 0} />
          </Figure>
        }
      />
      <StatCard
        label="Active Loans"
        icon={Clock}
        hint={
          // A line of the hint's height while loading, so the cards below do not move when it arrives.
          isLoading ? (
            <Skeleton className="h-4 w-40 max-w-full" />
          ) : (
            `Principal still owed on ${formatNumber(data?.activeCount ?? 0)} active`
          )
        }
        value={
          <Figure isLoading={isLoading}>
            <Money cents={data?.totalActiveCents ?? 0} />
          </Figure>
        }
      />
      <StatCard
        label="Repaid"
        icon={CircleCheck}
        hint="Confirmed repayments"
        value={
          <Figure isLoading={isLoading}>
            <Money cents={data?.totalRepaidCents ?? 0} />
          </Figure>
        }
      />
      <StatCard
        label="Defaulted"
        icon={CircleAlert}
        hint={
          data && data.defaultedOutstandingCents > 0 ? (
            <>
              <Money cents={data.defaultedOutstandingCents} /> principal still owed
            </>
          ) : (
            'Loans in default'
          )
        }
        value={<Figure isLoading={isLoading}>{formatNumber(data?.defaultedCount ?? 0)}</Figure>}
      />
    </div>
  );
}
