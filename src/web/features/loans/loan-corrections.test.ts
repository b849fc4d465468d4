import { describe, expect, it } from 'vitest';
import type { TLoanRepayment } from '../../../shared/contracts/loans';
import { canReverseDisbursement, canReverseRepayment, sumRecoveredCents } from './loan-corrections';
import { ADMIN, ADMIN_ID, BORROWER_ID, ACTIVE_LOAN as LOAN } from './loans.testing';

const REPAYMENT: TLoanRepayment = {
  id: '55555555-5555-4555-8555-555555555555',
  loanId: LOAN.id,
  userId: BORROWER_ID,
  repaymentDate: '2026-04-01',
  amountCents: 20_000,
  principalCents: 18_182,
  interestCents: 1_818,
  status: 'completed',
  isRecovery: false,
  referenceNumber: 'EFT-1',
  slip: null,
  createdAt: '2026-04-01T08:00:00.000Z',
};

describe('loan corrections offered in the loan details', () => {
  it('offers reversing a confirmed repayment to an admin, never on their own loan or a pending one', () => {
    expect(canReverseRepayment(LOAN, REPAYMENT, ADMIN)).toBe(true);
    expect(canReverseRepayment(LOAN, { ...REPAYMENT, status: 'pending' }, ADMIN)).toBe(false);
    expect(canReverseRepayment(LOAN, { ...REPAYMENT, status: 'reversed' }, ADMIN)).toBe(false);
    expect(canReverseRepayment({ ...LOAN, userId: ADMIN_ID }, REPAYMENT, ADMIN)).toBe(false);
    expect(canReverseRepayment(LOAN, REPAYMENT, { ...ADMIN, role: 'user' })).toBe(false);
    expect(canReverseRepayment(LOAN, REPAYMENT, { ...ADMIN, isReadOnly: true })).toBe(false);
    const writtenOff = { ...LOAN, status: 'defaulted' as const, isWrittenOff: true };
    expect(canReverseRepayment(writtenOff, REPAYMENT, ADMIN)).toBe(false);
    expect(canReverseRepayment(writtenOff, { ...REPAYMENT, isRecovery: true }, ADMIN)).toBe(true);
  });

  it('offers reversing a payout only on an active loan with no repayment confirmed or waiting', () => {
    expect(canReverseDisbursement(LOAN, [], ADMIN)).toBe(true);
    expect(canReverseDisbursement(LOAN, [{ ...REPAYMENT, status: 'reversed' }], ADMIN)).toBe(true);
    expect(canReverseDisbursement(LOAN, [REPAYMENT], ADMIN)).toBe(false);
    expect(canReverseDisbursement(LOAN, [{ ...REPAYMENT, status: 'pending' }], ADMIN)).toBe(false);
    expect(canReverseDisbursement({ ...LOAN, status: 'paid' }, [], ADMIN)).toBe(false);
    expect(canReverseDisbursement({ ...LOAN, userId: ADMIN_ID }, [], ADMIN)).toBe(false);
  });

  it('sums what came back as confirmed recoveries only', () => {
    const recovery = { ...REPAYMENT, isRecovery: true, amountCents: 7_500 };
    expect(
      sumRecoveredCents([REPAYMENT, recovery, { ...recovery, status: 'reversed' }, { ...recovery, id: 'x' }]),
    ).toBe(15_000);
  });
});
