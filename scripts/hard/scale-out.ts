/**
 * The scale-out check: two real instances from one build (`node dist/server/main.js`), on two ports and two
 * data folders, started at the same moment on one empty PostgreSQL database, with a local S3-compatible
 * server (s3rver) as their shared file storage and 127.0.0.1 as the trusted proxy in front of them. It asserts
 * what docs/scaling.md says is shared, and prints its figures.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { MIGRATIONS_DIR } from '../../src/server/db/client';
import { DEMO_PASSWORD } from '../../src/server/demo/demo-users';
import { FREE_ACCOUNT_FAILURES } from '../../src/server/features/auth/failed-sign-ins';
import { GROUP_RULES_DAILY_JOB } from '../../src/server/features/fines/group-rules-job';
import { MAX_STREAMS_PER_USER } from '../../src/server/platform/realtime/events';
import { startS3TestServer } from '../../src/server/testing/s3-test-server';
import { getTodayIso } from '../../src/shared/calendar';
import { createDatabase, dropDatabase, newKey, today } from './support';

type TRecord = (part: string, figure: string, value: number | string, ok: boolean) => void;
const PART = 'scale-out';
const PORT_A = Number(process.env.HARD_SCALE_PORT ?? 3142);
const PORT_B = PORT_A + 1;
/** The one public address both instances serve (the balancer's). */
const PUBLIC_URL = `http://127.0.0.1:${PORT_A}`;
const SECRET = 'scale-out-secret-scale-out-secret-012345';
const BURST_CLIENTS = 20;
const BURST_KEYS_PER_CLIENT = 8;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One instance: `node dist/server/main.js` with a data folder of its own. */
class Instance {
  private child: ChildProcess | undefined;
  private readonly dataDir = mkdtempSync(join(tmpdir(), 'masakhane-scale-'));
  readonly url: string;
  stderr = '';

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  async start(): Promise<number> {
    const startedAt = Date.now();
    const child = spawn(process.execPath, ['dist/server/main.js'], {
      env: { ...process.env, ...this.env, DATA_DIR: this.dataDir, PORT: String(this.port) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString()).slice(-4000);
    });
    this.child = child;
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) {
        throw new Error(`instance ${this.name} exited with ${child.exitCode}: ${this.stderr.trim()}`);
      }
      try {
        if ((await fetch(`${this.url}/api/health`)).ok) return Date.now() - startedAt;
      } catch {
        // not listening yet
      }
      await sleep(200);
    }
    throw new Error(`instance ${this.name} did not answer within 120 s`);
  }

  /** kill -9, as a crash would. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child?.pid || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (child?.pid && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

type TCall = { cookie?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string> };

/** A request to one instance as it arrives through the balancer (127.0.0.1, a trusted proxy). */
function call(instance: Instance, method: string, path: string, options: TCall = {}) {
  const headers: Record<string, string> = { origin: PUBLIC_URL, ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${instance.url}${path}`, {
    method,
    headers,
    ...(options.json !== undefined ? { body: JSON.stringify(options.json) } : {}),
    ...(options.body !== undefined ? { body: options.body } : {}),
  });
}

async function signIn(instance: Instance, email: string, password = DEMO_PASSWORD, clientAddress?: string) {
  const response = await call(instance, 'POST', '/api/auth/sign-in/email', {
    json: { email, password },
    ...(clientAddress ? { headers: { 'x-forwarded-for': clientAddress } } : {}),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  await response.body?.cancel();
  return { status: response.status, cookie };
}

async function readSessionEmail(instance: Instance, cookie: string): Promise<string | null> {
  const response = await call(instance, 'GET', '/api/auth/get-session', { cookie });
  const body = (await response.json()) as { user?: { email?: string } } | null;
  return body?.user?.email ?? null;
}

function postContribution(instance: Instance, target: TTarget, key: string) {
  return call(instance, 'POST', `/api/v1/orgs/${target.orgId}/contributions`, {
    cookie: target.cookie,
    headers: { 'idempotency-key': key },
    json: {
      userId: target.memberUserId,
      contributionDate: today(),
      amountCents: 2500,
      paymentMethod: 'cash',
      referenceNumber: key,
    },
  });
}

type TTarget = { orgId: string; memberUserId: string; cookie: string };

/** Waits for a `change` event of the organization on an open stream: when it came, or null after `timeoutMs`. */
async function readFirstChange(
  stream: Response,
  organizationId: string,
  timeoutMs: number,
  writtenAt: () => number | undefined,
): Promise<{ at: number } | null> {
  const reader = stream.body?.getReader();
  if (!reader) return null;
  const decoder = new TextDecoder();
  let text = '';
  const timer = setTimeout(() => void reader.cancel(), timeoutMs);
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) return null;
      text += decoder.decode(value, { stream: true });
      // Other changes (the jobs of the seeded books) may come first: only this organization's counts.
      const events = text.split('\n\n');
      text = events.pop() ?? '';
      for (const event of events) {
        const at = Date.now();
        const since = writtenAt();
        if (
          since !== undefined &&
          at >= since &&
          event.includes('event: change') &&
          event.includes(organizationId)
        )
          return { at };
      }
    }
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    await reader.cancel().catch(() => undefined);
  }
}

/** Builds the server bundle only when there is none (CI's build stage made it already). */
function ensureBuild(): void {
  if (existsSync('dist/server/main.js')) return;
  process.stdout.write('   no dist/server/main.js: building the server (npm run build:server)\n');
  execFileSync('npm', ['run', '--silent', 'build:server'], { stdio: 'inherit' });
}

export async function runScaleOut(record: TRecord): Promise<void> {
  ensureBuild();
  const s3 = await startS3TestServer('masakhane-scale-out');
  const database = await createDatabase('masakhane_hard_scale');
  const common = {
    NODE_ENV: 'development',
    DATABASE_URL: database.url,
    AUTH_SECRET: SECRET,
    STORAGE_URL: s3.storageUrl,
    BASE_URL: PUBLIC_URL,
    TRUSTED_PROXIES: '127.0.0.1',
    RATE_LIMIT: 'on',
    LOG_LEVEL: 'error',
  };
  // A seeds the demo users the check signs in as; B asks for none. Both start on the empty database at once.
  const a = new Instance('A', PORT_A, { ...common, DEMO_DATA: '1' });
  const b = new Instance('B', PORT_B, { ...common, DEMO_DATA: '0' });
  const client = new pg.Client({ connectionString: database.url });
  try {
    // 0. Two starts at the same moment on an empty database: one runs the migrations, the other waits.
    const [msA, msB] = await Promise.all([a.start(), b.start()]);
    await client.connect();
    const query = async <T = Record<string, unknown>>(sql: string, values: unknown[] = []) =>
      (await client.query(sql, values)).rows as T[];
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const [applied] = await query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    record(PART, 'both started together on an empty database (s)', `A ${msA / 1000}, B ${msB / 1000}`, true);
    record(
      PART,
      'migrations applied once (rows / migrations)',
      `${applied?.n} / ${journal.entries.length}`,
      applied?.n === journal.entries.length,
    );

    const [org] = await query<{ id: string }>(
      `select o.id from organizations o join user_organizations uo on uo.organization_id = o.id
       join users u on u.id = uo.user_id where u.email = 'thandi@masakhane.demo' and uo.role = 'admin' limit 1`,
    );
    const [member] = await query<{ user_id: string }>(
      `select uo.user_id from user_organizations uo join users u on u.id = uo.user_id
       where u.email = 'nomsa@masakhane.demo' and uo.organization_id = $1`,
      [org?.id],
    );
    if (!org || !member) throw new Error('the demo organization was not seeded');

    // 1. A session made on A is accepted on B; signing out on B ends it on A.
    const adminOnA = await signIn(a, 'thandi@masakhane.demo');
    const target: TTarget = { orgId: org.id, memberUserId: member.user_id, cookie: adminOnA.cookie };
    const seenOnB = await readSessionEmail(b, adminOnA.cookie);
    record(PART, 'session made on A, read on B', seenOnB ?? 'none', seenOnB === 'thandi@masakhane.demo');
    const throwaway = await signIn(a, 'sipho@masakhane.demo');
    await (
      await call(b, 'POST', '/api/auth/sign-out', { cookie: throwaway.cookie, json: {} })
    ).body?.cancel();
    const afterSignOut = await readSessionEmail(a, throwaway.cookie);
    record(PART, 'signed out on B, session on A', afterSignOut ?? 'ended', afterSignOut === null);

    // 2. B's live-update stream hears a write made on A.
    const stream = await call(b, 'GET', '/api/v1/events', { cookie: adminOnA.cookie });
    // Changes the seeded books' jobs publish meanwhile are not the write's: only what comes after it counts.
    let writtenAt: number | undefined;
    const heard = readFirstChange(stream, org.id, 10_000, () => writtenAt);
    await sleep(500);
    writtenAt = Date.now();
    const write = await postContribution(a, target, newKey());
    await write.body?.cancel();
    const change = await heard;
    record(
      PART,
      'write on A heard on B (ms)',
      change ? change.at - (writtenAt ?? 0) : 'not heard',
      write.ok && change !== null,
    );

    // 2b. One user's live-update streams are counted across both: the sixth is refused on either.
    const viewer = await signIn(a, 'lerato@masakhane.demo');
    const openStreams = [];
    for (let index = 0; index < MAX_STREAMS_PER_USER; index++) {
      openStreams.push(
        await call(index % 2 === 0 ? a : b, 'GET', '/api/v1/events', { cookie: viewer.cookie }),
      );
    }
    const sixth = await call(b, 'GET', '/api/v1/events', { cookie: viewer.cookie });
    await sixth.body?.cancel();
    record(
      PART,
      'one user’s live-update streams on A and B: opened, then one more',
      `${openStreams.filter((response) => response.ok).length} open, then ${sixth.status}`,
      openStreams.every((response) => response.ok) && sixth.status === 429,
    );
    for (const open of openStreams) await open.body?.cancel();

    // 3. A photo uploaded on A is served by B.
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1f7a4d' } })
      .png()
      .toBuffer();
    const upload = await call(a, 'PUT', '/api/v1/me/photo', {
      cookie: adminOnA.cookie,
      body: new Uint8Array(png),
      headers: { 'content-type': 'image/png' },
    });
    const { image } = upload.ok ? ((await upload.json()) as { image: string }) : { image: '' };
    const [photoA, photoB] = await Promise.all([
      call(a, 'GET', image, { cookie: adminOnA.cookie }),
      call(b, 'GET', image, { cookie: adminOnA.cookie }),
    ]);
    const [bytesA, bytesB] = [
      Buffer.from(await photoA.arrayBuffer()),
      Buffer.from(await photoB.arrayBuffer()),
    ];
    record(
      PART,
      'photo uploaded on A, read on B (status, bytes)',
      `${upload.status} -> ${photoB.status}, ${bytesB.length} B`,
      upload.ok && photoB.status === 200 && bytesB.length > 0 && bytesB.equals(bytesA),
    );

    // 4. A report asked for on B is built by whichever instance takes the job and downloads from both.
    const asked = await call(b, 'POST', `/api/v1/orgs/${org.id}/reports`, {
      cookie: adminOnA.cookie,
      headers: { 'idempotency-key': newKey() },
      json: { reportType: 'financial_summary', startDate: `${today().slice(0, 4)}-01-01`, endDate: today() },
    });
    const report = asked.ok ? ((await asked.json()) as { id: string }) : { id: '' };
    let status = 'unknown';
    const reportDeadline = Date.now() + 60_000;
    while (report.id && Date.now() < reportDeadline) {
      const detail = await call(a, 'GET', `/api/v1/orgs/${org.id}/reports/${report.id}`, {
        cookie: adminOnA.cookie,
      });
      status = ((await detail.json()) as { status?: string }).status ?? 'unknown';
      if (status === 'ready' || status === 'failed') break;
      await sleep(300);
    }
    const pdfs = await Promise.all(
      [a, b].map(async (instance) => {
        const response = await call(instance, 'GET', `/api/v1/orgs/${org.id}/reports/${report.id}/pdf`, {
          cookie: adminOnA.cookie,
        });
        const bytes = Buffer.from(await response.arrayBuffer());
        return response.ok && bytes.subarray(0, 4).toString() === '%PDF' ? bytes.length : 0;
      }),
    );
    record(
      PART,
      'report asked on B: status, PDF bytes from A / B',
      `${status}, ${pdfs[0]} / ${pdfs[1]}`,
      status === 'ready' && pdfs.every((bytes) => bytes > 0) && pdfs[0] === pdfs[1],
    );

    // 5. Wrong passwords alternating between A and B, from two client addresses: one count, one lock, one mail.
    const victim = 'kagiso@masakhane.demo';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < FREE_ACCOUNT_FAILURES + 1; attempt++) {
      const instance = attempt % 2 === 0 ? a : b;
      const answer = await signIn(instance, victim, 'wrong-password-1', `198.51.100.${10 + (attempt % 2)}`);
      statuses.push(answer.status);
    }
    const failuresBeforeLock = statuses.indexOf(429);
    const rightOnB = await signIn(b, victim, DEMO_PASSWORD, '198.51.100.12');
    record(
      PART,
      'failures before the lock (A and B alternating)',
      failuresBeforeLock === -1 ? `none locked: ${statuses.join(',')}` : failuresBeforeLock,
      failuresBeforeLock === FREE_ACCOUNT_FAILURES,
    );
    record(PART, 'locked account, right password on B', rightOnB.status, rightOnB.status === 429);
    const [warnings] = await query<{ n: number }>(
      "select count(*)::int as n from mail_outbox where to_address = $1 and subject like 'Failed sign-in attempts%'",
      [victim],
    );
    record(PART, 'lock-out warning e-mails', warnings?.n ?? 0, warnings?.n === 1);
    const addresses = await query<{ ip_address: string }>(
      "select distinct ip_address from auth_events where email = $1 and kind = 'sign_in_failed' order by 1",
      [victim],
    );
    const seen = addresses.map((row) => row.ip_address).join(', ');
    record(
      PART,
      'client addresses recorded (X-Forwarded-For of a trusted proxy)',
      seen,
      seen === '198.51.100.10, 198.51.100.11',
    );

    // 6. The daily job both instances asked for at start is queued and run once.
    const dailyKey = `${getTodayIso()}:start`;
    let daily: { n: number; done: number } | undefined;
    const dailyDeadline = Date.now() + 60_000;
    while (Date.now() < dailyDeadline) {
      [daily] = await query<{ n: number; done: number }>(
        `select count(*)::int as n, count(*) filter (where state = 'completed')::int as done
         from pgboss.job where name = $1 and singleton_key = $2`,
        [GROUP_RULES_DAILY_JOB, dailyKey],
      );
      if (daily && daily.done > 0) break;
      await sleep(500);
    }
    record(
      PART,
      'daily rules job for today: queued / completed',
      `${daily?.n ?? 0} / ${daily?.done ?? 0}`,
      daily?.n === 1 && daily.done === 1,
    );

    // 7. The same Idempotency-Key sent to A and B at the same moment: one record.
    const idempotencyKeys = Array.from({ length: 10 }, () => newKey());
    const pairs = await Promise.all(
      idempotencyKeys.map((key) =>
        Promise.all([postContribution(a, target, key), postContribution(b, target, key)]),
      ),
    );
    for (const pair of pairs) for (const response of pair) await response.body?.cancel();
    const [twice] = await query<{ rows: number; keys: number }>(
      'select count(*)::int as rows, count(distinct reference_number)::int as keys from contributions where reference_number = any($1)',
      [idempotencyKeys],
    );
    const bothAnswered = pairs.filter((pair) => pair.some((response) => response.ok)).length;
    record(
      PART,
      'one key on A and B at once: rows / keys',
      `${twice?.rows} / ${idempotencyKeys.length}`,
      twice?.rows === idempotencyKeys.length && bothAnswered === idempotencyKeys.length,
    );

    // 8. kill -9 of A in the middle of a burst spread over both: no acknowledged write lost or doubled,
    // and B keeps answering.
    const acknowledged = new Set<string>();
    const burstKeys: string[] = [];
    let isAKilled = false;
    let answeredByBAfterKill = 0;
    const refused: string[] = [];
    const deliver = async (key: string, preferA: boolean) => {
      const deadline = Date.now() + 60_000;
      let useA = preferA;
      while (Date.now() < deadline) {
        const instance = useA && !isAKilled ? a : b;
        try {
          const response = await postContribution(instance, target, key);
          await response.body?.cancel();
          if (response.ok) {
            acknowledged.add(key);
            if (instance === b && isAKilled) answeredByBAfterKill++;
            return;
          }
          if (response.status < 500 && ![409, 429].includes(response.status)) {
            refused.push(`${key}: ${response.status}`);
            return;
          }
        } catch {
          // A went down mid-request: the balancer sends the retry to B, with the same key.
        }
        useA = false;
        await sleep(50 + Math.random() * 100);
      }
      refused.push(`${key}: never acknowledged`);
    };
    const burst = Promise.all(
      Array.from({ length: BURST_CLIENTS }, async (_, clientIndex) => {
        for (let index = 0; index < BURST_KEYS_PER_CLIENT; index++) {
          const key = newKey();
          burstKeys.push(key);
          await deliver(key, (clientIndex + index) % 2 === 0);
        }
      }),
    );
    await sleep(400);
    await a.kill();
    isAKilled = true;
    await burst;
    const [burstRows] = await query<{ rows: number; keys: number }>(
      'select count(*)::int as rows, count(distinct reference_number)::int as keys from contributions where reference_number = any($1)',
      [[...acknowledged]],
    );
    const health = await fetch(`${b.url}/api/health`);
    record(
      PART,
      'burst with A killed: acknowledged / rows / sent',
      `${acknowledged.size} / ${burstRows?.rows} / ${burstKeys.length}`,
      acknowledged.size === burstKeys.length && burstRows?.rows === acknowledged.size && refused.length === 0,
    );
    record(
      PART,
      'writes answered by B after the kill; B healthy',
      `${answeredByBAfterKill}; ${health.status}`,
      answeredByBAfterKill > 0 && health.ok,
    );
    for (const line of refused.slice(0, 5)) process.stdout.write(`   refused ${line}\n`);
  } finally {
    await client.end().catch(() => undefined);
    await Promise.all([a.stop(), b.stop()]);
    await s3.stop();
    await dropDatabase(database.name).catch(() => undefined);
  }
}
