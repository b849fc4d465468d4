import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeShareLoanLimitCents,
  computeShareValue,
  explainSharePurchase,
  shareOutByShares,
} from './share-arithmetic';

describe('value per share', () => {
  it('300 shares at R20 with R900 interest and R60 fines gives R23.20 a share and the social fund stays', () => {
    const pot = {
      savingsCents: 300 * 2_000,
      interestCents: 90_000,
      finesCents: 6_000,
      socialFundCents: 45_000,
    };
    const holdings = [
      { memberKey: 'a', shares: 100 },
      { memberKey: 'b', shares: 150 },
      { memberKey: 'c', shares: 50 },
    ];
    const result = shareOutByShares(pot, holdings);
    expect(result.totalShares).toBe(300);
    expect(result.potCents).toBe(696_000);
    expect(result.valuePerShareCents).toBe(2_320);
    expect(result.lines.map((line) => line.payoutCents)).toEqual([232_000, 348_000, 116_000]);
    expect(result.socialFundKeptCents).toBe(45_000);
  });

  it('rounds the value per share to the cent but pays the odd cents by largest remainder', () => {
    // R100 over 3 shares: R33.33 a share; the parts are 33,34 + 33,33 + 33,33 = R100 exactly.
    const pot = { savingsCents: 10_000, interestCents: 0, finesCents: 0, socialFundCents: 0 };
    expect(computeShareValue(pot, 3).valuePerShareCents).toBe(3_333);
    expect(computeShareValue({ ...pot, savingsCents: 5 }, 2).valuePerShareCents).toBe(3);
    const result = shareOutByShares(pot, [
      { memberKey: 'a', shares: 1 },
      { memberKey: 'b', shares: 1 },
      { memberKey: 'c', shares: 1 },
    ]);
    expect(result.lines.map((line) => line.payoutCents)).toEqual([3_334, 3_333, 3_333]);
  });

  it('pays nothing and values a share at zero when nobody holds a share', () => {
    const pot = { savingsCents: 0, interestCents: 0, finesCents: 0, socialFundCents: 1_000 };
    const result = shareOutByShares(pot, [{ memberKey: 'a', shares: 0 }]);
    expect(result.valuePerShareCents).toBe(0);
    expect(result.lines[0]?.payoutCents).toBe(0);
    expect(result.socialFundKeptCents).toBe(1_000);
  });
});

describe('share rules at a meeting and for loans', () => {
  it('lets a member buy 1 to the group’s most shares at a meeting', () => {
    expect(explainSharePurchase(1, 5)).toBeNull();
    expect(explainSharePurchase(5, 5)).toBeNull();
    expect(explainSharePurchase(6, 5)).toBe('A member buys at most 5 shares at a meeting');
    expect(explainSharePurchase(0, 5)).toBe('A member buys at least 1 share at a meeting');
    expect(explainSharePurchase(2.5, 5)).toBe('A member buys at least 1 share at a meeting');
  });

  it('lends up to the multiple of the member’s shares: 12 shares at R20, 3 times, is R720', () => {
    expect(computeShareLoanLimitCents({ shares: 12, sharePriceCents: 2_000, loanMultiple: 3 })).toBe(72_000);
    expect(computeShareLoanLimitCents({ shares: 0, sharePriceCents: 2_000, loanMultiple: 3 })).toBe(0);
  });
});

describe('share-out by shares: properties', () => {
  it('never creates or loses a cent, pays more shares at least as much, and never touches the social fund', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 2_000 }), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 100, max: 100_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (shares, priceCents, interestCents, finesCents, socialFundCents) => {
          const totalShares = shares.reduce((sum, count) => sum + count, 0);
          const pot = { savingsCents: totalShares * priceCents, interestCents, finesCents, socialFundCents };
          const holdings = shares.map((count, index) => ({ memberKey: String(index), shares: count }));
          const result = shareOutByShares(pot, holdings);
          const paid = result.lines.reduce((sum, line) => sum + line.payoutCents, 0);
          expect(paid).toBe(totalShares === 0 ? 0 : pot.savingsCents + interestCents + finesCents);
          expect(result.socialFundKeptCents).toBe(socialFundCents);
          for (const line of result.lines) {
            // Each part is within a cent of shares x exact value, and never below what the shares cost.
            const exact = (line.shares * result.potCents) / Math.max(1, totalShares);
            expect(Math.abs(line.payoutCents - exact)).toBeLessThan(1);
            expect(line.payoutCents).toBeGreaterThanOrEqual(line.shares * priceCents);
          }
        },
      ),
    );
  });
});
