import { useState } from 'react';
import { isPlatformStaff } from '../../../shared/access';
import { NoOrganizationPrompt } from '../../components/no-organization-prompt';
import { PageHeader } from '../../components/ui/page-header';
import { Tabs, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useDashboardAccess } from '../../lib/use-dashboard-access';
import { MemberDirectory } from './member-directory';

/**
 * /dashboard/members: the member directory of the user's organizations, one tab per organization when there
 * are several (the selected one first shown).
 */
export function MembersDirectoryPage() {
  const { me, membership, context } = useDashboardAccess();
  const [chosenOrganizationId, setChosenOrganizationId] = useState<string | null>(null);
  const memberships = me?.memberships ?? [];
  const organizationId =
    memberships.find((candidate) => candidate.organizationId === chosenOrganizationId)?.organizationId ??
    membership?.organizationId ??
    null;

  return (
    <div className="grid gap-6">
      <PageHeader title="Organization Members" description="Who belongs to your organizations." />
      {organizationId === null ? (
        <NoOrganizationPrompt isStaff={isPlatformStaff(context.role ?? 'user')} />
      ) : (
        <>
          {memberships.length > 1 && (
            <Tabs value={organizationId} onValueChange={setChosenOrganizationId}>
              <TabsList aria-label="Organizations">
                {memberships.map((candidate) => (
                  <TabsTrigger key={candidate.organizationId} value={candidate.organizationId}>
                    {candidate.organization.name}
                  </TabsTrigger>
                ))}
              </TabsList>
            </Tabs>
          )}
          <MemberDirectory key={organizationId} organizationId={organizationId} />
        </>
      )}
    </div>
  );
}
