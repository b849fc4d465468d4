import { useQuery } from '@tanstack/react-query';
import { getEffectiveRole } from '../../shared/access';
import type { TAccessContext } from '../../shared/access/navigation';
import type { TMe, TMembership } from '../../shared/contracts/me';
import { featureFlagQueries, meQuery, organizationContextQueries } from './access-queries';
import { useSelectedOrganization } from './use-selected-organization';

export type TDashboardAccess = {
  /** True until the roles, the flags and the selected organization's overrides are known. */
  isLoading: boolean;
  error: Error | null;
  retry: () => void;
  me: TMe | undefined;
  /** The selected organization's membership: the stored one, else the first; null without any. */
  membership: TMembership | null;
  /** Platform staff viewing an organization they do not belong to. */
  isStaffView: boolean;
  /** What navigation.ts needs to decide what this user may see and open. */
  context: TAccessContext;
};

/**
 * The signed-in user's standing in the selected organization: effective role (DESIGN decision 4), global
 * flags, the organization's overrides and type. Shared by the route guards, sidebar, palette and pages.
 */
export function useDashboardAccess(): TDashboardAccess {
  const me = useQuery(meQuery());
  const selected = useSelectedOrganization(me.data);
  const { membership } = selected;
  const flags = useQuery(featureFlagQueries.list());
  const organizationContext = useQuery({
    ...organizationContextQueries.detail(membership?.organizationId ?? ''),
    enabled: membership !== null,
  });

  const role = me.data
    ? getEffectiveRole({ platformRoles: me.data.platformRoles, membershipRole: membership?.role ?? null })
    : null;
  const isContextPending = membership !== null && organizationContext.isPending;
  const error = me.error ?? flags.error ?? (membership ? organizationContext.error : null);

  return {
    isLoading: me.isPending || flags.isPending || selected.isLoading || isContextPending,
    error,
    retry: () => {
      if (me.isError) void me.refetch();
      if (flags.isError) void flags.refetch();
      if (organizationContext.isError) void organizationContext.refetch();
    },
    me: me.data,
    membership,
    isStaffView: selected.isStaffView,
    context: {
      role,
      flags: flags.data ?? [],
      overrides: organizationContext.data?.overrides ?? [],
      organizationType: membership?.organization.organizationType ?? null,
      hasOrganization: membership !== null,
    },
  };
}
