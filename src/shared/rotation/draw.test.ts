import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawOrder, newDrawSeed } from './draw';

const twelve = Array.from({ length: 12 }, (_, i) => `member-${String(i + 1).padStart(2, '0')}`);

describe('drawOrder', () => {
  it('gives the same order for the same members and seed, whatever order the list is in', () => {
    const first = drawOrder(twelve, 'stokvel-2026');
    expect(drawOrder([...twelve].reverse(), 'stokvel-2026')).toEqual(first);
    expect([...first].sort()).toEqual(twelve);
  });

  it('is pinned for a published seed, so a member recomputing it gets this exact order', () => {
    expect(drawOrder(['a', 'b', 'c', 'd', 'e'], 'seed')).toEqual(
      drawOrder(['e', 'd', 'c', 'b', 'a'], 'seed'),
    );
    expect(drawOrder(['a', 'b', 'c', 'd', 'e'], 'seed')).toMatchInlineSnapshot(`
      [
        "e",
        "b",
        "d",
        "c",
        "a",
      ]
    `);
  });

  it('is what a member gets by following the published steps with a standard SHA-256', () => {
    const recompute = (ids: string[], seed: string) => {
      const order = [...ids].sort();
      const words: number[] = [];
      for (let block = 0; words.length < 200; block += 1) {
        const digest = createHash('sha256').update(`${seed}:${block}`).digest();
        for (let at = 0; at < 32; at += 4) words.push(digest.readUInt32BE(at));
      }
      for (let i = order.length - 1; i > 0; i -= 1) {
        const limit = Math.floor(2 ** 32 / (i + 1)) * (i + 1);
        let word = words.shift() as number;
        while (word >= limit) word = words.shift() as number;
        const j = word % (i + 1);
        [order[i], order[j]] = [order[j] as string, order[i] as string];
      }
      return order;
    };
    for (const seed of ['stokvel-2026', 'a1b2c3', '']) {
      expect(drawOrder(twelve, seed)).toEqual(recompute(twelve, seed));
    }
  });

  it('gives different orders for different seeds', () => {
    expect(drawOrder(twelve, 'one')).not.toEqual(drawOrder(twelve, 'two'));
  });

  it('is always a permutation of the members', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1 }), { maxLength: 40 }),
        fc.string(),
        (ids, seed) => {
          expect([...drawOrder(ids, seed)].sort()).toEqual([...ids].sort());
        },
      ),
    );
  });

  it('puts each member first about equally often', () => {
    const firsts = new Map<string, number>();
    for (let i = 0; i < 1200; i += 1) {
      const first = drawOrder(['a', 'b', 'c', 'd'], `seed-${i}`)[0] as string;
      firsts.set(first, (firsts.get(first) ?? 0) + 1);
    }
    for (const id of ['a', 'b', 'c', 'd']) expect(firsts.get(id)).toBeGreaterThan(240);
  });

  it('makes fresh 128-bit hex seeds', () => {
    expect(newDrawSeed()).toMatch(/^[0-9a-f]{32}$/);
    expect(newDrawSeed()).not.toBe(newDrawSeed());
  });
});
