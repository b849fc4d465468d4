// The signed-in web figures and the summary-versus-hello-world throughput, on their own:
// `npx tsx scripts/bench/signed-in-run.ts` (also part of `npm run bench`). Writes bench/signed-in.json.
// `BENCH_PARTS=throughput` runs only the summary- and /me-versus-hello-world comparison: no web build, no Lighthouse,
// so it can be repeated quickly beside other work; it prints its figures and writes no file.
// Env: BENCH_DIST_DIR (build folder), BENCH_DATABASE_URL (a database to use as it is), else a fresh database
// `${BENCH_DB_PREFIX}_signed_in` on the PostgreSQL server at BENCH_PG_URL when one answers, else the embedded
// database; BENCH_SECONDS, LIGHTHOUSE_RUNS, BENCH_PORT_BASE, BENCH_PARTS (`all`, the default, or `throughput`).
// Lighthouse runs twice: over plain HTTP/1.1, and over HTTPS with HTTP/2 (port BENCH_PORT_BASE + 2, a
// certificate openssl makes for the run), as phones reach a deployment through its TLS front.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '../../src/server/demo/demo-users';
import { recreateDatabase } from './fresh-database';
import { measureEndpoint, signInForBench, startBenchServer, type TBenchResult } from './measure';
import {
  describeSlowMachine,
  listSignedInOverBudget,
  measureSignedInLighthouse,
  measureVisitBytes,
  SIGNED_IN_PATHS,
  type TSignedInScore,
  type TVisitBytes,
} from './signed-in';
import { buildWebForBench } from './web';

const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 3196);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
/**
 * The organization admin the pages are measured as. With nothing stored, the app opens the caller's first
 * membership: Lerato's is the Ikhwezi Cooperative, which she runs and which lends. (Thandi's first is the Kasi
 * stokvel, where she is a plain member and the Loans page says the feature is not available.)
 */
const BENCH_ADMIN = 'lerato@masakhane.demo';
/** The dashboard summary (and /me) should answer at least this share of hello-world's requests per second. */
const MIN_SUMMARY_SHARE = 0.1;

export type TThroughputComparison = {
  helloWorld: TBenchResult;
  summary: TBenchResult;
  /** GET /api/v1/me, which every dashboard page asks for, from the same 50 sessions. */
  me: TBenchResult;
  /** Summary requests per second over hello-world's, same machine, same run. */
  ratio: number;
  /** /me requests per second over hello-world's. */
  meRatio: number;
  database: string;
};

export type TSignedInResults = {
  /** Over plain HTTP/1.1 on loopback. */
  lighthouse: TSignedInScore[];
  /** Over HTTPS with HTTP/2, as a phone reaches a deployment; null when no certificate could be made. */
  lighthouseOverHttp2: TSignedInScore[] | null;
  /** The control page (signed out) in the same browsers, first over HTTP/1.1: a yardstick of the machine. */
  controls: TSignedInScore[];
  visit: TVisitBytes;
  throughput: TThroughputComparison;
};

/**
 * The dashboard summary against a bare Hono hello-world, one after the other at 50 connections. The summary's
 * requests come from 50 sessions in turn (the admin signed in 50 times), as 50 people's would: the server
 * reads each request's session, and requests of one session that arrive together share one read
 * (src/server/auth/session-reads.ts).
 */
async function compareThroughput(baseUrl: string, orgId: string, database: string) {
  const cookies: string[] = [];
  for (let index = 0; index < CONNECTIONS; index += 1) {
    cookies.push(await signInForBench(baseUrl, BENCH_ADMIN, DEMO_PASSWORD));
  }
  const summary = await measureEndpoint({
    name: 'GET dashboard summary',
    url: `${baseUrl}/api/v1/orgs/${orgId}/dashboard/summary`,
    cookie: cookies,
    connections: CONNECTIONS,
    seconds: DURATION_S,
    budgetP99Ms: 50,
  });
  const me = await measureEndpoint({
    name: 'GET /api/v1/me',
    url: `${baseUrl}/api/v1/me`,
    cookie: cookies,
    connections: CONNECTIONS,
    seconds: DURATION_S,
    budgetP99Ms: 50,
  });
  const hello = await startBenchServer({
    port: PORT_BASE + 1,
    env: {},
    script: 'scripts/bench/hello-server.ts',
  });
  try {
    const helloWorld = await measureEndpoint({
      name: 'GET hello-world (bare Hono)',
      url: `${hello.baseUrl}/`,
      cookie: '',
      connections: CONNECTIONS,
      seconds: DURATION_S,
    });
    const shareOf = (result: TBenchResult) =>
      Math.round((result.rps / Math.max(1, helloWorld.rps)) * 1000) / 1000;
    return { helloWorld, summary, me, ratio: shareOf(summary), meRatio: shareOf(me), database };
  } finally {
    await hello.stop();
  }
}

/** The database to seed: as given, else a fresh one on the PostgreSQL server if it answers, else none (PGlite). */
async function chooseDatabaseUrl(): Promise<string | undefined> {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `${process.env.BENCH_DB_PREFIX ?? 'masakhane_bench'}_signed_in`;
  try {
    return await recreateDatabase(serverUrl, name);
  } catch {
    console.log(`No PostgreSQL at ${serverUrl}: the signed-in benchmark runs on the embedded database.`);
    return undefined;
  }
}

/**
 * A self-signed certificate for 127.0.0.1, made with openssl for this run (the bench server's HTTPS side), or
 * null when openssl is not there: the HTTPS pass is then left out.
 */
