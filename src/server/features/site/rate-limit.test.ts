import { afterEach, describe, expect, it, vi } from 'vitest';
import { openLimits } from '../../platform/rate-limit/limiter';
import { createRequestBudget } from './rate-limit';

afterEach(() => {
  vi.useRealTimers();
});

describe('createRequestBudget', () => {
  it('allows the limit within a window and refuses the next hit', async () => {
    const budget = createRequestBudget(await openLimits({}), { name: 'a', limit: 3, windowMs: 60_000 });
    const answers = [];
    for (let index = 0; index < 4; index++) answers.push(await budget.tryHit('203.0.113.1'));
    expect(answers).toEqual([true, true, true, false]);
  });

  it('counts each client address, and each named budget, separately', async () => {
    const limits = await openLimits({});
    const budget = createRequestBudget(limits, { name: 'a', limit: 1, windowMs: 60_000 });
    const other = createRequestBudget(limits, { name: 'b', limit: 1, windowMs: 60_000 });
    expect(await budget.tryHit('203.0.113.1')).toBe(true);
    expect(await budget.tryHit('203.0.113.2')).toBe(true);
    expect(await budget.tryHit('203.0.113.1')).toBe(false);
    expect(await other.tryHit('203.0.113.1')).toBe(true);
  });

  it('allows again once the window has passed', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-02T08:00:00Z') });
    const budget = createRequestBudget(await openLimits({}), { name: 'a', limit: 1, windowMs: 10_000 });
    await budget.tryHit('a');
    vi.advanceTimersByTime(5_000);
    expect(await budget.tryHit('a')).toBe(false);
    vi.advanceTimersByTime(5_000);
    expect(await budget.tryHit('a')).toBe(true);
  });
});
