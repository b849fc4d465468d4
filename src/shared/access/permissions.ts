import type { TRole } from './roles';

/** Every permission the server guards and the UI check, as '<resource>.<action>' -> what it allows. */
export const PERMISSIONS = {
  'organization.read': 'View organizations and their details',
  'organization.create': 'Create an organization',
  'organization.update': "Change the organization's details and settings",
  'organization.archive': 'Archive the organization',
  'organization.restore': 'Restore an archived organization',
  'membership.read': "List the organization's members with their e-mail addresses and payment references",
  'membership.manage': 'Change member roles and remove members',
  'join_request.create': 'Ask to join an organization',
  'join_request.review': 'Approve or reject join requests',
  'feature_override.manage': 'Turn features on or off for the organization (within the global flags)',
  'contribution.read_own': 'View your own contributions',
  'contribution.read_organization': "View every member's contributions in the organization",
  'contribution.record': 'Record a contribution received from a member',
  'contribution.submit': 'Submit your own contribution for confirmation',
  'contribution.confirm': 'Confirm or reject a submitted contribution',
  'contribution.reverse': 'Reverse a recorded contribution',
  'transaction.read': "View the organization's transactions",
  'transaction.record': 'Record a transaction (payout, fee and the like)',
  'payment_slip.read_organization':
    'Open the payment slips members attached (as an admin of the organization)',
  'ledger.read': "View the organization's master book (journal and accounts)",
  'ledger.close_period': 'Close the books for a month that has ended, so nothing more is posted into it',
  'bank.reconcile': "Import the group's bank statements, match them to payments and reconcile the books",
  'loan.read_own': 'View your own loans',
  'loan.read_organization': "View every member's loans in the organization",
  'loan.request': 'Request a loan',
  'loan.decide': 'Approve or reject a loan request',
  'loan.disburse': 'Pay out an approved loan',
  'loan.repayment_record': 'Record a loan repayment received from a member',
  'loan.repayment_submit': 'Submit your own loan repayment for confirmation',
  'loan.reverse': 'Reverse a loan repayment or disbursement recorded by mistake',
  'loan.settings': "Change the organization's loan settings",
  'approval.decide': 'Set which money moves need a second admin, and approve or cancel them',
  'fine.waive': "Waive a member's late fine, with a reason (never one's own)",
  'shareout.read': "View the group's year-end share-out table",
  'shareout.manage': 'Propose and post the year-end share-out (payouts to every member)',
  'meeting.read': "View the group's meetings and your own shares (share-based groups)",
  'meeting.run': 'Open, close and reopen meetings and take attendance (share-based groups)',
  'meeting.record':
    "Record a member's shares, social fund, fines and grants at a meeting, or correct them (never one's own)",
  'rules.manage': "Change the group's rules (amounts, due dates, fines, joining fee) from a date",
  'rotation.manage': "Start a rotating stokvel's cycle: draw the payout order or set it by hand",
  'rotation.payout': "Pay out a rotation round's pot to its recipient (never one's own)",
  'burial.manage':
    "Burial societies: manage the plans, enrol members, manage anyone's dependants and read the cover register",
  'claim.decide':
    "Burial societies: approve, pay or decline a funeral claim (two different admins; never on one's own policy)",
  'analytics.read': "View the organization's analytics",
  'report.read': "View the organization's reports",
  'report.generate': 'Generate a report',
  'statement.read_own': 'Download your own annual statement',
  'receipt.read_own': 'View your own receipts',
  'receipt.read_organization': 'View every receipt in the organization',
  'receipt.create': 'Create a receipt',
  'receipt.email': 'E-mail a receipt you may see (members: their own)',
  'submission.create': 'Submit a request to an organization or the site operators',
  'submission.read_organization': 'View the submissions sent to the organization',
  'submission.read_site': 'View the submissions sent to the site operators',
  'submission.manage': 'Change the status, priority and notes of a submission',
  'profile.update': 'Update your own profile',
  'admin.users': 'Manage users across the platform',
  'admin.organizations': 'Manage organizations across the platform',
  'admin.features': 'Manage the global feature flags',
  'admin.early_access': 'View and follow up early-access signups',
  'admin.site_activity': 'View site activity',
  'admin.security': 'View security issues',
  'admin.logs': 'View the system logs',
  'admin.developers': 'Grant or remove the developer role, and change or suspend a developer account',
} as const satisfies Record<string, string>;

export type TPermission = keyof typeof PERMISSIONS;

/** Every signed-in user: their own records, their own submissions and requests, their profile. */
const USER_PERMISSIONS = [
  'organization.read',
  'organization.create',
  'join_request.create',
  'contribution.read_own',
  'contribution.submit',
  'transaction.read',
  'loan.read_own',
  'loan.request',
  'loan.repayment_submit',
  'statement.read_own',
  'receipt.read_own',
  'receipt.email',
  'submission.create',
  'profile.update',
  'shareout.read',
  'meeting.read',
] as const satisfies readonly TPermission[];

