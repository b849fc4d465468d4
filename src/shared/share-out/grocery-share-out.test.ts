import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeShareOut } from './compute-share-out';
import { SHARE_OUT_RULES, type TShareOutMember, type TShareOutRule } from './share-out-types';

const cycle = { startsOn: '2026-01-01', endsOn: '2026-12-31' };
const noIncome = { interestCents: 0, finesCents: 0, otherIncomeCents: 0 };

function member(key: string, amountCents: number, extra: Partial<TShareOutMember> = {}): TShareOutMember {
  return {
    memberKey: key,
    payments: [{ paidOn: '2026-03-01', amountCents }],
    shares: 0,
    finesCents: 0,
    unpaidLoanCents: 0,
    ...extra,
  };
}

describe('a grocery stokvel’s share-out after a bulk purchase', () => {
  it('10 members, a R30,000 pot and R24,000 of groceries: R2,400 of groceries and R600 cash each', () => {
    const members = Array.from({ length: 10 }, (_, index) => member(`m${index}`, 300_000));
    const result = computeShareOut({
      rule: 'proportional',
      cycle,
      pot: noIncome,
      members,
      groceriesCents: 2_400_000,
    });
    expect(result.totalCents).toBe(3_000_000);
    expect(result.pot.groceriesCents).toBe(2_400_000);
    expect(result.lines.map((line) => [line.groceriesCents, line.netPayoutCents])).toEqual(
      Array.from({ length: 10 }, () => [240_000, 60_000]),
    );
    expect(result.totals).toEqual({
      grossCents: 3_000_000,
      groceriesCents: 2_400_000,
      loanDeductedCents: 0,
      netPayoutCents: 600_000,
    });
  });

  it('shares the groceries by the rule: who paid twice as much gets twice the groceries and twice the cash', () => {
    // R1,000 and R2,000 saved, R300 interest by contributions: R1,100 and R2,200; R1,650 of groceries.
    const result = computeShareOut({
      rule: 'proportional',
      cycle,
      pot: { ...noIncome, interestCents: 30_000 },
      members: [member('a', 100_000), member('b', 200_000)],
      groceriesCents: 165_000,
    });
    expect(result.lines.map((line) => [line.grossCents, line.groceriesCents, line.netPayoutCents])).toEqual([
      [110_000, 55_000, 55_000],
      [220_000, 110_000, 110_000],
    ]);
  });

  it('gives the odd cent of the groceries by largest remainder and deducts a loan from what is left', () => {
    const result = computeShareOut({
      rule: 'proportional',
      cycle,
      pot: noIncome,
      members: [member('a', 10_000, { unpaidLoanCents: 9_000 }), member('b', 10_000), member('c', 10_000)],
      groceriesCents: 10_000,
    });
    expect(result.lines.map((line) => line.groceriesCents)).toEqual([3_334, 3_333, 3_333]);
    // a: R100 - R33.34 groceries = R66.66 left, all of it repays the R90 loan.
    expect(result.lines.map((line) => [line.loanDeductedCents, line.netPayoutCents])).toEqual([
      [6_666, 0],
      [0, 6_667],
      [0, 6_667],
    ]);
  });

  it('refuses groceries larger than the pot', () => {
    expect(() =>
      computeShareOut({
        rule: 'proportional',
        cycle,
        pot: noIncome,
        members: [member('a', 100)],
        groceriesCents: 101,
      }),
    ).toThrow('from 0 to the pot');
  });

  it('never creates or loses a cent: groceries, loans and cash add up to the pot by every rule', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<TShareOutRule>(...SHARE_OUT_RULES),
        fc.array(
          fc.record({
            paid: fc.integer({ min: 0, max: 2_000_000 }),
            shares: fc.integer({ min: 0, max: 300 }),
            loan: fc.integer({ min: 0, max: 1_000_000 }),
          }),
          { minLength: 1, maxLength: 40 },
        ),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (rule, rows, interestCents, groceryFraction) => {
          const members = rows.map((row, index) =>
            member(`m${index}`, row.paid, { shares: row.shares, unpaidLoanCents: row.loan }),
          );
          const savings = rows.reduce((sum, row) => sum + row.paid, 0);
          const groceriesCents = Math.floor((savings + interestCents) * groceryFraction);
          const result = computeShareOut({
            rule,
            cycle,
            pot: { ...noIncome, interestCents },
            members,
            groceriesCents,
          });
          const { totals } = result;
          expect(totals.groceriesCents).toBe(groceriesCents);
          expect(totals.groceriesCents + totals.loanDeductedCents + totals.netPayoutCents).toBe(
            result.totalCents,
          );
          for (const line of result.lines) {
            expect(line.groceriesCents).toBeLessThanOrEqual(line.grossCents);
            expect(line.netPayoutCents).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });
});
