import PgBoss from 'pg-boss';
import { SOUTH_AFRICA_TIME_ZONE } from '../../../shared/calendar';
import type { TDatabase } from '../../db/client';
import type { TLogger } from '../logger';

/** What a handler gets: the job's id and its data, as sent. */
export type TJob<TData> = {
  id: string;
  name: string;
  data: TData;
  /** No retry follows if this run fails: the handler records the failure for good. */
  isLastAttempt: boolean;
};
export type TJobHandler<TData> = (job: TJob<TData>) => Promise<void>;

export type TJobDefinition<TData> = {
  name: string;
  handler: TJobHandler<TData>;
  /** A job still running after this long counts as lost (a crashed server) and is tried again. */
  expireInSeconds?: number;
  retryLimit?: number;
  /** The first retry waits this long; each next one twice as long (unless `isBackingOff` is false). */
  retryDelaySeconds?: number;
  isBackingOff?: boolean;
  /** Jobs of this kind one server works at once (default 1). */
  workers?: number;
  /** 'stately': at most one job per singleton key waiting and one running (pg-boss queue policies). */
  policy?: 'standard' | 'stately';
  /**
   * Also send this job on a cron schedule (pg-boss cron: one job per tick across every server), where jobs
   * are worked. `tz` is the time zone the cron reads in.
   */
  schedule?: { cron: string; tz: string };
};

/**
 * How a daily job runs (ADR 0022): sent at `cron` South African time across all servers, at most one waiting
 * and one running, lost after an hour, retried five times from a minute apart.
 */
export function dailyJobRun(cron: string) {
  return {
    policy: 'stately',
    expireInSeconds: 60 * 60,
    retryLimit: 5,
    retryDelaySeconds: 60,
    schedule: { cron, tz: SOUTH_AFRICA_TIME_ZONE },
  } as const;
}

export type TSendOptions = {
  /** While a job with this key waits or runs, sending another with the same key adds nothing. */
  singletonKey?: string;
  /**
   * With a singletonKey: nor after such a job finished, while the queue still keeps it (a failed one aside).
   * For work every instance asks for as it starts (a day's catch-up), which must run once, not once per start.
   */
  isOncePerKey?: boolean;
};

export type TJobQueue = {
  /** Declares a kind of job; call before start(). */
  define<TData extends object>(definition: TJobDefinition<TData>): void;
  /** Creates the queue tables (first time) and, when `isWorking`, starts polling for jobs. */
  start(): Promise<void>;
  /** Queues a job; returns its id, or null when a job with the same singleton key is already waiting. */
  send<TData extends object>(name: string, data: TData, options?: TSendOptions): Promise<string | null>;
  /**
   * Runs every job waiting now (and any they queue) to completion, in this call: tests and scripts use it
   * to make background work deterministic. Returns how many jobs ran.
   */
  drain(): Promise<number>;
  /** Stops polling; jobs still running are marked failed, so they are retried by the next start. */
  stop(): Promise<void>;
};

export type TJobQueueOptions = {
  database: TDatabase;
  logger: TLogger;
  /** Poll for jobs in the background (servers); off in tests, which call drain(). */
  isWorking: boolean;
  pollingIntervalSeconds?: number;
};

const DEFAULT_EXPIRE_SECONDS = 15 * 60;
const DEFAULT_RETRY_LIMIT = 3;

/**
 * The one queue for background and scheduled work: pg-boss on the application's own database. On PGlite
 * it talks through the database's executeSql (see client.ts), so the embedded build needs no server.
 */
