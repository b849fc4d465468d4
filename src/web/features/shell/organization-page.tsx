import type { ComponentType, ReactNode } from 'react';
import { isPlatformStaff, type TRole } from '../../../shared/access';
import type { TMembership } from '../../../shared/contracts/me';
import { NoOrganizationPrompt } from '../../components/no-organization-prompt';
import { PageHeader } from '../../components/ui/page-header';
import { ArchivedBanner } from './archived-banner';
import { useDashboardAccess } from './use-dashboard-access';

/** What a page's content needs of the selected organization. */
export type TOrganizationScope = { organizationId: string; role: TRole; isReadOnly: boolean };

/**
 * The frame of a page about the selected organization's records: its title, a description naming the
 * organization, and the page's content; the 'not a member' card for a user without an organization, and a
 * read-only banner over an archived organization's pages.
 */
export function OrganizationPage({
  title,
  getDescription,
  ...body
}: {
  title: string;
  getDescription: (organizationName: string, role: TRole) => string;
} & (
  | {
      /** isReadOnly: the organization is archived, so its books take no new money (the server refuses it too). */
      children: (scope: { membership: TMembership; role: TRole; isReadOnly: boolean }) => ReactNode;
    }
  | {
      /** The page's content, drawn afresh for each organization chosen. */
      content: ComponentType<TOrganizationScope>;
    }
)) {
  const { membership, context } = useDashboardAccess();
  const role = context.role ?? 'user';
  if (!membership) {
    return (
      <div className="grid grid-cols-1 gap-6">
        <PageHeader title={title} />
        <NoOrganizationPrompt isStaff={isPlatformStaff(role)} />
      </div>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={title} description={getDescription(membership.organization.name, role)} />
      {!membership.organization.active && <ArchivedBanner name={membership.organization.name} />}
      {'content' in body ? (
        <body.content
          key={membership.organizationId}
          organizationId={membership.organizationId}
          role={role}
          isReadOnly={!membership.organization.active}
        />
      ) : (
        body.children({ membership, role, isReadOnly: !membership.organization.active })
      )}
    </div>
  );
}
