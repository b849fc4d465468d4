// `npx tsx scripts/bench/noisy-neighbour.ts`: one organization at its worst beside another's ordinary
// reads (ADR 64). On the demo data in a fresh database on the PostgreSQL server at BENCH_PG_URL (default
// 127.0.0.1:5432; the embedded database runs its queries on the server's own thread), Ubuntu Burial Society's admin keeps
// importing the largest statement one import takes, running three reconciliations at once, downloading
// every receipt as a ZIP and asking for member-activity reports, while the victim (Kagiso, admin of four
// other organizations) reads its dashboard summary, contributions and /api/v1/me, and anyone asks
// /api/health. Each victim endpoint is measured alone first, then with the neighbour, in the same run.
// `npm run bench` runs it too. Budget: with the neighbour, p99 under 100 ms (health under 50 ms).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '../../src/server/demo/demo-users';
import { MAX_STATEMENT_LINES } from '../../src/server/features/bank-statements/parsers/read-statement-file';
import { recreateDatabase } from './fresh-database';
import { measureEndpoint, signInForBench, startBenchServer, type TBenchResult } from './measure';

const PORT = 3197;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** A committee's worth of people reading at once. */
const CONNECTIONS = 10;
const BUDGET_P99_MS = 100;
const HEALTH_BUDGET_P99_MS = 50;

export type TNeighbourRow = {
  name: string;
  quietP99: number;
  busyP99: number;
  quietRps: number;
  busyRps: number;
  budgetP99Ms: number;
  withinBudget: boolean;
};

type TNeighbourTask = 'imports' | 'reconciliations' | 'zips' | 'reports';
/** What the neighbour got done, and what it was refused by kind and status ("imports 429"). */
export type TNeighbourWork = Record<TNeighbourTask, number> & { refused: Record<string, number> };

/** A generic CSV of the most lines one import takes, each run's lines new (so every import stores them). */
function largestStatement(run: number): string {
  const rows = Array.from({ length: MAX_STATEMENT_LINES }, (_, i) => {
    const day = String(1 + (i % 28)).padStart(2, '0');
    return `2026/09/${day},${(1 + i / 100).toFixed(2)},${(5000 + i).toFixed(2)},DEPOSIT R${run} ${i}`;
  });
  return ['Date,Amount,Balance,Description', ...rows].join('\n');
}

type TCaller = { base: string; cookie: string; orgId: string };

async function call(caller: TCaller, method: string, path: string, body?: unknown) {
  const response = await fetch(`${caller.base}/api/v1/orgs/${caller.orgId}${path}`, {
    method,
    headers: {
      cookie: caller.cookie,
      origin: caller.base,
      ...(body ? { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  await response.arrayBuffer();
  return response.status;
}

/** The neighbour's heavy work, round after round until `isDone`: how many of each it finished or was refused. */
async function runNeighbour(neighbour: TCaller, isDone: () => boolean): Promise<TNeighbourWork> {
  const work: TNeighbourWork = { imports: 0, reconciliations: 0, zips: 0, reports: 0, refused: {} };
  const count = (kind: TNeighbourTask) => (status: number) => {
    if (status < 300) work[kind] += 1;
    else work.refused[`${kind} ${status}`] = (work.refused[`${kind} ${status}`] ?? 0) + 1;
  };
  const statement = Buffer.from(largestStatement(Date.now())).toString('base64');
  for (let round = 0; !isDone(); round++) {
    const day = String(1 + (round % 28)).padStart(2, '0');
    await Promise.all([
      call(neighbour, 'POST', '/bank/statements', {
        fileName: `year-${round}.csv`,
        contentBase64: statement,
      }).then(count('imports')),
      ...Array.from({ length: 3 }, () =>
        call(neighbour, 'GET', '/bank/reconciliation').then(count('reconciliations')),
      ),
      call(neighbour, 'GET', '/receipts/batch?from=2000-01-01&to=2026-12-31').then(count('zips')),
      call(neighbour, 'POST', '/reports', {
        reportType: 'member_activity',
        startDate: `2025-01-${day}`,
        endDate: '2026-11-30',
      }).then(count('reports')),
    ]);
  }
  return work;
}

export async function runNoisyNeighbourBench(
  serverUrl: string,
): Promise<{ rows: TNeighbourRow[]; work: TNeighbourWork }> {
  const server = await startBenchServer({
    port: PORT,
    env: {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'masakhane-neighbour-')),
      DATABASE_URL: await recreateDatabase(serverUrl, 'masakhane_bench_neighbour'),
      BENCH_SEED: 'demo',
    },
  });
  try {
    const base = server.baseUrl;
    /** The first organization the signed-in user administers. */
    const adminOrgOf = async (cookie: string) => {
      const me = (await (await fetch(`${base}/api/v1/me`, { headers: { cookie } })).json()) as {
        memberships: { organizationId: string; role: string }[];
      };
      const membership = me.memberships.find((m) => m.role === 'admin');
      if (!membership) throw new Error('the bench user administers no organization');
      return membership.organizationId;
    };
    const thandi = await signInForBench(base, 'thandi@masakhane.demo', DEMO_PASSWORD);
    const kagiso = await signInForBench(base, 'kagiso@masakhane.demo', DEMO_PASSWORD);
    const neighbour = { base, cookie: thandi, orgId: await adminOrgOf(thandi) };
    const victimOrg = await adminOrgOf(kagiso);
    const endpoints = [
      { name: 'GET /api/health', path: '/api/health', cookie: '', budget: HEALTH_BUDGET_P99_MS },
      { name: 'GET /api/v1/me', path: '/api/v1/me', cookie: kagiso, budget: BUDGET_P99_MS },
      {
        name: 'GET dashboard summary',
        path: `/api/v1/orgs/${victimOrg}/dashboard/summary`,
        cookie: kagiso,
        budget: BUDGET_P99_MS,
      },
      {
        name: 'GET contributions (first page)',
        path: `/api/v1/orgs/${victimOrg}/contributions`,
        cookie: kagiso,
        budget: BUDGET_P99_MS,
      },
    ];
    const measure = (endpoint: (typeof endpoints)[number]) =>
      measureEndpoint({
        name: endpoint.name,
        url: `${base}${endpoint.path}`,
        cookie: endpoint.cookie,
        connections: CONNECTIONS,
        seconds: SECONDS,
      });
    const quiet: TBenchResult[] = [];
    for (const endpoint of endpoints) quiet.push(await measure(endpoint));

    let isDone = false;
    const neighbourRun = runNeighbour(neighbour, () => isDone);
    // Let the first round start its import and ZIP before measuring.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const busy: TBenchResult[] = [];
    for (const endpoint of endpoints) busy.push(await measure(endpoint));
    isDone = true;
    const work = await neighbourRun;

    const rows = endpoints.map((endpoint, index) => {
      const alone = quiet[index];
      const beside = busy[index];
      const busyP99 = beside?.p99 ?? Number.POSITIVE_INFINITY;
      return {
        name: endpoint.name,
        quietP99: alone?.p99 ?? 0,
        busyP99,
        quietRps: alone?.rps ?? 0,
        busyRps: beside?.rps ?? 0,
        budgetP99Ms: endpoint.budget,
        withinBudget: busyP99 < endpoint.budget && (beside?.non2xx ?? 1) === 0,
      };
    });
    return { rows, work };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows, work } = await runNoisyNeighbourBench(
    process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  );
  console.table(rows);
  console.log('the neighbour meanwhile:', work);
}
