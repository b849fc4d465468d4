import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { getTodayIso } from '../../src/shared/calendar';

/** The PostgreSQL server the hard run creates (and drops) its databases on. */
export const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export function databaseUrl(name: string): string {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the server; returns its name and URL. */
export async function createDatabase(prefix: string): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name}`);
  return { name, url: databaseUrl(name) };
}

export async function dropDatabase(name: string): Promise<void> {
  await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

export type TQuery = (sql: string) => Promise<Record<string, unknown>[]>;

/** Ledger checks: each figure must be 0. */
export const LEDGER_CHECKS: Record<string, string> = {
  unbalancedEntries: `SELECT count(*)::int AS n FROM (SELECT entry_id FROM journal_lines GROUP BY entry_id
      HAVING sum(amount_cents) <> 0 OR count(*) < 2) x`,
  entriesWithoutLines: `SELECT count(*)::int AS n FROM journal_entries e
      WHERE NOT EXISTS (SELECT 1 FROM journal_lines l WHERE l.entry_id = e.id)`,
  accountBalanceDrift: `SELECT count(*)::int AS n FROM ledger_accounts a
      WHERE a.balance_cents <> coalesce((SELECT sum(l.amount_cents) FROM journal_lines l WHERE l.account_id = a.id), 0)`,
  trialBalanceOff: `SELECT count(*)::int AS n FROM (SELECT organization_id FROM ledger_accounts GROUP BY organization_id
      HAVING sum(balance_cents) <> 0) x`,
};

export async function ledgerCheckFailures(query: TQuery): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const [name, sql] of Object.entries(LEDGER_CHECKS)) {
    const [row] = await query(sql);
    result[name] = Number(row?.n ?? 0);
  }
  return result;
}

export const sumOf = (figures: Record<string, number>) => Object.values(figures).reduce((a, b) => a + b, 0);

/** Today's date, YYYY-MM-DD, for money dates (open month, never in the future). */
export function today(): string {
  return getTodayIso();
}

export function newKey(): string {
  return randomUUID();
}

/** A small seeded pseudo-random generator (mulberry32), so a run can be replayed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const REFUSALS = new Set([400, 401, 403, 404, 405, 409, 410, 413, 415, 422, 429]);
export const isRefusal = (status: number) => REFUSALS.has(status);
