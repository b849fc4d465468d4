import type { ReactNode } from 'react';
import type { TRole } from '../../../shared/access';
import type { TMembership } from '../../../shared/contracts/me';
import { PageHeader } from '../../components/ui/page-header';
import { NoOrganizationCard } from './no-organization-card';
import { useDashboardAccess } from './use-dashboard-access';

/**
 * The frame of a page about the selected organization's records: its title, a description naming the
 * organization, and the page's content; the 'not a member' card for a user without an organization.
 */
export function OrganizationPage({
  title,
  getDescription,
  children,
}: {
  title: string;
  getDescription: (organizationName: string, role: TRole) => string;
  children: (scope: { membership: TMembership; role: TRole }) => ReactNode;
}) {
  const { membership, context } = useDashboardAccess();
  const role = context.role ?? 'user';
  if (!membership) {
    return (
      <div className="grid grid-cols-1 gap-6">
        <PageHeader title={title} />
        <NoOrganizationCard />
      </div>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={title} description={getDescription(membership.organization.name, role)} />
      {children({ membership, role })}
    </div>
  );
}
