import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { getEffectiveRole, isPlatformStaff, type TRole } from '../../../shared/access';
import type { TMe, TMembership } from '../../../shared/contracts/me';
import { useSelectedOrganization } from '../../lib/use-selected-organization';
import { authQueries } from '../auth/auth.queries';

export type TSelectedMembership = {
  me: UseQueryResult<TMe>;
  /** The selected organization's membership: the stored one, else the first; null without any. */
  membership: TMembership | null;
  /** The effective role there (DESIGN decision 4); 'user' while loading. */
  role: TRole;
  isStaff: boolean;
  /**
   * Platform staff looking at an organization they are not a member of: they read it and change nothing
   * (the server refuses it, ADR 60), so the page offers no action.
   */
  isStaffView: boolean;
  /** True until the user, and the organization staff opened, are known. */
  isLoading: boolean;
};

/** The signed-in user and the organization they have selected (kept in localStorage). */
export function useSelectedMembership(): TSelectedMembership {
  const me = useQuery(authQueries.me());
  const selected = useSelectedOrganization(me.data);
  const { membership } = selected;
  const role = me.data
    ? getEffectiveRole({ platformRoles: me.data.platformRoles, membershipRole: membership?.role ?? null })
    : 'user';
  return {
    me,
    membership,
    role,
    isStaff: isPlatformStaff(role),
    isStaffView: selected.isStaffView,
    isLoading: me.isPending || selected.isLoading,
  };
}
