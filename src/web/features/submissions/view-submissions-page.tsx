import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { can } from '../../../shared/access';
import type { TSubmissionList } from '../../../shared/contracts/submissions';
import { ErrorState } from '../../components/page-state';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useDashboardAccess } from '../../lib/use-dashboard-access';
import { SubmissionCard } from './submission-card';
import { SUBMISSION_PRIORITY_OPTIONS } from './submission-labels';
import { submissionQueries, type TPriorityFilter } from './submissions.queries';

type TSubmissionTab = {
  value: 'mine' | 'organization' | 'site';
  label: string;
  emptyText: string;
  query: UseQueryResult<TSubmissionList>;
};

function isPriorityFilter(value: string): value is TPriorityFilter {
  return SUBMISSION_PRIORITY_OPTIONS.some((option) => option.value === value);
}

/**
 * /dashboard/view-submissions (spec part 2, section 2): My Submissions for everyone; the selected
 * organization's tab for its admins and staff; Site Operations for staff. Counts and lists follow the
 * priority filter and refresh live. `?submission=<id>` (the e-mail link) picks one card out.
 */
export function ViewSubmissionsPage() {
  const { membership, context } = useDashboardAccess();
  const [searchParams] = useSearchParams();
  const highlightedId = searchParams.get('submission');
  const [priority, setPriority] = useState<TPriorityFilter>('all');
  const actor = context.role ? { role: context.role } : null;
  const canReadOrganization = membership !== null && can(actor, 'submission.read_organization');
  const canReadSite = can(actor, 'submission.read_site');

  const mine = useQuery(submissionQueries.mine(priority));
  const organization = useQuery({
    ...submissionQueries.organization(membership?.organizationId ?? '', priority),
    enabled: canReadOrganization,
  });
  const site = useQuery({ ...submissionQueries.site(priority), enabled: canReadSite });

  const tabs: TSubmissionTab[] = [
    { value: 'mine', label: 'My Submissions', emptyText: 'No submissions found', query: mine },
  ];
  if (canReadOrganization && membership) {
    tabs.push({
      value: 'organization',
      label: membership.organization.name,
      emptyText: 'No submissions found for this organization',
      query: organization,
    });
  }
  if (canReadSite) {
    tabs.push({
      value: 'site',
      label: 'Site Operations',
      emptyText: 'No site operations submissions found',
      query: site,
    });
  }

  const hasError = tabs.some((tab) => tab.query.isError);
  useEffect(() => {
    if (hasError)
      toast.error('Error', { id: 'submissions-error', description: 'Failed to fetch submissions' });
  }, [hasError]);

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="View Submissions"
        description="Requests you sent, and requests sent to you to resolve"
        actions={
          <div className="grid w-full gap-1.5 sm:w-48">
            <Label htmlFor="submission-priority">Priority</Label>
            <NativeSelect
              id="submission-priority"
              value={priority}
              onChange={(event) => {
                if (isPriorityFilter(event.target.value)) setPriority(event.target.value);
              }}
            >
              {SUBMISSION_PRIORITY_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </div>
        }
      />
      <Tabs defaultValue="mine">
        <TabsList aria-label="Submissions">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value} className="max-w-full">
              <span className="truncate">{tab.label}</span>
              <span className="tabular-nums">
                {tab.query.data ? `(${tab.query.data.total})` : <Spinner className="size-3" />}
              </span>
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            <SubmissionTabPanel tab={tab} highlightedId={highlightedId} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

function SubmissionTabPanel({ tab, highlightedId }: { tab: TSubmissionTab; highlightedId: string | null }) {
  const { query } = tab;
  if (query.isPending) {
    return (
      <div className="flex items-center justify-center py-16">
        <Spinner className="size-6 text-muted-foreground" label="Loading submissions" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title="Failed to fetch submissions"
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  if (query.data.submissions.length === 0) {
    return (
      <Card>
        <EmptyState icon={Inbox} title={tab.emptyText} />
      </Card>
    );
  }
  return (
    <div className="grid gap-4">
      {query.data.submissions.map((submission) => (
        <SubmissionCard
          key={submission.id}
          submission={submission}
          isHighlighted={submission.id === highlightedId}
        />
      ))}
      {query.data.total > query.data.submissions.length && (
        <p className="text-center text-sm text-muted-foreground">
          Showing the newest {query.data.submissions.length} of {query.data.total}.
        </p>
      )}
    </div>
  );
}
