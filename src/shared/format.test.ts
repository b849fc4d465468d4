import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareNames,
  formatDate,
  formatMemberDate,
  formatNumber,
  formatRelativeTime,
  formatTotal,
  getInitials,
  getTransactionMoment,
  humanizeKey,
  titleFromKey,
  titleFromSlug,
} from './format';

// Dates built from local components so the tests hold in any time zone.
const NOW = new Date(2026, 10, 20, 12, 0, 0);

function getMinutesBefore(minutes: number): Date {
  return new Date(NOW.getTime() - minutes * 60_000);
}

describe('titleFromKey', () => {
  it('writes a code as its label, each word capitalised', () => {
    expect(titleFromKey('loan_repayment')).toBe('Loan Repayment');
    expect(titleFromKey('fee')).toBe('Fee');
  });
});

describe('formatMemberDate', () => {
  it('writes member dates as the specification does, MMM d, yyyy', () => {
    expect(formatMemberDate('2025-12-01')).toBe('Dec 1, 2025');
    expect(formatMemberDate(new Date(2026, 10, 20, 23, 59))).toBe('Nov 20, 2026');
    expect(formatMemberDate('not a date')).toBe('—');
  });
});

describe('formatDate', () => {
  it('formats en-ZA short dates', () => {
    expect(formatDate(new Date(2026, 10, 20, 15, 30))).toBe('2026/11/20');
    expect(formatDate(new Date(2026, 0, 5))).toBe('2026/01/05');
  });

  it('formats a calendar date string as that day, whatever the time zone', () => {
    expect(formatDate('2026-11-20')).toBe('2026/11/20');
    expect(formatDate('2026-01-01')).toBe('2026/01/01');
  });

  it('formats an ISO timestamp string like the same Date', () => {
    const iso = new Date(2026, 10, 20, 9, 15).toISOString();
    expect(formatDate(iso)).toBe('2026/11/20');
  });

  it("writes every day as Intl's en-ZA short date does", () => {
    const intl = new Intl.DateTimeFormat('en-ZA');
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1900, 0, 1), max: new Date(2200, 0, 1), noInvalidDate: true }),
        (date) => {
          expect(formatDate(date)).toBe(intl.format(date));
        },
      ),
    );
  });

  it('shows a dash for a value that is not a date', () => {
    expect(formatDate('not a date')).toBe('—');
    expect(formatDate(new Date(Number.NaN))).toBe('—');
  });
});

describe('compareNames', () => {
  it('orders names alphabetically, ignoring case and accents', () => {
    const names = [
      'eric Nkosi',
      'Zanele Dlamini',
      'Émile Botha',
      'Ayanda Ndlovu',
      'Emily Adams',
      'Ann Smith',
      'Anna',
    ];
    expect([...names].sort(compareNames)).toEqual([
      'Ann Smith',
      'Anna',
      'Ayanda Ndlovu',
      'Émile Botha',
      'Emily Adams',
      'eric Nkosi',
      'Zanele Dlamini',
    ]);
  });

  it("agrees with Intl's en-ZA collation wherever that tells two names apart by their letters", () => {
    const letters = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ áàâäéèêëíïóôöúüçñÉÖ'];
    const name = fc.string({ unit: fc.constantFrom(...letters), maxLength: 12 });
    const collator = new Intl.Collator('en-ZA', { sensitivity: 'base' });
    fc.assert(
      fc.property(name, name, (left, right) => {
        const byCollator = Math.sign(collator.compare(left, right));
        if (byCollator !== 0) expect(Math.sign(compareNames(left, right))).toBe(byCollator);
        expect(Math.sign(compareNames(left, right)) + Math.sign(compareNames(right, left))).toBe(0);
      }),
      { numRuns: 5_000 },
    );
  });
});

