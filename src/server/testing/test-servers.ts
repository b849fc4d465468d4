import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server the tests may use beside their own database (CI has one on 127.0.0.1:5432). */
export const POSTGRES_SERVER_URL =
  process.env.TEST_DATABASE_URL ?? process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** The Redis server of the shared-limits tests (CI has one on 127.0.0.1:6379). */
export const REDIS_SERVER_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a PostgreSQL server answers at `url` within 3 s. */
export async function isPostgresUp(url = POSTGRES_SERVER_URL): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  // A probe that timed out may still hear its socket fail later: that is the answer already given.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** A new empty database on the server, and how to drop it again. */
export async function createEmptyDatabase(
  serverUrl = POSTGRES_SERVER_URL,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `masakhane_empty_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
