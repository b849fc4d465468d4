import { SAVINGS_GROUP_TYPES, type TOrganizationType } from '../organization-types';
import { isFeatureAvailable, type TFeatureFlagState, type TFeatureKey } from './features';
import { isPlatformStaff, ROLE_RANK, type TRole } from './roles';

/**
 * The dashboard's navigation model, one source of truth for the route guards, the sidebar and the command
 * palette (spec part 1 sections 2 and 6, part 2 section 2). Pure: the web shell feeds it the signed-in user's
 * effective role, the flags and the selected organization.
 */

export const DASHBOARD_PATH = '/dashboard';

/** Sidebar groups, in the order the sidebar shows them. */
export const SIDEBAR_GROUPS = [
  { id: 'main', title: 'Main Menu' },
  { id: 'organization', title: 'Organization Management' },
  { id: 'submissions', title: 'Submissions' },
  { id: 'administration', title: 'Administration' },
  { id: 'account', title: 'Account' },
] as const;

export type TSidebarGroupId = (typeof SIDEBAR_GROUPS)[number]['id'];

/** Command palette groups, in the order the palette shows them. */
export const PALETTE_GROUPS = ['Main', 'Account', 'Submissions', 'Admin', 'Pages'] as const;

export type TPaletteGroup = (typeof PALETTE_GROUPS)[number];

/** Icon names; the web app maps each to a lucide icon. */
export type TNavIconName =
  | 'overview'
  | 'contributions'
  | 'loans'
  | 'transactions'
  | 'analytics'
  | 'members'
  | 'reports'
  | 'receipts'
  | 'organizations'
  | 'organization-settings'
  | 'manage-members'
  | 'join-requests'
  | 'approvals'
  | 'arrears'
  | 'fines'
  | 'cover'
  | 'cover-register'
  | 'claims'
  | 'share-out'
  | 'bank'
  | 'rotation'
  | 'meetings'
  | 'submit-request'
  | 'view-submissions'
  | 'admin'
  | 'users'
  | 'admin-organizations'
  | 'feature-flags'
  | 'early-access'
  | 'site-activity'
  | 'security'
  | 'logs'
  | 'profile'
  | 'settings'
  | 'help'
  | 'home'
  | 'page';

/** What a route guard demands: one of the roles (when given) and the feature available (when given). */
export type TRouteRequirement = {
  roles?: readonly TRole[];
  feature?: TFeatureKey;
  /** Only for these kinds of organization (a stokvel's rotation, a burial society's cover). */
  organizationTypes?: readonly TOrganizationType[];
};

export type TNavItem = {
  path: string;
  title: string;
  /** One line for the admin hub cards and the palette. */
  description: string;
  group: TSidebarGroupId;
  icon: TNavIconName;
  requirement: TRouteRequirement;
  /** Who is shown the item (spec part 1 section 6); when absent, whoever passes the requirement's roles. */
  visibleTo?: readonly TRole[];
};

export type TPaletteEntry = { path: string; title: string; group: TPaletteGroup; icon: TNavIconName };

export type TAccessContext = {
  /** The effective role in the selected organization; null while the roles are loading. */
  role: TRole | null;
  flags: readonly TFeatureFlagState[];
  /** The selected organization's feature overrides. */
  overrides: readonly TFeatureFlagState[];
  organizationType: TOrganizationType | null;
  /** Whether the user has (and so has selected) an organization. */
  hasOrganization: boolean;
};

const ORGANIZATION_ADMIN_AND_UP = ['organization_admin', 'site_admin', 'developer'] as const;
const PLATFORM_STAFF = ['site_admin', 'developer'] as const;
const DEVELOPER_ONLY = ['developer'] as const;
const BURIAL_SOCIETIES = ['burial_society'] as const;

