import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase, isPostgresUp } from '../testing/test-servers';
import { MIGRATIONS_DIR, openDatabase } from './client';

const isUp = await isPostgresUp();
let empty: Awaited<ReturnType<typeof createEmptyDatabase>> | undefined;

beforeAll(async () => {
  if (isUp) empty = await createEmptyDatabase();
});
afterAll(async () => {
  await empty?.drop();
});

describe.skipIf(!isUp)('migrations on PostgreSQL', () => {
  it('run once when two instances start together on an empty database; the second finds nothing to do', async () => {
    const url = empty?.url ?? '';
    const [first, second] = await Promise.all([
      openDatabase({ databaseUrl: url }),
      openDatabase({ databaseUrl: url }),
    ]);
    try {
      // Before the lock, the second crashed here on a type the first was creating (ledger_account_type).
      await Promise.all([first.migrate(), second.migrate()]);
      await second.migrate();
      const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const applied = await client.query('select count(*)::int as count from drizzle.__drizzle_migrations');
      const types = await client.query(
        "select count(*)::int as count from pg_type where typname = 'ledger_account_type'",
      );
      await client.end();
      expect(applied.rows[0].count).toBe(journal.entries.length);
      expect(types.rows[0].count).toBe(1);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
