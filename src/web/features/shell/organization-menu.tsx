import { Check, Compass, Eye } from 'lucide-react';
import { Link } from 'react-router';
import type { TMembership } from '../../../shared/contracts/me';
import type { TDeferredMenuProps } from '../../components/deferred-menu';
import { STAFF_ORGANIZATIONS_PATH } from '../../components/no-organization-prompt';
import { OrganizationAvatar } from '../../components/organization-avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { selectOrganization } from '../../lib/selected-organization';
import { toastSuccess } from '../../lib/toasts';
import { BROWSE_PATH } from './organization-switcher';

export type TOrganizationMenuProps = {
  memberships: readonly TMembership[];
  current: TMembership;
  /** Platform staff: they open any organization through Organization Management. */
  isStaff: boolean;
  /** The current organization is one staff opened without being a member (listed first, marked so). */
  isStaffView: boolean;
  isCollapsed: boolean;
  onNavigate?: (() => void) | undefined;
};

/** The organization switcher's menu, loaded when first opened (organization-switcher.tsx). */
export function OrganizationMenu({
  trigger,
  defaultOpen,
  memberships,
  current,
  isStaff,
  isStaffView,
  isCollapsed,
  onNavigate,
}: TDeferredMenuProps & TOrganizationMenuProps) {
  const listed = isStaffView ? [current, ...memberships] : memberships;
  const switchTo = (membership: TMembership) => {
    if (membership.organizationId === current.organizationId) return;
    selectOrganization(membership.organizationId);
    toastSuccess(`Switched to ${membership.organization.name}`);
  };

  return (
    // Not modal: a modal menu marks the focusable page aria-hidden, which screen readers and axe object to.
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        side={isCollapsed ? 'right' : 'bottom'}
        className="w-72 max-w-[calc(100vw-1rem)]"
      >
        <DropdownMenuLabel className="text-xs text-muted-foreground">Switch Organization</DropdownMenuLabel>
        {listed.map((membership) => {
          const isCurrent = membership.organizationId === current.organizationId;
          const isViewed = isStaffView && isCurrent;
          return (
            <DropdownMenuItem key={membership.id} onSelect={() => switchTo(membership)}>
              <OrganizationAvatar
                name={membership.organization.name}
                logoUrl={membership.organization.logoUrl}
                className="size-6 rounded-md text-[0.6rem]"
              />
              <span className="min-w-0 flex-1 break-words">
                {membership.organization.name}
                {isViewed && <span className="block text-xs text-muted-foreground">Viewing as staff</span>}
              </span>
              {isCurrent && (
                <>
                  <Check className="text-primary" aria-hidden />
                  <span className="sr-only">(current)</span>
                </>
              )}
            </DropdownMenuItem>
          );
        })}
        <DropdownMenuSeparator />
        {isStaff && (
          <DropdownMenuItem asChild>
            <Link to={STAFF_ORGANIZATIONS_PATH} onClick={onNavigate}>
              <Eye aria-hidden />
              Open Any Organization
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem asChild>
          <Link to={BROWSE_PATH} onClick={onNavigate}>
            <Compass aria-hidden />
            Browse Organizations
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
