import { sha256 } from './sha256';

/**
 * The recorded payout draw of a rotating stokvel. Anyone holding the member list and the seed gets the same
 * order, so any member can check the draw:
 *
 * 1. Start from the member ids sorted in code-unit order (so the order the list was typed in does not matter).
 * 2. Fisher-Yates from the last position down: for i = n-1 ... 1 pick j uniformly in 0..i and swap i and j.
 * 3. The random numbers are 32-bit big-endian words read in turn from SHA-256("<seed>:0"), SHA-256("<seed>:1"),
 *    ... (8 words per block). A word w picks j = w mod (i+1), except that words at or above the largest multiple
 *    of (i+1) below 2^32 are skipped, so every j is exactly as likely.
 */
export function drawOrder(memberIds: readonly string[], seed: string): string[] {
  const order = [...memberIds].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const nextWord = wordStream(seed);
  for (let i = order.length - 1; i > 0; i -= 1) {
    const range = i + 1;
    const limit = Math.floor(2 ** 32 / range) * range;
    let word = nextWord();
    while (word >= limit) word = nextWord();
    const j = word % range;
    const held = order[i] as string;
    order[i] = order[j] as string;
    order[j] = held;
  }
  return order;
}

function wordStream(seed: string): () => number {
  let block = 0;
  let words = new DataView(sha256(`${seed}:0`).buffer);
  let index = 0;
  return () => {
    if (index === 8) {
      block += 1;
      words = new DataView(sha256(`${seed}:${block}`).buffer);
      index = 0;
    }
    const word = words.getUint32(index * 4);
    index += 1;
    return word;
  };
}

/** A fresh seed for a draw: 128 random bits as hex (recorded with the cycle so the draw can be rechecked). */
export function newDrawSeed(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
