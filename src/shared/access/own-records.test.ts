import { describe, expect, it } from 'vitest';
import { describeOwnRecordRefusal } from './own-records';
import { can } from './permissions';

const ADMIN = { role: 'organization_admin', userId: 'admin-1' } as const;

describe('acting on one’s own money', () => {
  it('refuses every permission that moves a member’s money on the actor’s own record', () => {
    for (const permission of [
      'contribution.record',
      'contribution.confirm',
      'contribution.reverse',
      'transaction.record',
      'loan.decide',
      'loan.disburse',
      'loan.repayment_record',
      'receipt.create',
      'meeting.record',
    ] as const) {
      expect(can(ADMIN, permission, { ownerUserId: 'admin-1' })).toBe(false);
      expect(can(ADMIN, permission, { ownerUserId: 'member-2' })).toBe(true);
      expect(can(ADMIN, permission, { ownerUserId: null })).toBe(true);
    }
  });

  it('keeps what members do for themselves open to them', () => {
    const member = { role: 'user', userId: 'member-2' } as const;
    expect(can(member, 'contribution.submit', { ownerUserId: 'member-2' })).toBe(true);
    expect(can(member, 'loan.repayment_submit', { ownerUserId: 'member-2' })).toBe(true);
    expect(can(member, 'contribution.record', { ownerUserId: 'admin-1' })).toBe(false);
  });

  it('refuses an actor it cannot tell apart from the owner', () => {
    expect(can({ role: 'organization_admin' }, 'loan.disburse', { ownerUserId: 'member-2' })).toBe(false);
  });

  it('tells a lone admin to appoint a second one', () => {
    expect(describeOwnRecordRefusal('confirm', { adminCount: 1 })).toBe(
      'Another admin must confirm this: appoint a second admin in Manage Members',
    );
    expect(describeOwnRecordRefusal('confirm', { adminCount: 2 })).toBe('Another admin must confirm this');
    expect(describeOwnRecordRefusal('pay out', { adminCount: null })).toBe('Another admin must pay this out');
  });
});
