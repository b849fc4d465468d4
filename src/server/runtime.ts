import { createApp } from './app';
import { createAuth } from './auth/auth';
import type { TConfig } from './config';
import { openDatabase, type TDatabase } from './db/client';
import {
  defineStatementImportJob,
  resumeStatementImports,
} from './features/bank-statements/statement-import-job';
import { catchUpCover, defineCoverJob } from './features/burial/cover-job';
import { catchUpGroupRules, defineGroupRulesJob } from './features/fines/group-rules-job';
import { defineGroupImportJob, resumeGroupImports } from './features/group-import/group-import-job';
import { defineReportJob, resumeReports } from './features/reports/report-job';
import { createHeavyWork } from './platform/cpu/heavy-work';
import { createJobQueue } from './platform/jobs/job-queue';
import { createLogger } from './platform/logger';
import { createMailer } from './platform/mail/mailer';
import { createUserMailer } from './platform/mail/user-mail';
import { openLimits } from './platform/rate-limit/limiter';
import { startEventHub } from './platform/realtime/events';
import { openStorage } from './platform/storage/storage';

export type TRuntimeOptions = {
  config: TConfig;
  /** An already-open database (tests share one per file); otherwise opened from config. */
  database?: TDatabase;
  webDir?: string;
  /**
   * Work background jobs as they arrive (default). Tests turn it off and run them with `jobs.drain()`, so
   * background work finishes exactly where the test says.
   */
  isJobWorking?: boolean;
  /**
   * Names this app's counters in the shared limits store. Instances of one deployment share the default;
   * tests give each app its own, so apps on one database or one Redis count apart.
   */
  limitKeyPrefix?: string;
};

/** Wires config, database (migrated), mail, storage, auth, live events, the job queue and the HTTP app together. */
export async function createRuntime({
  config,
  database: given,
  webDir,
  isJobWorking = true,
  limitKeyPrefix,
}: TRuntimeOptions) {
  const logger = createLogger(config.logLevel);
  // Checked before the server listens, as the limits' store is below: a missing bucket stops the start here.
  const storage = await openStorage({ dataDir: config.dataDir, storageUrl: config.storageUrl });
  const database =
    given ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onConnectionError: (error) => logger.warn('database connection lost', { reason: error.message }),
    }));
  await database.migrate();
  const mailer = createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
  const userMailer = createUserMailer({
    db: database.db,
    mailer,
    baseUrl: config.baseUrl,
    secret: config.authSecret,
  });
  const limits = await openLimits({
    pool: database.pool,
    redisUrl: config.redisUrl,
    onConnectionError: (error) => logger.warn('redis connection lost', { reason: error.message }),
    ...(limitKeyPrefix ? { keyPrefix: limitKeyPrefix } : {}),
  });
  const auth = createAuth({ config, db: database.db, mailer, userMailer, limits });
  const events = await startEventHub(database, logger, limits);
  const jobs = createJobQueue({ database, logger, isWorking: isJobWorking });
  const heavyWork = createHeavyWork(limits);
  defineReportJob(jobs, { db: database.db, storage, logger });
  defineStatementImportJob(jobs, { db: database.db, storage, heavyWork, logger });
  defineGroupImportJob(jobs, { db: database.db, storage, heavyWork, logger });
  defineGroupRulesJob(jobs, { db: database.db, logger, userMailer, baseUrl: config.baseUrl });
  defineCoverJob(jobs, { db: database.db, logger, mailer, userMailer, baseUrl: config.baseUrl });
  await jobs.start();
  // A server that was down when the daily jobs were due runs them now (tests run days themselves).
  if (isJobWorking) {
    await catchUpGroupRules(jobs);
    await catchUpCover(jobs);
  }
  // Work asked for before a restart (or left by a server that died) is queued again.
  await resumeReports(jobs, database.db);
  await resumeStatementImports(jobs, database.db);
  await resumeGroupImports(jobs, database.db);
  const app = createApp({
    config,
    database,
    auth,
    mailer,
    userMailer,
    storage,
    jobs,
    logger,
    events,
    limits,
    heavyWork,
    ...(webDir ? { webDir } : {}),
  });
  return {
    app,
    auth,
    database,
    events,
    logger,
    mailer,
    userMailer,
    storage,
    limits,
    jobs,
    /**
     * Queues the work seeded or left unfinished (reports without files) and, where jobs are worked, a rules
     * run over what was seeded; call after seeding.
     */
    resumeBackgroundWork: async () => {
      const resumed = await resumeReports(jobs, database.db);
      if (isJobWorking) {
        await catchUpGroupRules(jobs, 'after-seed');
        await catchUpCover(jobs, 'after-seed');
      }
      return resumed;
    },
    async close() {
      await jobs.stop();
      await events.stop();
      await limits.close();
      if (!given) await database.close();
    },
  };
}

export type TRuntime = Awaited<ReturnType<typeof createRuntime>>;
