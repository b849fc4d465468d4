import type { TOrganizationType } from '../organization-types';
import type { TFeatureFlagState, TFeatureKey } from './features';
import type { TRole } from './roles';

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

/** Who an item is for, shared by the route table's areas. */
export const ORGANIZATION_ADMIN_AND_UP = ['organization_admin', 'site_admin', 'developer'] as const;
export const PLATFORM_STAFF = ['site_admin', 'developer'] as const;
export const DEVELOPER_ONLY = ['developer'] as const;
export const BURIAL_SOCIETIES = ['burial_society'] as const;
