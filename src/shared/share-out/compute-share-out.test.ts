import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateByLargestRemainder } from './allocate';
import { computeShareOut } from './compute-share-out';
import {
  NO_SAVINGS_REASON,
  SHARE_OUT_RULES,
  type TShareOutMember,
  type TShareOutRule,
} from './share-out-types';

const cycle = { startsOn: '2026-01-01', endsOn: '2026-12-31' };
const noIncome = { interestCents: 0, finesCents: 0, otherIncomeCents: 0 };

function member(key: string, payments: [string, number][], extra: Partial<TShareOutMember> = {}) {
  return {
    memberKey: key,
    payments: payments.map(([paidOn, amountCents]) => ({ paidOn, amountCents })),
    shares: 0,
    finesCents: 0,
    unpaidLoanCents: 0,
    ...extra,
  };
}

describe('allocateByLargestRemainder', () => {
  it('gives the left-over cents to the largest remainders so the parts sum exactly', () => {
    expect(allocateByLargestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateByLargestRemainder(1000, [2, 3, 5])).toEqual([200, 300, 500]);
    expect(allocateByLargestRemainder(10, [1, 2])).toEqual([3, 7]);
  });

  it('shares equally when every weight is zero, and refuses to share money among nobody', () => {
    expect(allocateByLargestRemainder(5, [0, 0])).toEqual([3, 2]);
    expect(() => allocateByLargestRemainder(5, [])).toThrow('among nobody');
  });
});

describe('computeShareOut', () => {
  it('values a share at R23.20 with 300 shares at R20, R900 interest and R60 fines; the social fund stays', () => {
    // Three members with 100 shares each at R20: R6,000 savings. The social fund is not an input: never shared.
    const members = ['a', 'b', 'c'].map((key) => member(key, [['2026-02-01', 200_000]], { shares: 100 }));
    const result = computeShareOut({
      rule: 'per_share',
      cycle,
      pot: { interestCents: 90_000, finesCents: 6_000, otherIncomeCents: 0 },
      members,
    });
    expect(result.totalShares).toBe(300);
    expect(result.valuePerShareCents).toBe(2_320);
    expect(result.lines.map((line) => line.grossCents)).toEqual([232_000, 232_000, 232_000]);
    expect(result.totalCents).toBe(696_000);
  });

  it('shares income in proportion to what each paid, the odd cent by largest remainder', () => {
    const result = computeShareOut({
      rule: 'proportional',
      cycle,
      pot: { interestCents: 10_000, finesCents: 1, otherIncomeCents: 0 },
      members: [member('a', [['2026-01-05', 100_000]]), member('b', [['2026-01-05', 200_000]])],
    });
    expect(result.lines.map((line) => line.incomeShareCents)).toEqual([3_334, 6_667]);
    expect(result.totals.grossCents).toBe(310_001);
  });

  it('pays more income for money paid in earlier (time-weighted)', () => {
    const result = computeShareOut({
      rule: 'time_weighted',
      cycle: { startsOn: '2026-01-01', endsOn: '2026-01-10' },
      pot: { ...noIncome, interestCents: 3_000 },
      // a's R100 is in for 10 days, b's R100 for 5 days: a earns twice b's income.
      members: [member('a', [['2026-01-01', 10_000]]), member('b', [['2026-01-06', 10_000]])],
    });
    expect(result.lines.map((line) => line.incomeShareCents)).toEqual([2_000, 1_000]);
  });

  it('shares income equally, less each member’s own fines (equal shares less fines)', () => {
    const result = computeShareOut({
      rule: 'equal_less_fines',
      cycle,
      pot: { interestCents: 8_000, finesCents: 1_000, otherIncomeCents: 0 },
      members: [
        member('a', [['2026-01-01', 50_000]], { finesCents: 1_000 }),
        member('b', [['2026-01-01', 50_000]]),
      ],
    });
    // (R90 + R10 fines) / 2 = R50 each, less a's R10 of fines: a R40, b R50.
    expect(result.lines.map((line) => line.incomeShareCents)).toEqual([4_000, 5_000]);
  });

  it('deducts an unpaid loan from the payout, never more than the payout', () => {
    const result = computeShareOut({
      rule: 'proportional',
      cycle,
      pot: noIncome,
      members: [
        member('a', [['2026-01-01', 30_000]], { unpaidLoanCents: 13_000 }),
        member('b', [['2026-01-01', 30_000]], { unpaidLoanCents: 50_000 }),
      ],
    });
    expect(result.lines.map((line) => [line.loanDeductedCents, line.netPayoutCents])).toEqual([
      [13_000, 17_000],
      [30_000, 0],
    ]);
    expect(result.totals).toEqual({
      grossCents: 60_000,
      groceriesCents: 0,
      loanDeductedCents: 43_000,
      netPayoutCents: 17_000,
    });
  });
});

