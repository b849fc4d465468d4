import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
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
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

const here = dirname(fileURLToPath(import.meta.url));
/** Beside this file in the source tree, and beside the bundle (the build copies them) in dist/server. */
export const MIGRATIONS_DIR = join(here, 'migrations');

export type TOpenOptions = { databaseUrl?: string | undefined; dataDir?: string | undefined };

/** Opens PostgreSQL when a URL is given, else the embedded PGlite (in memory when dataDir is undefined). */
export async function openDatabase(options: TOpenOptions): Promise<TDatabase> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<TDatabase> {
  const dir = dataDir ? resolve(dataDir, 'pglite') : undefined;
  if (dir) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir ? { dataDir: dir } : {});
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as TDb;
  return {
    db,
    kind: 'pglite',
    listen: async (channel, onPayload) => client.listen(channel, onPayload),
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<TDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  // bigint and numeric stay strings in pg; drizzle maps bigint(mode number) itself.
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as TDb;
  let listener: pg.Client | undefined;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  async function ensureListener(): Promise<pg.Client> {
    if (listener) return listener;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    client.on('notification', (msg) => {
      for (const handler of handlers.get(msg.channel) ?? []) handler(msg.payload ?? '');
    });
    listener = client;
    return client;
  }
  return {
    db,
    kind: 'postgres',
    listen: async (channel, onPayload) => {
      const client = await ensureListener();
      const set = handlers.get(channel) ?? new Set();
      if (set.size === 0) await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      set.add(onPayload);
      handlers.set(channel, set);
      return async () => {
        set.delete(onPayload);
      };
    },
    migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      await listener?.end();
      await pool.end();
    },
  };
}
