/** An entry is dropped once its window has passed; past this many, expired ones are swept out. */
const SWEEP_ABOVE_ENTRIES = 10_000;

type TEntry = { count: number; lastRequestAt: number };

/**
 * better-auth's rate-limit storage, held by one auth instance rather than the library's module-wide map:
 * two apps in one process (the integration files of a test worker) count apart, as two servers do. The
 * step is better-auth's own: a request is counted against the window since the last one allowed, and the
 * read, decision and write happen in one synchronous step, so simultaneous requests cannot all pass.
 */
export function createRateLimitStore() {
  const entries = new Map<string, TEntry>();
  const sweep = (now: number, windowMs: number) => {
    if (entries.size <= SWEEP_ABOVE_ENTRIES) return;
    for (const [key, entry] of entries) if (now - entry.lastRequestAt >= windowMs) entries.delete(key);
  };
  return {
    consume: async (key: string, rule: { window: number; max: number }) => {
      const now = Date.now();
      const windowMs = rule.window * 1000;
      sweep(now, windowMs);
      const entry = entries.get(key);
      if (!entry || now - entry.lastRequestAt >= windowMs) {
        entries.set(key, { count: 1, lastRequestAt: now });
        return { allowed: true, retryAfter: null };
      }
      if (entry.count >= rule.max) {
        return { allowed: false, retryAfter: Math.ceil((entry.lastRequestAt + windowMs - now) / 1000) };
      }
      entries.set(key, { count: entry.count + 1, lastRequestAt: now });
      return { allowed: true, retryAfter: null };
    },
  };
}
