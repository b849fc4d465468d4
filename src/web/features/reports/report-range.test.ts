import { describe, expect, it } from 'vitest';
import { getDefaultRange, getQuickPickRange } from './report-range';

describe('report date ranges', () => {
  it('defaults to the last full month, across a year end in January', () => {
    expect(getDefaultRange('2026-11-23')).toEqual({ startDate: '2026-10-01', endDate: '2026-10-31' });
    expect(getDefaultRange('2026-01-05')).toEqual({ startDate: '2025-12-01', endDate: '2025-12-31' });
    expect(getDefaultRange('2024-03-01')).toEqual({ startDate: '2024-02-01', endDate: '2024-02-29' });
  });

  it('picks calendar quarters', () => {
    expect(getQuickPickRange('this_quarter', '2026-11-23')).toEqual({
      startDate: '2026-10-01',
      endDate: '2026-11-23',
    });
    expect(getQuickPickRange('last_quarter', '2026-11-23')).toEqual({
      startDate: '2026-07-01',
      endDate: '2026-09-30',
    });
    expect(getQuickPickRange('last_quarter', '2026-02-10')).toEqual({
      startDate: '2025-10-01',
      endDate: '2025-12-31',
    });
  });

  it('runs the financial year from March to February', () => {
    expect(getQuickPickRange('financial_year', '2026-11-23')).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-11-23',
    });
    expect(getQuickPickRange('financial_year', '2026-02-10')).toEqual({
      startDate: '2025-03-01',
      endDate: '2026-02-10',
    });
    expect(getQuickPickRange('last_financial_year', '2026-11-23')).toEqual({
      startDate: '2025-03-01',
      endDate: '2026-02-28',
    });
    expect(getQuickPickRange('last_financial_year', '2025-01-10')).toEqual({
      startDate: '2023-03-01',
      endDate: '2024-02-29',
    });
  });

  it('picks this month to date', () => {
    expect(getQuickPickRange('this_month', '2026-11-23')).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-23',
    });
  });
});
