import { describe, expect, it } from 'vitest';
import { can, isPermission, PERMISSIONS, ROLE_PERMISSIONS, type TPermission } from './permissions';
import { ROLES, type TRole } from './roles';

const ALL_PERMISSIONS = Object.keys(PERMISSIONS).filter(isPermission);

function getRolesWith(permission: TPermission): TRole[] {
  return ROLES.filter((role) => can({ role }, permission));
}

describe('PERMISSIONS', () => {
  it("names every permission '<resource>.<action>' with a description", () => {
    for (const [permission, description] of Object.entries(PERMISSIONS)) {
      expect(permission).toMatch(/^[a-z_]+\.[a-z_]+$/);
      expect(description.length).toBeGreaterThan(0);
    }
  });

  it('recognises registered permissions only', () => {
    expect(isPermission('loan.decide')).toBe(true);
    expect(isPermission('loan.delete')).toBe(false);
    expect(isPermission('toString')).toBe(false);
  });
});

describe('ROLE_PERMISSIONS', () => {
  it('lists no permission twice for a role', () => {
    for (const role of ROLES) {
      const permissions = ROLE_PERMISSIONS[role];
      expect(new Set(permissions).size).toBe(permissions.length);
    }
  });

  it('gives each role everything the role below it has', () => {
    for (let index = 1; index < ROLES.length; index += 1) {
      const lower = ROLES[index - 1] ?? 'user';
      const higher = ROLES[index] ?? 'user';
      expect(ROLE_PERMISSIONS[higher]).toEqual(expect.arrayContaining([...ROLE_PERMISSIONS[lower]]));
    }
  });

  it('gives a developer every permission', () => {
    expect([...ROLE_PERMISSIONS.developer].sort()).toEqual([...ALL_PERMISSIONS].sort());
  });

  it('gives a site admin every permission except security issues and system logs', () => {
    const missing = ALL_PERMISSIONS.filter((permission) => !can({ role: 'site_admin' }, permission));
    expect(missing.sort()).toEqual(['admin.logs', 'admin.security']);
  });

  it('gives an organization admin nothing of the platform administration', () => {
    const adminPermissions = ALL_PERMISSIONS.filter(
      (permission) => permission.startsWith('admin.') || permission === 'submission.read_site',
    );
    expect(adminPermissions.filter((permission) => can({ role: 'organization_admin' }, permission))).toEqual(
      [],
    );
  });
});

describe('can', () => {
  it('refuses anonymous callers everything', () => {
    for (const permission of ALL_PERMISSIONS) {
      expect(can(null, permission)).toBe(false);
    }
  });

  it('grants every signed-in user their own records, requests and profile', () => {
    const own: TPermission[] = [
      'organization.read',
      'organization.create',
      'join_request.create',
      'contribution.read_own',
      'contribution.submit',
      'loan.read_own',
      'loan.request',
      'loan.repayment_submit',
      'receipt.read_own',
      'receipt.email',
      'submission.create',
      'profile.update',
      'transaction.read',
    ];
    for (const permission of own) {
      expect(getRolesWith(permission)).toEqual([...ROLES]);
    }
  });

  it('keeps organization management, money movements and figures from plain members', () => {
    const adminOnly: TPermission[] = [
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
      'rules.manage',
      'fine.waive',
      'rotation.manage',
      'rotation.payout',
      'claim.decide',
      'bank.reconcile',
      'loan.read_organization',
      'loan.decide',
      'loan.disburse',
      'loan.repayment_record',
      'loan.settings',
      'analytics.read',
      'report.read',
      'report.generate',
      'receipt.read_organization',
      'receipt.create',
      'submission.read_organization',
      'submission.manage',
    ];
    for (const permission of adminOnly) {
      expect(getRolesWith(permission)).toEqual(['organization_admin', 'site_admin', 'developer']);
    }
  });

  it('keeps platform administration to site admins and developers, security and logs to developers', () => {
    for (const permission of [
      'admin.users',
      'admin.organizations',
      'admin.features',
      'admin.early_access',
      'admin.site_activity',
      'submission.read_site',
    ] satisfies TPermission[]) {
      expect(getRolesWith(permission)).toEqual(['site_admin', 'developer']);
    }
    expect(getRolesWith('admin.security')).toEqual(['developer']);
    expect(getRolesWith('admin.logs')).toEqual(['developer']);
  });
});
