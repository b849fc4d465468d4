import { describe, expect, it } from 'vitest';
import { createSlidingWindow } from './rate-limit';

function createClock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('createSlidingWindow', () => {
  it('allows the limit within a window and refuses the next hit', () => {
    const clock = createClock();
    const window = createSlidingWindow({ limit: 3, windowMs: 60_000, now: clock.now });
    expect([1, 2, 3, 4].map(() => window.tryHit('203.0.113.1'))).toEqual([true, true, true, false]);
  });

  it('counts each client address separately', () => {
    const window = createSlidingWindow({ limit: 1, windowMs: 60_000, now: createClock().now });
    expect(window.tryHit('203.0.113.1')).toBe(true);
    expect(window.tryHit('203.0.113.2')).toBe(true);
    expect(window.tryHit('203.0.113.1')).toBe(false);
  });

  it('slides: a hit leaves the window once it is older than the window', () => {
    const clock = createClock();
    const window = createSlidingWindow({ limit: 2, windowMs: 60_000, now: clock.now });
    window.tryHit('a');
    clock.advance(30_000);
    window.tryHit('a');
    expect(window.tryHit('a')).toBe(false);
    clock.advance(30_000);
    // The first hit is now 60 s old and no longer counts; the second still does.
    expect(window.tryHit('a')).toBe(true);
    expect(window.tryHit('a')).toBe(false);
  });

  it('does not count refused hits against the caller', () => {
    const clock = createClock();
    const window = createSlidingWindow({ limit: 1, windowMs: 10_000, now: clock.now });
    window.tryHit('a');
    clock.advance(5_000);
    expect(window.tryHit('a')).toBe(false);
    clock.advance(5_000);
    expect(window.tryHit('a')).toBe(true);
  });
});
