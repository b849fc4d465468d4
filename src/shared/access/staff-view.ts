import type { TPermission } from './permissions';

/** The refusal platform staff get when they try to change an organization they are not a member of. */
export const STAFF_VIEW_REFUSAL = 'Platform staff can view this organization but not change it';

/** The audit-log action of platform staff viewing an organization they are not a member of. */
export const STAFF_VIEW_ACTION = 'organization.staff_viewed';

/**
 * What platform staff may still change in an organization they do not belong to: what Organization
 * Management does to it (its details and membership settings, archiving and restoring it, its feature
 * overrides). Everything else there, money above all, they only read (ADR 60).
 */
const STAFF_VIEW_CHANGES: ReadonlySet<TPermission> = new Set<TPermission>([
  'organization.update',
  'organization.archive',
  'organization.restore',
  'feature_override.manage',
]);

/** Whether platform staff may use the permission to change an organization they are not a member of. */
export function isStaffViewChange(permission: TPermission): boolean {
  return STAFF_VIEW_CHANGES.has(permission);
}

/** How an organization's activity names a staff view: "Platform staff Jane Doe viewed the organization". */
export function describeStaffView(staffName: string | null): string {
  return `Platform staff ${staffName ?? 'member'} viewed the organization`;
}
