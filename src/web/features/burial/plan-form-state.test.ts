import { describe, expect, it } from 'vitest';
import type { TPlanTerms } from '../../../shared/contracts/burial';
import {
  EMPTY_PLAN_FORM,
  fromTerms,
  getMainMemberDeathLabel,
  MAIN_MEMBER_DEATH_OPTIONS,
  toAddPlanVersion,
  toCreatePlan,
  toMainMemberDeathRule,
} from './plan-form-state';

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

describe('the levy, double accident cover and the main member rule', () => {
  it('sends a new plan without them as none, single cover and cover ending', () => {
    const result = toCreatePlan(filled, '2026-11-01');
    expect(result.ok && result.value.terms).toMatchObject({
      levyPerPayoutCents: 0,
      doubleForAccident: false,
      onMainMemberDeath: 'cover_ends',
    });
  });

  it('turns a R 50,50 levy into cents and sends the checkbox and the chosen rule', () => {
    const result = toCreatePlan(
      { ...filled, levy: '50,50', doubleForAccident: true, onMainMemberDeath: 'paid_up' },
      '2026-11-01',
    );
    expect(result.ok && result.value.terms).toMatchObject({
      levyPerPayoutCents: 5_050,
      doubleForAccident: true,
      onMainMemberDeath: 'paid_up',
    });
    expect(toCreatePlan({ ...filled, levy: 'fifty' })).toEqual({
      ok: false,
      message: 'Fill in every amount and count as a number',
    });
  });

  it('keeps them in a new version filled from the latest, and reads old versions as the defaults', () => {
    const created = toCreatePlan(
      { ...filled, levy: '80', doubleForAccident: true, onMainMemberDeath: 'paid_up' },
      '2026-01-01',
    );
    if (!created.ok) throw new Error(created.message);
    const form = fromTerms(created.value.terms);
    expect(form).toMatchObject({ levy: '80.00', doubleForAccident: true, onMainMemberDeath: 'paid_up' });
    const next = toAddPlanVersion(form, '2026-12-01', created.value.terms);
    expect(next.ok && next.value.terms.levyPerPayoutCents).toBe(8_000);

    const { levyPerPayoutCents, doubleForAccident, onMainMemberDeath, ...older } = created.value.terms;
    expect(fromTerms(older)).toMatchObject({
      levy: '',
      doubleForAccident: false,
      onMainMemberDeath: 'cover_ends',
    });
  });

  it('offers every rule once, and reads an unknown value as the default', () => {
    expect(MAIN_MEMBER_DEATH_OPTIONS.map((option) => option.label)).toEqual([
      'Cover ends',
      'Dependants stay covered, paid up',
      'A nominated successor takes over',
    ]);
    expect(toMainMemberDeathRule('paid_up')).toBe('paid_up');
    expect(toMainMemberDeathRule('successor')).toBe('successor');
    expect(toMainMemberDeathRule('anything')).toBe('cover_ends');
    expect(getMainMemberDeathLabel(undefined)).toBe('Cover ends');
  });
});
