import type { TPlanTerms } from '../contracts/burial';

/**
 * The example family plan the tests and the demo society start from: R100 a month; R20 000 for the main
 * member and spouse, R5 000 / R10 000 for children by age, R10 000 for parents, R5 000 extended; waits
 * 6/0/24 months from joining; lapse after 3 unpaid months; up to 4 dependants.
 */
export function buildPlanTerms(overrides: Partial<TPlanTerms> = {}): TPlanTerms {
  return {
    monthlyPremiumCents: 10_000,
    cover: {
      mainMemberCents: 2_000_000,
      spouseCents: 2_000_000,
      childBands: [
        { fromAge: 0, toAge: 5, coverCents: 500_000 },
        { fromAge: 6, toAge: 25, coverCents: 1_000_000 },
      ],
      parentCents: 1_000_000,
      extendedCents: 500_000,
    },
    maxDependants: 4,
    entryAges: {
      main_member: { minAge: 18, maxAge: 75 },
      spouse: { minAge: 18, maxAge: 75 },
      child: { minAge: 0, maxAge: 20 },
      parent: { minAge: 30, maxAge: 85 },
      extended: { minAge: 0, maxAge: 65 },
    },
    waitingMonths: { natural: 6, accidental: 0, suicide: 24 },
    waitStartsOn: 'joining',
    premiumsBeforeWait: 0,
    lapseAfterUnpaidMonths: 3,
    childMaxAge: 21,
    studentChildMaxAge: 25,
    ...overrides,
  };
}
