import { count, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TDb } from '../db/client';
import { contributions, journalEntries, loans, organizations, receipts, users } from '../db/schema';
import type { TDemoDataChoice } from './demo-data-choice';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users';
import { seedDemoData, seedFeatureFlags } from './seed';

const DEMO_EMAILS = DEMO_USERS.map((user) => user.email);

async function countRows(db: TDb, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return Number(row?.n ?? 0);
}

/** What the database holds after the demo seed, in a treasurer's words. */
async function describeSeededData(db: TDb): Promise<string> {
  const figures: [string, number][] = [
    ['users', await countRows(db, users)],
    ['organizations', await countRows(db, organizations)],
    ['contributions', await countRows(db, contributions)],
    ['loans', await countRows(db, loans)],
    ['receipts', await countRows(db, receipts)],
    ['journal entries', await countRows(db, journalEntries)],
  ];
  return figures.map(([label, value]) => `${value} ${label}`).join(', ');
}

/**
 * What the server does about demo data as it starts: seeds it into an empty database when `choice` wants it
 * (otherwise only the feature flags every database needs) and returns the lines to print, which name what
 * was seeded and list the demo sign-ins only while demo users exist.
 */
export async function prepareDemoData(
  db: TDb,
  choice: TDemoDataChoice,
): Promise<{ isSeeded: boolean; lines: string[] }> {
  if (!choice.isWanted) {
    await seedFeatureFlags(db);
    return { isSeeded: false, lines: [`Demo data: off (${choice.reason})`] };
  }
  const isSeeded = await seedDemoData(db);
  const [present] = await db.select({ n: count() }).from(users).where(inArray(users.email, DEMO_EMAILS));
  const hasDemoUsers = Number(present?.n ?? 0) > 0;
  const lines = [
    isSeeded
      ? `Demo data seeded now (${choice.reason}): ${await describeSeededData(db)}`
      : hasDemoUsers
        ? 'Demo data: seeded on an earlier start'
        : 'Demo data: not seeded (the database already has users)',
  ];
  if (hasDemoUsers) {
    lines.push(
      '',
      `Demo sign-ins (password for all: ${DEMO_PASSWORD}):`,
      ...DEMO_USERS.map((user) => `  ${user.email.padEnd(34)} ${user.description}`),
    );
  }
  return { isSeeded, lines };
}
