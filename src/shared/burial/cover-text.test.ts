import { describe, expect, it } from 'vitest';
import { describeCover } from './cover-text';

const base = {
  since: null,
  coveredFrom: { natural: '2026-07-15', accidental: '2026-01-15', suicide: '2028-01-15' },
  coveredCauses: ['accidental' as const],
  monthsOwed: 0,
  reason: null,
};

describe('describeCover', () => {
  it('says what is covered now and from when the rest is', () => {
    expect(describeCover({ ...base, status: 'waiting' })).toBe(
      'Covered for accidental death. Waiting: natural death from 15 July 2026; suicide from 15 January 2028.',
    );
  });

  it('puts the months owed first for a policy in arrears', () => {
    expect(
      describeCover({
        ...base,
        status: 'in_arrears',
        monthsOwed: 2,
        coveredCauses: ['natural', 'accidental', 'suicide'],
      }),
    ).toBe('2 months owed. Covered for natural death and accidental death and suicide.');
  });

  it('explains a lapse and an age-out with their dates', () => {
    expect(
      describeCover({ ...base, status: 'lapsed', since: '2026-07-01', coveredCauses: [], reason: 'unpaid' }),
    ).toBe(
      'Lapsed since 1 July 2026: premiums were not paid. Paying a premium reinstates the cover with a new waiting period.',
    );
    expect(
      describeCover({
        ...base,
        status: 'lapsed',
        since: '2026-03-01',
        coveredCauses: [],
        reason: 'aged_out',
      }),
    ).toBe('Aged out of the plan on 1 March 2026.');
  });
});
