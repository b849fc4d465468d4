import { describe, expect, it } from 'vitest';
import {
  addMonthsToMonthStart,
  getAverageCents,
  getLoanBarPercent,
  getMarginPercent,
  getPeriodBounds,
  listMonthStarts,
} from './analytics';

describe('analytics periods', () => {
  it('covers the whole calendar months before the current one', () => {
    expect(getPeriodBounds('1m', '2026-05-17')).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    expect(getPeriodBounds('3m', '2026-05-17')).toEqual({ from: '2026-02-01', to: '2026-04-30' });
    expect(getPeriodBounds('6m', '2026-05-17')).toEqual({ from: '2025-11-01', to: '2026-04-30' });
    expect(getPeriodBounds('1y', '2026-05-17')).toEqual({ from: '2025-05-01', to: '2026-04-30' });
    expect(getPeriodBounds('all', '2026-05-17')).toEqual({ from: null, to: '2026-05-17' });
  });

  it('on 1 December, Last Month is November and not the day itself', () => {
    expect(getPeriodBounds('1m', '2026-12-01')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(getPeriodBounds('1m', '2024-03-01')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  });

  it('crosses year ends both ways', () => {
    expect(getPeriodBounds('3m', '2026-01-01')).toEqual({ from: '2025-10-01', to: '2025-12-31' });
    expect(getPeriodBounds('1y', '2026-12-31')).toEqual({ from: '2025-12-01', to: '2026-11-30' });
    expect(addMonthsToMonthStart('2025-11-30', 2)).toBe('2026-01-01');
    expect(addMonthsToMonthStart('2026-01-15', -13)).toBe('2024-12-01');
  });

  it('lists one month start per month, both ends included', () => {
    expect(listMonthStarts('2025-11-01', '2026-02-10')).toEqual([
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
    expect(listMonthStarts('2026-02-20', '2026-02-21')).toEqual(['2026-02-01']);
    const sixMonths = getPeriodBounds('6m', '2026-05-17');
    expect(listMonthStarts(sixMonths.from ?? '', sixMonths.to)).toHaveLength(6);
    const year = getPeriodBounds('1y', '2026-05-17');
    expect(listMonthStarts(year.from ?? '', year.to)).toHaveLength(12);
  });
});

describe('Loan Distribution bars', () => {
  it('gives a defaulted loan 10 percent each, whatever the total', () => {
    expect(getLoanBarPercent('defaulted', 0, 20)).toBe(0);
    expect(getLoanBarPercent('defaulted', 1, 20)).toBe(10);
    expect(getLoanBarPercent('defaulted', 3, 3)).toBe(30);
    expect(getLoanBarPercent('defaulted', 7, 50)).toBe(70);
  });

  it('caps every bar at 100 percent', () => {
    expect(getLoanBarPercent('defaulted', 10, 10)).toBe(100);
    expect(getLoanBarPercent('defaulted', 14, 20)).toBe(100);
    expect(getLoanBarPercent('active', 5, 5)).toBe(100);
  });

  it('gives the other statuses their share of the period’s loans, to 1 decimal', () => {
    expect(getLoanBarPercent('active', 1, 4)).toBe(25);
    expect(getLoanBarPercent('paid', 1, 3)).toBe(33.3);
    expect(getLoanBarPercent('pending', 2, 3)).toBe(66.7);
    expect(getLoanBarPercent('rejected', 0, 3)).toBe(0);
    expect(getLoanBarPercent('approved', 0, 0)).toBe(0);
  });
});

describe('margin and average', () => {
  it('is net over contributions as a percentage to 1 decimal', () => {
    expect(getMarginPercent(75_000, 100_000)).toBe(75);
    expect(getMarginPercent(1, 3)).toBe(33.3);
    expect(getMarginPercent(2, 3)).toBe(66.7);
    // 12.25 % and -12.25 % round away from zero.
    expect(getMarginPercent(1_225, 10_000)).toBe(12.3);
    expect(getMarginPercent(-1_225, 10_000)).toBe(-12.3);
    expect(getMarginPercent(-150_000, 100_000)).toBe(-150);
  });

  it('has no margin without contributions', () => {
    expect(getMarginPercent(-50_000, 0)).toBeNull();
    expect(getMarginPercent(0, 0)).toBeNull();
  });

  it('averages to the nearest cent', () => {
    expect(getAverageCents(100, 3)).toBe(33);
    expect(getAverageCents(200, 3)).toBe(67);
    expect(getAverageCents(0, 0)).toBe(0);
  });
});
