import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { TDatabase } from '../db/client';
import { featureFlags, users } from '../db/schema';
import { openTestDatabase } from '../testing/test-database';
import { chooseDemoData } from './demo-data-choice';
import { prepareDemoData } from './demo-data-start';
import { DEMO_PASSWORD } from './demo-users';

/**
 * Demo users with the published password were seeded into any empty database, production included. The
 * server now seeds them only on the embedded database or when DEMO_DATA=1 asks, never with
 * NODE_ENV=production, and prints what it seeded.
 */
let database: TDatabase;
const SECRET = 'a-test-secret-that-is-long-enough-123456';
const start = (env: Record<string, string>) =>
  prepareDemoData(database.db, chooseDemoData(loadConfig({ AUTH_SECRET: SECRET, ...env })));

async function countUsers(): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0);
}

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('demo data on an empty database', () => {
  it('is not seeded with NODE_ENV=production, on the embedded database or a server, and says so', async () => {
    const databases: Record<string, string>[] = [{}, { DATABASE_URL: 'postgres://db/masakhane' }];
    for (const env of databases) {
      const started = await start({ NODE_ENV: 'production', ...env });
      expect(started).toEqual({
        isSeeded: false,
        lines: ['Demo data: off (never with NODE_ENV=production)'],
      });
    }
    expect(await countUsers()).toBe(0);
    const [flags] = await database.db.select({ n: count() }).from(featureFlags);
    expect(Number(flags?.n)).toBeGreaterThan(0);
  });

  it('is not seeded on a PostgreSQL server unless DEMO_DATA=1 asks', async () => {
    const started = await start({ DATABASE_URL: 'postgres://db/masakhane' });
    expect(started.isSeeded).toBe(false);
    expect(started.lines.join('\n')).not.toContain(DEMO_PASSWORD);
    expect(await countUsers()).toBe(0);
  });

  it('is seeded on the embedded database of a fresh clone, printing what was seeded and the sign-ins', async () => {
    const started = await start({ NODE_ENV: 'development' });
    expect(started.isSeeded).toBe(true);
    const users = await countUsers();
    expect(started.lines[0]).toMatch(
      new RegExp(
        `^Demo data seeded now \\(the embedded database\\): ${users} users, \\d+ organizations, \\d+ contributions, \\d+ loans, \\d+ receipts, \\d+ journal entries$`,
      ),
    );
    expect(started.lines).toContain(`Demo sign-ins (password for all: ${DEMO_PASSWORD}):`);
    expect(started.lines.some((line) => line.includes('thandi@masakhane.demo'))).toBe(true);

    const restarted = await start({ NODE_ENV: 'development' });
    expect(restarted.isSeeded).toBe(false);
    expect(restarted.lines[0]).toBe('Demo data: seeded on an earlier start');
    expect(restarted.lines).toContain(`Demo sign-ins (password for all: ${DEMO_PASSWORD}):`);
    expect(await countUsers()).toBe(users);
  });
});
