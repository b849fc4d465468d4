export type { TFeatureFlagState, TFeatureKey } from './features';
export { FEATURE_KEYS, isFeatureAvailable, isFeatureKey, isFeatureOfferedToType } from './features';
export type { TActor, TPermission } from './permissions';
export { can, isPermission, PERMISSIONS, ROLE_PERMISSIONS } from './permissions';
export type { TMembershipRole, TPlatformRole, TRole } from './roles';
export { getEffectiveRole, getHighestRole, isPlatformStaff, isRole, ROLE_RANK, ROLES } from './roles';
export type { TDataScope } from './scope';
export { getDataScope } from './scope';