describe('formatNumber', () => {
  it("writes numbers as toLocaleString('en-ZA') does", () => {
    expect(formatNumber(12_500).replace(/\s/g, ' ')).toBe('12 500');
    expect(formatNumber(2.5)).toBe('2,5');
    fc.assert(
      fc.property(fc.maxSafeInteger(), (count) => {
        expect(formatNumber(count)).toBe(count.toLocaleString('en-ZA'));
      }),
      { examples: [[0], [999], [1000], [-1000], [1_000_000]] },
    );
    for (const maximumFractionDigits of [0, 2, 3]) {
      fc.assert(
        fc.property(fc.double({ min: -1e15, max: 1e15, noNaN: true }), (value) => {
          expect(formatNumber(value, maximumFractionDigits)).toBe(
            value.toLocaleString('en-ZA', { maximumFractionDigits }),
          );
        }),
        { examples: [[0.125], [1.005], [-2.5], [0.0005], [19.99], [12.345]] },
      );
    }
  });

  it('refuses what is not a finite number', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, 1e21])
      expect(() => formatNumber(bad)).toThrow(RangeError);
  });
});

describe('formatTotal', () => {
  it('writes an exact count as a number, and a capped one as at least that many', () => {
    expect(formatTotal({ total: 240, isTotalCapped: false })).toBe('240');
    expect(formatTotal({ total: 1_000, isTotalCapped: true })).toBe('1\u00a0000+');
    expect(formatTotal({ total: 0, isTotalCapped: false })).toBe('0');
  });
});

describe('formatRelativeTime', () => {
  it.each([
    [0, 'just now'],
    [0.5, 'just now'],
    [1, '1 minute ago'],
    [1.9, '1 minute ago'],
    [2, '2 minutes ago'],
    [59, '59 minutes ago'],
    [60, '1 hour ago'],
    [119, '1 hour ago'],
    [120, '2 hours ago'],
    [23 * 60 + 59, '23 hours ago'],
    [24 * 60, '1 day ago'],
    [2 * 24 * 60, '2 days ago'],
    [7 * 24 * 60 - 1, '6 days ago'],
  ])('%f minutes ago reads %s', (minutes, expected) => {
    expect(formatRelativeTime(getMinutesBefore(minutes), NOW)).toBe(expected);
  });

  it('falls back to the en-ZA date from seven days on', () => {
    expect(formatRelativeTime(getMinutesBefore(7 * 24 * 60), NOW)).toBe('2026/11/13');
    expect(formatRelativeTime(new Date(2025, 1, 3, 8), NOW)).toBe('2025/02/03');
  });

  it('accepts ISO strings', () => {
    expect(formatRelativeTime(getMinutesBefore(5).toISOString(), NOW)).toBe('5 minutes ago');
  });

  it("reads a time slightly in the future (clock skew) as 'just now'", () => {
    expect(formatRelativeTime(getMinutesBefore(-3), NOW)).toBe('just now');
  });

  it('measures against the current time by default', () => {
    expect(formatRelativeTime(new Date(Date.now() - 3 * 60 * 60_000))).toBe('3 hours ago');
  });

  it('shows a dash for a value that is not a date', () => {
    expect(formatRelativeTime('yesterday', NOW)).toBe('—');
  });
});

describe('getInitials', () => {
  it.each([
    ['Ubuntu Burial Society', 'UB'],
    ['Masakhane', 'M'],
    ['thandi  nkosi', 'TN'],
    ['  Sipho   Dlamini  ', 'SD'],
    ['Émile Zola Club', 'ÉZ'],
    ['', '?'],
    ['   ', '?'],
  ])('%j -> %s', (name, expected) => {
    expect(getInitials(name)).toBe(expected);
  });
});

describe('humanizeKey', () => {
  it('turns every underscore into a space', () => {
    expect(humanizeKey('loan_disbursement')).toBe('loan disbursement');
    expect(humanizeKey('loan_payment_late')).toBe('loan payment late');
    expect(humanizeKey('fee')).toBe('fee');
  });
});

describe('titleFromSlug', () => {
  it('turns dashes into spaces and capitalises every word', () => {
    expect(titleFromSlug('join-requests')).toBe('Join Requests');
    expect(titleFromSlug('early-access')).toBe('Early Access');
    expect(titleFromSlug('dashboard')).toBe('Dashboard');
    expect(titleFromSlug('site-activity')).toBe('Site Activity');
  });
});

describe('getTransactionMoment', () => {
  it('uses the recording time for today and the calendar date for earlier days', () => {
    const createdAt = '2026-11-20T10:15:00.000Z';
    expect(getTransactionMoment('2026-11-20', createdAt, '2026-11-20')).toBe(createdAt);
    expect(getTransactionMoment('2026-10-31', createdAt, '2026-11-20')).toBe('2026-10-31');
  });
});
