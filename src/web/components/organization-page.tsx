import type { ComponentType, ReactNode } from 'react';
import { isPlatformStaff, type TRole } from '../../shared/access';
import type { TMembership } from '../../shared/contracts/me';
import { useDashboardAccess } from '../lib/use-dashboard-access';
import { ArchivedBanner } from './archived-banner';
import { NoOrganizationPrompt } from './no-organization-prompt';
import { PageHeader } from './ui/page-header';

/**
 * What a page's content needs of the selected organization and the signed-in user. isReadOnly: nothing is
 * recorded or changed from the page, the organization being archived (its books take no new money) or viewed
 * by platform staff who are not its members (ADR 60); the server refuses both too. isStaffView: the second of
 * those alone, for pages that stay open to change on an archived organization.
 */
export type TOrganizationScope = {
  organizationId: string;
  role: TRole;
  userId: string;
  isReadOnly: boolean;
  isStaffView: boolean;
};

/**
 * The frame of a page about the selected organization's records: its title, a description naming the
 * organization, and the page's content; the 'not a member' card for a user without an organization (or the
 * page's own `noOrganization`), and a read-only banner over an archived organization's pages.
 */
export function OrganizationPage({
  title,
  getDescription,
  noOrganization,
  ...body
}: {
  title: string;
  getDescription: (organizationName: string, role: TRole, isStaffView: boolean) => string;
  /** Shown under the title instead of NoOrganizationPrompt to a user without an organization. */
  noOrganization?: ReactNode;
} & (
  | { children: (scope: TOrganizationScope & { membership: TMembership }) => ReactNode }
  | {
      /** The page's content, drawn afresh for each organization chosen. */
      content: ComponentType<TOrganizationScope>;
    }
)) {
  const { me, membership, context, isStaffView } = useDashboardAccess();
  const role = context.role ?? 'user';
  if (!membership || !me) {
    return (
      <div className="grid grid-cols-1 gap-6">
        <PageHeader title={title} />
        {noOrganization ?? <NoOrganizationPrompt isStaff={isPlatformStaff(role)} />}
      </div>
    );
  }
  const { organization, organizationId } = membership;
  const scope: TOrganizationScope = {
    organizationId,
    role,
    userId: me.user.id,
    isReadOnly: !organization.active || isStaffView,
    isStaffView,
  };
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={title} description={getDescription(organization.name, role, isStaffView)} />
      {!organization.active && <ArchivedBanner name={organization.name} />}
      {'content' in body ? (
        <body.content key={organizationId} {...scope} />
      ) : (
        body.children({ ...scope, membership })
      )}
    </div>
  );
}
