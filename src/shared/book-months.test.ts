import { describe, expect, it } from 'vitest';
import {
  formatLongDate,
  formatMonthName,
  getMonthEnd,
  getNextMonth,
  listClosableMonths,
} from './book-months';

describe('book months', () => {
  it('names months and dates as people write them', () => {
    expect(formatMonthName('2026-10')).toBe('October 2026');
    expect(formatMonthName('2026-01-31')).toBe('January 2026');
    expect(formatLongDate('2024-03-01')).toBe('1 March 2024');
  });

  it('finds the last day of a month, leap years included', () => {
    expect(getMonthEnd('2026-10')).toBe('2026-10-31');
    expect(getMonthEnd('2024-02-10')).toBe('2024-02-29');
    expect(getMonthEnd('2026-02')).toBe('2026-02-28');
  });

  it('steps over the end of the year', () => {
    expect(getNextMonth('2026-12')).toBe('2027-01');
    expect(getNextMonth('2026-09')).toBe('2026-10');
  });

  it('offers the ended months from the creation month when nothing is closed yet', () => {
    expect(
      listClosableMonths({ booksStartOn: '2026-08-14', closedThrough: null, today: '2026-11-23' }),
    ).toEqual(['2026-08', '2026-09', '2026-10']);
  });

  it('offers the months after the last closed one and never the current month', () => {
    expect(
      listClosableMonths({ booksStartOn: '2025-01-05', closedThrough: '2026-09-30', today: '2026-11-01' }),
    ).toEqual(['2026-10']);
    expect(
      listClosableMonths({ booksStartOn: '2025-01-05', closedThrough: '2026-10-31', today: '2026-11-30' }),
    ).toEqual([]);
    expect(
      listClosableMonths({ booksStartOn: '2026-11-02', closedThrough: null, today: '2026-11-30' }),
    ).toEqual([]);
  });
});
