// `npm run bench`: starts the built server on a fresh embedded database (or BENCH_DATABASE_URL),
// signs in a seeded admin and measures the API with autocannon, then the large seed on PostgreSQL and the
// bank statement import and matching. Writes bench/results.json. BENCH_QUICK=1 keeps the bank statement
// at 500 lines (BENCH_BANK_SIZES sets the sizes).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { DEMO_PASSWORD } from '../../src/server/demo/demo-users';
import { runBankStatementBench, type TBankBenchRow } from './bank-statements';
import { runGroupImportBench } from './group-import';
import { runLargeBench, type TLargeBenchRow } from './large';
import { measureEndpoint, signInForBench, startBenchServer, type TBenchResult } from './measure';
import { runNoisyNeighbourBench } from './noisy-neighbour';
import { reportSignedIn, runSignedInBench } from './signed-in-run';
import { buildWebForBench, listWebOverBudget, measureWeb } from './web';

const PORT = 3199;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const IS_QUICK = process.env.BENCH_QUICK === '1';
const BANK_SIZES = (process.env.BENCH_BANK_SIZES ?? (IS_QUICK ? '500' : '5000')).split(',').map(Number);

async function isPostgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

// The server also serves a fresh build of the web app, for the web part (scripts/bench/web.ts).
const webDir = buildWebForBench();
const server = await startBenchServer({
  port: PORT,
  env: {
    DATA_DIR: mkdtempSync(join(tmpdir(), 'masakhane-bench-')),
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    BENCH_WEB_DIR: webDir,
    BENCH_SEED: 'demo',
  },
});
const BASE = server.baseUrl;
const cookie = await signInForBench(BASE, 'thandi@masakhane.demo', DEMO_PASSWORD);
const me = (await (await fetch(`${BASE}/api/v1/me`, { headers: { cookie } })).json()) as {
  memberships: { organizationId: string }[];
};
const orgId = me.memberships[0]?.organizationId;

const measure = (name: string, path: string, budgetP99Ms?: number) =>
  measureEndpoint({
    name,
    url: `${BASE}${path}`,
    cookie: path === '/api/health' ? '' : cookie,
    connections: CONNECTIONS,
    seconds: DURATION_S,
    ...(budgetP99Ms ? { budgetP99Ms } : {}),
  });

const results: TBenchResult[] = [
  await measure('GET /api/health', '/api/health'),
  await measure('GET /api/v1/me', '/api/v1/me', 50),
  await measure('GET /api/v1/orgs/:id/context', `/api/v1/orgs/${orgId}/context`, 50),
];

const web = await measureWeb(BASE);

await server.stop();

// Signed in: the dashboard pages, bytes, script requests, and the summary against a bare Hono hello-world.
const signedIn = await runSignedInBench(webDir);

// The large society on PostgreSQL (scripts/bench/large.ts), when a server answers.
let large: TLargeBenchRow[] = [];
if (await isPostgresReachable(PG_URL)) {
  const sizes = (process.env.BENCH_LARGE_SIZES ?? '10000,100000,1000000').split(',').map(Number);
  large = await runLargeBench({
    serverUrl: PG_URL,
    sizes,
    seconds: DURATION_S,
    loans: Number(process.env.BENCH_LARGE_LOANS ?? 200_000),
    users: Number(process.env.BENCH_USERS ?? 100_000),
    databasePrefix: process.env.BENCH_DB_PREFIX ?? 'masakhane_bench',
  });
} else {
  console.log(`No PostgreSQL at ${PG_URL}: the large-seed benchmark is skipped.`);
}

// One organization at its worst beside another's reads (scripts/bench/noisy-neighbour.ts), on PostgreSQL.
const neighbour = (await isPostgresReachable(PG_URL)) ? await runNoisyNeighbourBench(PG_URL) : null;

// The bank statement import and matching (scripts/bench/bank-statements.ts), each size on a fresh database.
const bank: TBankBenchRow[] = [];
for (const lines of BANK_SIZES) bank.push(await runBankStatementBench(lines));

// A society's workbook imported: the dry run and the write (scripts/bench/group-import.ts).
const groupImport = IS_QUICK
  ? await runGroupImportBench(500, 12_000)
  : await runGroupImportBench(5_000, 120_000);

mkdirSync('bench', { recursive: true });
const report = {
  date: new Date().toISOString(),
  database: server.databaseKind,
  connections: CONNECTIONS,
  durationSeconds: DURATION_S,
  api: results,
  large,
  neighbour,
  bank,
  groupImport,
  web,
  signedIn,
};
writeFileSync('bench/results.json', `${JSON.stringify(report, null, 2)}\n`);
console.table(results);
if (large.length) console.table(large);
if (neighbour) console.table(neighbour.rows);
console.table(bank);
console.table([groupImport]);
console.log(
  `Initial JavaScript of ${web.initialJs.path}: ${web.initialJs.gzipKb} kB gzip in ${web.initialJs.files} files (budget ${web.initialJs.budgetKb} kB)`,
);
console.table(web.lighthouse);
const signedInOver = reportSignedIn(signedIn);
const over = [
  ...signedInOver,
  // An endpoint that answered nothing in its run has no latency to compare: it is over budget too.
  ...[...results, ...large]
    .filter((r) => r.budgetP99Ms && (r.requests === 0 || r.p99 > r.budgetP99Ms))
    .map((r) => {
      const name = 'contributions' in r ? `${r.name} at ${r.contributions}` : r.name;
      return r.requests === 0 ? `${name} (answered nothing)` : name;
    }),
  ...listWebOverBudget(web),
  ...bank.filter((row) => !row.withinBudget).map((row) => `bank statement of ${row.lines} lines`),
  ...(groupImport.withinBudget ? [] : [`group file of ${groupImport.contributions} contributions`]),
  ...(neighbour?.rows ?? [])
    .filter((row) => row.withinBudget === false)
    .map((row) => `${row.name} beside a noisy neighbour`),
];
if (over.length) console.log(`Over budget: ${over.join(', ')}`);
process.exit(0);
