import { describe, expect, it } from 'vitest';
import { isOthersOnlyPermission, isPermission, PERMISSIONS } from './permissions';
import { isStaffViewChange } from './staff-view';

const ALL_PERMISSIONS = Object.keys(PERMISSIONS).filter(isPermission);

describe('what platform staff may change in an organization they are not a member of', () => {
  it('is what Organization Management does to it, and nothing else', () => {
    expect(ALL_PERMISSIONS.filter(isStaffViewChange).sort()).toEqual([
      'feature_override.manage',
      'organization.archive',
      'organization.restore',
      'organization.update',
    ]);
  });

  it('never moves money or acts on members', () => {
    for (const permission of ALL_PERMISSIONS.filter(isStaffViewChange)) {
      expect(isOthersOnlyPermission(permission), permission).toBe(false);
      expect(permission).not.toMatch(/^(contribution|loan|transaction|membership|join_request|claim)\./);
    }
  });
});
