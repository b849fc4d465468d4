import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long one slice may hold the event loop before the server answers what is waiting. */
const SLICE_MS = 10;

/**
 * `items.map(map)`, giving the event loop back whenever a slice has run for `sliceMs`: a pass over every
 * member of a large group (their standings, 20 s for 5,000 members with a million contributions) would
 * otherwise hold every request of the server until it ends
 * (docs/decisions/0057-long-passes-give-way-to-requests.md).
 */
export async function mapInSlices<TItem, TResult>(
  items: readonly TItem[],
  map: (item: TItem) => TResult,
  sliceMs = SLICE_MS,
): Promise<TResult[]> {
  const results: TResult[] = [];
  let sliceStartedAt = performance.now();
  for (const item of items) {
    results.push(map(item));
    if (performance.now() - sliceStartedAt >= sliceMs) {
      await nextTurn();
      sliceStartedAt = performance.now();
    }
  }
  return results;
}
