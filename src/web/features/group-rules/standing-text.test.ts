import { describe, expect, it } from 'vitest';
import type { TMyStanding } from '../../../shared/contracts/group-rules';
import { formatCents } from '../../../shared/money';
import { describeStanding } from './standing-text';

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
      `You owe ${formatCents(45_000)}: October, November, late fine ${formatCents(5_000)}`,
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
      `You owe ${formatCents(70_000)}: December 2026, joining fee ${formatCents(40_000)}`,
    );
  });
});
