import { describe, expect, it } from 'vitest';
import { mapInSlices } from './map-in-slices';

/** Work that holds the thread for `ms`, as computing one member's standing does. */
function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // holding the event loop on purpose
  }
}

describe('mapInSlices', () => {
  it('maps every item in order, as map would', async () => {
    await expect(mapInSlices([1, 2, 3, 4], (value) => value * 10)).resolves.toEqual([10, 20, 30, 40]);
    await expect(mapInSlices([], (value: number) => value)).resolves.toEqual([]);
  });

  it('lets the server answer between slices of a long pass, never after the whole of it', async () => {
    const answeredAfter: number[] = [];
    let mapped = 0;
    // A request arriving while the pass runs: answered on the event loop's next turn.
    const request = setInterval(() => answeredAfter.push(mapped), 0);
    await mapInSlices(
      Array.from({ length: 40 }, (_, index) => index),
      (value) => {
        busyFor(2);
        mapped += 1;
        return value;
      },
      10,
    );
    clearInterval(request);
    expect(answeredAfter.length).toBeGreaterThan(0);
    // Answered during the pass, every ten or so milliseconds of it: at least once before half was done.
    expect(answeredAfter.some((count) => count < 20)).toBe(true);
  });
});