export function createJobQueue(options: TJobQueueOptions): TJobQueue {
  const { database, logger } = options;
  const definitions = new Map<string, TJobDefinition<object>>();
  const boss = new PgBoss({
    db: {
      executeSql: async (text: string, values: unknown[]) => database.executeSql(text, values),
    },
    schema: 'pgboss',
    // Maintenance (expiring lost jobs, archiving) runs only where jobs are worked.
    supervise: options.isWorking,
    schedule: options.isWorking,
    migrate: true,
  });
  boss.on('error', (error: Error) => logger.warn('job queue error', { reason: error.message }));
  let isStarted = false;
  /** This server's workers by queue: a job sent here wakes one of them, not waiting for its next poll. */
  const workerIds = new Map<string, string[]>();

  async function runOne(definition: TJobDefinition<object>, job: PgBoss.JobWithMetadata<object>) {
    await definition.handler({
      id: job.id,
      name: job.name,
      data: job.data,
      isLastAttempt: job.retryCount >= job.retryLimit,
    });
  }

  return {
    define(definition) {
      definitions.set(definition.name, definition as TJobDefinition<object>);
    },

    async start() {
      // pg-boss creates its tables on the first start and a table per queue; two instances doing either at
      // once collide (a duplicate schema, a deadlock), so both happen under the migration lock.
      await database.withMigrationLock(async () => {
        await boss.start();
        for (const definition of definitions.values()) {
          await boss.createQueue(definition.name, {
            name: definition.name,
            expireInSeconds: definition.expireInSeconds ?? DEFAULT_EXPIRE_SECONDS,
            retryLimit: definition.retryLimit ?? DEFAULT_RETRY_LIMIT,
            retryDelay: definition.retryDelaySeconds ?? 5,
            retryBackoff: definition.isBackingOff ?? true,
            policy: definition.policy ?? 'standard',
          });
        }
      });
      for (const definition of definitions.values()) {
        if (options.isWorking && definition.schedule) {
          await boss.schedule(definition.name, definition.schedule.cron, {}, { tz: definition.schedule.tz });
        }
        if (options.isWorking) {
          for (let worker = 0; worker < (definition.workers ?? 1); worker++) {
            const workerId = await boss.work<object>(
              definition.name,
              {
                pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
                batchSize: 1,
                includeMetadata: true,
              },
              async (jobs) => {
                for (const job of jobs) await runOne(definition, job);
              },
            );
            workerIds.set(definition.name, [...(workerIds.get(definition.name) ?? []), workerId]);
          }
        }
      }
      isStarted = true;
    },

    async send(name, data, sendOptions = {}) {
      if (!definitions.has(name)) throw new Error(`unknown job ${name}`);
      if (sendOptions.isOncePerKey && sendOptions.singletonKey) {
        const { rows } = await database.executeSql(
          `select 1 from pgboss.job where name = $1 and singleton_key = $2 and state not in ('failed', 'cancelled')
           union all
           select 1 from pgboss.archive where name = $1 and singleton_key = $2 and state not in ('failed', 'cancelled')
           limit 1`,
          [name, sendOptions.singletonKey],
        );
        // Two instances sending at the same moment both get here; pg-boss's singleton keeps one of them.
        if (rows.length > 0) return null;
      }
      const id = await boss.send(name, data, {
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
      });
      for (const workerId of workerIds.get(name) ?? []) boss.notifyWorker(workerId);
      return id;
    },

    async drain() {
      let ran = 0;
      for (let isBusy = true; isBusy; ) {
        isBusy = false;
        for (const definition of definitions.values()) {
          const jobs = await boss.fetch<object>(definition.name, { batchSize: 10, includeMetadata: true });
          for (const job of jobs) {
            isBusy = true;
            ran += 1;
            try {
              await runOne(definition, job);
              await boss.complete(definition.name, job.id);
            } catch (error) {
              const reason = error instanceof Error ? error.message : String(error);
              logger.warn('job failed', { job: definition.name, id: job.id, reason });
              await boss.fail(definition.name, job.id, { reason });
            }
          }
        }
      }
      return ran;
    },

    async stop() {
      if (!isStarted) return;
      isStarted = false;
      await boss.stop({ graceful: true, wait: true, timeout: 5_000, close: false });
    },
  };
}
