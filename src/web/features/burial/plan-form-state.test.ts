import { describe, expect, it } from 'vitest';
import type { TPlanTerms } from '../../../shared/contracts/burial';
import { EMPTY_PLAN_FORM, fromTerms, toAddPlanVersion, toCreatePlan } from './plan-form-state';

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

describe('a new version prefilled from the latest', () => {
  const created = toCreatePlan(filled, '2026-01-01');
  if (!created.ok) throw new Error(created.message);
  const latest: TPlanTerms = {
    ...created.value.terms,
    entryAges: { ...created.value.terms.entryAges, main_member: { minAge: 21, maxAge: 65 } },
  };

  it('gives back the same terms when nothing is changed, keeping what the form does not ask', () => {
    const result = toAddPlanVersion(fromTerms(latest), '2026-12-01', latest);
    expect(result).toEqual({ ok: true, value: { effectiveFrom: '2026-12-01', terms: latest } });
  });

  it('takes the changed premium and keeps child age bands it does not show', () => {
    const banded: TPlanTerms = {
      ...latest,
      cover: {
        ...latest.cover,
        childBands: [
          { fromAge: 0, toAge: 5, coverCents: 500_000 },
          { fromAge: 6, toAge: 25, coverCents: 1_000_000 },
        ],
      },
    };
    const form = { ...fromTerms(banded), premium: '150' };
    expect(form.child).toBe('');
    const result = toAddPlanVersion(form, '2026-12-01', banded);
    expect(result.ok && result.value.terms.monthlyPremiumCents).toBe(15_000);
    expect(result.ok && result.value.terms.cover.childBands).toEqual(banded.cover.childBands);
  });

  it('asks for the start date and checks the amounts', () => {
    expect(toAddPlanVersion(fromTerms(latest), '', latest)).toEqual({
      ok: false,
      message: 'Start date is required',
    });
    expect(toAddPlanVersion({ ...fromTerms(latest), premium: '0' }, '2026-12-01', latest)).toEqual({
      ok: false,
      message: 'Monthly premium must be greater than zero',
    });
  });
});
