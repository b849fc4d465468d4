import type { MiddlewareHandler } from 'hono';
import { CLIENT_IP_HEADER } from '../../auth/auth';
import type { TAppEnv } from '../../http/env';
import { AppError } from '../../platform/errors';

export type TSlidingWindow = {
  /** Counts one request for `key`; false when the key already used its budget in the last window. */
  tryHit: (key: string) => boolean;
};

/** Distinct client addresses remembered at most; the least recently seen are forgotten first. */
const MAX_KEYS = 10_000;

/**
 * An in-memory sliding-window counter: at most `limit` hits per key in any `windowMs`. It lives in one server
 * process, so behind several instances each allows `limit`; that is enough to stop a script hammering the
 * public forms, and needs no shared store.
 */
export function createSlidingWindow(options: {
  limit: number;
  windowMs: number;
  now?: () => number;
}): TSlidingWindow {
  const now = options.now ?? Date.now;
  const hits = new Map<string, number[]>();
  return {
    tryHit(key) {
      const at = now();
      const recent = (hits.get(key) ?? []).filter((time) => at - time < options.windowMs);
      const isAllowed = recent.length < options.limit;
      if (isAllowed) recent.push(at);
      // Re-inserting moves the key to the end, so the first key is always the least recently seen.
      hits.delete(key);
      hits.set(key, recent);
      if (hits.size > MAX_KEYS) {
        const oldest = hits.keys().next().value;
        if (oldest !== undefined) hits.delete(oldest);
      }
      return isAllowed;
    },
  };
}

/** Refuses a caller over the window's budget with 429; keyed on the client address app.ts resolved. */
export function limitByClientAddress(window: TSlidingWindow, isEnabled: boolean): MiddlewareHandler<TAppEnv> {
  return async (c, next) => {
    if (isEnabled && !window.tryHit(c.req.header(CLIENT_IP_HEADER) ?? 'unknown')) {
      throw new AppError('RATE_LIMITED', 'Too many requests. Please wait a few minutes and try again.');
    }
    await next();
  };
}
