import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { parseTrustedProxies, type TTrustedProxies } from './platform/client-address';

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  BASE_URL: z.url().optional(),
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default('Masakhane <no-reply@masakhane.local>'),
  CONTACT_INBOX: z.email().default('hello@masakhane.co.za'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GITHUB_CLIENT_ID: z.string().min(1).optional(),
  GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  DEMO_DATA: z.enum(['0', '1']).optional(),
  STORAGE_URL: z.string().min(1).optional(),
  REDIS_URL: z.string().min(1).optional(),
  TRUSTED_PROXIES: z.string().optional(),
});

export type TConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  baseUrl: string;
  /** Origins allowed to make state-changing calls: BASE_URL's, plus 127.0.0.1 when BASE_URL is the default. */
  trustedOrigins: string[];
  databaseUrl: string | undefined;
  dataDir: string;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  contactInbox: string;
  google: { clientId: string; clientSecret: string } | undefined;
  github: { clientId: string; clientSecret: string } | undefined;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  isRateLimited: boolean;
  /** DEMO_DATA: '1' asks for the demo data on a PostgreSQL server, '0' refuses it everywhere (demo/demo-data-choice.ts). */
  demoData: '0' | '1' | undefined;
  /** STORAGE_URL: the S3-compatible bucket every instance shares; unset, files stay in DATA_DIR/files. */
  storageUrl: string | undefined;
  /** REDIS_URL: the shared store of the limits; unset, they are kept in PostgreSQL (or in memory on PGlite). */
  redisUrl: string | undefined;
  /** TRUSTED_PROXIES: the proxies (addresses or CIDR ranges) whose X-Forwarded-For / Forwarded is believed. */
  trustedProxies: TTrustedProxies;
};

/** A development secret is generated once into the data folder so sessions survive a restart. */
function readOrCreateDevSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function pair(id: string | undefined, secret: string | undefined) {
  return id && secret ? { clientId: id, clientSecret: secret } : undefined;
}

/** Reads and validates the environment once; throws a readable error naming the bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const env = parsed.data;
  // A secret generated into one machine's data folder would differ on every instance, and a production
  // secret belongs in the environment, not on the disk.
  if (!env.AUTH_SECRET && (env.NODE_ENV === 'production' || env.DATABASE_URL)) {
    throw new Error(
      `Invalid configuration: AUTH_SECRET is required ${env.NODE_ENV === 'production' ? 'with NODE_ENV=production' : 'with DATABASE_URL'} (at least 32 characters, the same on every instance; e.g. openssl rand -base64 32)`,
    );
  }
  if (env.NODE_ENV === 'production' && env.DEMO_DATA === '1') {
    throw new Error(
      'Invalid configuration: DEMO_DATA=1 is refused with NODE_ENV=production (demo users share a published password)',
    );
  }
  const baseUrl = (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    baseUrl,
    trustedOrigins: env.BASE_URL ? [new URL(baseUrl).origin] : [baseUrl, `http://127.0.0.1:${env.PORT}`],
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    authSecret: env.AUTH_SECRET ?? readOrCreateDevSecret(env.DATA_DIR),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    contactInbox: env.CONTACT_INBOX,
    google: pair(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET),
    github: pair(env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET),
    logLevel: env.LOG_LEVEL,
    isRateLimited: env.RATE_LIMIT === 'on',
    demoData: env.DEMO_DATA,
    storageUrl: env.STORAGE_URL,
    redisUrl: env.REDIS_URL,
    trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES ?? ''),
  };
}
