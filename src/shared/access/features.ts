import { ORGANIZATION_TYPES, type TOrganizationType } from '../organization-types';
import { isPlatformStaff, type TRole } from './roles';

/** Features that can be switched off globally (feature_flags) or per organization (overrides). */
export const FEATURE_KEYS = [
  'contributions',
  'loans',
  'transactions',
  'analytics',
  'members',
  'reports',
  'receipts',
  'submit_request',
  'view_submissions',
  'organizations_browser',
] as const;

export type TFeatureKey = (typeof FEATURE_KEYS)[number];

/** The five types the spec's type rules name. */
type TSpecOrganizationType = 'stokvel' | 'burial_society' | 'cooperative' | 'investment_club' | 'general';

/** DESIGN decision 6: the types the spec does not know follow `general`. */
const TYPE_RULES_FOLLOW = {
  stokvel: 'stokvel',
  burial_society: 'burial_society',
  cooperative: 'cooperative',
  investment_club: 'investment_club',
  general: 'general',
  sacco: 'general',
  community_fund: 'general',
  non_profit: 'general',
} satisfies Record<TOrganizationType, TSpecOrganizationType>;

/** Features offered only to some types; a feature not listed here is offered to every type. */
const FEATURE_TYPE_RESTRICTIONS: Partial<Record<string, readonly TSpecOrganizationType[]>> = {
  loans: ['burial_society', 'cooperative', 'investment_club', 'general'],
} satisfies Partial<Record<TFeatureKey, readonly TSpecOrganizationType[]>>;

export type TFeatureFlagState = { featureKey: string; enabled: boolean };

export function isFeatureKey(value: string): value is TFeatureKey {
  return FEATURE_KEYS.some((key) => key === value);
}

/** The organization-type rule alone. No type known (null, or a type this build does not know) allows all. */
export function isFeatureOfferedToType(featureKey: string, type: TOrganizationType | null): boolean {
  const knownType = ORGANIZATION_TYPES.find((candidate) => candidate === type);
  const offeredTo = FEATURE_TYPE_RESTRICTIONS[featureKey];
  if (knownType === undefined || offeredTo === undefined) {
    return true;
  }
  return offeredTo.includes(TYPE_RULES_FOLLOW[knownType]);
}

/**
 * Whether a feature is available to this role in this organization (spec part 1, section 5):
 * - site_admin and developer bypass every rule;
 * - the organization's type must be offered the feature (no type known allows all);
 * - the global flag must not be explicitly false (no flag row means enabled);
 * - an organization override counts only while the global flag is true (a missing global flag counts as
 *   true).
 * Should two rows disagree for the same key, the disabling one wins.
 */
export function isFeatureAvailable(input: {
  featureKey: string;
  role: TRole | null;
  flags: readonly TFeatureFlagState[];
  overrides: readonly TFeatureFlagState[];
  organizationType: TOrganizationType | null;
}): boolean {
  const { featureKey, role, flags, overrides, organizationType } = input;
  if (role !== null && isPlatformStaff(role)) {
    return true;
  }
  if (!isFeatureOfferedToType(featureKey, organizationType)) {
    return false;
  }
  const isDisabledIn = (rows: readonly TFeatureFlagState[]): boolean =>
    rows.some((row) => row.featureKey === featureKey && !row.enabled);
  if (isDisabledIn(flags)) {
    return false;
  }
  return !isDisabledIn(overrides);
}
