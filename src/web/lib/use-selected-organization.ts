import { useQuery } from '@tanstack/react-query';
import { isPlatformStaff } from '../../shared/access';
import type { TMe, TMembership } from '../../shared/contracts/me';
import type { TOrganizationDetail } from '../../shared/contracts/organizations';
import { organizationDetailQuery } from './access-queries';
import { resolveSelectedOrganization, useStoredOrganizationId } from './selected-organization';

export type TSelectedOrganization = {
  /** The selected organization: one of the user's memberships, or the one platform staff opened. */
  membership: TMembership | null;
  /** Platform staff looking at an organization they do not belong to (opened from the admin pages). */
  isStaffView: boolean;
  isLoading: boolean;
};

/** What the shell needs of an organization staff opened, in the shape of a membership (staff are not members). */
function toStaffView(organization: TOrganizationDetail): TMembership {
  return {
    id: organization.id,
    organizationId: organization.id,
    role: 'member',
    joinedAt: organization.createdAt,
    organization: {
      id: organization.id,
      name: organization.name,
      organizationType: organization.organizationType,
      description: organization.description,
      logoUrl: organization.logoUrl,
      active: organization.active,
    },
  };
}

/**
 * The organization every page shows: the stored one if the user belongs there, else their first. Platform staff
 * may store any organization (Open Organization in the admin pages): they see it as their role grants, bannered.
 */
export function useSelectedOrganization(me: TMe | undefined): TSelectedOrganization {
  const stored = useStoredOrganizationId();
  const isStaff = me?.platformRoles.some(isPlatformStaff) ?? false;
  const isOwn = me?.memberships.some((membership) => membership.organizationId === stored) ?? false;
  const wantsStaffView = isStaff && stored !== null && !isOwn;
  const viewed = useQuery({ ...organizationDetailQuery(stored ?? ''), enabled: wantsStaffView });
  if (wantsStaffView && viewed.data) {
    return { membership: toStaffView(viewed.data), isStaffView: true, isLoading: false };
  }
  return {
    membership: me ? resolveSelectedOrganization(stored, me.memberships) : null,
    isStaffView: false,
    isLoading: wantsStaffView && viewed.isPending,
  };
}
