import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type TDatabase } from '../../src/server/db/client';
import { seedDemoData } from '../../src/server/demo/seed';
import { createDatabase, dropDatabase, ledgerCheckFailures, sumOf } from './support';

type TRecord = (part: string, figure: string, value: number | string, ok: boolean) => void;

/** Row counts of every table and the ledger's totals: a faithful round trip keeps each one. */
async function figuresOf(
  database: TDatabase,
): Promise<{ rows: Record<string, number>; ledger: string; checks: number }> {
  const query = async (text: string) => (await database.executeSql(text)).rows as Record<string, unknown>[];
  const tables = await query(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
  );
  const rows: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [row] = await query(`SELECT count(*)::int AS n FROM "${String(table)}"`);
    rows[String(table)] = Number(row?.n ?? 0);
  }
  const [totals] = await query(`SELECT
      (SELECT coalesce(sum(abs(balance_cents)), 0) FROM ledger_accounts)::text AS balances,
      (SELECT coalesce(sum(abs(amount_cents)), 0) FROM journal_lines)::text AS lines,
      (SELECT coalesce(sum(amount_cents), 0) FROM contributions)::text AS contributions`);
  return { rows, ledger: JSON.stringify(totals), checks: sumOf(await ledgerCheckFailures(query)) };
}

function runScript(script: string, file: string, env: Record<string, string>) {
  const { DATABASE_URL: _, ...inherited } = process.env;
  execFileSync('npx', ['tsx', script, file], {
    env: { ...inherited, LOG_LEVEL: 'silent', ...env },
    stdio: 'pipe',
  });
}

function compare(
  record: TRecord,
  engine: string,
  before: Awaited<ReturnType<typeof figuresOf>>,
  after: Awaited<ReturnType<typeof figuresOf>>,
) {
  const tables = Object.keys(before.rows);
  const differing = tables.filter((table) => before.rows[table] !== after.rows[table]);
  const total = Object.values(before.rows).reduce((a, b) => a + b, 0);
  for (const table of differing)
    process.stdout.write(`   ${engine}: ${table} ${before.rows[table]} -> ${after.rows[table]}\n`);
  record('backup', `${engine}: tables / rows restored`, `${tables.length} / ${total}`, total > 0);
  record('backup', `${engine}: tables with other row counts`, differing.length, differing.length === 0);
  record(
    'backup',
    `${engine}: ledger totals equal`,
    after.ledger === before.ledger ? 'yes' : 'no',
    after.ledger === before.ledger,
  );
  record('backup', `${engine}: ledger check failures`, after.checks, after.checks === 0);
}

export async function runBackupRoundTrips(record: TRecord): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'masakhane-backup-'));
  try {
    // PostgreSQL: pg_dump of a seeded database, pg_restore into a new one.
    const source = await createDatabase('masakhane_hard_backup');
    const copy = await createDatabase('masakhane_hard_restore');
    try {
      const original = await openDatabase({ databaseUrl: source.url });
      await original.migrate();
      await seedDemoData(original.db);
      const before = await figuresOf(original);
      await original.close();
      runScript('scripts/backup.ts', join(work, 'pg.dump'), { DATABASE_URL: source.url });
      runScript('scripts/restore.ts', join(work, 'pg.dump'), { DATABASE_URL: copy.url });
      const restored = await openDatabase({ databaseUrl: copy.url });
      compare(record, 'PostgreSQL', before, await figuresOf(restored));
      await restored.close();
    } finally {
      await dropDatabase(source.name);
      await dropDatabase(copy.name);
    }

    // Embedded PGlite: a dump of the data directory, loaded into another one.
    const sourceDir = join(work, 'pglite-source');
    const copyDir = join(work, 'pglite-copy');
    const original = await openDatabase({ dataDir: sourceDir });
    await original.migrate();
    await seedDemoData(original.db);
    const before = await figuresOf(original);
    await original.close();
    runScript('scripts/backup.ts', join(work, 'pglite.tar.gz'), { DATA_DIR: sourceDir });
    runScript('scripts/restore.ts', join(work, 'pglite.tar.gz'), { DATA_DIR: copyDir });
    const restored = await openDatabase({ dataDir: copyDir });
    compare(record, 'PGlite', before, await figuresOf(restored));
    await restored.close();
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
