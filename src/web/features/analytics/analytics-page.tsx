import { useQuery } from '@tanstack/react-query';
import { ChartColumn } from 'lucide-react';
import { useState } from 'react';
import { can } from '../../../shared/access';
import {
  ANALYTICS_PERIOD_LABELS,
  ANALYTICS_PERIODS,
  DEFAULT_ANALYTICS_PERIOD,
  getPeriodBounds,
  type TAnalyticsPeriod,
} from '../../../shared/analytics';
import { getTodayIso } from '../../../shared/calendar';
import type { TAnalytics } from '../../../shared/contracts/analytics';
import { formatDate } from '../../../shared/format';
import { OrganizationPage } from '../../components/organization-page';
import { ErrorState } from '../../components/page-state';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { analyticsQueries } from './analytics.queries';
import { AnalyticsFigures } from './analytics-figures';
import { ContributionsTrend } from './contributions-trend';
import { LoanDistribution } from './loan-distribution';

function isPeriod(value: string): value is TAnalyticsPeriod {
  return ANALYTICS_PERIODS.some((period) => period === value);
}

function PeriodSelect({
  period,
  onChange,
}: {
  period: TAnalyticsPeriod;
  onChange: (period: TAnalyticsPeriod) => void;
}) {
  return (
    <div className="grid w-full gap-1.5 sm:max-w-56">
      <Label htmlFor="analytics-period">Period</Label>
      <NativeSelect
        id="analytics-period"
        value={period}
        onChange={(event) => {
          if (isPeriod(event.target.value)) onChange(event.target.value);
        }}
      >
        {ANALYTICS_PERIODS.map((value) => (
          <option key={value} value={value}>
            {ANALYTICS_PERIOD_LABELS[value]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** The dates the chosen period covers, from the same bounds the server uses, shown at once on a change. */
function describeRange(period: TAnalyticsPeriod): string {
  const range = getPeriodBounds(period, getTodayIso());
  const to = formatDate(range.to);
  return range.from ? `${formatDate(range.from)} to ${to}` : `Everything up to ${to}`;
}

function PanelsSkeleton() {
  return (
    <div className="grid gap-4 lg:grid-cols-2" aria-busy="true">
      <span className="sr-only">Loading analytics</span>
      <Skeleton className="h-80 w-full rounded-xl" />
      <Skeleton className="h-80 w-full rounded-xl" />
    </div>
  );
}

function AnalyticsPanels({ analytics }: { analytics: TAnalytics }) {
  const hasData = analytics.contributionCount > 0 || analytics.loanCount > 0 || analytics.totalLoansCents > 0;
  if (!hasData) {
    return (
      <Card>
        <EmptyState icon={ChartColumn} title="No activity in this period">
          Nothing was contributed or lent in {ANALYTICS_PERIOD_LABELS[analytics.period].toLowerCase()}. Record
          a contribution, or choose a longer period.
        </EmptyState>
      </Card>
    );
  }
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ContributionsTrend trend={analytics.trend} />
      <LoanDistribution
        rows={analytics.loanDistribution}
        loanCount={analytics.loanCount}
        canOfferLoans={analytics.canOfferLoans}
      />
    </div>
  );
}

function AnalyticsContent({ organizationId }: { organizationId: string }) {
  const [period, setPeriod] = useState<TAnalyticsPeriod>(DEFAULT_ANALYTICS_PERIOD);
  const query = useQuery(analyticsQueries.period(organizationId, period));
  const analytics = query.data;
  return (
    <>
      <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
        <PeriodSelect period={period} onChange={setPeriod} />
        <p className="pb-2 text-sm text-muted-foreground" aria-live="polite" data-testid="analytics-range">
          {describeRange(period)}
        </p>
      </div>
      {query.isError && !analytics ? (
        <ErrorState
          title="Failed to load analytics"
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : (
        <div
          className={cn('grid gap-6 transition-opacity', query.isPlaceholderData && 'opacity-60')}
          aria-busy={query.isPlaceholderData}
        >
          <AnalyticsFigures analytics={analytics} />
          {analytics ? <AnalyticsPanels analytics={analytics} /> : <PanelsSkeleton />}
        </div>
      )}
    </>
  );
}

/** /dashboard/analytics: the selected organization's contributions and loans over a period. */
export function AnalyticsPage() {
  return (
    <OrganizationPage
      title="Analytics"
      getDescription={(name) => `Trends in ${name}'s contributions and loans`}
    >
      {({ membership, role }) =>
        can({ role }, 'analytics.read') ? (
          <AnalyticsContent organizationId={membership.organization.id} />
        ) : (
          <Card>
            <EmptyState icon={ChartColumn} title="Analytics is for the organization's admins">
              Your own contributions and loans are on their pages; ask an admin of{' '}
              {membership.organization.name} for the organization's figures.
            </EmptyState>
          </Card>
        )
      }
    </OrganizationPage>
  );
}
