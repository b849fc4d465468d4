import { describe, expect, it } from 'vitest';
import { getMonthStart, getTodayIso, isIsoDate } from './calendar';

describe('calendar', () => {
  it('gives the South African date, not the UTC one', () => {
    // 23:30 UTC on 31 May is already 1 June in Johannesburg (UTC+2).
    expect(getTodayIso(new Date('2026-05-31T23:30:00Z'))).toBe('2026-06-01');
    expect(getTodayIso(new Date('2026-05-31T21:59:00Z'))).toBe('2026-05-31');
  });

  it('agrees with the zone database on either side of every South African midnight from 1950 to 2100', () => {
    const zone = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Africa/Johannesburg',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const DAY_MS = 24 * 60 * 60 * 1000;
    const mismatches: string[] = [];
    // 22:00 UTC is midnight in Johannesburg.
    for (let midnight = Date.UTC(1949, 11, 31, 22); midnight < Date.UTC(2100, 0, 1); midnight += DAY_MS) {
      for (const at of [
        new Date(midnight - 1),
        new Date(midnight),
        new Date(midnight + 12 * 60 * 60 * 1000),
      ]) {
        if (getTodayIso(at) !== zone.format(at)) mismatches.push(at.toISOString());
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('26-01-01')).toBe(false);
    expect(isIsoDate('2026-01-01T00:00')).toBe(false);
  });

  it('finds the start of the month', () => {
    expect(getMonthStart('2026-11-20')).toBe('2026-11-01');
  });
});
