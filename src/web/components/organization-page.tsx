import type { ComponentType, ReactNode } from 'react';
import { isPlatformStaff, type TRole } from '../../shared/access';
import type { TMembership } from '../../shared/contracts/me';
import { useDashboardAccess } from '../lib/use-dashboard-access';
import { ArchivedBanner } from './archived-banner';
import { NoOrganizationPrompt } from './no-organization-prompt';
import { PageHeader } from './ui/page-header';

/**
 * What a page's content needs of the selected organization. isReadOnly: nothing is recorded or changed from
 * the page, the organization being archived (its books take no new money) or viewed by platform staff who
 * are not its members (ADR 60); the server refuses both too.
 */
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
      /** isReadOnly: as in TOrganizationScope. */
      children: (scope: { membership: TMembership; role: TRole; isReadOnly: boolean }) => ReactNode;
    }
  | {
      /** The page's content, drawn afresh for each organization chosen. */
      content: ComponentType<TOrganizationScope>;
    }
)) {
  const { membership, context, isStaffView } = useDashboardAccess();
  const role = context.role ?? 'user';
  if (!membership) {
    return (
      <div className="grid grid-cols-1 gap-6">
        <PageHeader title={title} />
        <NoOrganizationPrompt isStaff={isPlatformStaff(role)} />
      </div>
    );
  }
  const isReadOnly = !membership.organization.active || isStaffView;
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={title} description={getDescription(membership.organization.name, role)} />
      {!membership.organization.active && <ArchivedBanner name={membership.organization.name} />}
      {'content' in body ? (
        <body.content
          key={membership.organizationId}
          organizationId={membership.organizationId}
          role={role}
          isReadOnly={isReadOnly}
        />
      ) : (
        body.children({ membership, role, isReadOnly })
      )}
    </div>
  );
}
