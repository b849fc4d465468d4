import type { TLimiter, TLimits } from '../platform/rate-limit/limiter';

/**
 * better-auth's rate-limit storage on the app's shared limiter (platform/rate-limit/limiter.ts): every
 * instance counts the same per-address budgets. Each rule (window, max) is one counter, and the count and
 * the decision are one step in the store, so simultaneous requests, on one instance or several, cannot all
 * pass. The window is fixed from a key's first request (better-auth's own restarts at the last allowed one).
 */
export function createRateLimitStore(limits: TLimits) {
  const byRule = new Map<string, TLimiter>();
  const limiterFor = (rule: { window: number; max: number }) => {
    const name = `auth:${rule.window}:${rule.max}`;
    let limiter = byRule.get(name);
    if (!limiter) {
      limiter = limits.limiter({ name, points: rule.max, windowSeconds: rule.window });
      byRule.set(name, limiter);
    }
    return limiter;
  };
  return {
    consume: async (key: string, rule: { window: number; max: number }) => {
      const answer = await limiterFor(rule).hit(key);
      return answer.isAllowed
        ? { allowed: true, retryAfter: null }
        : { allowed: false, retryAfter: Math.max(1, Math.ceil(answer.msBeforeReset / 1000)) };
    },
  };
}
