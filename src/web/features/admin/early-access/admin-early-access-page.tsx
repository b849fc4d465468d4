import { useQuery } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_TEXTS } from '../../../../shared/contracts/admin';
import { Pager } from '../../../components/data-table/pager';
import { DownloadCsvButton } from '../../../components/download-csv-button';
import { hasAnswer, QueryWait } from '../../../components/page-state';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { adminQueries } from '../admin.queries';
import { ContactInbox } from './contact-inbox';
import { SignupCard } from './signup-card';

const PAGE_SIZE = 20;

function SignupList() {
  const [offset, setOffset] = useState(0);
  const signups = useQuery(adminQueries.earlyAccess({ limit: PAGE_SIZE, offset }));
  if (!hasAnswer(signups)) {
    return (
      <QueryWait query={signups} loadingLabel="Loading signups..." errorTitle="Failed to load signups" />
    );
  }
  if (signups.data.total === 0) {
    return (
      <Card>
        <EmptyState icon={Mail} title={ADMIN_TEXTS.noSignups} />
      </Card>
    );
  }
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          {signups.data.total} signup{signups.data.total === 1 ? '' : 's'}, newest first
        </p>
        <DownloadCsvButton href="/api/v1/admin/early-access/export" label="Export CSV" />
      </div>
      <ul className="grid gap-3">
        {signups.data.signups.map((signup) => (
          <li key={signup.id}>
            <SignupCard key={`${signup.id}:${signup.notes ?? ''}`} signup={signup} />
          </li>
        ))}
      </ul>
      <Pager offset={offset} pageSize={PAGE_SIZE} total={signups.data.total} onChange={setOffset} />
    </div>
  );
}

/** /dashboard/admin/early-access (site_admin, developer): signups to follow up, and the contact inbox. */
export function AdminEarlyAccessPage() {
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Early Access Signups"
        description="People who asked to hear about new features, and messages sent through the contact form"
      />
      <Tabs defaultValue="signups">
        <TabsList>
          <TabsTrigger value="signups">Signups</TabsTrigger>
          <TabsTrigger value="inbox">Contact inbox</TabsTrigger>
        </TabsList>
        <TabsContent value="signups" className="mt-4">
          <SignupList />
        </TabsContent>
        <TabsContent value="inbox" className="mt-4">
          <ContactInbox />
        </TabsContent>
      </Tabs>
    </div>
  );
}
