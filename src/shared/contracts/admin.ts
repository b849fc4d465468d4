import { z } from 'zod';
import { ROLES } from '../access/roles';
import { ORGANIZATION_TYPES } from '../organization-types';
import { Z_COUNTED_PAGE_INFO, Z_PAGE_INFO, ZCappedTotal, zPaging } from './paging';

/** The spec's confirmation and result texts (part 2, sections 2 and 5). */
export const ADMIN_TEXTS = {
  deleteUserConfirm: 'Are you sure you want to delete this user?',
  userDeleted: 'User deleted successfully',
  deleteOrganizationConfirm: 'Are you sure you want to delete this organization?',
  organizationDeleted: 'Organization deleted successfully',
  signupUpdated: 'Signup updated',
  signupUpdateFailed: 'Failed to update signup',
  noSignups: 'No signups yet',
} as const;

const ZSearch = z.string().trim().max(100, 'Search must be at most 100 characters').default('');

/* ---------------------------------------------------------------- users */

/** The role filter of User Management (spec part 2, section 5: "Role filter in user management"). */
export const USER_ROLE_FILTERS = ['all', 'user', 'organization_admin', 'site_admin'] as const;
/** `no_account`: a member a group added without an account, who has not claimed the record yet (ADR 65). */
export const USER_STATUSES = ['active', 'unverified', 'no_account', 'suspended', 'deleted'] as const;
export const ZUserStatus = z.enum(USER_STATUSES);
export const ZRole = z.enum(ROLES);
/** The platform roles staff may grant; `user` is every account's and cannot be taken away. */
export const ZGrantableRole = z.enum(['site_admin', 'developer']);

/** User Management pages through the newest 10,000 accounts (ADR 63); a search or role filter reaches the rest. */
export const ZAdminUserListQuery = z.object({
  search: ZSearch,
  role: z.enum(USER_ROLE_FILTERS).default('all'),
  ...zPaging(100, 25),
});

export const ZAdminUser = z.object({
  userId: z.uuid(),
  fullName: z.string().nullable(),
  companyName: z.string().nullable(),
  /** Empty for a member a group added without an account (`hasSignIn` false). */
  email: z.string(),
  hasSignIn: z.boolean(),
  status: ZUserStatus,
  /** The highest role: developer > site_admin > organization_admin > user. */
  role: ZRole,
  platformRoles: z.array(ZGrantableRole),
  createdAt: z.string(),
});

export const ZAdminUserList = z.object({
  users: z.array(ZAdminUser),
  /**
   * `total`: the maintained count of accounts when nothing filters the list; else a lower bound when
   * `isTotalCapped`: a search counts at most 100 matches, a role filter 1,000.
   */
  ...Z_COUNTED_PAGE_INFO,
});

export const ZAuditRow = z.object({
  id: z.uuid(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  organizationId: z.string().nullable(),
  actorName: z.string().nullable(),
  summary: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});

export const ZAdminUserDetail = ZAdminUser.extend({
  twoFactorEnabled: z.boolean(),
  lastSignInAt: z.string().nullable(),
  banReason: z.string().nullable(),
  memberships: z.array(
    z.object({
      organizationId: z.uuid(),
      organizationName: z.string(),
      role: z.enum(['admin', 'member']),
      joinedAt: z.string(),
    }),
  ),
  recentActivity: z.array(ZAuditRow),
  /** Why the account cannot be deleted now (empty when it can). */
  deletionBlockers: z.array(z.string()),
});

export const ZUpdateAdminUser = z.strictObject({
  fullName: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be less than 100 characters')
    .optional(),
  companyName: z
    .string()
    .trim()
    .max(200, 'Organization name must be less than 200 characters')
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null)),
  platformRoles: z.array(ZGrantableRole).max(2).optional(),
});

export const ZSuspendUser = z.strictObject({
  reason: z.string().trim().max(300, 'Reason must be at most 300 characters').optional(),
});

/* -------------------------------------------------------- organizations */

export const ORGANIZATION_STATUS_FILTERS = ['active', 'archived', 'all'] as const;

export const ZAdminOrganizationListQuery = z.object({
  search: ZSearch,
  type: z.enum(['all', ...ORGANIZATION_TYPES]).default('all'),
  status: z.enum(ORGANIZATION_STATUS_FILTERS).default('active'),
  ...zPaging(100, 25),
});

export const ZAdminOrganization = z.object({
  id: z.uuid(),
  name: z.string(),
  organizationType: z.enum(ORGANIZATION_TYPES),
  description: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  memberCount: z.number().int(),
  status: z.enum(['active', 'archived']),
  createdAt: z.string(),
});

export const ZAdminOrganizationList = z.object({
  organizations: z.array(ZAdminOrganization),
  ...Z_PAGE_INFO,
});

export const ZAdminOrganizationDetail = ZAdminOrganization.extend({
  admins: z.array(z.object({ userId: z.uuid(), fullName: z.string().nullable(), email: z.string() })),
  /** Balances of the master book's accounts, in cents (debit positive, as the ledger keeps them). */
  balances: z.array(z.object({ code: z.string(), name: z.string(), balanceCents: z.number().int() })),
  cashCents: z.number().int(),
  journalEntryCount: z.number().int(),
  lastActivityAt: z.string().nullable(),
  /** True when nothing is in the books, so the organization may be deleted rather than archived. */
  isDeletable: z.boolean(),
});

/* ---------------------------------------------------- early access, inbox */

export const ZEarlyAccessListQuery = z.object({ ...zPaging(100, 25) });

export const ZEarlyAccessRow = z.object({
  id: z.uuid(),
  email: z.string(),
  sourcePage: z.string(),
  contacted: z.boolean(),
  notes: z.string().nullable(),
  createdAt: z.string(),
});

