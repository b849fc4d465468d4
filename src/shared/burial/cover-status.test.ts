import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCoverRules, buildMainMember, payMonths } from './cover-rules.fixtures';
import { addMonthsIso, computeCoverStatus, isCoveredOn, type TCoverPerson } from './cover-status';

const rules = buildCoverRules();
const monthsOf2026 = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `2026-${String(from + index).padStart(2, '0')}`);

describe('waiting periods (covered from the same day N months later)', () => {
  const policy = { joinedOn: '2026-01-15', payments: [{ paidOn: '2026-01-15', amountCents: 120_000 }] };
  const member = buildMainMember('2026-01-15');

  it('declines a natural death on 14 July and covers one on 15 July after joining on 15 January', () => {
    expect(isCoveredOn(rules, policy, member, '2026-07-14', 'natural')).toBe(false);
    expect(isCoveredOn(rules, policy, member, '2026-07-15', 'natural')).toBe(true);
  });

  it('covers an accident on 16 January', () => {
    expect(isCoveredOn(rules, policy, member, '2026-01-16', 'accidental')).toBe(true);
  });

  it('shows Waiting with the day each cause is covered from', () => {
    expect(computeCoverStatus(rules, policy, member, '2026-03-01')).toMatchObject({
      status: 'waiting',
      until: '2028-01-15',
      coveredFrom: { natural: '2026-07-15', accidental: '2026-01-15', suicide: '2028-01-15' },
      coveredCauses: ['accidental'],
    });
  });

  it('shows Covered once natural and accidental deaths are, the suicide exclusion running to its end date', () => {
    const paidAhead = {
      joinedOn: '2026-01-15',
      payments: [{ paidOn: '2026-01-15', amountCents: 3_000_000 }],
    };
    expect(computeCoverStatus(rules, paidAhead, member, '2026-07-14').status).toBe('waiting');
    expect(computeCoverStatus(rules, paidAhead, member, '2026-07-15')).toMatchObject({
      status: 'covered',
      until: '2028-01-15',
      coveredFrom: { natural: '2026-07-15', accidental: '2026-01-15', suicide: '2028-01-15' },
      coveredCauses: ['natural', 'accidental'],
    });
    expect(isCoveredOn(rules, paidAhead, member, '2028-01-14', 'suicide')).toBe(false);
  });

  it('shows Covered once every wait has passed', () => {
    const paidAhead = {
      joinedOn: '2026-01-15',
      payments: [{ paidOn: '2026-01-15', amountCents: 3_000_000 }],
    };
    expect(computeCoverStatus(rules, paidAhead, member, '2028-01-15')).toMatchObject({
      status: 'covered',
      until: null,
      coveredCauses: ['natural', 'accidental', 'suicide'],
    });
  });

  it('clamps a wait ending in a shorter month to its last day', () => {
    expect(addMonthsIso('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonthsIso('2027-08-31', 6)).toBe('2028-02-29');
  });

  it('starts the wait when the person was added under the "added" rule', () => {
    const addedRules = buildCoverRules({ waitStartsOn: 'added' });
    const spouse: TCoverPerson = { ...member, relationship: 'spouse', addedOn: '2026-03-10' };
    expect(computeCoverStatus(addedRules, policy, spouse, '2026-04-01').coveredFrom.natural).toBe(
      '2026-09-10',
    );
  });

  it('starts the wait on the day the chosen number of premiums is paid', () => {
    const premiumRules = buildCoverRules({ waitStartsOn: 'premiums', premiumsBeforeWait: 3 });
    const monthly = { joinedOn: '2026-01-01', payments: payMonths(monthsOf2026(1, 12)) };
    const joined = buildMainMember('2026-01-01');
    expect(computeCoverStatus(premiumRules, monthly, joined, '2026-02-15')).toMatchObject({
      status: 'waiting',
      coveredFrom: { natural: null, accidental: null, suicide: null },
    });
    expect(computeCoverStatus(premiumRules, monthly, joined, '2026-03-01').coveredFrom.natural).toBe(
      '2026-09-01',
    );
  });
});

describe('arrears and lapse', () => {
  const member = buildMainMember('2026-01-01');
  const paidJanToMar = { joinedOn: '2026-01-01', payments: payMonths(monthsOf2026(1, 3)) };
  const patient = buildCoverRules({ waitingMonths: { natural: 0, accidental: 0, suicide: 0 } });

  it('is in arrears from April and lapsed at the end of June with a 3-month rule', () => {
    expect(computeCoverStatus(patient, paidJanToMar, member, '2026-03-31').status).toBe('covered');
    expect(computeCoverStatus(patient, paidJanToMar, member, '2026-04-01')).toMatchObject({
      status: 'in_arrears',
      monthsOwed: 1,
      coveredCauses: ['natural', 'accidental', 'suicide'],
    });
    expect(computeCoverStatus(patient, paidJanToMar, member, '2026-06-30')).toMatchObject({
      status: 'in_arrears',
      monthsOwed: 3,
    });
    expect(computeCoverStatus(patient, paidJanToMar, member, '2026-07-01')).toMatchObject({
      status: 'lapsed',
      since: '2026-07-01',
      reason: 'unpaid',
      coveredCauses: [],
    });
  });

  it('lapses at the end of May with a 2-month rule', () => {
    const strict = { ...patient, lapseAfterUnpaidMonths: 2 };
    expect(computeCoverStatus(strict, paidJanToMar, member, '2026-05-31').status).toBe('in_arrears');
    expect(computeCoverStatus(strict, paidJanToMar, member, '2026-06-01')).toMatchObject({
      status: 'lapsed',
      since: '2026-06-01',
    });
  });

  it('counts arrears across December and January as two months, not reset', () => {
    const paidToNovember = { joinedOn: '2026-01-01', payments: payMonths(monthsOf2026(1, 11)) };
    expect(computeCoverStatus(patient, paidToNovember, member, '2027-01-10')).toMatchObject({
      status: 'in_arrears',
      monthsOwed: 2,
    });
  });

  it('clears the arrears when the member catches up before the lapse', () => {
    const caughtUp = {
      joinedOn: '2026-01-01',
      payments: [...payMonths(monthsOf2026(1, 3)), { paidOn: '2026-06-30', amountCents: 30_000 }],
    };
    expect(computeCoverStatus(patient, caughtUp, member, '2026-06-30').status).toBe('covered');
    expect(computeCoverStatus(patient, caughtUp, member, '2026-07-15').status).toBe('in_arrears');
  });
});

describe('reinstatement', () => {
  const member = buildMainMember('2025-01-01');
  // Paid January to March 2025, lapsed 1 July 2025, a premium again on 1 August 2026.
  const policy = {
    joinedOn: '2025-01-01',
    payments: [
      ...payMonths(['2025-01', '2025-02', '2025-03']),
      { paidOn: '2026-08-01', amountCents: 60_000 },
    ],
  };

  it('shows Reinstated with a new wait, declining a natural death on 1 December and covering an accident', () => {
    expect(computeCoverStatus(rules, policy, member, '2026-07-31')).toMatchObject({
      status: 'lapsed',
      since: '2025-07-01',
    });
    expect(computeCoverStatus(rules, policy, member, '2026-08-01')).toMatchObject({
      status: 'reinstated',
      since: '2026-08-01',
      coveredFrom: { natural: '2027-02-01', accidental: '2026-08-01' },
    });
    expect(isCoveredOn(rules, policy, member, '2026-12-01', 'natural')).toBe(false);
    expect(isCoveredOn(rules, policy, member, '2026-12-01', 'accidental')).toBe(true);
    expect(isCoveredOn(rules, policy, member, '2027-01-31', 'natural')).toBe(false);
  });

  it('needs a whole premium after the lapse to reinstate', () => {
    const partial = {
      ...policy,
      payments: [...payMonths(['2025-01']), { paidOn: '2026-08-01', amountCents: 5_000 }],
    };
    expect(computeCoverStatus(rules, partial, member, '2026-09-01').status).toBe('lapsed');
  });
});

describe('deaths and payments after them', () => {
  const member = buildMainMember('2026-01-01');
  const lapsedThenPaid = {
    joinedOn: '2026-01-01',
    payments: [...payMonths(monthsOf2026(1, 3)), { paidOn: '2026-07-11', amountCents: 40_000 }],
  };

  it('does not count a payment made the day after a death', () => {
    expect(isCoveredOn(rules, lapsedThenPaid, member, '2026-07-10', 'accidental')).toBe(false);
  });

  it('shows Deceased from the day of death', () => {
    expect(
      computeCoverStatus(rules, lapsedThenPaid, { ...member, diedOn: '2026-07-10' }, '2026-08-01'),
    ).toMatchObject({
      status: 'deceased',
      since: '2026-07-10',
    });
  });
});

describe('children', () => {
  const policy = { joinedOn: '2024-01-01', payments: [{ paidOn: '2024-01-01', amountCents: 1_000_000 }] };
  const child = (overrides: Partial<TCoverPerson>): TCoverPerson => ({
    relationship: 'child',
    addedOn: '2026-03-01',
    dateOfBirth: '2026-01-01',
    isStudent: false,
    diedOn: null,
    ...overrides,
  });
  const addedRules = buildCoverRules({ waitStartsOn: 'added' });

  it('covers a newborn added at 60 days at once', () => {
    expect(computeCoverStatus(addedRules, policy, child({}), '2026-03-01')).toMatchObject({
      status: 'covered',
      coveredCauses: ['natural', 'accidental', 'suicide'],
    });
  });

  it('makes a baby added after 90 days wait', () => {
    const late = child({ addedOn: '2026-04-02' });
    expect(computeCoverStatus(addedRules, policy, late, '2026-04-02').coveredFrom.natural).toBe('2026-10-02');
  });

  it('ages a child out on their 21st birthday, or 25th while studying', () => {
    const grown = child({ dateOfBirth: '2005-03-01', addedOn: '2024-01-01' });
    expect(computeCoverStatus(rules, policy, grown, '2026-02-28').status).not.toBe('lapsed');
    expect(computeCoverStatus(rules, policy, grown, '2026-03-01')).toMatchObject({
      status: 'lapsed',
      since: '2026-03-01',
      reason: 'aged_out',
    });
    expect(computeCoverStatus(rules, policy, { ...grown, isStudent: true }, '2026-03-01').status).not.toBe(
      'lapsed',
    );
  });
});

describe('properties', () => {
  const dayArb = fc.integer({ min: 0, max: 1500 }).map((offset) => {
    const date = new Date(Date.UTC(2025, 0, 1 + offset));
    return date.toISOString().slice(0, 10);
  });
  const paymentsArb = fc.array(
    fc.record({ paidOn: dayArb, amountCents: fc.integer({ min: 1, max: 50_000 }) }),
    { maxLength: 30 },
  );

  it('ignores every payment dated after the day judged', () => {
    fc.assert(
      fc.property(paymentsArb, dayArb, (payments, on) => {
        const policy = { joinedOn: '2025-01-01', payments };
        const onlyEarlier = { ...policy, payments: payments.filter((payment) => payment.paidOn <= on) };
        const member = buildMainMember('2025-01-01');
        expect(computeCoverStatus(rules, policy, member, on)).toEqual(
          computeCoverStatus(rules, onlyEarlier, member, on),
        );
      }),
    );
  });

  it('never covers a cause before its wait ends, and never covers while lapsed', () => {
    fc.assert(
      fc.property(paymentsArb, dayArb, (payments, on) => {
        const status = computeCoverStatus(
          rules,
          { joinedOn: '2025-01-01', payments },
          buildMainMember('2025-01-01'),
          on,
        );
        for (const cause of status.coveredCauses) {
          expect(status.coveredFrom[cause]).not.toBeNull();
          expect(String(status.coveredFrom[cause]) <= on).toBe(true);
        }
        if (status.status === 'lapsed') expect(status.coveredCauses).toEqual([]);
        if (status.status === 'in_arrears') expect(status.monthsOwed).toBeGreaterThan(0);
        expect(status.monthsOwed).toBeLessThanOrEqual(rules.lapseAfterUnpaidMonths);
      }),
    );
  });
});

describe("the main member's death (the plan's rule)", () => {
  const spouse: TCoverPerson = { ...buildMainMember('2026-01-15'), relationship: 'spouse' };
  // Joined 15 January 2026, paid January to March; the main member died on 10 March.
  const policy = {
    joinedOn: '2026-01-15',
    payments: payMonths(['2026-01', '2026-02', '2026-03']),
    mainMemberDiedOn: '2026-03-10',
  };

  it("ends the dependants' cover on the day of death under 'cover_ends'", () => {
    const endsRules = buildCoverRules({ onMainMemberDeath: 'cover_ends' });
    expect(computeCoverStatus(endsRules, policy, spouse, '2026-03-09').status).toBe('waiting');
    expect(computeCoverStatus(endsRules, policy, spouse, '2026-03-10')).toMatchObject({
      status: 'lapsed',
      since: '2026-03-10',
      reason: 'main_died',
      coveredCauses: [],
    });
  });

  it("keeps the dependants covered with nothing owed under 'paid_up', their waits still running", () => {
    const paidUpRules = buildCoverRules({ onMainMemberDeath: 'paid_up' });
    // A year on, nothing paid since March: still no months owed, never lapsed, the natural wait ended 15 July
    // (Covered, the suicide exclusion still running).
    expect(computeCoverStatus(paidUpRules, policy, spouse, '2027-03-01')).toMatchObject({
      status: 'covered',
      monthsOwed: 0,
      coveredCauses: ['natural', 'accidental'],
    });
    expect(isCoveredOn(paidUpRules, policy, spouse, '2026-07-14', 'natural')).toBe(false);
    expect(isCoveredOn(paidUpRules, policy, spouse, '2026-07-15', 'natural')).toBe(true);
    // Without the death the same policy would have lapsed on 1 July.
    expect(
      computeCoverStatus(paidUpRules, { ...policy, mainMemberDiedOn: null }, spouse, '2026-07-15').status,
    ).toBe('lapsed');
  });
});

describe('a policy that ended (the member left the society)', () => {
  const paidAhead = { joinedOn: '2026-01-15', payments: [{ paidOn: '2026-01-15', amountCents: 3_000_000 }] };
  const member = buildMainMember('2026-01-15');

  it('covers as before up to the day before it ended, and nobody from that day', () => {
    const ended = { ...paidAhead, endedOn: '2026-09-10' };
    expect(isCoveredOn(rules, ended, member, '2026-09-09', 'natural')).toBe(true);
    expect(isCoveredOn(rules, ended, member, '2026-09-10', 'accidental')).toBe(false);
    expect(computeCoverStatus(rules, ended, member, '2026-12-01')).toMatchObject({
      status: 'lapsed',
      since: '2026-09-10',
      reason: 'ended',
      coveredCauses: [],
    });
  });
});