/** Every item the sidebar and the palette can show, in sidebar order. */
export const NAV_ITEMS = [
  {
    path: '/dashboard',
    title: 'Overview',
    description: 'Your organizations at a glance',
    group: 'main',
    icon: 'overview',
    requirement: {},
  },
  {
    path: '/dashboard/contributions',
    title: 'Contributions',
    description: 'Payments made into the organization',
    group: 'main',
    icon: 'contributions',
    requirement: { feature: 'contributions' },
  },
  {
    path: '/dashboard/loans',
    title: 'Loans',
    description: 'Loans, repayments and what is outstanding',
    group: 'main',
    icon: 'loans',
    requirement: { feature: 'loans' },
  },
  {
    path: '/dashboard/rotation',
    title: 'Rotation',
    description: 'Who is paid out when, this round and swaps',
    group: 'main',
    icon: 'rotation',
    requirement: { organizationTypes: ['stokvel'] },
  },
  {
    path: '/dashboard/cover',
    title: 'My Cover',
    description: 'Your funeral cover: each person on your policy and their status',
    group: 'main',
    icon: 'cover',
    requirement: { organizationTypes: BURIAL_SOCIETIES },
  },
  {
    path: '/dashboard/meetings',
    title: 'Meetings',
    description: 'Share-based groups: each meeting step by step, and your shares',
    group: 'main',
    icon: 'meetings',
    requirement: { organizationTypes: SAVINGS_GROUP_TYPES },
  },
  {
    path: '/dashboard/transactions',
    title: 'Transactions',
    description: 'Money in and out of the organization',
    group: 'main',
    icon: 'transactions',
    requirement: { feature: 'transactions' },
  },
  {
    path: '/dashboard/analytics',
    title: 'Analytics',
    description: 'Trends in contributions and loans',
    group: 'main',
    icon: 'analytics',
    // Analytics and reports are for admins (help text, part 2): a member is refused at the route too.
    requirement: { roles: ORGANIZATION_ADMIN_AND_UP, feature: 'analytics' },
  },
  {
    path: '/dashboard/members',
    title: 'Members',
    description: 'The member directory',
    group: 'main',
    icon: 'members',
    requirement: { roles: ORGANIZATION_ADMIN_AND_UP, feature: 'members' },
  },
  {
    path: '/dashboard/reports',
    title: 'Reports',
    description: 'Financial and activity reports',
    group: 'main',
    icon: 'reports',
    requirement: { roles: ORGANIZATION_ADMIN_AND_UP, feature: 'reports' },
  },
  {
    path: '/dashboard/receipts',
    title: 'Receipts',
    description: 'Receipts for payments',
    group: 'main',
    icon: 'receipts',
    requirement: { feature: 'receipts' },
  },
  {
    path: '/dashboard/organizations',
    title: 'Organizations',
    description: 'Browse organizations and ask to join',
    group: 'main',
    icon: 'organizations',
    requirement: {},
  },
  {
    path: '/dashboard/organization/settings',
    title: 'Organization Settings',
    description: "The organization's details and membership rules",
    group: 'organization',
    icon: 'organization-settings',
    requirement: {},
  },
  {
    path: '/dashboard/organization/members',
    title: 'Manage Members',
    description: 'Roles and membership',
    group: 'organization',
    icon: 'manage-members',
    requirement: {},
  },
  {
    path: '/dashboard/organization/join-requests',
    title: 'Join Requests',
    description: 'People asking to join',
    group: 'organization',
    icon: 'join-requests',
    requirement: {},
  },
  {
    path: '/dashboard/organization/approvals',
    title: 'Approvals',
    description: 'Money moves waiting for a second admin',
    group: 'organization',
    icon: 'approvals',
    // Like the other organization pages it opens for everyone and tells a plain member it is for admins.
    requirement: {},
    visibleTo: ORGANIZATION_ADMIN_AND_UP,
  },
  {
    path: '/dashboard/organization/arrears',
    title: 'Arrears',
    description: 'Members behind on their contributions under the group rules',
    group: 'organization',
    icon: 'arrears',
    // Opens for everyone and tells a plain member it is for admins, like Approvals.
    requirement: {},
    visibleTo: ORGANIZATION_ADMIN_AND_UP,
  },
  {
    path: '/dashboard/organization/fines',
    title: 'Fines',
    description: 'Late fines owed under the group rules, and waivers',
    group: 'organization',
    icon: 'fines',
    // Opens for everyone (a member sees their own fines); listed for admins, like Arrears.
    requirement: {},
    visibleTo: ORGANIZATION_ADMIN_AND_UP,
  },
  {
    path: '/dashboard/organization/cover-register',
    title: 'Cover Register',
    description: "Every covered person's status: waiting, covered, in arrears, lapsed",
    group: 'organization',
    icon: 'cover-register',
    // Opens for everyone and tells a plain member it is for admins, like Arrears.
    requirement: { organizationTypes: BURIAL_SOCIETIES },
    visibleTo: ORGANIZATION_ADMIN_AND_UP,
  },
  {
    path: '/dashboard/organization/claims',
    title: 'Claims',
    description: 'Funeral claims: lodge, check every rule, approve and pay with two admins',
    group: 'organization',
    icon: 'claims',
    // Opens for everyone (a member lodges and follows their own claims); listed for admins.
    requirement: { organizationTypes: BURIAL_SOCIETIES },
    visibleTo: ORGANIZATION_ADMIN_AND_UP,
  },
  {
    path: '/dashboard/organization/share-out',
    title: 'Share-out',
    description: 'The year-end share-out table: what each member gets back',
    group: 'organization',
    icon: 'share-out',
    // Opens for every member, who reviews the table (found in the palette); listed for admins, like Fines.
    requirement: { organizationTypes: SAVINGS_GROUP_TYPES },
    visibleTo: ORGANIZATION_ADMIN_AND_UP,
  },
  {
    path: '/dashboard/organization/bank',
    title: 'Bank',
    description: 'Import bank statements, match payments and reconcile the books',
    group: 'organization',
    icon: 'bank',
    // Opens for everyone like its neighbours and tells a plain member it is for admins.
    requirement: {},
    visibleTo: ORGANIZATION_ADMIN_AND_UP,
  },
  {
    path: '/dashboard/submit-request',
    title: 'Submit Request',
    description: 'Ask your organization or the site operators for help',
    group: 'submissions',
    icon: 'submit-request',
    requirement: { feature: 'submit_request' },
  },
  {
    path: '/dashboard/view-submissions',
    title: 'View Submissions',
    description: 'Requests you sent and requests sent to you',
    group: 'submissions',
    icon: 'view-submissions',
    requirement: { feature: 'view_submissions' },
    visibleTo: ORGANIZATION_ADMIN_AND_UP,
  },
  {
    path: '/dashboard/admin',
    title: 'Admin Hub',
    description: 'Every administration tool in one place',
    group: 'administration',
    icon: 'admin',
    requirement: { roles: PLATFORM_STAFF },
  },
  {
    path: '/dashboard/admin/users',
    title: 'User Management',
    description: 'Find users, see their roles, edit or remove them',
    group: 'administration',
    icon: 'users',
    requirement: { roles: PLATFORM_STAFF },
  },
  {
    path: '/dashboard/admin/organizations',
    title: 'Organization Management',
    description: 'Every organization on the platform and its features',
    group: 'administration',
    icon: 'admin-organizations',
    requirement: { roles: PLATFORM_STAFF },
  },
  {
    path: '/dashboard/admin/features',
    title: 'Feature Flags',
    description: 'Switch features on or off for the whole platform',
    group: 'administration',
    icon: 'feature-flags',
    requirement: { roles: PLATFORM_STAFF },
  },
  {
    path: '/dashboard/admin/early-access',
    title: 'Early Access Signups',
    description: 'People waiting to hear about new features',
    group: 'administration',
    icon: 'early-access',
    requirement: { roles: PLATFORM_STAFF },
  },
  {
    path: '/dashboard/admin/site-activity',
    title: 'Site Activity',
    description: 'Visits, sign-ups and recent activity',
    group: 'administration',
    icon: 'site-activity',
    requirement: { roles: PLATFORM_STAFF },
  },
  {
    path: '/dashboard/admin/security',
    title: 'Security Issues',
    description: 'Failed sign-ins and other security events',
    group: 'administration',
    icon: 'security',
    requirement: { roles: DEVELOPER_ONLY },
  },
  {
    path: '/dashboard/admin/logs',
    title: 'System Logs',
    description: 'What changed, who changed it and when',
    group: 'administration',
    icon: 'logs',
    requirement: { roles: DEVELOPER_ONLY },
  },
  {
    path: '/dashboard/profile',
    title: 'Profile',
    description: 'Your name and e-mail address',
    group: 'account',
    icon: 'profile',
    requirement: {},
  },
  {
    path: '/dashboard/settings',
    title: 'Settings',
    description: 'Notifications, password and two-factor authentication',
    group: 'account',
    icon: 'settings',
    requirement: {},
  },
  {
    path: '/dashboard/help',
    title: 'Help & Guide',
    description: 'Answers, guides, shortcuts and support',
    group: 'account',
    icon: 'help',
    requirement: {},
  },
] as const satisfies readonly TNavItem[];

/** Dashboard routes that are not navigation items; every one needs only a session. */
const OTHER_DASHBOARD_PATHS = [
  '/dashboard/organizations/create',
  '/dashboard/organization',
  '/dashboard/organization/features',
  '/dashboard/403',
] as const;

/** Every dashboard route of both spec documents (plus the in-dashboard 403 page). */
export const DASHBOARD_ROUTE_PATHS: readonly string[] = [
  ...NAV_ITEMS.map((item) => item.path),
  ...OTHER_DASHBOARD_PATHS,
];

/** Public pages the palette always lists. */
export const PUBLIC_PAGES = [
  { path: '/', title: 'Home' },
  { path: '/features', title: 'Features' },
  { path: '/pricing', title: 'Pricing' },
  { path: '/about', title: 'About' },
  { path: '/contact', title: 'Contact' },
  { path: '/privacy', title: 'Privacy Policy' },
  { path: '/terms', title: 'Terms of Service' },
] as const;

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
