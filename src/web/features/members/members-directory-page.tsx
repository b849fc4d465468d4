import { useState } from 'react';
import { NoOrganizationPrompt } from '../../components/no-organization-prompt';
import { LoadingState } from '../../components/page-state';
import { PageHeader } from '../../components/ui/page-header';
import { Tabs, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useSelectedMembership } from '../organizations/use-selected-membership';
import { MemberDirectory } from './member-directory';

/**
 * /dashboard/members: the member directory of the user's organizations, one tab per organization when there
 * are several (the selected one first shown).
 */
export function MembersDirectoryPage() {
  const { me, membership, isStaff, isLoading } = useSelectedMembership();
  const [chosenOrganizationId, setChosenOrganizationId] = useState<string | null>(null);
  const memberships = me.data?.memberships ?? [];
  const organizationId =
    memberships.find((candidate) => candidate.organizationId === chosenOrganizationId)?.organizationId ??
    membership?.organizationId ??
    null;

  if (isLoading) return <LoadingState label="Loading members..." />;
  return (
    <div className="grid gap-6">
      <PageHeader title="Organization Members" description="Who belongs to your organizations." />
      {organizationId === null ? (
        <NoOrganizationPrompt isStaff={isStaff} />
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
