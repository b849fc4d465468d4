// `npx tsx scripts/bench/noisy-neighbour.ts`: one organization at its worst beside another's ordinary
// reads (ADR 64). In a fresh database on the PostgreSQL server at BENCH_PG_URL (default 127.0.0.1:5432; the
// embedded database runs its queries on the server's own thread), with the demo data and a society of 5,000
// members and 20,000 contributions (the large seed), the society's admin keeps importing the largest
// statement one import takes, running three reconciliations at once, downloading a ZIP of nearly the most
// receipts one download holds, and asking for member-activity reports over all 5,000 members, each kind in
// its own loop. Meanwhile the victim (Kagiso, admin of four demo organizations) reads its dashboard
// summary, contributions and /api/v1/me, and anyone asks /api/health. Each victim endpoint is measured
// alone first, then beside the neighbour, in the same run, at a steady pace (the budget's) and flat out.
// `npm run bench` runs it too. Budget: beside the neighbour, p99 under 100 ms (health under 50 ms).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { DEMO_PASSWORD } from '../../src/server/demo/demo-users';
import { seedDemoData } from '../../src/server/demo/seed';
import { MAX_STATEMENT_LINES } from '../../src/server/features/bank-statements/parsers/read-statement-file';
import { LARGE_ADMIN_EMAIL, seedLarge } from '../large-seed/large-seed';
import { recreateDatabase } from './fresh-database';
import { measureEndpoint, signInForBench, startBenchServer, type TBenchResult } from './measure';

const PORT = 3197;
/** The neighbour's history: completed contributions, each with its receipt and matched statement line. */
const NEIGHBOUR_CONTRIBUTIONS = 20_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** A committee's worth of people reading at once. */
const CONNECTIONS = 10;
/**
 * The victim's pace when its budget is judged: requests per second of each endpoint, well below what the
 * server answers (a busy organization's whole day of reads in a few minutes). Each endpoint is also
 * measured as fast as answers come, which shows the server's capacity with and without the neighbour.
 */
const PACED_RATE = 100;
const BUDGET_P99_MS = 100;
const HEALTH_BUDGET_P99_MS = 50;

export type TNeighbourRow = {
  name: string;
  /** 'paced': PACED_RATE requests/s (the budget's); 'flat out': each connection as fast as answers come. */
  load: 'paced' | 'flat out';
  quietP99: number;
  busyP99: number;
  quietRps: number;
  busyRps: number;
  budgetP99Ms: number | null;
  withinBudget: boolean | null;
};

const ALL_TASKS = ['imports', 'reconciliations', 'zips', 'reports'] as const;
type TNeighbourTask = (typeof ALL_TASKS)[number];
/** BENCH_NEIGHBOUR_TASKS (comma-separated) runs some of the neighbour's work alone, to see what each costs. */
const NEIGHBOUR_TASKS = (process.env.BENCH_NEIGHBOUR_TASKS?.split(',') ?? ALL_TASKS).filter(
  (task): task is TNeighbourTask => (ALL_TASKS as readonly string[]).includes(task),
);
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

