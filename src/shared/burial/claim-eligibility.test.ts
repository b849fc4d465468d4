import { describe, expect, it } from 'vitest';
import { evaluateClaim, firstFailure, isEligible, type TClaimFacts } from './claim-eligibility';
import { buildCoverRules, buildMainMember, payMonths } from './cover-rules.fixtures';

const rules = buildCoverRules();
// Joined 15 January 2026, a year of premiums paid on joining: natural wait 6 months, accidents at once.
const joinedPolicy = { joinedOn: '2026-01-15', payments: [{ paidOn: '2026-01-15', amountCents: 120_000 }] };

function facts(overrides: Partial<TClaimFacts> = {}): TClaimFacts {
  const diedOn = overrides.diedOn ?? '2026-07-15';
  return {
    rules,
    policy: joinedPolicy,
    person: { ...buildMainMember('2026-01-15'), removedOn: null },
    diedOn,
    cause: 'natural',
    lodgedOn: diedOn,
    today: '2026-12-31',
    hasEarlierClaim: false,
    ...overrides,
  };
}

const lineOf = (lines: ReturnType<typeof evaluateClaim>, rule: string) =>
  lines.find((line) => line.rule === rule);

describe('claim eligibility from the issue scenarios', () => {
  it('declines a natural death on 14 July after joining on 15 January, explaining the day cover began', () => {
    const lines = evaluateClaim(facts({ diedOn: '2026-07-14' }));
    expect(isEligible(lines)).toBe(false);
    expect(firstFailure(lines)).toEqual({
      rule: 'wait_passed',
      passed: false,
      explanation:
        'Natural death is covered only from 15 July 2026 (6-month wait): the death came before it.',
    });
  });

  it('covers a natural death on 15 July', () => {
    const lines = evaluateClaim(facts({ diedOn: '2026-07-15' }));
    expect(isEligible(lines)).toBe(true);
    expect(lineOf(lines, 'wait_passed')?.explanation).toBe(
      'Natural death is covered from 15 July 2026 (6-month wait), on or before the death.',
    );
  });

  it('covers an accident on 16 January', () => {
    expect(isEligible(evaluateClaim(facts({ diedOn: '2026-01-16', cause: 'accidental' })))).toBe(true);
  });

  it('after a reinstatement on 1 August: declines a natural death on 1 December, covers an accident', () => {
    const policy = {
      joinedOn: '2025-01-01',
      payments: [
        ...payMonths(['2025-01', '2025-02', '2025-03']),
        { paidOn: '2026-08-01', amountCents: 60_000 },
      ],
    };
    const person = { ...buildMainMember('2025-01-01'), removedOn: null };
    const natural = evaluateClaim(facts({ policy, person, diedOn: '2026-12-01' }));
    expect(firstFailure(natural)?.explanation).toBe(
      'Natural death is covered only from 1 February 2027 (6-month wait): the death came before it.',
    );
    expect(
      isEligible(evaluateClaim(facts({ policy, person, diedOn: '2026-12-01', cause: 'accidental' }))),
    ).toBe(true);
  });

  it('does not count a premium paid the day after the death', () => {
    // Paid January to March, lapsed 1 July; died 10 July; the family pays on 11 July.
    const policy = {
      joinedOn: '2026-01-01',
      payments: [
        ...payMonths(['2026-01', '2026-02', '2026-03']),
        { paidOn: '2026-07-11', amountCents: 50_000 },
      ],
    };
    const person = { ...buildMainMember('2026-01-01'), removedOn: null };
    const lines = evaluateClaim(facts({ policy, person, diedOn: '2026-07-10', cause: 'accidental' }));
    expect(firstFailure(lines)).toEqual({
      rule: 'in_force',
      passed: false,
      explanation:
        'The policy had lapsed on 1 July 2026 for unpaid premiums, counting the premiums paid on or before the death. A premium paid after the death does not count.',
    });
  });
});

describe('claim eligibility refusals', () => {
  it('refuses a second claim for the same person', () => {
    expect(firstFailure(evaluateClaim(facts({ hasEarlierClaim: true })))?.rule).toBe('no_earlier_claim');
  });

  it('refuses a claim lodged more than 6 months after the death, and takes one on the last day', () => {
    expect(isEligible(evaluateClaim(facts({ diedOn: '2026-07-15', lodgedOn: '2027-01-15' })))).toBe(true);
    expect(firstFailure(evaluateClaim(facts({ diedOn: '2026-07-15', lodgedOn: '2027-01-16' })))).toEqual({
      rule: 'lodged_in_time',
      passed: false,
      explanation:
        'Lodged on 16 January 2027: claims must be lodged within 6 months of the death (by 15 January 2027).',
    });
  });

  it('refuses a death after today or before the person was added', () => {
    expect(firstFailure(evaluateClaim(facts({ diedOn: '2026-08-01', today: '2026-07-31' })))?.rule).toBe(
      'date_of_death',
    );
    expect(
      firstFailure(evaluateClaim(facts({ diedOn: '2026-01-10', cause: 'accidental' })))?.explanation,
    ).toBe('The person died on 10 January 2026, before they were added to the policy on 15 January 2026.');
  });

  it('refuses a person taken off the policy before the death', () => {
    const person = {
      ...buildMainMember('2026-01-15'),
      relationship: 'spouse' as const,
      removedOn: '2026-07-01',
    };
    expect(firstFailure(evaluateClaim(facts({ person, diedOn: '2026-07-20' })))?.rule).toBe('on_policy');
  });

  it('lists every rule, each with its explanation', () => {
    expect(evaluateClaim(facts()).map((line) => line.rule)).toEqual([
      'date_of_death',
      'on_policy',
      'in_force',
      'wait_passed',
      'no_earlier_claim',
      'lodged_in_time',
    ]);
  });
});
