import { describe, expect, it } from 'vitest';
import { sumExpectedInMonth } from './expected';
import type { TGroupRules, TRuleVersion } from './rule-types';

const rules: TGroupRules = {
  amount: { defaultCents: 30_000, perPlanCents: {}, perMemberCents: { special: 50_000 } },
  frequency: 'monthly',
  dueDay: 1,
  graceDays: 7,
  fine: { kind: 'none' },
  joiningFee: { amountCents: 0, instalments: 1 },
  paymentOrder: 'fines_first',
  reminders: { daysBefore: null, daysAfter: null },
  shareOut: { rule: 'proportional', sharePriceCents: null },
  savings: { model: 'contributions' },
};
const versions: TRuleVersion[] = [{ version: 1, effectiveFrom: '2026-01-01', rules }];
const member = (memberKey: string, joinedOn: string) => ({
  memberKey,
  planKey: null,
  joinedOn,
  leftOn: null,
});

describe('sumExpectedInMonth', () => {
  it('adds each member’s period that falls due in the month (October’s contribution is due on 1 November)', () => {
    const members = [
      member('a', '2025-06-01'),
      member('special', '2026-03-10'),
      member('late', '2026-11-02'),
    ];
    // October's contributions fall due on 1 November; the member who joined in November owes from November.
    expect(sumExpectedInMonth(versions, members, '2026-11')).toBe(80_000);
    expect(sumExpectedInMonth(versions, members, '2026-12')).toBe(110_000);
  });

  it('counts weekly periods due in the month and nothing before the rules start', () => {
    const weekly: TRuleVersion[] = [
      { version: 1, effectiveFrom: '2026-11-02', rules: { ...rules, frequency: 'weekly', dueDay: 5 } },
    ];
    // Weeks from 2 November fall due on the Fridays 13, 20 and 27 November.
    expect(sumExpectedInMonth(weekly, [member('a', '2025-01-01')], '2026-11')).toBe(90_000);
    expect(sumExpectedInMonth(versions, [member('a', '2025-01-01')], '2025-12')).toBe(0);
    expect(sumExpectedInMonth([], [member('a', '2025-01-01')], '2026-11')).toBe(0);
  });
});

describe('sumExpectedInMonth with counted members', () => {
  it('counts a member standing for many alike as many times', () => {
    const alike = { memberKey: '', planKey: null, joinedOn: '2025-01-01', leftOn: null, count: 4_999 };
    expect(sumExpectedInMonth(versions, [alike, member('special', '2025-01-01')], '2026-11')).toBe(
      4_999 * 30_000 + 50_000,
    );
  });
});
