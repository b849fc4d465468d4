/** The one list of organization types (DESIGN decision 6). */
export const ORGANIZATION_TYPES = [
  'stokvel',
  'burial_society',
  'cooperative',
  'investment_club',
  'general',
  'sacco',
  'community_fund',
  'non_profit',
] as const;

export type TOrganizationType = (typeof ORGANIZATION_TYPES)[number];

/** Groups that save and share out at the end of a cycle (not burial societies, funds or non-profits). */
export const SAVINGS_GROUP_TYPES = [
  'stokvel',
  'cooperative',
  'investment_club',
  'general',
  'sacco',
] as const satisfies readonly TOrganizationType[];

export function isSavingsGroup(type: TOrganizationType): boolean {
  return (SAVINGS_GROUP_TYPES as readonly TOrganizationType[]).includes(type);
}

export const ORGANIZATION_TYPE_LABELS = {
  stokvel: 'Stokvel',
  burial_society: 'Burial Society',
  cooperative: 'Cooperative',
  investment_club: 'Investment Club',
  general: 'General',
  sacco: 'SACCO',
  community_fund: 'Community Fund',
  non_profit: 'Non-Profit',
} satisfies Record<TOrganizationType, string>;