/** An admin of the selected organization runs it: members, money, loans, figures, receipts, submissions. */
const ORGANIZATION_ADMIN_PERMISSIONS = [
  ...USER_PERMISSIONS,
  'organization.update',
  'organization.archive',
  'membership.read',
  'membership.manage',
  'join_request.review',
  'feature_override.manage',
  'contribution.read_organization',
  'contribution.record',
  'contribution.confirm',
  'contribution.reverse',
  'transaction.record',
  'ledger.read',
  'ledger.close_period',
  'bank.reconcile',
  'loan.read_organization',
  'loan.decide',
  'loan.disburse',
  'loan.repayment_record',
  'loan.reverse',
  'loan.settings',
  'approval.decide',
  'rules.manage',
  'burial.manage',
  'claim.decide',
  'shareout.manage',
  'meeting.run',
  'meeting.record',
  'fine.waive',
  'rotation.manage',
  'rotation.payout',
  'analytics.read',
  'report.read',
  'report.generate',
  'receipt.read_organization',
  'payment_slip.read_organization',
  'receipt.create',
  'submission.read_organization',
  'submission.manage',
] as const satisfies readonly TPermission[];

/** Site admins run the platform, short of its security issues and system logs. */
const SITE_ADMIN_PERMISSIONS = [
  ...ORGANIZATION_ADMIN_PERMISSIONS,
  // Archiving is the organization's own decision; bringing one back is the platform's.
  'organization.restore',
  'submission.read_site',
  'admin.users',
  'admin.organizations',
  'admin.features',
  'admin.early_access',
  'admin.site_activity',
] as const satisfies readonly TPermission[];

const DEVELOPER_PERMISSIONS = [
  ...SITE_ADMIN_PERMISSIONS,
  'admin.security',
  'admin.logs',
  'admin.developers',
] as const satisfies readonly TPermission[];

export const ROLE_PERMISSIONS = {
  user: USER_PERMISSIONS,
  organization_admin: ORGANIZATION_ADMIN_PERMISSIONS,
  site_admin: SITE_ADMIN_PERMISSIONS,
  developer: DEVELOPER_PERMISSIONS,
} satisfies Record<TRole, readonly TPermission[]>;

/** Who is acting: the user and their effective role in the selected organization (see getEffectiveRole). */
export type TActor = { userId: string; role: TRole };

const ROLE_PERMISSION_SETS: Record<TRole, ReadonlySet<TPermission>> = {
  user: new Set(ROLE_PERMISSIONS.user),
  organization_admin: new Set(ROLE_PERMISSIONS.organization_admin),
  site_admin: new Set(ROLE_PERMISSIONS.site_admin),
  developer: new Set(ROLE_PERMISSIONS.developer),
};

export function isPermission(value: string): value is TPermission {
  return Object.hasOwn(PERMISSIONS, value);
}

/**
 * Permissions that act on one member's money: nobody may use them on a record that is their own (DESIGN
 * decision 10); another admin must.
 */
const OTHERS_ONLY_PERMISSIONS: ReadonlySet<TPermission> = new Set<TPermission>([
  'contribution.record',
  'contribution.confirm',
  'contribution.reverse',
  'transaction.record',
  'loan.decide',
  'loan.disburse',
  'loan.repayment_record',
  'loan.reverse',
  'receipt.create',
  'fine.waive',
  'rotation.payout',
  'claim.decide',
  'meeting.record',
]);

/** Whether the permission may never be used on one's own record (see `can`'s `ownerUserId`). */
export function isOthersOnlyPermission(permission: TPermission): boolean {
  return OTHERS_ONLY_PERMISSIONS.has(permission);
}

/** The record the permission is used on: whose money it is (null when it is nobody's in particular). */
export type TAccessTarget = { ownerUserId: string | null };

/**
 * Whether the actor's role grants the permission. Anonymous (null) is never allowed. With a target, a
 * permission that acts on a member's money is refused on the actor's own record (an actor without a known
 * user id is refused too). The one check used by the server guards and the UI alike; which records a
 * read reaches is decided with it too (`<resource>.read_organization`: every member's, else one's own).
 */
export function can(
  actor: (Pick<TActor, 'role'> & { userId?: string | null }) | null,
  permission: TPermission,
  target?: TAccessTarget,
): boolean {
  if (actor === null) {
    return false;
  }
  if (!(ROLE_PERMISSION_SETS[actor.role]?.has(permission) ?? false)) return false;
  if (target === undefined || target.ownerUserId === null || !OTHERS_ONLY_PERMISSIONS.has(permission)) {
    return true;
  }
  return Boolean(actor.userId) && actor.userId !== target.ownerUserId;
}
