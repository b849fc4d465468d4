import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../db/client';
import { openTestDatabase } from '../../testing/test-database';
import { createLogger } from '../logger';
import { createJobQueue, type TJobQueue } from './job-queue';

let database: TDatabase;
const logger = createLogger('silent');

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

function queueWith(handler: (data: { n: number }) => Promise<void>): TJobQueue {
  const queue = createJobQueue({ database, logger, isWorking: false });
  queue.define<{ n: number }>({ name: 'test-sum', handler: (job) => handler(job.data) });
  queue.define<{ n: number }>({ name: 'test-once', handler: (job) => handler(job.data), policy: 'stately' });
  return queue;
}

describe('job queue on the application database', () => {
  it('tells a handler when a failure would be its last try', async () => {
    const attempts: boolean[] = [];
    const queue = createJobQueue({ database, logger, isWorking: false });
    queue.define<{ n: number }>({
      name: 'test-retried',
      retryLimit: 1,
      retryDelaySeconds: 1,
      isBackingOff: false,
      handler: async (job) => {
        attempts.push(job.isLastAttempt);
        throw new Error('not yet');
      },
    });
    await queue.start();
    await queue.send('test-retried', { n: 1 });
    expect(await queue.drain()).toBe(1);
    // The retry waits its delay, then runs as the last try.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await queue.drain()).toBe(1);
    expect(await queue.drain()).toBe(0);
    expect(attempts).toEqual([false, true]);
    await queue.stop();
  });

  it('runs queued jobs to completion when drained, once each', async () => {
    const seen: number[] = [];
    const queue = queueWith(async ({ n }) => {
      seen.push(n);
    });
    await queue.start();
    await queue.send('test-sum', { n: 1 });
    await queue.send('test-sum', { n: 2 });
    expect(await queue.drain()).toBe(2);
    expect(await queue.drain()).toBe(0);
    expect(seen.sort()).toEqual([1, 2]);
    await queue.stop();
  });

  it('keeps one waiting job per singleton key', async () => {
    const queue = queueWith(async () => undefined);
    await queue.start();
    const first = await queue.send('test-once', { n: 3 }, { singletonKey: 'same' });
    const second = await queue.send('test-once', { n: 3 }, { singletonKey: 'same' });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    expect(await queue.drain()).toBe(1);
    await queue.stop();
  });

  it('runs a job sent once per key only once, even when it is sent again after it finished', async () => {
    const queue = queueWith(async () => undefined);
    await queue.start();
    const options = { singletonKey: 'day-2026-12-02:start', isOncePerKey: true };
    expect(await queue.send('test-once', { n: 4 }, options)).toEqual(expect.any(String));
    expect(await queue.drain()).toBe(1);
    // A second instance starting later the same day asks again: nothing more is queued.
    expect(await queue.send('test-once', { n: 4 }, options)).toBeNull();
    expect(await queue.drain()).toBe(0);
    // Without the option a finished job's key may be used again (a report queued anew after a restart).
    expect(await queue.send('test-once', { n: 4 }, { singletonKey: 'day-2026-12-02:start' })).toEqual(
      expect.any(String),
    );
    expect(await queue.drain()).toBe(1);
    await queue.stop();
  });

  it('keeps a job sent before a restart and runs it after', async () => {
    const before = queueWith(async () => undefined);
    await before.start();
    await before.send('test-sum', { n: 4 });
    await before.stop();
    const seen: number[] = [];
    const after = queueWith(async ({ n }) => {
      seen.push(n);
    });
    await after.start();
    expect(await after.drain()).toBe(1);
    expect(seen).toEqual([4]);
    await after.stop();
  });

  it('works jobs in the background when working', async () => {
    const seen: number[] = [];
    const queue = createJobQueue({ database, logger, isWorking: true, pollingIntervalSeconds: 0.5 });
    queue.define<{ n: number }>({
      name: 'test-background',
      handler: async (job) => {
        seen.push(job.data.n);
      },
    });
    await queue.start();
    await queue.send('test-background', { n: 5 });
    await expect.poll(() => seen, { timeout: 5_000 }).toEqual([5]);
    await queue.stop();
  });
});