async function request(caller: TCaller, method: string, path: string, body?: unknown, signal?: AbortSignal) {
  return fetch(`${caller.base}/api/v1/orgs/${caller.orgId}${path}`, {
    method,
    ...(signal ? { signal } : {}),
    headers: {
      cookie: caller.cookie,
      origin: caller.base,
      ...(body ? { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

async function call(caller: TCaller, method: string, path: string, body?: unknown, signal?: AbortSignal) {
  const response = await request(caller, method, path, body, signal);
  await response.arrayBuffer();
  return response.status;
}

type TImportStep = { id: string; status: string; failure: { code: string } | null };

/**
 * Uploads a statement and follows its import as the admin's screen does, to its end: 200 when imported,
 * else the refusal's HTTP status or the failed import's code.
 */
async function importToEnd(caller: TCaller, body: unknown): Promise<number | string> {
  const accepted = await request(caller, 'POST', '/bank/statements', body);
  if (accepted.status !== 202) {
    await accepted.arrayBuffer();
    return accepted.status;
  }
  let step = (await accepted.json()) as TImportStep;
  while (step.status !== 'done' && step.status !== 'failed') {
    await new Promise((resolve) => setTimeout(resolve, 700));
    step = (await (await request(caller, 'GET', `/bank/statement-imports/${step.id}`)).json()) as TImportStep;
  }
  return step.failure?.code ?? 200;
}

/** Asks for a report and waits for it as the admin's screen does: 200 once it is ready. */
async function reportToEnd(caller: TCaller, body: unknown): Promise<number | string> {
  const asked = await request(caller, 'POST', '/reports', body);
  if (asked.status !== 202 && asked.status !== 200) {
    await asked.arrayBuffer();
    return asked.status;
  }
  let report = (await asked.json()) as { id: string; status: string };
  while (report.status === 'queued' || report.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 700));
    report = (await (await request(caller, 'GET', `/reports/${report.id}`)).json()) as typeof report;
  }
  return report.status === 'ready' ? 200 : report.status;
}

/** How long the neighbour waits after a refusal before asking again. */
const REFUSED_PAUSE_MS = 2_000;

/** Receipts this many days back fill one ZIP nearly to its limit (5,000) at the neighbour's pace. */
const ZIP_DAYS = 175;

/**
 * The neighbour's heavy work until `isDone`, each kind in its own loop (three of reconciliation) so that
 * none waits for another: how many of each it finished or was refused. A download still running at the
 * end is cancelled.
 */
async function runNeighbour(neighbour: TCaller, isDone: () => boolean): Promise<TNeighbourWork> {
  const work: TNeighbourWork = { imports: 0, reconciliations: 0, zips: 0, reports: 0, refused: {} };
  const count = (kind: TNeighbourTask) => (status: number | string) => {
    if (typeof status === 'number' && status < 300) work[kind] += 1;
    else work.refused[`${kind} ${status}`] = (work.refused[`${kind} ${status}`] ?? 0) + 1;
  };
  const statement = Buffer.from(largestStatement(Date.now())).toString('base64');
  const today = new Date().toISOString().slice(0, 10);
  const zipFrom = new Date(Date.now() - ZIP_DAYS * 86_400_000).toISOString().slice(0, 10);
  const cancel = new AbortController();
  const loop = async (kind: TNeighbourTask, task: (round: number) => Promise<number | string>) => {
    for (let round = 0; !isDone(); round++) {
      const status = await task(round).catch((error: unknown) => {
        if (!cancel.signal.aborted) throw error;
        return null;
      });
      if (status === null) continue;
      count(kind)(status);
      // Refused, the admin reads why and tries again a little later, as the message asks.
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, REFUSED_PAUSE_MS));
    }
  };
  const loops: Record<TNeighbourTask, () => Promise<unknown>[]> = {
    imports: () => [
      loop('imports', (round) =>
        importToEnd(neighbour, { fileName: `year-${round}.csv`, contentBase64: statement }),
      ),
    ],
    reconciliations: () =>
      Array.from({ length: 3 }, () =>
        loop('reconciliations', () => call(neighbour, 'GET', '/bank/reconciliation')),
      ),
    zips: () => [
      loop('zips', () =>
        call(neighbour, 'GET', `/receipts/batch?from=${zipFrom}&to=${today}`, undefined, cancel.signal),
      ),
    ],
    reports: () => [
      loop('reports', (round) =>
        reportToEnd(neighbour, {
          reportType: 'member_activity',
          startDate: `2025-01-${String(1 + (round % 28)).padStart(2, '0')}`,
          endDate: today,
        }),
      ),
    ],
  };
  const running = Promise.all(NEIGHBOUR_TASKS.flatMap((task) => loops[task]()));
  const cancelAtEnd = setInterval(() => {
    if (isDone()) cancel.abort();
  }, 100);
  try {
    await running;
  } finally {
    clearInterval(cancelAtEnd);
  }
  return work;
}

export async function runNoisyNeighbourBench(
  serverUrl: string,
): Promise<{ rows: TNeighbourRow[]; work: TNeighbourWork }> {
  const databaseUrl = await recreateDatabase(serverUrl, 'masakhane_bench_neighbour');
  const database = await openDatabase({ databaseUrl });
  await database.migrate();
  await seedDemoData(database.db);
  // The neighbour: a society of 5,000 members with a history, whose report reads every one of them.
  await seedLarge(database.db, {
    contributions: NEIGHBOUR_CONTRIBUTIONS,
    members: 5_000,
    smallOrganizations: 0,
    loans: 0,
  });
  await database.db.execute(sql`VACUUM (ANALYZE)`);
  await database.close();
  const server = await startBenchServer({
    port: PORT,
    env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'masakhane-neighbour-')), DATABASE_URL: databaseUrl },
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
    const large = await signInForBench(base, LARGE_ADMIN_EMAIL, DEMO_PASSWORD);
    const kagiso = await signInForBench(base, 'kagiso@masakhane.demo', DEMO_PASSWORD);
    const neighbour = { base, cookie: large, orgId: await adminOrgOf(large) };
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
    const loads = ['paced', 'flat out'] as const;
    const measureAll = async () => {
      const results: TBenchResult[] = [];
      for (const load of loads) {
        for (const endpoint of endpoints) {
          results.push(
            await measureEndpoint({
              name: endpoint.name,
              url: `${base}${endpoint.path}`,
              cookie: endpoint.cookie,
              connections: CONNECTIONS,
              seconds: SECONDS,
              ...(load === 'paced' ? { rate: PACED_RATE } : {}),
            }),
          );
        }
      }
      return results;
    };
    const quiet = await measureAll();

    let isDone = false;
    const neighbourRun = runNeighbour(neighbour, () => isDone);
    // Let the first round start its import and ZIP before measuring.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const busy = await measureAll();
    isDone = true;
    const work = await neighbourRun;

    const rows = loads.flatMap((load, loadIndex) =>
      endpoints.map((endpoint, endpointIndex): TNeighbourRow => {
        const index = loadIndex * endpoints.length + endpointIndex;
        const alone = quiet[index];
        const beside = busy[index];
        const busyP99 = beside?.p99 ?? Number.POSITIVE_INFINITY;
        return {
          name: endpoint.name,
          load,
          quietP99: alone?.p99 ?? 0,
          busyP99,
          quietRps: alone?.rps ?? 0,
          busyRps: beside?.rps ?? 0,
          // The budget is judged at the paced load; flat out shows capacity, which two cores share.
          budgetP99Ms: load === 'paced' ? endpoint.budget : null,
          withinBudget: load === 'paced' ? busyP99 < endpoint.budget && (beside?.non2xx ?? 1) === 0 : null,
        };
      }),
    );
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
