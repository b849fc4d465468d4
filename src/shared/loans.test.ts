import { describe, expect, it } from 'vitest';
import {
  canTransitionLoan,
  formatInterestRate,
  getLoanDueDate,
  getTotalInterestCents,
  getTotalRepayableCents,
  isLoanOverdue,
  LOAN_STATUSES,
  percentToBps,
  planInstalments,
  splitRepayment,
  type TLoanStatus,
} from './loans';

const R1000_AT_12_5 = { amountCents: 100_000, interestRateBps: 1250, termMonths: 3 };

/** Pays a loan with the given amounts, returning every split (null where refused). */
function payAll(terms: typeof R1000_AT_12_5, amounts: number[]) {
  const paid = { principalCents: 0, interestCents: 0 };
  return amounts.map((amount) => {
    const split = splitRepayment(terms, paid, amount);
    if (split) {
      paid.principalCents += split.principalCents;
      paid.interestCents += split.interestCents;
    }
    return split;
  });
}

describe('interest and total repayable', () => {
  it('charges flat interest on the principal for the term, rounded to the cent', () => {
    expect(getTotalInterestCents(R1000_AT_12_5)).toBe(12_500);
    expect(getTotalRepayableCents(R1000_AT_12_5)).toBe(112_500);
    expect(getTotalInterestCents({ amountCents: 33_333, interestRateBps: 1_050, termMonths: 1 })).toBe(3_500);
    expect(getTotalRepayableCents({ amountCents: 50_000, interestRateBps: 0, termMonths: 6 })).toBe(50_000);
  });

  it('turns percent with two decimals into basis points and back into a label', () => {
    expect(percentToBps(12.5)).toBe(1250);
    expect(percentToBps(0.07)).toBe(7);
    expect(percentToBps(19.99)).toBe(1999);
    expect(formatInterestRate(1250)).toBe('12,5%');
    expect(formatInterestRate(1000)).toBe('10%');
  });
});

describe('splitting repayments', () => {
  it('splits R1 000 at 12.5% paid in three uneven payments so interest sums to R125,00 exactly', () => {
    const splits = payAll(R1000_AT_12_5, [40_001, 33_333, 39_166]);
    expect(splits.every((split) => split !== null)).toBe(true);
    const interest = splits.reduce((sum, split) => sum + (split?.interestCents ?? 0), 0);
    const principal = splits.reduce((sum, split) => sum + (split?.principalCents ?? 0), 0);
    expect(interest).toBe(12_500);
    expect(principal).toBe(100_000);
    for (const split of splits)
      expect((split?.interestCents ?? 0) + (split?.principalCents ?? 0)).toBe(split?.amountCents);
    // Interest in proportion: 40 001 × 12 500 / 112 500 = 4 444.56 -> 4 445.
    expect(splits[0]).toEqual({ amountCents: 40_001, interestCents: 4_445, principalCents: 35_556 });
  });

  it('sums to the cent over whole loans paid in many odd instalments', () => {
    for (const terms of [
      { amountCents: 123_457, interestRateBps: 1_333, termMonths: 7 },
      { amountCents: 1, interestRateBps: 5_000, termMonths: 1 },
      { amountCents: 999_999, interestRateBps: 1, termMonths: 60 },
    ]) {
      const total = getTotalRepayableCents(terms);
      const amounts: number[] = [];
      let left = total;
      for (let step = 1; left > 0; step += 1) {
        const amount = Math.min(left, (step * 7_919) % 50_000 || 1);
        amounts.push(amount);
        left -= amount;
      }
      const splits = payAll(terms, amounts);
      expect(
        splits.every((split) => split !== null && split.interestCents >= 0 && split.principalCents >= 0),
      ).toBe(true);
      expect(splits.reduce((sum, split) => sum + (split?.interestCents ?? 0), 0)).toBe(
        getTotalInterestCents(terms),
      );
      expect(splits.reduce((sum, split) => sum + (split?.principalCents ?? 0), 0)).toBe(terms.amountCents);
    }
  });

  it('refuses a repayment above what is still owed, and zero or negative amounts', () => {
    expect(splitRepayment(R1000_AT_12_5, { principalCents: 0, interestCents: 0 }, 112_501)).toBeNull();
    expect(
      splitRepayment(R1000_AT_12_5, { principalCents: 90_000, interestCents: 11_000 }, 11_501),
    ).toBeNull();
    expect(splitRepayment(R1000_AT_12_5, { principalCents: 0, interestCents: 0 }, 0)).toBeNull();
    expect(splitRepayment(R1000_AT_12_5, { principalCents: 0, interestCents: 0 }, -5)).toBeNull();
    expect(splitRepayment(R1000_AT_12_5, { principalCents: 90_000, interestCents: 11_000 }, 11_500)).toEqual({
      amountCents: 11_500,
      interestCents: 1_500,
      principalCents: 10_000,
    });
  });
});

describe('the transitions table', () => {
  const ALLOWED: [TLoanStatus, TLoanStatus][] = [
    ['pending', 'approved'],
    ['pending', 'rejected'],
    ['approved', 'active'],
    ['active', 'paid'],
    ['active', 'defaulted'],
  ];

  it('allows exactly the listed moves and refuses every other pair', () => {
    for (const from of LOAN_STATUSES) {
      for (const to of LOAN_STATUSES) {
        const isListed = ALLOWED.some(([a, b]) => a === from && b === to);
        expect(canTransitionLoan(from, to), `${from} -> ${to}`).toBe(isListed);
      }
    }
  });
});

describe('due dates and instalments', () => {
  it('falls on the same day months later, clamped to the end of a shorter month', () => {
    expect(getLoanDueDate('2026-01-15', 3)).toBe('2026-04-15');
    expect(getLoanDueDate('2026-01-31', 1)).toBe('2026-02-28');
    expect(getLoanDueDate('2028-01-31', 1)).toBe('2028-02-29');
    expect(getLoanDueDate('2026-08-31', 1)).toBe('2026-09-30');
    expect(getLoanDueDate('2026-11-30', 3)).toBe('2027-02-28');
    expect(getLoanDueDate('2026-12-31', 12)).toBe('2027-12-31');
  });

  it('plans equal monthly instalments, the last one taking the remainder', () => {
    const plan = planInstalments(
      { amountCents: 100_000, interestRateBps: 1_000, termMonths: 3 },
      '2026-01-31',
    );
    expect(plan).toEqual([
      { dueDate: '2026-02-28', amountCents: 36_667 },
      { dueDate: '2026-03-31', amountCents: 36_667 },
      { dueDate: '2026-04-30', amountCents: 36_666 },
    ]);
    expect(plan.reduce((sum, item) => sum + item.amountCents, 0)).toBe(110_000);
  });
});

describe('overdue', () => {
  it('is an active loan with money owed after its due date', () => {
    const loan = { status: 'active' as const, dueDate: '2026-03-01', outstandingCents: 100 };
    expect(isLoanOverdue(loan, '2026-03-02')).toBe(true);
    expect(isLoanOverdue(loan, '2026-03-01')).toBe(false);
    expect(isLoanOverdue({ ...loan, outstandingCents: 0 }, '2026-04-01')).toBe(false);
    expect(isLoanOverdue({ ...loan, status: 'defaulted' }, '2026-04-01')).toBe(false);
  });
});