function makeBenchCertificate(): { BENCH_TLS_KEY: string; BENCH_TLS_CERT: string } | null {
  const dir = mkdtempSync(join(tmpdir(), 'masakhane-bench-tls-'));
  const files = { BENCH_TLS_KEY: join(dir, 'key.pem'), BENCH_TLS_CERT: join(dir, 'cert.pem') };
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        files.BENCH_TLS_KEY,
        '-out',
        files.BENCH_TLS_CERT,
      ],
      { stdio: 'ignore' },
    );
    return files;
  } catch {
    console.log('No openssl: the signed-in pages are measured over HTTP/1.1 only.');
    return null;
  }
}

/**
 * The demo data served (with the web build when given), signed in as the organization admin; with `https`,
 * over HTTPS and HTTP/2 as well.
 */
async function startSignedInServer(webDir: string | undefined, https = false) {
  const databaseUrl = await chooseDatabaseUrl();
  const certificate = https ? makeBenchCertificate() : null;
  const server = await startBenchServer({
    port: PORT_BASE,
    env: {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'masakhane-bench-')),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(webDir ? { BENCH_WEB_DIR: webDir } : {}),
      ...(certificate ? { ...certificate, BENCH_TLS_PORT: String(PORT_BASE + 2) } : {}),
      BENCH_SEED: 'demo',
    },
  });
  try {
    const cookie = await signInForBench(server.baseUrl, BENCH_ADMIN, DEMO_PASSWORD);
    const me = (await (await fetch(`${server.baseUrl}/api/v1/me`, { headers: { cookie } })).json()) as {
      memberships: { organizationId: string }[];
    };
    const orgId = me.memberships[0]?.organizationId;
    if (!orgId) throw new Error('bench: the demo admin belongs to no organization');
    return { server, cookie, orgId };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** Serves the web build on the demo data and measures everything signed in as an organization admin. */
export async function runSignedInBench(webDir: string): Promise<TSignedInResults> {
  const { server, cookie, orgId } = await startSignedInServer(webDir, true);
  try {
    const overHttp1 = await measureSignedInLighthouse(server.baseUrl, cookie);
    const overHttp2 = server.httpsBaseUrl
      ? await measureSignedInLighthouse(server.httpsBaseUrl, cookie)
      : null;
    const visit = await measureVisitBytes(server.baseUrl, cookie, SIGNED_IN_PATHS[0]);
    const throughput = await compareThroughput(server.baseUrl, orgId, server.databaseKind);
    return {
      lighthouse: overHttp1.scores,
      lighthouseOverHttp2: overHttp2?.scores ?? null,
      controls: [overHttp1.control, ...(overHttp2 ? [overHttp2.control] : [])],
      visit,
      throughput,
    };
  } finally {
    await server.stop();
  }
}

/** Only the summary against hello-world: the API alone, no web build. */
export async function runThroughputBench(): Promise<TThroughputComparison> {
  const { server, orgId } = await startSignedInServer(undefined);
  try {
    return await compareThroughput(server.baseUrl, orgId, server.databaseKind);
  } finally {
    await server.stop();
  }
}

/** Prints the summary-versus-hello-world comparison and returns the budgets it misses. */
export function reportThroughput(throughput: TThroughputComparison): string[] {
  console.table([throughput.summary, throughput.me, throughput.helloWorld]);
  console.log(
    `Dashboard summary: ${throughput.summary.rps} req/s, p99 ${throughput.summary.p99} ms; hello-world ${throughput.helloWorld.rps} req/s; ratio ${(throughput.ratio * 100).toFixed(1)}% (${throughput.database})`,
  );
  console.log(
    `/api/v1/me: ${throughput.me.rps} req/s, p99 ${throughput.me.p99} ms; ratio ${(throughput.meRatio * 100).toFixed(1)}%`,
  );
  const over: string[] = [];
  if (throughput.ratio < MIN_SUMMARY_SHARE) over.push(`summary/hello-world ratio (${throughput.ratio})`);
  if (throughput.summary.p99 > 50) over.push(`dashboard summary p99 (${throughput.summary.p99} ms)`);
  if (throughput.meRatio < MIN_SUMMARY_SHARE) over.push(`/me/hello-world ratio (${throughput.meRatio})`);
  if (throughput.me.p99 > 50) over.push(`/me p99 (${throughput.me.p99} ms)`);
  return over;
}

/** Prints the signed-in figures and returns the budgets they miss. */
export function reportSignedIn(results: TSignedInResults): string[] {
  const scores = [...results.lighthouse, ...(results.lighthouseOverHttp2 ?? [])];
  console.table(scores);
  console.log('Control (the public home page, signed out, in the same browsers):');
  console.table(results.controls);
  for (const control of results.controls) {
    const slowMachine = describeSlowMachine(control);
    if (slowMachine) console.log(slowMachine);
  }
  const { visit } = results;
  console.log(
    `${visit.path}: first visit ${visit.firstVisitKb} kB (${visit.requests} requests, ${visit.scriptRequests} scripts, chain depth ${visit.scriptChainDepth}), repeat visit ${visit.repeatVisitKb} kB`,
  );
  return [...listSignedInOverBudget(scores, visit), ...reportThroughput(results.throughput)];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const parts = process.env.BENCH_PARTS ?? 'all';
  if (parts !== 'all' && parts !== 'throughput') throw new Error('BENCH_PARTS must be all or throughput');
  let over: string[];
  if (parts === 'throughput') {
    over = reportThroughput(await runThroughputBench());
  } else {
    const results = await runSignedInBench(buildWebForBench());
    mkdirSync('bench', { recursive: true });
    writeFileSync(
      'bench/signed-in.json',
      `${JSON.stringify({ date: new Date().toISOString(), ...results }, null, 2)}\n`,
    );
    over = reportSignedIn(results);
  }
  if (over.length) console.log(`Over budget: ${over.join(', ')}`);
  process.exit(0);
}
