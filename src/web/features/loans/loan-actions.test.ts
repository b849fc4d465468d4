import { describe, expect, it } from 'vitest';
import type { TLoan } from '../../../shared/contracts/loans';
import { getLoanActions, getOwnLoanNotice, type TLoanAccess } from './loan-actions';

const ADMIN_ID = '11111111-1111-4111-8111-111111111111';
const BORROWER_ID = '22222222-2222-4222-8222-222222222222';

const LOAN: TLoan = {
  id: '33333333-3333-4333-8333-333333333333',
  organizationId: '44444444-4444-4444-8444-444444444444',
  userId: BORROWER_ID,
  memberName: 'Nomsa Zulu',
  loanDate: '2026-03-01',
  amountCents: 100_000,
  currency: 'ZAR',
  interestRateBps: 1000,
  termMonths: 6,
  totalRepayableCents: 110_000,
  dueDate: '2026-09-01',
  status: 'pending',
  purpose: 'Roof repairs',
  decisionReason: null,
  decidedAt: null,
  disbursedOn: null,
  repaidCents: 0,
  outstandingCents: 0,
  isOverdue: false,
  isWrittenOff: false,
  createdAt: '2026-03-01T08:00:00.000Z',
};

const ADMIN: TLoanAccess = { userId: ADMIN_ID, role: 'organization_admin' };

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
