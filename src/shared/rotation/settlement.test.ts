import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settleCycle } from './settlement';

const order = Array.from({ length: 12 }, (_, i) => `m${i + 1}`);
const everyonePays = () => true;
const terms = { order, amountCents: 100_000, recipientPays: false };

describe('settleCycle', () => {
  it('pays R11,000 a round when 12 members pay R1,000 and the recipient does not pay', () => {
    const { rounds, members } = settleCycle(terms, everyonePays);
    expect(rounds.map((round) => round.potCents)).toEqual(Array(12).fill(1_100_000));
    expect(members.every((member) => member.netCents === 0 && member.paidCents === 1_100_000)).toBe(true);
  });

  it('pays R12,000 a round when the recipient also pays', () => {
    const { rounds, members } = settleCycle({ ...terms, recipientPays: true }, everyonePays);
    expect(rounds[0]?.potCents).toBe(1_200_000);
    expect(members.every((member) => member.netCents === 0)).toBe(true);
  });

  it('a member missing month 3 before their turn shorts that pot and still nets everyone to zero', () => {
    // m7 (turn 7) misses round 3, paid to m3.
    const { rounds, members } = settleCycle(terms, (id, round) => !(id === 'm7' && round === 3));
    expect(rounds[2]).toMatchObject({ recipientId: 'm3', potCents: 1_000_000, owingIds: ['m7'] });
    expect(rounds[6]).toMatchObject({ recipientId: 'm7', potCents: 1_000_000, excusedIds: ['m3'] });
    expect(rounds[6]?.expectedIds).not.toContain('m3');
    expect(members.find((m) => m.memberId === 'm7')).toMatchObject({
      paidCents: 1_000_000,
      receivedCents: 1_000_000,
      owesCents: 0,
    });
    expect(members.find((m) => m.memberId === 'm3')).toMatchObject({ paidCents: 1_000_000, netCents: 0 });
    expect(members.map((m) => m.netCents)).toEqual(Array(12).fill(0));
  });

  it('a member defaulting after their turn owes R1,000', () => {
    // m2 is paid in round 2, then misses round 5.
    const { members, rounds } = settleCycle(terms, (id, round) => !(id === 'm2' && round === 5));
    expect(rounds[4]?.potCents).toBe(1_000_000);
    expect(members.find((m) => m.memberId === 'm2')).toMatchObject({ owesCents: 100_000, netCents: 100_000 });
    expect(members.find((m) => m.memberId === 'm5')?.netCents).toBe(-100_000);
  });

  it('shows a round in progress: who paid, who owes and the pot so far', () => {
    const paidSoFar = new Set(['m2', 'm3', 'm4']);
    const { rounds } = settleCycle(terms, (id, round) => round < 1 || paidSoFar.has(id), 1);
    expect(rounds).toHaveLength(1);
    expect(rounds[0]).toMatchObject({
      paidIds: ['m2', 'm3', 'm4'],
      potCents: 300_000,
      expectedPotCents: 1_100_000,
    });
    expect(rounds[0]?.owingIds).toHaveLength(8);
  });

  const cycles = fc.record({
    size: fc.integer({ min: 2, max: 15 }),
    amountCents: fc.integer({ min: 1, max: 500_000 }),
    recipientPays: fc.boolean(),
  });

  it('nets every member to zero when all pay (property)', () => {
    fc.assert(
      fc.property(cycles, ({ size, amountCents, recipientPays }) => {
        const ids = Array.from({ length: size }, (_, i) => `id${i}`);
        const { members } = settleCycle({ order: ids, amountCents, recipientPays }, everyonePays);
        expect(members.map((m) => m.netCents)).toEqual(Array(size).fill(0));
      }),
    );
  });

  it('nets every member to zero when members miss only rounds before their own turn (property)', () => {
    fc.assert(
      fc.property(cycles, fc.array(fc.boolean(), { minLength: 225, maxLength: 225 }), (cycle, misses) => {
        const ids = Array.from({ length: cycle.size }, (_, i) => `id${i}`);
        const hasPaid = (id: string, round: number) => {
          const turn = ids.indexOf(id) + 1;
          return round >= turn || !misses[(turn - 1) * 15 + round - 1];
        };
        const { members } = settleCycle({ order: ids, ...cycle }, hasPaid);
        expect(members.map((m) => m.netCents)).toEqual(Array(cycle.size).fill(0));
      }),
    );
  });

  it('never creates or loses a cent, whoever misses (property)', () => {
    fc.assert(
      fc.property(cycles, fc.array(fc.boolean(), { minLength: 225, maxLength: 225 }), (cycle, misses) => {
        const ids = Array.from({ length: cycle.size }, (_, i) => `id${i}`);
        const hasPaid = (id: string, round: number) => !misses[ids.indexOf(id) * 15 + round - 1];
        const { members, rounds } = settleCycle({ order: ids, ...cycle }, hasPaid);
        const paid = members.reduce((sum, m) => sum + m.paidCents, 0);
        expect(members.reduce((sum, m) => sum + m.receivedCents, 0)).toBe(paid);
        expect(rounds.reduce((sum, r) => sum + r.potCents, 0)).toBe(paid);
        expect(members.reduce((sum, m) => sum + m.netCents, 0)).toBe(0);
      }),
    );
  });
});
