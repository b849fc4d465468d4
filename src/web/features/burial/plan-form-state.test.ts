import { describe, expect, it } from 'vitest';
import { EMPTY_PLAN_FORM, toCreatePlan } from './plan-form-state';

const filled = {
  ...EMPTY_PLAN_FORM,
  name: 'Family plan',
  premium: '120,50',
  mainMember: '20000',
  spouse: '20000',
  child: '10000',
  parent: '10000',
  extended: '5000',
};

describe('toCreatePlan', () => {
  it('turns rand into cents and keeps the default waits and lapse rule', () => {
    const result = toCreatePlan(filled, '2026-11-01');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.effectiveFrom).toBe('2026-11-01');
    expect(result.value.terms.monthlyPremiumCents).toBe(12_050);
    expect(result.value.terms.cover.mainMemberCents).toBe(2_000_000);
    expect(result.value.terms.waitingMonths).toEqual({ natural: 6, accidental: 0, suicide: 24 });
    expect(result.value.terms.lapseAfterUnpaidMonths).toBe(3);
  });

  it('shows the first problem', () => {
    expect(toCreatePlan({ ...filled, name: 'A' })).toEqual({
      ok: false,
      message: 'Plan name must be at least 2 characters',
    });
    expect(toCreatePlan({ ...filled, premium: '' })).toEqual({
      ok: false,
      message: 'Monthly premium must be greater than zero',
    });
    expect(toCreatePlan({ ...filled, lapseAfter: 'x' })).toEqual({
      ok: false,
      message: 'Fill in every amount and count as a number',
    });
  });
});
