import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type TSchema = typeof schema;
/** One type for both drivers: repositories never know which database they talk to. */
export type TDb = PgDatabase<PgQueryResultHKT, TSchema>;
export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
export type TDbOrTx = TDb | TTx;

export type TDatabase = {
  db: TDb;
  kind: 'pglite' | 'postgres';
  /** Subscribes to a NOTIFY channel; returns the unsubscribe function. */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
  /**
   * Applies the committed migrations. On PostgreSQL under an advisory lock: a second instance starting at
   * the same moment waits, then finds nothing left to do.
   */
  migrate: () => Promise<void>;
  /**
   * Runs `body` while holding the lock migrations hold (PostgreSQL; the embedded database serves one
   * process): for other one-time set-up of the database that instances starting together must not race on.
   */
  withMigrationLock: <T>(body: () => Promise<T>) => Promise<T>;
  /**
   * Raw SQL for code that brings its own (the job queue): parameterless text may hold several
   * statements; with values it is one statement.
   */
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  close: () => Promise<void>;
  /** PostgreSQL only: the pool, for code that brings its own queries (the shared limits). */
  pool?: pg.Pool;
  /** The embedded database only: its whole data directory as one uncompressed tarball. */
  dumpDataDir?: () => Promise<Uint8Array>;
};

const here = dirname(fileURLToPath(import.meta.url));
/** Beside this file in the source tree, and beside the bundle (the build copies them) in dist/server. */
export const MIGRATIONS_DIR = join(here, 'migrations');

export type TOpenOptions = {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** Where dropped server connections are reported; they never crash the process. */
  onConnectionError?: (error: Error) => void;
};

/** Opens PostgreSQL when a URL is given, else the embedded PGlite (in memory when dataDir is undefined). */
export async function openDatabase(options: TOpenOptions): Promise<TDatabase> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onConnectionError ?? (() => undefined))
    : openPglite(options.dataDir);
}

/** An in-memory embedded database started from a tarball that `dumpDataDir` made. */
export function openPgliteFromDump(dump: Uint8Array<ArrayBuffer>): Promise<TDatabase> {
  return openPglite(undefined, new Blob([dump]));
}

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<TDatabase> {
  const dir = dataDir ? resolve(dataDir, 'pglite') : undefined;
  if (dir) mkdirSync(dir, { recursive: true });
  // pg_trgm backs the users search (migration users_search_trigram).
  const client = await PGlite.create({
    ...(dir ? { dataDir: dir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as TDb;
  return {
    db,
    kind: 'pglite',
    listen: async (channel, onPayload) => client.listen(channel, onPayload),
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    withMigrationLock: (body) => body(),
    // PGlite's query() takes one statement; exec() takes many but no parameters.
    executeSql: async (text, values = []) => {
      if (values.length === 0) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await client.query(text, values);
      return { rows: result.rows };
    },
    close: () => client.close(),
    dumpDataDir: async () => new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()),
  };
}

const RELISTEN_DELAY_MS = 1_000;
/** The advisory lock every migration run on PostgreSQL holds (any constant of our own, the same everywhere). */
export const MIGRATION_LOCK_KEY = 7_240_043;

/**
 * Runs `body` while a connection of its own holds the migration lock. The lock is the session's, so it is
 * let go when `body` ends, and by the server if the process dies meanwhile.
 */
async function withMigrationLock<T>(url: string, body: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      return await body(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}
const quoteChannel = (channel: string) => `"${channel.replace(/"/g, '')}"`;

/**
 * A pool for queries and one dedicated connection for LISTEN. A connection the server drops (restart,
 * failover, an administrator) is reported to `onConnectionError` instead of crashing the process; the pool
 * replaces idle clients by itself, and the listener reconnects and LISTENs again.
 */
async function openPostgres(url: string, onConnectionError: (error: Error) => void): Promise<TDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  pool.on('error', onConnectionError);
  // bigint and numeric stay strings in pg; drizzle maps bigint(mode number) itself.
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as TDb;
  let listener: Promise<pg.Client> | undefined;
  let isClosed = false;
  const handlers = new Map<string, Set<(payload: string) => void>>();

  function scheduleRelisten() {
    setTimeout(() => {
      if (isClosed) return;
      ensureListener().catch((error: Error) => {
        onConnectionError(error);
        listener = undefined;
        scheduleRelisten();
      });
    }, RELISTEN_DELAY_MS).unref();
  }

  function ensureListener(): Promise<pg.Client> {
    listener ??= (async () => {
      const client = new pg.Client({ connectionString: url });
      client.on('notification', (msg) => {
        for (const handler of handlers.get(msg.channel) ?? []) handler(msg.payload ?? '');
      });
      client.on('error', (error) => {
        onConnectionError(error);
        listener = undefined;
        if (!isClosed) scheduleRelisten();
      });
      await client.connect();
      for (const [channel, set] of handlers)
        if (set.size > 0) await client.query(`LISTEN ${quoteChannel(channel)}`);
      return client;
    })();
    return listener;
  }

  return {
    db,
    kind: 'postgres',
    listen: async (channel, onPayload) => {
      const set = handlers.get(channel) ?? new Set();
      handlers.set(channel, set);
      const isFirst = set.size === 0;
      set.add(onPayload);
      const client = await ensureListener();
      if (isFirst) await client.query(`LISTEN ${quoteChannel(channel)}`);
      return async () => {
        set.delete(onPayload);
      };
    },
    migrate: () =>
      withMigrationLock(url, (client) =>
        migratePg(drizzlePg({ client, schema, casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_DIR }),
      ),
    withMigrationLock: (body) => withMigrationLock(url, body),
    pool,
    executeSql: async (text, values = []) => {
      const result = await pool.query(text, values);
      // A multi-statement text answers with one result per statement.
      return { rows: Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows };
    },
    close: async () => {
      isClosed = true;
      const client = await listener?.catch(() => undefined);
      await client?.end().catch(() => undefined);
      await pool.end();
    },
  };
}
