import type { TRole } from './roles';

/**
 * How much data a role may read (DESIGN decision 5): platform staff everything, an organization admin their
 * organization's records, a member only their own records (plus the organization's aggregate figures).
 */
export type TDataScope = 'all' | 'organization' | 'own';

const ROLE_SCOPES = {
  developer: 'all',
  site_admin: 'all',
  organization_admin: 'organization',
  user: 'own',
} satisfies Record<TRole, TDataScope>;

export function getDataScope(role: TRole): TDataScope {
  return ROLE_SCOPES[role];
}
