import { describe, expect, it } from 'vitest';
import type { TMyStanding } from '../../../shared/contracts/group-rules';
import { formatCents } from '../../../shared/money';
import { describePaidPeriod, describeStanding } from './standing-text';

const base: TMyStanding = {
  hasRules: true,
  asOf: '2026-12-10',
  owedCents: 0,
  creditCents: 0,
  periodsBehind: 0,
  finesCents: 0,
  overdue: [],
  oldestUnpaid: null,
  nextDue: null,
  recentPeriods: [],
};
const debt = (kind: 'contribution' | 'fine' | 'joining_fee', periodLabel: string, cents: number) => ({
  kind,
  periodKey: periodLabel,
  periodLabel,
  dueOn: '2026-11-01',
  amountCents: cents,
  outstandingCents: cents,
});

describe('describeStanding', () => {
  it('says up to date when nothing is owed', () => {
    expect(describeStanding(base)).toBe('Up to date');
  });

  it('names the periods owed and the fines', () => {
    const standing = {
      ...base,
      owedCents: 45_000,
      overdue: [
        debt('fine', 'October 2026', 5_000),
        debt('contribution', 'October 2026', 20_000),
        debt('contribution', 'November 2026', 20_000),
      ],
    };
    expect(describeStanding(standing)).toBe(
      `You owe ${formatCents(45_000)} in contributions: October, November, late fine ${formatCents(5_000)}`,
    );
  });

  it('keeps the year of periods in another year and adds the joining fee', () => {
    const standing = {
      ...base,
      asOf: '2027-01-10',
      owedCents: 70_000,
      overdue: [debt('contribution', 'December 2026', 30_000), debt('joining_fee', 'December 2026', 40_000)],
    };
    expect(describeStanding(standing)).toBe(
      `You owe ${formatCents(70_000)} in contributions: December 2026, joining fee ${formatCents(40_000)}`,
    );
  });

  it('says credit is credit, not a debt', () => {
    expect(describeStanding({ ...base, creditCents: 8_000 })).toBe(
      `Up to date, ${formatCents(8_000)} in credit`,
    );
  });

  it('names a month part owed with what is left of it', () => {
    const standing = {
      ...base,
      owedCents: 5_000,
      overdue: [{ ...debt('contribution', 'November 2026', 25_000), outstandingCents: 5_000 }],
    };
    expect(describeStanding(standing)).toBe(
      `You owe ${formatCents(5_000)} in contributions: November (${formatCents(5_000)} of ${formatCents(25_000)})`,
    );
  });
});

describe('describePaidPeriod', () => {
  const period = (outstandingCents: number, paidBy: { paidOn: string; cents: number }[]) => ({
    periodKey: '2026-08',
    periodLabel: 'August 2026',
    dueOn: '2026-09-01',
    amountCents: 25_000,
    outstandingCents,
    paidBy,
  });

  it('says a missed month was paid by the next payment, on its date', () => {
    expect(describePaidPeriod(period(0, [{ paidOn: '2026-09-19', cents: 25_000 }]))).toBe(
      'Paid on 19 September 2026',
    );
  });

  it('names each payment of a month paid in parts', () => {
    const paidBy = [
      { paidOn: '2026-10-19', cents: 1_000 },
      { paidOn: '2026-11-19', cents: 24_000 },
    ];
    expect(describePaidPeriod(period(0, paidBy))).toBe(
      `Paid on 19 October 2026 (${formatCents(1_000)}) and 19 November 2026 (${formatCents(24_000)})`,
    );
  });

  it('says what is left of a month part paid, and when nothing was paid', () => {
    expect(describePaidPeriod(period(24_000, [{ paidOn: '2026-11-19', cents: 1_000 }]))).toBe(
      `Part paid on 19 November 2026 (${formatCents(1_000)}), ${formatCents(24_000)} owed`,
    );
    expect(describePaidPeriod(period(25_000, []))).toBe('Not paid');
  });
});
