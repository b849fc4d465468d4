import { createApp } from './app';
import { createAuth } from './auth/auth';
import type { TConfig } from './config';
import { openDatabase, type TDatabase } from './db/client';
import { createLogger } from './platform/logger';
import { createMailer } from './platform/mail/mailer';
import { createUserMailer } from './platform/mail/user-mail';
import { startEventHub } from './platform/realtime/events';
import { createStorage } from './platform/storage/storage';

export type TRuntimeOptions = {
  config: TConfig;
  /** An already-open database (tests share one per file); otherwise opened from config. */
  database?: TDatabase;
  webDir?: string;
};

/** Wires config, database (migrated), mail, auth, live events and the HTTP app together. */
export async function createRuntime({ config, database: given, webDir }: TRuntimeOptions) {
  const logger = createLogger(config.logLevel);
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
  const storage = createStorage({ dataDir: config.dataDir });
  const auth = createAuth({ config, db: database.db, mailer });
  const events = await startEventHub(database, logger);
  const app = createApp({
    config,
    database,
    auth,
    mailer,
    userMailer,
    storage,
    logger,
    events,
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
    async close() {
      await events.stop();
      if (!given) await database.close();
    },
  };
}

export type TRuntime = Awaited<ReturnType<typeof createRuntime>>;
