/** Roles in ascending order of power; the effective role of a user is the highest that applies. */
export const ROLES = ['user', 'organization_admin', 'site_admin', 'developer'] as const;

export type TRole = (typeof ROLES)[number];

/** Roles stored in `user_roles`: global, not tied to an organization. */
export type TPlatformRole = 'user' | 'site_admin' | 'developer';

/** A user's role inside one organization (`user_organizations.role`). */
export type TMembershipRole = 'admin' | 'member';

export const ROLE_RANK = {
  developer: 4,
  site_admin: 3,
  organization_admin: 2,
  user: 1,
} satisfies Record<TRole, number>;

export function isRole(value: unknown): value is TRole {
  return ROLES.some((role) => role === value);
}

/** The highest-ranked role in the list; 'user' when the list is empty (every signed-in user is a user). */
export function getHighestRole(roles: readonly TRole[]): TRole {
  let highest: TRole = 'user';
  for (const role of roles) {
    if (ROLE_RANK[role] > ROLE_RANK[highest]) {
      highest = role;
    }
  }
  return highest;
}

/**
 * The role a user acts with in the selected organization (DESIGN decision 4): organization_admin is not a
 * global flag but follows from an 'admin' membership there; the result is the highest of that and the
 * platform roles.
 */
export function getEffectiveRole(input: {
  platformRoles: readonly TPlatformRole[];
  membershipRole: TMembershipRole | null;
}): TRole {
  const roles: TRole[] = [...input.platformRoles];
  if (input.membershipRole === 'admin') {
    roles.push('organization_admin');
  }
  return getHighestRole(roles);
}

/** Platform staff run the whole platform: they see every organization's data and bypass feature gating. */
export function isPlatformStaff(role: TRole): boolean {
  return role === 'site_admin' || role === 'developer';
}

/** Whether a membership holds one of the organization's admin seats. */
export function isAdminMembership(role: TMembershipRole): boolean {
  return role === 'admin';
}
