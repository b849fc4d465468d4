import { useQuery } from '@tanstack/react-query';
import { Building2, CreditCard, HandCoins, Receipt, RotateCw, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { FilterSelect } from '../../../components/filter-select';
import { ErrorState } from '../../../components/page-state';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { StatCard } from '../../../components/ui/stat-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { adminQueries } from '../admin.queries';
import { CountBars, NotFoundLog, RecentActivity, TrafficByDay } from './activity-lists';

const PERIODS = [7, 30, 90] as const;

/** /dashboard/admin/site-activity (site_admin, developer): real counts, traffic, sources, 404s, recent actions. */
export function AdminSiteActivityPage() {
  const [days, setDays] = useState<number>(30);
  const activity = useQuery(adminQueries.siteActivity(days));
  const data = activity.data;
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Site Activity"
        description="What is on the platform and how people reach it"
        actions={
          <div className="flex gap-2">
            <FilterSelect
              id="activity-days"
              label="Period"
              value={String(days)}
              values={PERIODS.map(String)}
              labelOf={(period) => `Last ${period} days`}
              onChange={(period) => setDays(Number(period))}
            />
            <Button variant="outline" onClick={() => void activity.refetch()} disabled={activity.isFetching}>
              {activity.isFetching ? <Spinner /> : <RotateCw aria-hidden />}
              Refresh
            </Button>
          </div>
        }
      />
      {activity.isError && (
        <ErrorState
          title="Failed to load site activity"
          error={activity.error}
          onRetry={() => void activity.refetch()}
          isRetrying={activity.isFetching}
        />
      )}
      {activity.isPending && <Skeleton className="h-64 w-full" />}
      {data && (
        <>
          <div className="grid grid-cols-2 gap-4 lg:grid-cols-5">
            <StatCard label="Profiles" value={data.counts.profiles} icon={UsersRound} />
            <StatCard
              label="Organizations"
              value={data.counts.organizations}
              hint={`${data.counts.activeOrganizations} active`}
              icon={Building2}
            />
            <StatCard label="Contributions" value={data.counts.contributions} icon={HandCoins} />
            <StatCard label="Loans" value={data.counts.loans} icon={CreditCard} />
            <StatCard label="Transactions" value={data.counts.transactions} icon={Receipt} />
          </div>
          <Card>
            <CardContent className="pt-6">
              <Tabs defaultValue="traffic">
                <TabsList className="flex-wrap">
                  <TabsTrigger value="traffic">Traffic</TabsTrigger>
                  <TabsTrigger value="pages">Top pages</TabsTrigger>
                  <TabsTrigger value="referrers">Referrers</TabsTrigger>
                  <TabsTrigger value="not-found">404 log</TabsTrigger>
                </TabsList>
                <TabsContent value="traffic" className="mt-4">
                  <TrafficByDay traffic={data.traffic} />
                </TabsContent>
                <TabsContent value="pages" className="mt-4">
                  <CountBars items={data.topPages} emptyText="No page views in this period" />
                </TabsContent>
                <TabsContent value="referrers" className="mt-4">
                  <CountBars items={data.referrers} emptyText="No visits from other sites in this period" />
                </TabsContent>
                <TabsContent value="not-found" className="mt-4">
                  <NotFoundLog rows={data.notFound} />
                </TabsContent>
              </Tabs>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Recent activity</CardTitle>
            </CardHeader>
            <CardContent>
              <RecentActivity rows={data.recentActivity} />
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