const arbitraryMember = fc.record({
  memberKey: fc.uuid(),
  payments: fc.array(
    fc.record({
      paidOn: fc.integer({ min: 1, max: 28 }).map((day) => `2026-03-${String(day).padStart(2, '0')}`),
      amountCents: fc.integer({ min: 0, max: 5_000_000 }),
    }),
    { maxLength: 12 },
  ),
  shares: fc.integer({ min: 0, max: 500 }),
  finesCents: fc.integer({ min: 0, max: 100_000 }),
  unpaidLoanCents: fc.integer({ min: 0, max: 2_000_000 }),
});

describe('computeShareOut properties', () => {
  it('never creates or loses a cent: by every rule the parts sum to the pot', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<TShareOutRule>(...SHARE_OUT_RULES),
        fc.array(arbitraryMember, { minLength: 1, maxLength: 40 }),
        fc.record({
          interestCents: fc.integer({ min: 0, max: 50_000_000 }),
          finesCents: fc.integer({ min: 0, max: 5_000_000 }),
          otherIncomeCents: fc.integer({ min: 0, max: 5_000_000 }),
        }),
        (rule, members, pot) => {
          const result = computeShareOut({
            rule,
            cycle: { startsOn: '2026-01-01', endsOn: '2026-12-31' },
            pot,
            members,
          });
          const income = pot.interestCents + pot.finesCents + pot.otherIncomeCents;
          const sum = (pick: (line: (typeof result.lines)[number]) => number) =>
            result.lines.reduce((total, line) => total + pick(line), 0);
          expect(sum((line) => line.incomeShareCents)).toBe(income);
          expect(sum((line) => line.grossCents)).toBe(result.totalCents);
          expect(result.totals.netPayoutCents + result.totals.loanDeductedCents).toBe(result.totalCents);
          for (const line of result.lines) {
            expect(line.incomeShareCents).toBeGreaterThanOrEqual(0);
            expect(line.netPayoutCents).toBeGreaterThanOrEqual(0);
            expect(Number.isInteger(line.netPayoutCents)).toBe(true);
          }
        },
      ),
    );
  });
});

describe('computeShareOut with the cycle’s expenses', () => {
  it('takes R100 of bank charges off R400 of interest before sharing it', () => {
    const result = computeShareOut({
      rule: 'proportional',
      cycle,
      pot: { ...noIncome, interestCents: 40_000 },
      members: [member('a', [['2026-02-01', 100_000]]), member('b', [['2026-03-01', 300_000]])],
      expensesCents: 10_000,
    });
    expect(result.totalCents).toBe(430_000);
    expect(result.lines.map((line) => line.incomeShareCents)).toEqual([7_500, 22_500]);
    expect(result.pot.expensesCents).toBe(10_000);
  });

  it('takes expenses beyond the income off the savings, in proportion to what each paid in', () => {
    // R400 interest, R504.49 charges: R104.49 lost, 1:3.
    const result = computeShareOut({
      rule: 'equal_less_fines',
      cycle,
      pot: { ...noIncome, interestCents: 40_000 },
      members: [member('a', [['2026-02-01', 100_000]]), member('b', [['2026-03-01', 300_000]])],
      expensesCents: 50_449,
    });
    expect(result.lines.map((line) => line.grossCents)).toEqual([97_388, 292_163]);
    expect(result.totals.netPayoutCents).toBe(389_551);
  });

  it('refuses expenses above the savings and income', () => {
    expect(() =>
      computeShareOut({
        rule: 'proportional',
        cycle,
        pot: noIncome,
        members: [member('a', [['2026-02-01', 1_000]])],
        expensesCents: 1_001,
      }),
    ).toThrow('expenses must be whole cents');
  });
});

describe('computeShareOut: equal shares and members who saved nothing', () => {
  // R2 700 of income, three members, one of whom saved nothing (the finding's R900 each).
  const members = [
    member('saver-a', [['2026-03-01', 100_000]]),
    member('saver-b', [['2026-03-01', 300_000]]),
    member('non-saver', []),
  ];
  const pot = { ...noIncome, interestCents: 270_000 };

  it('leaves out the member who saved nothing unless the rule says otherwise', () => {
    const result = computeShareOut({ rule: 'equal_less_fines', cycle, pot, members });
    expect(result.lines.map((line) => line.incomeShareCents)).toEqual([135_000, 135_000, 0]);
    expect(result.lines.map((line) => line.leftOutReason)).toEqual([null, null, NO_SAVINGS_REASON]);
  });

  it('gives every member R900 when the rule gives non-savers an equal share', () => {
    const result = computeShareOut({
      rule: 'equal_less_fines',
      cycle,
      pot,
      members,
      nonSavers: 'equal_share',
    });
    expect(result.lines.map((line) => line.incomeShareCents)).toEqual([90_000, 90_000, 90_000]);
    expect(result.lines.every((line) => line.leftOutReason === null)).toBe(true);
  });
});
