// The large-seed benchmark: for each size, a fresh PostgreSQL database with the large society, then the
// dashboard summary, the contribution, loan and receipt figures and the receipts' first page at 50
// connections. Their cost must not grow with the history.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-users';
import { seedFeatureFlags } from '../../src/server/db/seed/seed';
import { LARGE_ADMIN_EMAIL, seedLarge } from '../large-seed/large-seed';
import { measureEndpoint, signInForBench, startBenchServer, type TBenchResult } from './measure';

const PORT = 3198;

export type TLargeBenchRow = TBenchResult & { contributions: number; seedSeconds: number };

async function recreateDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function runLargeBench(options: {
  serverUrl: string;
  sizes: number[];
  seconds: number;
  loans: number;
}): Promise<TLargeBenchRow[]> {
  const rows: TLargeBenchRow[] = [];
  for (const size of options.sizes) {
    const databaseUrl = await recreateDatabase(options.serverUrl, `masakhane_bench_${size}`);
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
    const seedSeconds = Math.round((Date.now() - started) / 100) / 10;
    // Measure a settled database, as a server that has been up for a while has: the bulk load's dirty pages
    // written out and the visibility map set, not a checkpoint running under the load.
    await database.db.execute(sql`VACUUM (ANALYZE)`);
    await database.db.execute(sql`CHECKPOINT`);
    await database.close();

    const server = await startBenchServer({ port: PORT, env: { DATABASE_URL: databaseUrl } });
    try {
      const cookie = await signInForBench(server.baseUrl, LARGE_ADMIN_EMAIL, DEMO_PASSWORD);
      for (const [name, path] of [
        ['GET dashboard summary', `/api/v1/orgs/${organizationId}/dashboard/summary`],
        ['GET contribution stats', `/api/v1/orgs/${organizationId}/contributions/stats`],
        ['GET loan stats', `/api/v1/orgs/${organizationId}/loans/stats`],
        ['GET receipts (first page)', `/api/v1/orgs/${organizationId}/receipts?limit=10`],
        ['GET receipt stats', `/api/v1/orgs/${organizationId}/receipts/stats`],
      ] as const) {
        const result = await measureEndpoint({
          name,
          url: `${server.baseUrl}${path}`,
          cookie,
          connections: 50,
          seconds: options.seconds,
          budgetP99Ms: 50,
        });
        rows.push({ ...result, contributions: size, seedSeconds });
      }
    } finally {
      await server.stop();
    }
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = (process.env.BENCH_LARGE_SIZES ?? '10000,100000,1000000').split(',').map(Number);
  const rows = await runLargeBench({
    serverUrl: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    sizes,
    seconds: Number(process.env.BENCH_SECONDS ?? 5),
    loans: Number(process.env.BENCH_LARGE_LOANS ?? 200_000),
  });
  console.table(rows);
  process.exit(0);
}
