import { describe, expect, it } from 'vitest';
import { getLoanActions, getOwnLoanNotice, type TLoanAccess } from './loan-actions';
import { ADMIN, ADMIN_ID, BORROWER_ID, PENDING_LOAN as LOAN } from './loans.testing';

const MEMBER: TLoanAccess = { userId: BORROWER_ID, role: 'user' };

describe('getLoanActions', () => {
  it("offers an admin each step of another member's loan in turn", () => {
    expect(getLoanActions(LOAN, ADMIN)).toEqual(['approve', 'reject']);
    expect(getLoanActions({ ...LOAN, status: 'approved' }, ADMIN)).toEqual(['disburse']);
    expect(getLoanActions({ ...LOAN, status: 'active' }, ADMIN)).toEqual(['record']);
    expect(getLoanActions({ ...LOAN, status: 'active', isOverdue: true }, ADMIN)).toEqual([
      'record',
      'default',
    ]);
    expect(getLoanActions({ ...LOAN, status: 'defaulted' }, ADMIN)).toEqual(['record', 'write-off']);
    expect(getLoanActions({ ...LOAN, status: 'defaulted', isWrittenOff: true }, ADMIN)).toEqual(['record']);
    expect(getLoanActions({ ...LOAN, status: 'paid' }, ADMIN)).toEqual([]);
    expect(getLoanActions({ ...LOAN, status: 'rejected' }, ADMIN)).toEqual([]);
  });

  it('never offers an admin a step on their own loan: they submit their repayments like any borrower', () => {
    const own = { ...LOAN, userId: ADMIN_ID };
    expect(getLoanActions(own, ADMIN)).toEqual([]);
    expect(getLoanActions({ ...own, status: 'approved' }, ADMIN)).toEqual([]);
    expect(getLoanActions({ ...own, status: 'active', isOverdue: true }, ADMIN)).toEqual(['submit']);
    expect(getLoanActions({ ...own, status: 'defaulted' }, ADMIN)).toEqual([]);
    expect(getOwnLoanNotice({ ...own, status: 'approved' }, ADMIN)).toBe('Another admin must decide on this');
    expect(getOwnLoanNotice({ ...LOAN, status: 'approved' }, ADMIN)).toBeNull();
  });

  it('lets a borrower submit a repayment on their active loan and nothing else', () => {
    expect(getLoanActions(LOAN, MEMBER)).toEqual([]);
    expect(getLoanActions({ ...LOAN, status: 'approved' }, MEMBER)).toEqual([]);
    expect(getLoanActions({ ...LOAN, status: 'active', isOverdue: true }, MEMBER)).toEqual(['submit']);
    expect(getLoanActions({ ...LOAN, status: 'active' }, { ...MEMBER, userId: ADMIN_ID })).toEqual([]);
  });
});
