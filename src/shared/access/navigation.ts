import { isFeatureAvailable } from './features';
import { NAV_ITEMS, PUBLIC_PAGES } from './nav-items';
import {
  DASHBOARD_PATH,
  PALETTE_GROUPS,
  SIDEBAR_GROUPS,
  type TAccessContext,
  type TNavItem,
  type TPaletteEntry,
  type TPaletteGroup,
  type TRouteRequirement,
  type TSidebarGroupId,
} from './nav-model';
import { isPlatformStaff, ROLE_RANK, type TRole } from './roles';

/**
 * The functions that read the navigation model (nav-model.ts) and its route table (nav-items.ts) for the route
 * guards, the sidebar and the command palette; both are exported here too, so this module stays their door.
 */

export { DASHBOARD_ROUTE_PATHS, NAV_ITEMS, PUBLIC_PAGES } from './nav-items';
export {
  DASHBOARD_PATH,
  PALETTE_GROUPS,
  SIDEBAR_GROUPS,
  type TAccessContext,
  type TNavIconName,
  type TNavItem,
  type TPaletteEntry,
  type TPaletteGroup,
  type TRouteRequirement,
  type TSidebarGroupId,
} from './nav-model';

const PALETTE_GROUP_OF = {
  main: 'Main',
  organization: 'Main',
  submissions: 'Submissions',
  administration: 'Admin',
  account: 'Account',
} as const satisfies Record<TSidebarGroupId, TPaletteGroup>;

const NO_REQUIREMENT: TRouteRequirement = {};

const REQUIREMENTS_BY_PATH = new Map<string, TRouteRequirement>(
  NAV_ITEMS.map((item): [string, TRouteRequirement] => [item.path, item.requirement]),
);

function normalisePath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? '';
  const trimmed = withoutQuery.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * The guard of a dashboard path. A path the table does not name (a detail page such as
 * /dashboard/admin/users/:id) inherits the requirement of its closest listed ancestor; anything else needs
 * only a session.
 */
export function getRouteRequirement(path: string): TRouteRequirement {
  let candidate = normalisePath(path);
  while (candidate.startsWith(DASHBOARD_PATH)) {
    const requirement = REQUIREMENTS_BY_PATH.get(candidate);
    if (requirement) return requirement;
    candidate = candidate.slice(0, candidate.lastIndexOf('/'));
  }
  return NO_REQUIREMENT;
}

function resolveRole(role: TRole | null): TRole {
  return role ?? 'user';
}

function isRoleAllowed(role: TRole, allowed: readonly TRole[] | undefined): boolean {
  return allowed === undefined || allowed.includes(role);
}

function isRequirementFeatureAvailable(requirement: TRouteRequirement, context: TAccessContext): boolean {
  const types = requirement.organizationTypes;
  if (
    types !== undefined &&
    (context.organizationType === null || !types.includes(context.organizationType))
  ) {
    return false;
  }
  if (requirement.feature === undefined) return true;
  return isFeatureAvailable({
    featureKey: requirement.feature,
    role: resolveRole(context.role),
    flags: context.flags,
    overrides: context.overrides,
    organizationType: context.organizationType,
  });
}

/**
 * Whether the route guard lets this user open the path: the role must be one the guard table names and the
 * feature must be available (spec part 1 section 5). A still-loading role (null) is treated as 'user';
 * guards wait for the roles before deciding.
 */
export function canOpenRoute(input: TAccessContext & { path: string }): boolean {
  const requirement = getRouteRequirement(input.path);
  return (
    isRoleAllowed(resolveRole(input.role), requirement.roles) &&
    isRequirementFeatureAvailable(requirement, input)
  );
}

/** Whether the item is shown to this role when its feature is available. */
function isItemVisibleTo(item: TNavItem, role: TRole): boolean {
  return isRoleAllowed(role, item.visibleTo ?? item.requirement.roles);
}

function isOrganizationAdminOrUp(role: TRole): boolean {
  return ROLE_RANK[role] >= ROLE_RANK.organization_admin;
}

export type TSidebarGroup = { id: TSidebarGroupId; title: string; items: TNavItem[] };

/**
 * The sidebar's groups and items for this user (spec part 1 sections 2 and 6):
 * - items are filtered by role and by feature availability (flags, overrides, organization type);
 * - while the roles load (role null) only the 'user' items show;
 * - Organization Management shows only with an organization, to organization admins and platform staff;
 * - without an organization (and not platform staff) only Organizations shows, as the spec has it; the
 *   account pages stay reachable from the avatar menu (Profile) and the command palette;
 * - site_admin and developer see everything else.
 * Groups left empty are dropped.
 */
export function getSidebarGroups(context: TAccessContext): TSidebarGroup[] {
  const role = resolveRole(context.role);
  const isRoleKnown = context.role !== null;
  const isWithoutOrganization = isRoleKnown && !context.hasOrganization && !isPlatformStaff(role);

  const isShown = (item: TNavItem): boolean => {
    if (item.group === 'organization' && !(context.hasOrganization && isOrganizationAdminOrUp(role))) {
      return false;
    }
    if (isWithoutOrganization && item.path !== '/dashboard/organizations') {
      return false;
    }
    return isItemVisibleTo(item, role) && isRequirementFeatureAvailable(item.requirement, context);
  };

  return SIDEBAR_GROUPS.map((group) => ({
    id: group.id,
    title: group.title,
    items: NAV_ITEMS.filter((item) => item.group === group.id && isShown(item)),
  })).filter((group) => group.items.length > 0);
}

/**
 * The command palette's entries (spec part 1 section 2): dashboard pages filtered by role and feature
 * availability, the organization pages for every role, and the public pages always.
 */
export function getPaletteEntries(context: TAccessContext): TPaletteEntry[] {
  const role = resolveRole(context.role);
  const dashboardEntries = NAV_ITEMS.filter(
    (item) =>
      (item.group === 'organization' || isItemVisibleTo(item, role)) &&
      isRequirementFeatureAvailable(item.requirement, context),
  ).map(
    (item): TPaletteEntry => ({
      path: item.path,
      title: item.title,
      group: PALETTE_GROUP_OF[item.group],
      icon: item.icon,
    }),
  );
  const pageEntries = PUBLIC_PAGES.map(
    (page): TPaletteEntry => ({
      path: page.path,
      title: page.title,
      group: 'Pages',
      icon: page.path === '/' ? 'home' : 'page',
    }),
  );
  const entries = [...dashboardEntries, ...pageEntries];
  return PALETTE_GROUPS.flatMap((group) => entries.filter((entry) => entry.group === group));
}
