import { describe, expect, it } from 'vitest';
import { sumExpectedInMonth } from './expected';
import { monthlyRules, ruleMember, ruleVersion } from './rule-fixtures';
import type { TGroupRules, TRulePayment } from './rule-types';
import { computeStanding } from './standing';

/**
 * A VSLA group meeting weekly (Mondays, due the next Monday, no grace): shares of R20, 1 to 5 a meeting. The
 * rules' amount (R300) is what a contributions group would owe; a share group owes one share a meeting.
 */
const shareRules: TGroupRules = monthlyRules({
  frequency: 'weekly',
  dueDay: 1,
  graceDays: 0,
  savings: { model: 'shares', maxSharesPerMeeting: 5, socialFundCents: 1_000, loanMultiple: 3 },
  shareOut: { rule: 'per_share', sharePriceCents: 2_000 },
});
const versions = [ruleVersion('2026-01-05', shareRules)];
const member = ruleMember('2026-01-05');
const buy = (paidOn: string, shares: number): TRulePayment => ({
  id: `${paidOn}:${shares}`,
  paidOn,
  amountCents: shares * 2_000,
});
const standing = (payments: TRulePayment[], asOf: string) =>
  computeStanding({ versions, member, payments, waivers: [], asOf });

describe("a share group's arrears, judged meeting by meeting on the share price", () => {
  it('owes nothing for a meeting where the member bought at least one share', () => {
    // Meetings on 5, 12 and 19 January; each week is due the Monday after. One share at each: up to date.
    const result = standing([buy('2026-01-05', 1), buy('2026-01-12', 1), buy('2026-01-19', 1)], '2026-01-26');
    expect(result).toMatchObject({ owedCents: 0, periodsBehind: 0, creditCents: 0 });
  });

  it('does not let five shares at one meeting excuse the next: R20 owed for the meeting missed', () => {
    // 5 shares (R100) on 5 January, nothing on 12 January: the week of 12 January is one share behind; the
    // R80 beyond the first share is savings, not credit towards later meetings.
    const result = standing([buy('2026-01-05', 5)], '2026-01-19');
    expect(result.owedCents).toBe(2_000);
    expect(result.periodsBehind).toBe(1);
    expect(result.oldestUnpaid?.periodKey).toBe('2026-01-12');
    expect(result.creditCents).toBe(0);
  });

  it('lets extra shares at a later meeting catch up a meeting missed before, never one ahead', () => {
    // Missed 5 January; 2 shares on 12 January pay that meeting and the one missed.
    const caughtUp = standing([buy('2026-01-12', 2)], '2026-01-19');
    expect(caughtUp).toMatchObject({ owedCents: 0, periodsBehind: 0 });
    // Only 1 share on 12 January: that meeting is met, 5 January stays owed (R20).
    const oneShare = standing([buy('2026-01-12', 1)], '2026-01-19');
    expect(oneShare.owedCents).toBe(2_000);
    expect(oneShare.oldestUnpaid?.periodKey).toBe('2026-01-05');
  });

  it('expects one share per member per meeting falling due in a month: 10 members x 4 meetings x R20 = R800', () => {
    // The weeks due in February 2026 are those of 26 January, 2, 9 and 16 February (due 2, 9, 16 and 23
    // February).
    const expected = sumExpectedInMonth(versions, [{ ...ruleMember('2026-01-05'), count: 10 }], '2026-02');
    expect(expected).toBe(10 * 4 * 2_000);
  });

  it('still judges a contributions group on its period amount', () => {
    const contributions = [ruleVersion('2026-01-05', { ...shareRules, savings: { model: 'contributions' } })];
    const expected = sumExpectedInMonth(
      contributions,
      [{ ...ruleMember('2026-01-05'), count: 10 }],
      '2026-02',
    );
    expect(expected).toBe(10 * 4 * 30_000);
  });
});
