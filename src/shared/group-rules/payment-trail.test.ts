import { describe, expect, it } from 'vitest';
import { tracePaidPeriods } from './payment-trail';
import { monthlyRules, ruleMember, ruleVersion } from './rule-fixtures';
import type { TRulePayment } from './rule-types';
import { computeStanding } from './standing';

const rules = monthlyRules({ amount: { defaultCents: 25_000, perPlanCents: {}, perMemberCents: {} } });

function trail(payments: TRulePayment[], asOf: string) {
  const standing = computeStanding({
    versions: [ruleVersion('2026-01-01', rules)],
    member: ruleMember('2026-06-01'),
    payments,
    waivers: [],
    asOf,
  });
  return { standing, periods: tracePaidPeriods(standing, payments) };
}

describe('tracePaidPeriods', () => {
  it('shows that the payment after a missed month paid that month, and which month is left owing', () => {
    const paidOn = ['2026-06-19', '2026-07-19', '2026-09-19', '2026-10-19', '2026-11-19'];
    const payments = paidOn.map((day, index) => ({
      id: `p${index}`,
      paidOn: day,
      amountCents: day === '2026-10-19' ? 26_000 : 25_000,
    }));
    const { standing, periods } = trail(payments, '2026-12-01');
    expect(standing.owedCents).toBe(24_000);
    expect(periods.map((period) => [period.periodLabel, period.outstandingCents, period.paidBy])).toEqual([
      ['June 2026', 0, [{ paidOn: '2026-06-19', cents: 25_000 }]],
      ['July 2026', 0, [{ paidOn: '2026-07-19', cents: 25_000 }]],
      ['August 2026', 0, [{ paidOn: '2026-09-19', cents: 25_000 }]],
      ['September 2026', 0, [{ paidOn: '2026-10-19', cents: 25_000 }]],
      [
        'October 2026',
        0,
        [
          { paidOn: '2026-10-19', cents: 1_000 },
          { paidOn: '2026-11-19', cents: 24_000 },
        ],
      ],
      ['November 2026', 24_000, [{ paidOn: '2026-11-19', cents: 1_000 }]],
    ]);
  });

  it('keeps the last periods only and lists a period nothing paid with no payments', () => {
    const { periods } = trail([{ id: 'p1', paidOn: '2026-06-10', amountCents: 25_000 }], '2027-03-01');
    expect(periods.map((period) => period.periodLabel)).toEqual([
      'September 2026',
      'October 2026',
      'November 2026',
      'December 2026',
      'January 2027',
      'February 2027',
    ]);
    expect(periods.every((period) => period.paidBy.length === 0 && period.outstandingCents === 25_000)).toBe(
      true,
    );
  });
});
