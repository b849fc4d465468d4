import { describe, expect, it } from 'vitest';
import { findRoundOn, fullPotCents, listRounds } from './rounds';

const order = Array.from({ length: 12 }, (_, i) => `m${i + 1}`);

describe('rotation rounds', () => {
  it('runs one calendar month per member from the start date', () => {
    const rounds = listRounds({ order, frequency: 'monthly', startsOn: '2026-01-01' });
    expect(rounds).toHaveLength(12);
    expect(rounds[0]).toEqual({ number: 1, recipientId: 'm1', startsOn: '2026-01-01', endsOn: '2026-01-31' });
    expect(rounds[1]).toMatchObject({ startsOn: '2026-02-01', endsOn: '2026-02-28' });
    expect(rounds[11]).toMatchObject({ recipientId: 'm12', startsOn: '2026-12-01', endsOn: '2026-12-31' });
  });

  it('runs weekly and fortnightly rounds back to back', () => {
    const weekly = listRounds({ order: ['a', 'b'], frequency: 'weekly', startsOn: '2026-03-02' });
    expect(weekly.map((r) => [r.startsOn, r.endsOn])).toEqual([
      ['2026-03-02', '2026-03-08'],
      ['2026-03-09', '2026-03-15'],
    ]);
    const fortnightly = listRounds({ order: ['a', 'b'], frequency: 'fortnightly', startsOn: '2026-03-02' });
    expect(fortnightly[1]).toMatchObject({ startsOn: '2026-03-16', endsOn: '2026-03-29' });
  });

  it('finds the round a date falls in', () => {
    const rounds = listRounds({ order, frequency: 'monthly', startsOn: '2026-01-01' });
    expect(findRoundOn(rounds, '2026-03-15')?.number).toBe(3);
    expect(findRoundOn(rounds, '2025-12-31')).toBeNull();
    expect(findRoundOn(rounds, '2027-01-01')).toBeNull();
  });

  it('gives R12,000 when the recipient pays and R11,000 when not (12 x R1,000)', () => {
    expect(fullPotCents({ order, amountCents: 100_000, recipientPays: true })).toBe(1_200_000);
    expect(fullPotCents({ order, amountCents: 100_000, recipientPays: false })).toBe(1_100_000);
  });
});
