import { describe, expect, it } from 'vitest';
import {
  describeContribution,
  describeLoanDisbursement,
  describeLoanRepayment,
  describeManualTransaction,
  describeReversal,
} from './entry-descriptions';

describe('journal entry descriptions', () => {
  it('name the member and the month of a contribution, with its reference', () => {
    expect(
      describeContribution({
        memberName: 'Nomsa Zulu',
        contributionDate: '2026-11-20',
        referenceNumber: null,
      }),
    ).toBe('Contribution from Nomsa Zulu for November 2026');
    expect(
      describeContribution({
        memberName: 'Nomsa Zulu',
        contributionDate: '2026-01-01',
        referenceNumber: 'AUD1-799736',
      }),
    ).toBe('Contribution from Nomsa Zulu for January 2026 (ref AUD1-799736)');
  });

  it('name the borrower and the purpose of a loan', () => {
    expect(describeLoanDisbursement({ memberName: 'Sipho Dube', purpose: 'school fees' })).toBe(
      'Loan to Sipho Dube: school fees',
    );
    expect(describeLoanDisbursement({ memberName: 'Sipho Dube', purpose: null })).toBe('Loan to Sipho Dube');
    expect(describeLoanRepayment({ memberName: 'Sipho Dube', referenceNumber: 'EFT-1' })).toBe(
      'Loan repayment from Sipho Dube (ref EFT-1)',
    );
  });

  it('name the member of a payout and keep the admin’s words', () => {
    expect(
      describeManualTransaction({ kind: 'payout', description: 'Funeral cover', memberName: 'Thabo Nkosi' }),
    ).toBe('Payout to Thabo Nkosi: Funeral cover');
    expect(describeManualTransaction({ kind: 'fee', description: 'Bank charges', memberName: null })).toBe(
      'Bank charges',
    );
  });

  it('say what a reversal undoes and stay within the column', () => {
    expect(describeReversal({ originalDescription: 'Loan to Sipho Dube', reason: 'typed twice' })).toBe(
      'Reversal of Loan to Sipho Dube: typed twice',
    );
    expect(describeLoanDisbursement({ memberName: 'A', purpose: 'x'.repeat(600) })).toHaveLength(500);
  });
});
