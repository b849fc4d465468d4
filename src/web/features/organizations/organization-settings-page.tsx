import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { can, type TRole } from '../../../shared/access';
import type { TOrganizationDetail } from '../../../shared/contracts/organizations';
import { OrganizationPage } from '../../components/organization-page';
import { PageNotice } from '../../components/page-notice';
import { hasAnswer, QueryWait } from '../../components/page-state';
import { StaffViewNotice } from '../../components/staff-view-notice';
import { Card, CardContent } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { TwoToSignForm } from '../approvals/two-to-sign-form';
import { PlansTab } from '../burial/plans-tab';
import { RulesTab } from '../group-rules/rules-tab';
import { BooksStartForm } from './books-start-form';
import { DangerZone } from './danger-zone';
import { GeneralSettingsForm } from './general-settings-form';
import { MembershipSettingsForm } from './membership-settings-form';
import { organizationQueries } from './organizations.queries';

/** /dashboard/organization/settings: General, Membership, Rules, Plans (burial societies), Two to sign and Danger Zone, for the organization's admins. */
export function OrganizationSettingsPage() {
  return (
    <OrganizationPage
      title="Organization Settings"
      getDescription={(name, role, isStaffView) => {
        if (!can({ role }, 'organization.update')) return name;
        return isStaffView ? `The rules of ${name}.` : `Manage ${name}.`;
      }}
      noOrganization={
        <Card className="p-8 text-center">
          <p className="font-semibold">No organization selected</p>
          <p className="mt-1 text-sm text-muted-foreground">
            Choose an organization in the switcher, or join one from the Organizations page.
          </p>
        </Card>
      }
    >
      {({ membership, organizationId, role, isStaffView }) =>
        can({ role }, 'organization.update') ? (
          <SettingsTabs
            key={organizationId}
            organizationId={organizationId}
            role={role}
            isStaffView={isStaffView}
          />
        ) : (
          <PageNotice>
            Only organization admins can change the settings of {membership.organization.name}.
          </PageNotice>
        )
      }
    </OrganizationPage>
  );
}

function SettingsTabs({
  organizationId,
  role,
  isStaffView,
}: {
  organizationId: string;
  role: TRole;
  isStaffView: boolean;
}) {
  const [searchParams] = useSearchParams();
  const detail = useQuery(organizationQueries.detail(organizationId));
  if (!hasAnswer(detail)) {
    return (
      <QueryWait
        query={detail}
        loadingLabel="Loading settings..."
        errorTitle="Failed to load organizations"
      />
    );
  }
  const organization = detail.data;
  const isBurialSociety = organization.organizationType === 'burial_society';
  if (isStaffView) return <StaffSettingsView organization={organization} />;
  return (
    <Tabs defaultValue={searchParams.get('tab') ?? 'general'}>
      <TabsList aria-label="Settings sections">
        <TabsTrigger value="general">General</TabsTrigger>
        <TabsTrigger value="membership">Membership</TabsTrigger>
        <TabsTrigger value="rules">Rules</TabsTrigger>
        {can({ role }, 'ledger.close_period') && <TabsTrigger value="books">Books</TabsTrigger>}
        {isBurialSociety && <TabsTrigger value="plans">Plans</TabsTrigger>}
        {can({ role }, 'approval.decide') && <TabsTrigger value="two-to-sign">Two to sign</TabsTrigger>}
        <TabsTrigger value="danger">Danger Zone</TabsTrigger>
      </TabsList>
      <Card className="mt-4">
        <CardContent className="pt-6">
          <TabsContent value="general" className="mt-0">
            <GeneralSettingsForm organization={organization} />
          </TabsContent>
          <TabsContent value="membership" className="mt-0">
            <MembershipSettingsForm organization={organization} />
          </TabsContent>
          <TabsContent value="books" className="mt-0">
            <BooksStartForm organizationId={organization.id} />
          </TabsContent>
          <TabsContent value="rules" className="mt-0">
            <RulesTab
              organizationId={organization.id}
              canManage={can({ role }, 'rules.manage')}
              isBurialSociety={isBurialSociety}
            />
          </TabsContent>
          {isBurialSociety && (
            <TabsContent value="plans" className="mt-0">
              <PlansTab organizationId={organization.id} canManage={can({ role }, 'burial.manage')} />
            </TabsContent>
          )}
          <TabsContent value="two-to-sign" className="mt-0">
            <TwoToSignForm organizationId={organization.id} />
          </TabsContent>
          <TabsContent value="danger" className="mt-0">
            <DangerZone organization={organization} canRestore={can({ role }, 'organization.restore')} />
          </TabsContent>
        </CardContent>
      </Card>
    </Tabs>
  );
}

/**
 * The settings platform staff see of an organization they are not a member of: its rules and plans, read-only.
 * Its details, membership settings and status they change from Organization Management (ADR 60).
 */
function StaffSettingsView({ organization }: { organization: TOrganizationDetail }) {
  const isBurialSociety = organization.organizationType === 'burial_society';
  return (
    <>
      <StaffViewNotice>
        Platform staff change this organization's details, membership settings and status with Edit
        Organization; its rules, plans and two-to-sign settings are for its own admins.
      </StaffViewNotice>
      <Tabs defaultValue="rules">
        <TabsList aria-label="Settings sections">
          <TabsTrigger value="rules">Rules</TabsTrigger>
          {isBurialSociety && <TabsTrigger value="plans">Plans</TabsTrigger>}
        </TabsList>
        <Card className="mt-4">
          <CardContent className="pt-6">
            <TabsContent value="rules" className="mt-0">
              <RulesTab
                organizationId={organization.id}
                canManage={false}
                isBurialSociety={isBurialSociety}
              />
            </TabsContent>
            {isBurialSociety && (
              <TabsContent value="plans" className="mt-0">
                <PlansTab organizationId={organization.id} canManage={false} />
              </TabsContent>
            )}
          </CardContent>
        </Card>
      </Tabs>
    </>
  );
}
