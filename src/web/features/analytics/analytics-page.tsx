import { ChartColumn, HandCoins, Landmark, Scale } from 'lucide-react';
import { useState } from 'react';
import { formatCents } from '../../../shared/money';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { StatCard } from '../../components/ui/stat-card';
import { OrganizationPage } from '../shell/organization-page';

/** Spec part 1 section 9: the periods, 6 months by default. */
const PERIODS = [
  { value: '1m', label: 'Last Month' },
  { value: '3m', label: 'Last 3 Months' },
  { value: '6m', label: 'Last 6 Months' },
  { value: '1y', label: 'Last Year' },
  { value: 'all', label: 'All Time' },
] as const;

function EmptyChartCard({ title, emptyText }: { title: string; emptyText: string }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{title}</h2>
      </CardHeader>
      <CardContent>
        <p className="py-8 text-center text-sm text-muted-foreground">{emptyText}</p>
      </CardContent>
    </Card>
  );
}

/** /dashboard/analytics: contribution and loan trends of the selected organization. */
export function AnalyticsPage() {
  const [period, setPeriod] = useState<string>('6m');
  const periodLabel = PERIODS.find((candidate) => candidate.value === period)?.label ?? '';
  return (
    <OrganizationPage
      title="Analytics"
      getDescription={(name) => `Trends in ${name}'s contributions and loans`}
    >
      {() => (
        <>
          <div className="grid max-w-56 gap-1.5">
            <Label htmlFor="analytics-period">Period</Label>
            <select
              id="analytics-period"
              value={period}
              onChange={(event) => setPeriod(event.target.value)}
              className="h-10 rounded-md border border-input bg-card px-3 text-base shadow-xs focus-visible:outline-2 focus-visible:outline-ring sm:text-sm"
            >
              {PERIODS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard
              label="Total Contributions"
              value={formatCents(0)}
              hint={periodLabel}
              icon={HandCoins}
            />
            <StatCard label="Total Loans" value={formatCents(0)} hint={periodLabel} icon={Landmark} />
            <StatCard label="Net Balance" value={formatCents(0)} hint="0.0% margin" icon={Scale} />
            <StatCard label="Avg Contribution" value={formatCents(0)} icon={ChartColumn} />
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <EmptyChartCard title="Contributions Trend" emptyText="No contributions in this period" />
            <EmptyChartCard title="Loan Distribution" emptyText="No loans in this period" />
          </div>
        </>
      )}
    </OrganizationPage>
  );
}
