// The large-seed benchmark: for each size, a fresh PostgreSQL database with the large society and 100,000
// more users, then the dashboard summary, the contribution, loan and receipt figures, the contributions,
// loans, receipts and bank lines lists (the first page and a page 9,950 rows deep, at the list bound of
// 10,000), the arrears list and the User Management search at 50 connections, then one receipt PDF and a ZIP
// of 1,000 receipts (scripts/bench/receipt-files.ts), and a bare Hono hello-world in the same run as the
// yardstick. Their cost must not grow with the history. BENCH_LARGE_MATCH (a regular expression) measures
// only the endpoints whose names match (the receipt files when it matches "receipt files").
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { DEMO_PASSWORD } from '../../src/server/demo/demo-users';
import { seedFeatureFlags } from '../../src/server/demo/seed';
import { LARGE_ADMIN_EMAIL, seedLarge } from '../large-seed/large-seed';
import { recreateDatabase } from './fresh-database';
import { giveLargeSocietyRules } from './group-rules';
import { measureEndpoint, signInForBench, startBenchServer, type TBenchResult } from './measure';
import { measureReceiptFiles } from './receipt-files';
import { BENCH_STAFF_EMAIL, seedManyUsers, USER_SEARCHES } from './users';

const PORT = 3198;

export type TLargeBenchRow = TBenchResult & { contributions: number; seedSeconds: number };

/** name, path, cookie, p99 budget in ms, connections at once (50 unless given). */
type TEndpoint = [string, string, string, number | undefined, number?];

/** A page this deep is the last one within the lists' bound (MAX_LIST_OFFSET, 10,000 rows; ADR 63). */
const DEEP_OFFSET = 9_950;

/** User Management is staff's page: this many of them searching at the same moment is a busy day. */
const STAFF_AT_ONCE = 10;

