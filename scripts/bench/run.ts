// `npm run bench`: starts the built server on a fresh embedded database (or BENCH_DATABASE_URL),
// signs in a seeded admin and measures the API with autocannon. Writes bench/results.json.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { loadConfig } from '../../src/server/config';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-users';
import { seedDemoData } from '../../src/server/db/seed/seed';
import { createRuntime } from '../../src/server/runtime';
import { buildWebForBench, listWebOverBudget, measureWeb } from './web';

const PORT = 3199;
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;

type TResult = {
  name: string;
  requests: number;
  p50: number;
  p99: number;
  rps: number;
  non2xx: number;
  budgetP99Ms?: number;
};

async function measure(name: string, path: string, cookie: string, budgetP99Ms?: number): Promise<TResult> {
  const result = await autocannon({
    url: `${BASE}${path}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { cookie },
  });
  return {
    name,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    non2xx: result.non2xx,
    ...(budgetP99Ms ? { budgetP99Ms } : {}),
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'masakhane-bench-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(PORT),
  BASE_URL: BASE,
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.BENCH_DATABASE_URL,
  LOG_LEVEL: 'warn',
  RATE_LIMIT: 'off',
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-00',
});
// The server also serves a fresh build of the web app, for the web part (scripts/bench/web.ts).
const runtime = await createRuntime({ config, webDir: buildWebForBench() });
await seedDemoData(runtime.database.db);
const server = serve({ fetch: runtime.app.fetch, port: PORT, hostname: '127.0.0.1' });

const signIn = await fetch(`${BASE}/api/auth/sign-in/email`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: BASE },
  body: JSON.stringify({ email: 'thandi@masakhane.demo', password: DEMO_PASSWORD }),
});
const cookie = signIn.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
const me = (await (await fetch(`${BASE}/api/v1/me`, { headers: { cookie } })).json()) as {
  memberships: { organizationId: string }[];
};
const orgId = me.memberships[0]?.organizationId;

const results: TResult[] = [
  await measure('GET /api/health', '/api/health', ''),
  await measure('GET /api/v1/me', '/api/v1/me', cookie, 50),
  await measure('GET /api/v1/orgs/:id/context', `/api/v1/orgs/${orgId}/context`, cookie, 50),
];

const web = await measureWeb(BASE);

server.close();
await runtime.close();

mkdirSync('bench', { recursive: true });
const report = {
  date: new Date().toISOString(),
  database: runtime.database.kind,
  connections: CONNECTIONS,
  durationSeconds: DURATION_S,
  api: results,
  web,
};
writeFileSync('bench/results.json', `${JSON.stringify(report, null, 2)}\n`);
console.table(results);
console.log(
  `Initial JavaScript of ${web.initialJs.path}: ${web.initialJs.gzipKb} kB gzip in ${web.initialJs.files} files (budget ${web.initialJs.budgetKb} kB)`,
);
console.table(web.lighthouse);
const over = [
  ...results.filter((r) => r.budgetP99Ms && r.p99 > r.budgetP99Ms).map((r) => r.name),
  ...listWebOverBudget(web),
];
if (over.length) console.log(`Over budget: ${over.join(', ')}`);
process.exit(0);