export const ZEarlyAccessList = z.object({
  signups: z.array(ZEarlyAccessRow),
  ...Z_PAGE_INFO,
});

export const ZUpdateEarlyAccess = z.strictObject({
  contacted: z.boolean().optional(),
  notes: z
    .string()
    .max(2000, 'Notes must be at most 2000 characters')
    .optional()
    .transform((value) => (value === undefined ? undefined : value.trim() || null)),
});

export const ZContactInboxQuery = z.object({
  status: z.enum(['unhandled', 'handled', 'all']).default('unhandled'),
  ...zPaging(100, 25),
});

export const ZContactInboxRow = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
});

export const ZContactInbox = z.object({
  messages: z.array(ZContactInboxRow),
  total: z.number().int(),
  unhandled: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});

export const ZUpdateContactMessage = z.strictObject({ handled: z.boolean() });

/* -------------------------------------------------------- site activity */

export const ZSiteActivityQuery = z.object({ days: z.coerce.number().int().min(1).max(365).default(30) });

const ZCount = z.object({ label: z.string(), count: z.number().int() });

export const ZSiteActivity = z.object({
  counts: z.object({
    profiles: z.number().int(),
    organizations: z.number().int(),
    activeOrganizations: z.number().int(),
    contributions: z.number().int(),
    loans: z.number().int(),
    transactions: z.number().int(),
  }),
  traffic: z.array(z.object({ day: z.string(), views: z.number().int(), notFound: z.number().int() })),
  topPages: z.array(ZCount),
  referrers: z.array(ZCount),
  notFound: z.array(
    z.object({
      path: z.string(),
      referrer: z.string().nullable(),
      count: z.number().int(),
      lastSeenAt: z.string(),
    }),
  ),
  recentActivity: z.array(ZAuditRow),
});

/* ------------------------------------------------------------- security */

export const SECURITY_SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'] as const;

export const ZSecurityFinding = z.object({
  id: z.string(),
  check: z.enum([
    'admins_without_two_factor',
    'sign_in_failures',
    'rate_limit_refusals',
    'suspended_accounts',
    'unguarded_routes',
    'ledger_triggers',
    'stale_sessions',
  ]),
  severity: z.enum(SECURITY_SEVERITIES),
  title: z.string(),
  detail: z.string(),
  /** What the finding is about: a user's e-mail, a route, a table, a day. */
  subject: z.string().nullable(),
});

export const ZSecurityReport = z.object({
  checkedAt: z.string(),
  checks: z.array(z.object({ check: ZSecurityFinding.shape.check, title: z.string(), passed: z.boolean() })),
  findings: z.array(ZSecurityFinding),
});

/* ----------------------------------------------------------------- logs */

export const LOG_LEVELS = ['all', 'error', 'warning', 'info', 'success'] as const;

/** A page of the system log, through its newest 10,000 entries (ADR 63); the level and search reach further. */
export const ZSystemLogQuery = z.object({
  level: z.enum(LOG_LEVELS).default('all'),
  search: ZSearch,
  ...zPaging(500, 100),
});

export const ZSystemLogEntry = z.object({
  id: z.string(),
  level: z.enum(['error', 'warning', 'info', 'success']),
  source: z.enum(['audit', 'server', 'auth']),
  message: z.string(),
  detail: z.string().nullable(),
  createdAt: z.string(),
});

export const ZSystemLog = z.object({
  entries: z.array(ZSystemLogEntry),
  /** `total`: the entries the level and search match, over the three sources, counted up to 1,000. */
  ...Z_COUNTED_PAGE_INFO,
  /** The last 7 days' entries of each level, each counted up to 1,000. */
  stats: z.object({ error: ZCappedTotal, warning: ZCappedTotal, info: ZCappedTotal, success: ZCappedTotal }),
});

export type TAdminUserListQuery = z.infer<typeof ZAdminUserListQuery>;
export type TAdminUser = z.infer<typeof ZAdminUser>;
export type TAdminUserList = z.infer<typeof ZAdminUserList>;
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>;
export type TUpdateAdminUser = z.input<typeof ZUpdateAdminUser>;
export type TUpdateAdminUserInput = z.output<typeof ZUpdateAdminUser>;
export type TUserRoleFilter = (typeof USER_ROLE_FILTERS)[number];
export type TUserStatus = z.infer<typeof ZUserStatus>;
export type TGrantableRole = z.infer<typeof ZGrantableRole>;
export type TAuditRow = z.infer<typeof ZAuditRow>;
export type TAdminOrganizationListQuery = z.infer<typeof ZAdminOrganizationListQuery>;
export type TAdminOrganization = z.infer<typeof ZAdminOrganization>;
export type TAdminOrganizationList = z.infer<typeof ZAdminOrganizationList>;
export type TAdminOrganizationDetail = z.infer<typeof ZAdminOrganizationDetail>;
export type TEarlyAccessRow = z.infer<typeof ZEarlyAccessRow>;
export type TEarlyAccessList = z.infer<typeof ZEarlyAccessList>;
export type TUpdateEarlyAccess = z.input<typeof ZUpdateEarlyAccess>;
export type TContactInboxQuery = z.infer<typeof ZContactInboxQuery>;
export type TContactInboxRow = z.infer<typeof ZContactInboxRow>;
export type TContactInbox = z.infer<typeof ZContactInbox>;
export type TSiteActivity = z.infer<typeof ZSiteActivity>;
export type TSecurityFinding = z.infer<typeof ZSecurityFinding>;
export type TSecurityReport = z.infer<typeof ZSecurityReport>;
export type TSystemLogQuery = z.infer<typeof ZSystemLogQuery>;
export type TSystemLogEntry = z.infer<typeof ZSystemLogEntry>;
export type TSystemLog = z.infer<typeof ZSystemLog>;
