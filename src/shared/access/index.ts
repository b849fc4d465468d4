export type { TFeatureFlagState, TFeatureKey } from './features';
export { FEATURE_KEYS, isFeatureAvailable, isFeatureKey, isFeatureOfferedToType } from './features';
export type { TOwnRecordAction } from './own-records';
export { describeOwnRecordRefusal } from './own-records';
export type { TAccessTarget, TActor, TPermission } from './permissions';
export {
  can,
  isOthersOnlyPermission,
  isPermission,
  PERMISSIONS,
  ROLE_PERMISSIONS,
} from './permissions';
export type { TMembershipRole, TPlatformRole, TRole } from './roles';
export {
  getEffectiveRole,
  getHighestRole,
  isAdminMembership,
  isPlatformStaff,
  isRole,
  ROLE_RANK,
  ROLES,
} from './roles';
export {
  describeStaffView,
  isStaffViewChange,
  STAFF_VIEW_ACTION,
  STAFF_VIEW_REFUSAL,
} from './staff-view';
