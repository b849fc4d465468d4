import { describe, expect, it } from 'vitest';
import { describeCover, describeIncreases, getNewPremiumMonth } from './cover-text';

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

  it('reads Covered under a suicide exclusion, with the day the exclusion ends', () => {
    expect(describeCover({ ...base, status: 'covered', coveredCauses: ['natural', 'accidental'] })).toBe(
      'Covered for natural death and accidental death. Suicide is excluded until 15 January 2028, covered from that day.',
    );
    expect(
      describeCover({ ...base, status: 'covered', coveredCauses: ['natural', 'accidental', 'suicide'] }),
    ).toBe('Covered for every cause of death.');
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

describe('newer terms', () => {
  it('owes the new premium from the next month, or this one when accepted on the 1st', () => {
    expect(getNewPremiumMonth('2026-03-15')).toBe('2026-04-01');
    expect(getNewPremiumMonth('2026-12-31')).toBe('2027-01-01');
    expect(getNewPremiumMonth('2026-03-01')).toBe('2026-03-01');
  });

  it('says which part of the cover is new and when each cause covers it', () => {
    const increase = {
      status: 'covered' as const,
      coverIncreases: [
        {
          cents: 1_000_000,
          coveredFrom: { natural: '2026-09-15', accidental: '2026-03-15', suicide: null },
        },
      ],
    };
    const lines = describeIncreases(increase);
    expect(lines.map((line) => line.replace(/\s/g, ' '))).toEqual([
      'R 10 000,00 of this cover is new and covers natural death from 15 September 2026; accidental death from 15 March 2026; suicide once the required premiums are paid.',
    ]);
    expect(describeIncreases({ ...increase, status: 'lapsed' })).toEqual([]);
    expect(describeIncreases({ status: 'covered', coverIncreases: [] })).toEqual([]);
  });
});
