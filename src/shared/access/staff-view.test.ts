import { describe, expect, it } from 'vitest';
import { isOthersOnlyPermission, isPermission, PERMISSIONS } from './permissions';
import { describeStaffView, isStaffViewChange } from './staff-view';

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

describe("a staff view in the organization's activity", () => {
  it('names who viewed', () => {
    expect(describeStaffView('Jane Doe')).toBe('Platform staff Jane Doe viewed the organization');
    expect(describeStaffView(null)).toBe('Platform staff member viewed the organization');
  });
});
