import type { TCoverPerson, TCoverRules } from './cover-status';

/** Plan rules with the defaults (6/0/24 months, lapse after 3 unpaid months), R100 a month. */
export function buildCoverRules(overrides: Partial<TCoverRules> = {}): TCoverRules {
  return {
    monthlyPremiumCents: 10_000,
    waitingMonths: { natural: 6, accidental: 0, suicide: 24 },
    waitStartsOn: 'joining',
    premiumsBeforeWait: 0,
    lapseAfterUnpaidMonths: 3,
    childMaxAge: 21,
    studentChildMaxAge: 25,
    onMainMemberDeath: 'cover_ends',
    ...overrides,
  };
}

export function buildMainMember(addedOn: string, overrides: Partial<TCoverPerson> = {}): TCoverPerson {
  return {
    relationship: 'main_member',
    addedOn,
    dateOfBirth: '1980-01-01',
    isStudent: false,
    diedOn: null,
    ...overrides,
  };
}

/** One premium paid on the first of each month listed ('2026-01', ...). */
export function payMonths(months: string[], amountCents = 10_000) {
  return months.map((month) => ({ paidOn: `${month}-01`, amountCents }));
}