export async function runLargeBench(options: {
  serverUrl: string;
  sizes: number[];
  seconds: number;
  loans: number;
  /** Users added for the User Management search. */
  users: number;
  /** Each size gets its own database, `${databasePrefix}_${size}`. */
  databasePrefix: string;
}): Promise<TLargeBenchRow[]> {
  const rows: TLargeBenchRow[] = [];
  for (const size of options.sizes) {
    const databaseUrl = await recreateDatabase(options.serverUrl, `${options.databasePrefix}_${size}`);
    const database = await openDatabase({ databaseUrl });
    await database.migrate();
    await seedFeatureFlags(database.db);
    const started = Date.now();
    const { organizationId } = await seedLarge(database.db, {
      contributions: size,
      members: 5_000,
      smallOrganizations: 10_000,
      loans: options.loans,
    });
    await seedManyUsers(database.db, options.users);
    const standingsSeconds = await giveLargeSocietyRules(database.db, organizationId);
    console.log(`Standings of the large society computed in ${standingsSeconds} s`);
    const seedSeconds = Math.round((Date.now() - started) / 100) / 10;
    // Measure a settled database, as a server that has been up for a while has: the bulk load's dirty pages
    // written out and the visibility map set, not a checkpoint running under the load.
    await database.db.execute(sql`VACUUM (ANALYZE)`);
    await database.db.execute(sql`CHECKPOINT`);
    await database.close();

    const server = await startBenchServer({ port: PORT, env: { DATABASE_URL: databaseUrl } });
    try {
      const cookie = await signInForBench(server.baseUrl, LARGE_ADMIN_EMAIL, DEMO_PASSWORD);
      const staffCookie = await signInForBench(server.baseUrl, BENCH_STAFF_EMAIL, DEMO_PASSWORD);
      const users = '/api/v1/admin/users';
      const org = `/api/v1/orgs/${organizationId}`;
      const endpoints: TEndpoint[] = [
        ['GET dashboard summary', `${org}/dashboard/summary`, cookie, 50],
        ['GET contribution stats', `${org}/contributions/stats`, cookie, 50],
        ['GET loan stats', `${org}/loans/stats`, cookie, 50],
        ['GET receipts (first page)', `${org}/receipts?limit=10`, cookie, 50],
        ['GET receipts (third page)', `${org}/receipts?limit=15&offset=25`, cookie, 50],
        ['GET receipts (page at 9,950)', `${org}/receipts?limit=50&offset=${DEEP_OFFSET}`, cookie, undefined],
        ['GET contributions (first page)', `${org}/contributions?limit=50`, cookie, 50],
        [
          'GET contributions (page at 9,950)',
          `${org}/contributions?limit=50&offset=${DEEP_OFFSET}`,
          cookie,
          undefined,
        ],
        ['GET loans (first page)', `${org}/loans?limit=50`, cookie, 50],
        ['GET loans (page at 9,950)', `${org}/loans?limit=50&offset=${DEEP_OFFSET}`, cookie, undefined],
        ['GET bank lines (first page)', `${org}/bank/lines?limit=50`, cookie, 50],
        [
          'GET bank lines (page at 9,950)',
          `${org}/bank/lines?limit=50&offset=${DEEP_OFFSET}`,
          cookie,
          undefined,
        ],
        ['GET receipt stats', `${org}/receipts/stats`, cookie, 50],
        ['GET arrears (first page)', `${org}/arrears?limit=50`, cookie, 500],
        [
          'GET arrears (by periods behind, 2+)',
          `${org}/arrears?sort=periods_behind&minPeriodsBehind=2&limit=50&offset=100`,
          cookie,
          500,
        ],
        ['GET arrears (search)', `${org}/arrears?search=mem&limit=50`, cookie, 500],
        ['GET users (first page)', `${users}?limit=25`, staffCookie, 100],
        ['GET users (page 40)', `${users}?limit=25&offset=975`, staffCookie, 100],
        ['GET users (Regular Users)', `${users}?role=user&limit=25`, staffCookie, 100],
        // A search is judged as staff make it, a few at once (its budget), and also shown at 50 at once.
        ...USER_SEARCHES.flatMap(({ label, search }): TEndpoint[] => {
          const path = `${users}?search=${encodeURIComponent(search)}&limit=25`;
          return [
            [`GET users (search ${label}, ${STAFF_AT_ONCE} at once)`, path, staffCookie, 100, STAFF_AT_ONCE],
            [`GET users (search ${label})`, path, staffCookie, undefined],
          ];
        }),
      ];
      for (const [name, path, who, budgetP99Ms, connections = 50] of endpoints.filter(([name]) =>
        isMeasured(name),
      )) {
        const result = await measureEndpoint({
          name,
          url: `${server.baseUrl}${path}`,
          cookie: who,
          connections,
          seconds: options.seconds,
          ...(budgetP99Ms ? { budgetP99Ms } : {}),
        });
        rows.push({ ...result, contributions: size, seedSeconds });
      }
      if (isMeasured('receipt files')) {
        const files = await measureReceiptFiles({
          baseUrl: server.baseUrl,
          cookie,
          organizationId,
          databaseUrl,
          seconds: options.seconds,
        });
        rows.push(...files.map((result) => ({ ...result, contributions: size, seedSeconds })));
      }
    } finally {
      await server.stop();
    }
    rows.push({ ...(await measureHelloWorld(options.seconds)), contributions: size, seedSeconds });
  }
  return rows;
}

function isMeasured(name: string): boolean {
  const match = process.env.BENCH_LARGE_MATCH;
  return !match || new RegExp(match, 'i').test(name);
}

/** The yardstick: a bare Hono hello-world on the same Node adapter in its own process, at 50 connections. */
async function measureHelloWorld(seconds: number): Promise<TBenchResult> {
  const hello = await startBenchServer({ port: PORT + 10, env: {}, script: 'scripts/bench/hello-server.ts' });
  try {
    return await measureEndpoint({
      name: 'GET hello-world (bare Hono)',
      url: `${hello.baseUrl}/`,
      cookie: '',
      connections: 50,
      seconds,
    });
  } finally {
    await hello.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = (process.env.BENCH_LARGE_SIZES ?? '10000,100000,1000000').split(',').map(Number);
  const rows = await runLargeBench({
    serverUrl: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    sizes,
    seconds: Number(process.env.BENCH_SECONDS ?? 5),
    loans: Number(process.env.BENCH_LARGE_LOANS ?? 200_000),
    users: Number(process.env.BENCH_USERS ?? 100_000),
    databasePrefix: process.env.BENCH_DB_PREFIX ?? 'masakhane_bench',
  });
  console.table(rows);
  process.exit(0);
}
