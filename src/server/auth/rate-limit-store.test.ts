import { afterEach, describe, expect, it, vi } from 'vitest';
import { openLimits } from '../platform/rate-limit/limiter';
import { createRateLimitStore } from './rate-limit-store';

const rule = { window: 60, max: 3 };

afterEach(() => {
  vi.useRealTimers();
});

describe('createRateLimitStore', () => {
  it('allows max requests in a window, then refuses with the seconds left, then allows again', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-02T08:00:00Z') });
    const store = createRateLimitStore(await openLimits({ keyPrefix: 'one' }));
    const answers = [];
    for (let index = 0; index < 4; index++) answers.push(await store.consume('1.2.3.4|/sign-in', rule));
    expect(answers.map((answer) => answer.allowed)).toEqual([true, true, true, false]);
    vi.advanceTimersByTime(45_000);
    expect(await store.consume('1.2.3.4|/sign-in', rule)).toEqual({ allowed: false, retryAfter: 15 });
    vi.advanceTimersByTime(15_000);
    expect((await store.consume('1.2.3.4|/sign-in', rule)).allowed).toBe(true);
  });

  it('counts each key, and each store, apart', async () => {
    const first = createRateLimitStore(await openLimits({ keyPrefix: 'first' }));
    const second = createRateLimitStore(await openLimits({ keyPrefix: 'second' }));
    for (let index = 0; index < 3; index++) await first.consume('a', rule);
    expect((await first.consume('a', rule)).allowed).toBe(false);
    expect((await first.consume('b', rule)).allowed).toBe(true);
    expect((await second.consume('a', rule)).allowed).toBe(true);
  });
});
