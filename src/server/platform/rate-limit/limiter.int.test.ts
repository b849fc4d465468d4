import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase, isPostgresUp, REDIS_SERVER_URL } from '../../testing/test-servers';
import { openLimits, type TLimits } from './limiter';

const isPostgresReachable = await isPostgresUp();
const isRedisReachable = await (async () => {
  const redis = new Redis(REDIS_SERVER_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return true;
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
})();

/** Two instances of one deployment: two connections to one store, one key prefix. */
type TPair = { first: TLimits; second: TLimits };

function describeSharedStore(name: string, isReachable: boolean, open: () => Promise<TPair>) {
  describe.skipIf(!isReachable)(`the shared limits on ${name}`, () => {
    let pair: TPair;
    beforeAll(async () => {
      pair = await open();
    });
    afterAll(async () => {
      await pair?.first.close();
      await pair?.second.close();
    });

    it('count one budget across instances, and refuse on either once it is spent', async () => {
      const rule = { name: 'budget', points: 5, windowSeconds: 60 };
      const [onA, onB] = [pair.first.limiter(rule), pair.second.limiter(rule)];
      const answers = [];
      for (let index = 0; index < 6; index++)
        answers.push(await (index % 2 === 0 ? onA : onB).hit('203.0.113.9'));
      expect(answers.map((answer) => answer.isAllowed)).toEqual([true, true, true, true, true, false]);
      expect(answers[5]?.msBeforeReset).toBeGreaterThan(55_000);
      expect((await onB.hit('203.0.113.10')).isAllowed).toBe(true);
    });

    it('count simultaneous hits from both instances exactly: the budget is never exceeded', async () => {
      const rule = { name: 'burst', points: 10, windowSeconds: 60 };
      const [onA, onB] = [pair.first.limiter(rule), pair.second.limiter(rule)];
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, index) => (index % 2 === 0 ? onA : onB).hit('same-user')),
      );
      expect(answers.filter((answer) => answer.isAllowed)).toHaveLength(10);
      // Each count is handed out once: one caller, on one instance, sees the tenth.
      expect(answers.filter((answer) => answer.count === 10)).toHaveLength(1);
    });

    it('add, give back, set with a window of its own, read and clear', async () => {
      const rule = { name: 'steps', points: 3, windowSeconds: 60 };
      const [onA, onB] = [pair.first.limiter(rule), pair.second.limiter(rule)];
      expect((await onA.add('k', 4)).count).toBe(4);
      expect((await onB.hit('k')).isAllowed).toBe(false);
      await onB.giveBack('k', 5);
      expect((await onA.read('k'))?.count).toBe(0);
      await onA.set('k', 2, 2);
      const reading = await onB.read('k');
      expect(reading?.count).toBe(2);
      expect(reading?.msBeforeReset).toBeLessThanOrEqual(2000);
      await onB.clear('k');
      expect(await onA.read('k')).toBeNull();
      // A key longer than the store's column is hashed, not refused.
      expect((await onA.hit(`${'x'.repeat(300)}@example.com`)).isAllowed).toBe(true);
    });

    it('keep apps with different prefixes apart', async () => {
      const rule = { name: 'apart', points: 1, windowSeconds: 60 };
      const other = await openOther();
      try {
        expect((await pair.first.limiter(rule).hit('k')).isAllowed).toBe(true);
        expect((await pair.second.limiter(rule).hit('k')).isAllowed).toBe(false);
        expect((await other.limiter(rule).hit('k')).isAllowed).toBe(true);
      } finally {
        await other.close();
      }
    });

    let openOther: () => Promise<TLimits>;
    beforeAll(() => {
      openOther = async () => {
        const next = await open();
        await next.second.close();
        return next.first;
      };
    });
  });
}

let database: Awaited<ReturnType<typeof createEmptyDatabase>> | undefined;
const pools: pg.Pool[] = [];
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
  await database?.drop();
});

describeSharedStore('PostgreSQL', isPostgresReachable, async () => {
  database ??= await createEmptyDatabase();
  const keyPrefix = `test-${randomUUID()}`;
  const [poolA, poolB] = [
    new pg.Pool({ connectionString: database.url, max: 4 }),
    new pg.Pool({ connectionString: database.url, max: 4 }),
  ];
  pools.push(poolA, poolB);
  // Dropping the database at the end ends any connection a closing pool still holds: not an error here.
  for (const pool of [poolA, poolB]) pool.on('error', () => undefined);
  // Both make the table at the same moment, as two instances starting together do.
  const [first, second] = await Promise.all([
    openLimits({ pool: poolA, keyPrefix }),
    openLimits({ pool: poolB, keyPrefix }),
  ]);
  expect(first.kind).toBe('postgres');
  return { first, second };
});

describeSharedStore('Redis', isRedisReachable, async () => {
  const keyPrefix = `test-${randomUUID()}`;
  const first = await openLimits({ redisUrl: REDIS_SERVER_URL, keyPrefix });
  const second = await openLimits({ redisUrl: REDIS_SERVER_URL, keyPrefix });
  expect(first.kind).toBe('redis');
  return { first, second };
});

describe('opening the limits', () => {
  it('stops with a clear message when Redis does not answer', async () => {
    await expect(openLimits({ redisUrl: 'redis://127.0.0.1:9' })).rejects.toThrow(
      /Redis at REDIS_URL did not answer .*; the shared limits need it/,
    );
  });

  it('keeps the counters in memory on the embedded database', async () => {
    expect((await openLimits({})).kind).toBe('memory');
  });
});
