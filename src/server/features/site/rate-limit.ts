import type { MiddlewareHandler } from 'hono';
import { CLIENT_IP_HEADER } from '../../auth/auth';
import type { TAppEnv } from '../../http/env';
import { AppError } from '../../platform/errors';
import type { TLimits } from '../../platform/rate-limit/limiter';

export type TRequestBudget = {
  /** Counts one request for `key`; false when the key already used its budget in the current window. */
  tryHit: (key: string) => Promise<boolean>;
};

/**
 * At most `limit` hits per key in a window of `windowMs`, counted in the shared limiter
 * (platform/rate-limit/limiter.ts), so the budget holds across every instance. `name` keeps each budget's
 * counts apart.
 */
export function createRequestBudget(
  limits: TLimits,
  options: { name: string; limit: number; windowMs: number },
): TRequestBudget {
  const limiter = limits.limiter({
    name: options.name,
    points: options.limit,
    windowSeconds: Math.max(1, Math.round(options.windowMs / 1000)),
  });
  return {
    tryHit: async (key) => (await limiter.hit(key)).isAllowed,
  };
}

/** Refuses a caller over its budget with 429; keyed on the client address app.ts resolved. */
export function limitByClientAddress(budget: TRequestBudget, isEnabled: boolean): MiddlewareHandler<TAppEnv> {
  return async (c, next) => {
    if (isEnabled && !(await budget.tryHit(c.req.header(CLIENT_IP_HEADER) ?? 'unknown'))) {
      throw new AppError('RATE_LIMITED', 'Too many requests. Please wait a few minutes and try again.');
    }
    await next();
  };
}
