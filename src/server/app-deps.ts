import type { TAuth } from './auth/auth';
import type { TConfig } from './config';
import type { TDatabase } from './db/client';
import type { THeavyWork } from './platform/cpu/heavy-work';
import type { TJobQueue } from './platform/jobs/job-queue';
import type { TLogger } from './platform/logger';
import type { TMailer } from './platform/mail/mailer';
import type { TUserMailer } from './platform/mail/user-mail';
import type { TLimits } from './platform/rate-limit/limiter';
import type { TEventHub } from './platform/realtime/events';
import type { TStorage } from './platform/storage/storage';

/** What the app is built from: the runtime (runtime.ts) or a test makes these and hands them over. */
export type TAppDeps = {
  config: TConfig;
  database: TDatabase;
  auth: TAuth;
  mailer: TMailer;
  /** Mail addressed to a user, honouring their notification settings. */
  userMailer: TUserMailer;
  /** The one place files (photos, PDFs) are kept. */
  storage: TStorage;
  /** The one queue for background and scheduled work. */
  jobs: TJobQueue;
  logger: TLogger;
  events: TEventHub;
  /** The shared counters of every limit (platform/rate-limit/limiter.ts). */
  limits: TLimits;
  /** Each organization's places for heavy work, on every server (ADR 64). */
  heavyWork: THeavyWork;
  /** Folder of the built web app; omitted in API-only tests. */
  webDir?: string;
};
