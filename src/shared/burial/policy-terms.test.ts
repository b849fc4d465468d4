import { describe, expect, it } from 'vitest';
import type { TPlanTerms } from '../contracts/burial';
import { buildCoverRules, buildMainMember, payMonths } from './cover-rules.fixtures';
import { computeCoverStatus, type TCoverRules } from './cover-status';
import { buildPlanTerms } from './example-plan-terms';
import {
  buildPersonRules,
  describeTermChanges,
  getCoverLayers,
  getPayableCents,
  type TTermsStep,
} from './policy-terms';

const toRules = (terms: TPlanTerms): TCoverRules =>
  buildCoverRules({
    monthlyPremiumCents: terms.monthlyPremiumCents,
    waitingMonths: terms.waitingMonths,
    lapseAfterUnpaidMonths: terms.lapseAfterUnpaidMonths,
  });

/** The example plan with one child band (0 to 25). */
const v1 = buildPlanTerms({
  cover: { ...buildPlanTerms().cover, childBands: [{ fromAge: 0, toAge: 25, coverCents: 1_000_000 }] },
});
const v2 = buildPlanTerms({
  monthlyPremiumCents: 15_000,
  cover: { ...v1.cover, mainMemberCents: 3_000_000 },
  waitingMonths: { natural: 3, accidental: 0, suicide: 12 },
});
/** Joined 1 January 2026 on version 1; accepted version 2 on 15 March 2026. */
const steps: TTermsStep[] = [
  { version: 1, from: '2026-01-01', terms: v1 },
  { version: 2, from: '2026-03-15', terms: v2 },
];
const mainAmount = (terms: TPlanTerms) => terms.cover.mainMemberCents;

describe('premiums after accepting newer terms', () => {
  it('keeps the old premium for the month of acceptance and owes the new one from the next month', () => {
    const { rules, premiumChanges } = buildPersonRules(steps, '2026-01-01', '2026-04-20', toRules);
    const member = buildMainMember('2026-01-01');
    // January to March at R100, April at R150: R450 pays to the end of April.
    const paid = {
      joinedOn: '2026-01-01',
      payments: payMonths(['2026-01', '2026-02', '2026-03']),
      premiumChanges,
    };
    const april = computeCoverStatus(
      rules,
      { ...paid, payments: [...paid.payments, { paidOn: '2026-04-01', amountCents: 15_000 }] },
      member,
      '2026-04-20',
    );
    expect(april.monthsOwed).toBe(0);
    // R100 in April does not pay April's R150.
    const short = computeCoverStatus(
      rules,
      { ...paid, payments: [...paid.payments, { paidOn: '2026-04-01', amountCents: 10_000 }] },
      member,
      '2026-04-20',
    );
    expect(short).toMatchObject({ status: 'in_arrears', monthsOwed: 1 });
  });

  it('applies a change dated on the 1st to that month', () => {
    const fromFirst: TTermsStep[] = [steps[0] as TTermsStep, { version: 2, from: '2026-03-01', terms: v2 }];
    const { rules, premiumChanges } = buildPersonRules(fromFirst, '2026-01-01', '2026-03-20', toRules);
    const status = computeCoverStatus(
      rules,
      { joinedOn: '2026-01-01', payments: payMonths(['2026-01', '2026-02', '2026-03']), premiumChanges },
      buildMainMember('2026-01-01'),
      '2026-03-20',
    );
    expect(status.monthsOwed).toBe(1);
  });

  it('measures waits already running by the terms the person was added under', () => {
    const { rules } = buildPersonRules(steps, '2026-01-01', '2026-04-01', toRules);
    expect(rules.waitingMonths).toEqual({ natural: 6, accidental: 0, suicide: 24 });
    const laterPerson = buildPersonRules(steps, '2026-04-01', '2026-04-01', toRules);
    expect(laterPerson.rules.waitingMonths).toEqual({ natural: 3, accidental: 0, suicide: 12 });
  });
});

