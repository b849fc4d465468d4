import { describe, expect, it } from 'vitest';
import { buildCoverRules } from './cover-rules.fixtures';
import { computeCoverStatus } from './cover-status';
import { chooseSuccessor, getMainPersonId, isEligibleSuccessor } from './successor';

const person = (
  id: string,
  relationship: 'main_member' | 'spouse' | 'child' | 'parent',
  dateOfBirth: string,
) => ({
  id,
  relationship,
  dateOfBirth,
  diedOn: null as string | null,
});

const main = person('main', 'main_member', '1970-01-01');
const spouse = person('spouse', 'spouse', '1975-05-05');
const son = person('son', 'child', '2008-03-10');
const gogo = person('gogo', 'parent', '1945-07-07');

describe('choosing a successor', () => {
  it('takes an adult: a child becomes eligible on their 18th birthday', () => {
    expect(isEligibleSuccessor(son, 'main', '2026-03-09')).toBe(false);
    expect(isEligibleSuccessor(son, 'main', '2026-03-10')).toBe(true);
    expect(isEligibleSuccessor(main, 'main', '2026-03-10')).toBe(false);
    expect(isEligibleSuccessor({ ...spouse, diedOn: '2026-01-01' }, 'main', '2026-03-10')).toBe(false);
  });

  it('prefers the nominee, then the first spouse, else nobody', () => {
    const people = [main, spouse, son, gogo];
    expect(chooseSuccessor(people, 'main', 'gogo', '2026-05-01')).toMatchObject({
      person: { id: 'gogo' },
      isNominated: true,
    });
    expect(chooseSuccessor(people, 'main', null, '2026-05-01')).toMatchObject({
      person: { id: 'spouse' },
      isNominated: false,
    });
    expect(chooseSuccessor(people, 'main', 'son', '2025-05-01')?.person.id).toBe('spouse');
    expect(chooseSuccessor([main, son], 'main', null, '2026-05-01')).toBeNull();
  });

  it("follows the policy's main person through its takeovers", () => {
    expect(getMainPersonId('main', [])).toBe('main');
    expect(getMainPersonId('main', [{ deceasedPersonId: 'main', successorPersonId: 'spouse' }])).toBe(
      'spouse',
    );
    expect(
      getMainPersonId('main', [
        { deceasedPersonId: 'main', successorPersonId: 'spouse' },
        { deceasedPersonId: 'spouse', successorPersonId: null },
      ]),
    ).toBe('spouse');
  });

  it("ends a dependant's cover when nobody took over under the successor rule", () => {
    const rules = buildCoverRules({ onMainMemberDeath: 'successor' });
    const policy = {
      joinedOn: '2025-01-15',
      payments: [{ paidOn: '2025-01-15', amountCents: rules.monthlyPremiumCents * 24 }],
      mainMemberDiedOn: '2025-09-01',
    };
    const child = {
      relationship: 'child' as const,
      addedOn: '2025-01-15',
      dateOfBirth: '2015-01-01',
      isStudent: false,
      diedOn: null,
    };
    expect(computeCoverStatus(rules, policy, child, '2025-09-02')).toMatchObject({
      status: 'lapsed',
      reason: 'main_died',
      since: '2025-09-01',
    });
  });
});
