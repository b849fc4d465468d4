import { describe, expect, it } from 'vitest';
import { computeFineCents, splitJoiningFee } from './fines';

describe('computeFineCents', () => {
  const perDay = { graceDays: 7, fine: { kind: 'per_day' as const, amountCents: 5_000, capCents: 50_000 } };

  it('charges R50 a day after day 7, capped at R500: 5 days R0, 10 days R150, 30 days R500', () => {
    expect(computeFineCents(perDay, 30_000, 5)).toBe(0);
    expect(computeFineCents(perDay, 30_000, 7)).toBe(0);
    expect(computeFineCents(perDay, 30_000, 10)).toBe(15_000);
    expect(computeFineCents(perDay, 30_000, 30)).toBe(50_000);
  });

  it('charges a fixed fine once the grace days have passed', () => {
    const fixed = { graceDays: 7, fine: { kind: 'fixed' as const, amountCents: 5_000 } };
    expect(computeFineCents(fixed, 30_000, 7)).toBe(0);
    expect(computeFineCents(fixed, 30_000, 8)).toBe(5_000);
    expect(computeFineCents(fixed, 30_000, 300)).toBe(5_000);
  });

  it('charges a share of the amount due, rounded to the cent', () => {
    const percent = { graceDays: 0, fine: { kind: 'percent' as const, basisPoints: 1_250 } };
    expect(computeFineCents(percent, 30_000, 1)).toBe(3_750);
    expect(computeFineCents(percent, 333, 1)).toBe(42);
  });

  it('charges nothing when the group has no fine', () => {
    expect(computeFineCents({ graceDays: 0, fine: { kind: 'none' } }, 30_000, 90)).toBe(0);
  });
});

describe('splitJoiningFee', () => {
  it('splits R1,200 over 3 instalments into R400 each', () => {
    expect(splitJoiningFee(120_000, 3)).toEqual([40_000, 40_000, 40_000]);
  });

  it('puts the odd cents on the first instalments and keeps the total', () => {
    expect(splitJoiningFee(10_000, 3)).toEqual([3_334, 3_333, 3_333]);
    expect(splitJoiningFee(10_001, 3).reduce((a, b) => a + b, 0)).toBe(10_001);
  });
});
