import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { MIGRATIONS_DIR, openDatabase, openPgliteFromDump, type TDatabase } from '../db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by TEST_DATABASE_URL (dropped again by `close`).
 *
 * Both are copies of one template migrated once per set of migrations (ADR 58): PGlite loads a dump
 * of a migrated data directory, PostgreSQL creates the database `TEMPLATE` a migrated one. Each copy
 * still runs `migrate`, which finds nothing to do, so a template that fell behind cannot hide a change.
 */
export async function openTestDatabase(): Promise<TDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? openServerCopy(serverUrl) : openPgliteCopy();
}

/** Names the migrations: a new or edited migration gives new templates. */
function hashMigrations(): string {
  const hash = createHash('sha256');
  const journal = join(MIGRATIONS_DIR, 'meta', '_journal.json');
  hash.update(readFileSync(journal));
  for (const file of readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith('.sql'))
    .sort())
    hash.update(file).update(readFileSync(join(MIGRATIONS_DIR, file)));
  return hash.digest('hex').slice(0, 16);
}

async function openPgliteCopy(): Promise<TDatabase> {
  const dumpPath = join(tmpdir(), `masakhane-pglite-template-${hashMigrations()}.tar`);
  if (!existsSync(dumpPath)) {
    const template = await openDatabase({});
    await template.migrate();
    const dump = await template.dumpDataDir?.();
    if (!dump) throw new Error('the embedded database gave no dump');
    await template.close();
    // Written beside, then renamed: a worker that reads the template never reads half of one.
    const partial = `${dumpPath}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, dump);
    renameSync(partial, dumpPath);
  }
  const database = await openPgliteFromDump(readFileSync(dumpPath));
  await database.migrate();
  return database;
}

const TEMPLATE_LOCK = 7_318_245_101;

async function withAdmin<T>(serverUrl: string, body: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await body(admin);
  } finally {
    await admin.end();
  }
}

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** The migrated template on the server, made once under an advisory lock by whichever worker comes first. */
async function ensureServerTemplate(serverUrl: string): Promise<string> {
  const name = `masakhane_template_${hashMigrations()}`;
  await withAdmin(serverUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount) return;
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const template = await openDatabase({ databaseUrl: databaseUrl(serverUrl, building) });
      try {
        await template.migrate();
      } finally {
        await template.close();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  return name;
}

async function openServerCopy(serverUrl: string): Promise<TDatabase> {
  const template = await ensureServerTemplate(serverUrl);
  const name = `masakhane_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name) });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
