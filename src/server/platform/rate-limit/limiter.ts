import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import type pg from 'pg';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';

/** What a counter says after a step: the points counted in the current window and when it ends. */
export type TLimitReading = { count: number; msBeforeReset: number };
export type TLimitAnswer = TLimitReading & { isAllowed: boolean };

/** A named budget: at most `points` per key in each window of `windowSeconds` (a fixed window per key). */
export type TLimitRule = { name: string; points: number; windowSeconds: number };

export type TLimiter = {
  /** Counts `points` for `key` and says whether the key is still within its budget. */
  hit: (key: string, points?: number) => Promise<TLimitAnswer>;
  /** Counts `points` without refusing (what happened already, e.g. a failed sign-in). */
  add: (key: string, points?: number) => Promise<TLimitReading>;
  /** Gives `points` back (a stream that closed). */
  giveBack: (key: string, points?: number) => Promise<void>;
  /** The current window's count, or null when the key has none. */
  read: (key: string) => Promise<TLimitReading | null>;
  /** Sets the count with a window of its own that starts now (a delay, a renewed quiet period). */
  set: (key: string, count: number, windowSeconds: number) => Promise<void>;
  clear: (key: string) => Promise<void>;
};

export type TLimitsKind = 'memory' | 'postgres' | 'redis';

/**
 * Every counter of the app (sign-in and sign-up limits, lock-outs, form budgets, live-update streams) lives
 * in one store all instances share: Redis with REDIS_URL, else the PostgreSQL database. The embedded
 * database serves one process by construction, so there the counters are in that process's memory.
 */
export type TLimits = {
  kind: TLimitsKind;
  limiter: (rule: TLimitRule) => TLimiter;
  close: () => Promise<void>;
};

export type TLimitsOptions = {
  /** The PostgreSQL pool when the app runs on a server; undefined on the embedded database. */
  pool?: pg.Pool | undefined;
  redisUrl?: string | undefined;
  /** Where a Redis connection that drops after the start is reported (the client reconnects by itself). */
  onConnectionError?: (error: Error) => void;
  /** Keeps apps that share a store apart (each test app has its own); instances of one deployment share it. */
  keyPrefix?: string;
};

export const LIMITS_TABLE = 'rate_limits';
/** Any constant of our own: taken only while the table is made (see also db/client.ts's migration lock). */
const TABLE_LOCK_KEY = 7_240_044;
const CREATE_LIMITS_TABLE = `DO $$ BEGIN
  PERFORM pg_advisory_xact_lock(${TABLE_LOCK_KEY});
  CREATE TABLE IF NOT EXISTS "${LIMITS_TABLE}" (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint);
END $$`;
/** The key column of the PostgreSQL table is varchar(255): longer keys are hashed. */
const MAX_KEY_LENGTH = 200;

function fitKey(key: string): string {
  return key.length <= MAX_KEY_LENGTH ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

function toReading(res: RateLimiterRes): TLimitReading {
  return { count: res.consumedPoints, msBeforeReset: Math.max(0, res.msBeforeNext) };
}

function wrap(limiter: RateLimiterAbstract): TLimiter {
  return {
    async hit(key, points = 1) {
      try {
        return { isAllowed: true, ...toReading(await limiter.consume(fitKey(key), points)) };
      } catch (refusal) {
        // The library rejects with the reading when the budget is spent, and with an Error when the store fails.
        if (refusal instanceof RateLimiterRes) return { isAllowed: false, ...toReading(refusal) };
        throw refusal;
      }
    },
    async add(key, points = 1) {
      return toReading(await limiter.penalty(fitKey(key), points));
    },
    async giveBack(key, points = 1) {
      await limiter.reward(fitKey(key), points);
    },
    async read(key) {
      const res = await limiter.get(fitKey(key));
      return res ? toReading(res) : null;
    },
    async set(key, count, windowSeconds) {
      await limiter.set(fitKey(key), count, windowSeconds);
    },
    async clear(key) {
      await limiter.delete(fitKey(key));
    },
  };
}

/**
 * Opens the shared store the configuration names and checks that it answers, so a wrong REDIS_URL stops
 * the start with a clear message instead of failing the first sign-in.
 */
export async function openLimits({
  pool,
  redisUrl,
  keyPrefix = 'masakhane',
  onConnectionError = () => undefined,
}: TLimitsOptions): Promise<TLimits> {
  const prefixed = (rule: TLimitRule) => ({
    keyPrefix: `${keyPrefix}:${rule.name}`,
    points: rule.points,
    duration: rule.windowSeconds,
  });
  if (redisUrl) {
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2, connectTimeout: 5_000 });
    redis.on('error', onConnectionError);
    try {
      await redis.connect();
      await redis.ping();
    } catch (error) {
      redis.disconnect();
      throw new Error(
        `Redis at REDIS_URL did not answer (${error instanceof Error ? error.message : String(error)}); the shared limits need it`,
      );
    }
    return {
      kind: 'redis',
      limiter: (rule) => wrap(new RateLimiterRedis({ storeClient: redis, ...prefixed(rule) })),
      close: async () => {
        await redis.quit().catch(() => redis.disconnect());
      },
    };
  }
  if (pool) {
    // The library's own table, made here under a lock so instances starting together do not collide.
    await pool.query(CREATE_LIMITS_TABLE);
    // One limiter per instance sweeps expired rows every few minutes.
    new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: LIMITS_TABLE,
      tableCreated: true,
      ...prefixed({ name: 'sweep', points: 1, windowSeconds: 1 }),
    });
    return {
      kind: 'postgres',
      limiter: (rule) =>
        wrap(
          new RateLimiterPostgres({
            storeClient: pool,
            storeType: 'pool',
            tableName: LIMITS_TABLE,
            tableCreated: true,
            clearExpiredByTimeout: false,
            ...prefixed(rule),
          }),
        ),
      close: async () => undefined,
    };
  }
  // As in the shared stores, limiters of one name count in the same place.
  const inMemory = new Map<string, TLimiter>();
  return {
    kind: 'memory',
    limiter: (rule) => {
      const key = `${rule.name}:${rule.points}:${rule.windowSeconds}`;
      let limiter = inMemory.get(key);
      if (!limiter) {
        limiter = wrap(new RateLimiterMemory(prefixed(rule)));
        inMemory.set(key, limiter);
      }
      return limiter;
    },
    close: async () => undefined,
  };
}
