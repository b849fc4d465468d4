import { ChevronsUpDown, Eye, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { isPlatformStaff } from '../../../shared/access';
import type { TMembership } from '../../../shared/contracts/me';
import { ORGANIZATION_TYPE_LABELS } from '../../../shared/organization-types';
import { DeferredMenu } from '../../components/deferred-menu';
import { STAFF_ORGANIZATIONS_PATH } from '../../components/no-organization-prompt';
import { OrganizationAvatar } from '../../components/organization-avatar';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { useDashboardAccess } from '../../lib/use-dashboard-access';

export const BROWSE_PATH = '/dashboard/organizations';

const loadOrganizationMenu = () => import('./organization-menu').then((module) => module.OrganizationMenu);

/** Without an organization: 'Join Organization', or for platform staff 'Open Organization' (any one, read-only). */
function NoOrganizationButton({
  isStaff,
  isCollapsed,
  onNavigate,
}: {
  isStaff: boolean;
  isCollapsed: boolean;
  onNavigate?: () => void;
}) {
  const label = isStaff ? 'Open Organization' : 'Join Organization';
  const Icon = isStaff ? Eye : UserPlus;
  return (
    <Button
      asChild
      variant="outline"
      className={cn('w-full', isCollapsed && 'size-9 px-0')}
      aria-label={isCollapsed ? label : undefined}
    >
      <Link to={isStaff ? STAFF_ORGANIZATIONS_PATH : BROWSE_PATH} onClick={onNavigate}>
        <Icon aria-hidden />
        {!isCollapsed && label}
      </Link>
    </Button>
  );
}

/** The switcher's button (a plain element, so the menu can take it as its trigger once loaded). */
function renderSwitcherTrigger(membership: TMembership, isCollapsed: boolean, isStaffView: boolean) {
  const { organization } = membership;
  return (
    <button
      type="button"
      className={cn(
        'flex w-full items-center gap-2.5 rounded-md p-1.5 text-left transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring data-[state=open]:bg-accent',
        isCollapsed && 'justify-center p-0.5',
      )}
      aria-label={isCollapsed ? `${organization.name}: switch organization` : undefined}
      title={organization.name}
    >
      <OrganizationAvatar
        name={organization.name}
        logoUrl={organization.logoUrl}
        className="size-8 text-xs"
      />
      {!isCollapsed && (
        <>
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-semibold">{organization.name}</span>
            <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <span className="truncate">{ORGANIZATION_TYPE_LABELS[organization.organizationType]}</span>
              {isStaffView ? (
                <Badge variant="secondary" className="px-1.5 py-0 text-[0.65rem]">
                  Staff view
                </Badge>
              ) : (
                membership.role === 'admin' && <Badge className="px-1.5 py-0 text-[0.65rem]">Admin</Badge>
              )}
            </span>
          </span>
          <ChevronsUpDown className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        </>
      )}
    </button>
  );
}

/**
 * The selected organization (logo or initials, name, type, Admin badge) and a menu to switch to another one;
 * 'Join Organization' for a user without any (spec part 1 section 2). Platform staff also open any
 * organization from here, through Organization Management, which finds one among all of them.
 */
export function OrganizationSwitcher({
  isCollapsed,
  onNavigate,
}: {
  isCollapsed: boolean;
  onNavigate?: () => void;
}) {
  const { me, membership: current, isStaffView } = useDashboardAccess();
  if (!me) return <Skeleton className={cn('h-11 w-full', isCollapsed && 'size-9')} />;
  const isStaff = me.platformRoles.some(isPlatformStaff);
  if (!current) {
    return <NoOrganizationButton isStaff={isStaff} isCollapsed={isCollapsed} onNavigate={onNavigate} />;
  }

  return (
    <DeferredMenu
      load={loadOrganizationMenu}
      menuProps={{ memberships: me.memberships, current, isStaff, isStaffView, isCollapsed, onNavigate }}
      trigger={renderSwitcherTrigger(current, isCollapsed, isStaffView)}
    />
  );
}