describe('cover after accepting newer terms', () => {
  const base = { natural: '2026-07-01', accidental: '2026-01-01', suicide: '2028-01-01' };

  it('starts a new wait for the increased part only, with the new terms waits from the day of acceptance', () => {
    const layers = getCoverLayers(steps, '2026-01-01', '2026-08-01', mainAmount, base);
    expect(layers.coverCents).toBe(3_000_000);
    expect(layers.increases).toEqual([
      {
        cents: 1_000_000,
        coveredFrom: { natural: '2026-07-01', accidental: '2026-03-15', suicide: '2028-01-01' },
      },
    ]);
    // Natural death on 1 August: the base and the increase are both past their waits.
    expect(getPayableCents(layers, true, 'natural', '2026-08-01')).toBe(3_000_000);
    // Suicide on 1 August: nothing (the base still waits).
    expect(getPayableCents(layers, false, 'suicide', '2026-08-01')).toBe(0);
  });

  it('pays the old amount while the increase waits, for a member long past their own waits', () => {
    const covered = { natural: '2024-07-01', accidental: '2024-01-01', suicide: '2026-01-01' };
    const old: TTermsStep[] = [
      { version: 1, from: '2024-01-01', terms: v1 },
      { version: 2, from: '2026-03-15', terms: v2 },
    ];
    const layers = getCoverLayers(old, '2024-01-01', '2026-04-01', mainAmount, covered);
    expect(layers.increases[0]?.coveredFrom.natural).toBe('2026-06-15');
    expect(getPayableCents(layers, true, 'natural', '2026-06-14')).toBe(2_000_000);
    expect(getPayableCents(layers, true, 'natural', '2026-06-15')).toBe(3_000_000);
    expect(getPayableCents(layers, true, 'accidental', '2026-03-15')).toBe(3_000_000);
    // Once every wait of the increase has passed, nothing is left waiting.
    expect(getCoverLayers(old, '2024-01-01', '2027-03-15', mainAmount, covered).increases).toEqual([]);
  });

  it('lowers the cover at once on a decrease, taking the newest increase first', () => {
    const v3 = buildPlanTerms({ cover: { ...v1.cover, mainMemberCents: 2_500_000 } });
    const three: TTermsStep[] = [...steps, { version: 3, from: '2026-05-01', terms: v3 }];
    const layers = getCoverLayers(three, '2026-01-01', '2026-05-02', mainAmount, base);
    expect(layers.coverCents).toBe(2_500_000);
    expect(layers.increases.map((increase) => increase.cents)).toEqual([500_000]);
    const lower = buildPlanTerms({ cover: { ...v1.cover, mainMemberCents: 1_500_000 } });
    const cut: TTermsStep[] = [...steps, { version: 3, from: '2026-05-01', terms: lower }];
    expect(getCoverLayers(cut, '2026-01-01', '2026-05-02', mainAmount, base)).toEqual({
      coverCents: 1_500_000,
      increases: [],
    });
  });

  it('gives a person added after the acceptance the new amount under their own waits', () => {
    const layers = getCoverLayers(steps, '2026-04-01', '2026-04-02', mainAmount, base);
    expect(layers).toEqual({ coverCents: 3_000_000, increases: [] });
  });

  it('ignores terms accepted after the day asked about', () => {
    expect(getCoverLayers(steps, '2026-01-01', '2026-03-14', mainAmount, base)).toEqual({
      coverCents: 2_000_000,
      increases: [],
    });
  });
});

describe('what newer terms change', () => {
  it('lists the premium, cover and waits that differ, in plain words', () => {
    // Amounts are formatted en-ZA, with no-break spaces.
    expect(describeTermChanges(v1, v2).map((line) => line.replace(/\s/g, ' '))).toEqual([
      'Monthly premium: R 100,00 to R 150,00',
      'Main member cover: R 20 000,00 to R 30 000,00',
      'Natural death wait: 6 months to 3 months',
      'Suicide wait: 24 months to 12 months',
    ]);
    expect(describeTermChanges(v1, v1)).toEqual([]);
  });
});
