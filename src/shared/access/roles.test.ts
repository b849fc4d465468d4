import { describe, expect, it } from 'vitest';
import {
  getEffectiveRole,
  getHighestRole,
  isPlatformStaff,
  isRole,
  ROLE_RANK,
  ROLES,
  type TMembershipRole,
  type TPlatformRole,
  type TRole,
} from './roles';

describe('ROLE_RANK', () => {
  it('ranks developer 4 > site_admin 3 > organization_admin 2 > user 1', () => {
    expect(ROLE_RANK).toEqual({ developer: 4, site_admin: 3, organization_admin: 2, user: 1 });
  });

  it('lists ROLES in ascending rank', () => {
    expect(ROLES.map((role) => ROLE_RANK[role])).toEqual([1, 2, 3, 4]);
  });
});

describe('isRole', () => {
  it('accepts the four roles only', () => {
    for (const role of ROLES) {
      expect(isRole(role)).toBe(true);
    }
    expect(isRole('admin')).toBe(false);
    expect(isRole('Developer')).toBe(false);
    expect(isRole(null)).toBe(false);
  });
});

describe('getHighestRole', () => {
  it("is 'user' for an empty list", () => {
    expect(getHighestRole([])).toBe('user');
  });

  it.each<[TRole[], TRole]>([
    [['user'], 'user'],
    [['organization_admin', 'user'], 'organization_admin'],
    [['user', 'site_admin', 'organization_admin'], 'site_admin'],
    [['developer', 'site_admin'], 'developer'],
    [['site_admin', 'developer', 'user'], 'developer'],
  ])('picks the highest of %j', (roles, expected) => {
    expect(getHighestRole(roles)).toBe(expected);
  });
});

describe('getEffectiveRole', () => {
  it.each<[TPlatformRole[], TMembershipRole | null, TRole]>([
    [[], null, 'user'],
    [['user'], null, 'user'],
    [['user'], 'member', 'user'],
    [['user'], 'admin', 'organization_admin'],
    [[], 'admin', 'organization_admin'],
    [['site_admin'], 'admin', 'site_admin'],
    [['site_admin'], null, 'site_admin'],
    [['developer'], 'member', 'developer'],
    [['user', 'site_admin', 'developer'], 'admin', 'developer'],
  ])('platform roles %j with membership %s act as %s', (platformRoles, membershipRole, expected) => {
    expect(getEffectiveRole({ platformRoles, membershipRole })).toBe(expected);
  });
});

describe('isPlatformStaff', () => {
  it('is true for site_admin and developer only', () => {
    expect(ROLES.filter(isPlatformStaff)).toEqual(['site_admin', 'developer']);
  });
});
