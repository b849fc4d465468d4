import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { isPlatformStaff } from '../../../shared/access';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Label } from '../../components/ui/label';
import { PageHeader } from '../../components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useDashboardAccess } from '../shell/use-dashboard-access';
import { SUBMISSION_PRIORITY_OPTIONS } from './submission-labels';

type TSubmissionTab = { value: string; label: string; emptyText: string };

/** /dashboard/view-submissions: requests by tab (mine, the organization's, the site operators'). */
export function ViewSubmissionsPage() {
  const { membership, context } = useDashboardAccess();
  const [priority, setPriority] = useState('all');
  const role = context.role ?? 'user';
  const tabs: TSubmissionTab[] = [
    { value: 'mine', label: 'My Submissions', emptyText: 'No submissions found' },
  ];
  if (membership && role !== 'user') {
    tabs.push({
      value: 'organization',
      label: membership.organization.name,
      emptyText: 'No submissions found for this organization',
    });
  }
  if (isPlatformStaff(role)) {
    tabs.push({ value: 'site', label: 'Site Operations', emptyText: 'No site operations submissions found' });
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="View Submissions"
        description="Requests you sent, and requests sent to you to resolve"
        actions={
          <div className="grid gap-1.5">
            <Label htmlFor="submission-priority">Priority</Label>
            <select
              id="submission-priority"
              value={priority}
              onChange={(event) => setPriority(event.target.value)}
              className="h-10 rounded-md border border-input bg-card px-3 text-base shadow-xs focus-visible:outline-2 focus-visible:outline-ring sm:text-sm"
            >
              {SUBMISSION_PRIORITY_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        }
      />
      <Tabs defaultValue="mine">
        <TabsList>
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label} <span className="tabular-nums">(0)</span>
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            <Card>
              <EmptyState icon={Inbox} title={tab.emptyText} />
            </Card>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
