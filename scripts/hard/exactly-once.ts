import pg from 'pg';
import { DEMO_PASSWORD } from '../../src/server/demo/demo-users';
import { HARD_BASE_URL, ServerProcess } from './server-process';
import { createDatabase, dropDatabase, ledgerCheckFailures, newKey, sumOf, today } from './support';

type TRecord = (part: string, figure: string, value: number | string, ok: boolean) => void;
const CLIENTS = 50;
const KEYS_PER_CLIENT = 6;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type TTarget = { orgId: string; memberUserId: string; cookie: string };

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${HARD_BASE_URL}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: HARD_BASE_URL },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** One money write: a contribution whose reference is its key, so rows can be counted per key. */
function post(target: TTarget, key: string, signal?: AbortSignal): Promise<Response> {
  return fetch(`${HARD_BASE_URL}/api/v1/orgs/${target.orgId}/contributions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: HARD_BASE_URL,
      cookie: target.cookie,
      'idempotency-key': key,
    },
    body: JSON.stringify({
      userId: target.memberUserId,
      contributionDate: today(),
      amountCents: 1234,
      paymentMethod: 'cash',
      referenceNumber: key,
    }),
    ...(signal ? { signal } : {}),
  });
}

/** Sends a key until the server acknowledges it (2xx), surviving aborts, crashes and restarts. */
async function deliver(
  target: TTarget,
  key: string,
  acknowledged: Set<string>,
  refused: string[],
): Promise<void> {
  // First an attempt aborted mid-flight half the time: the server may or may not have written it.
  if (Math.random() < 0.5) {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), Math.random() * 20);
    await post(target, key, controller.signal).catch(() => undefined);
  }
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      // Duplicates in flight at once, as a double tap or a retrying proxy sends them.
      const responses = await Promise.all([post(target, key), post(target, key)]);
      for (const response of responses) await response.body?.cancel();
      if (responses.some((response) => response.ok)) {
        acknowledged.add(key);
        return;
      }
      const hard = responses.find(
        (response) => ![409, 429, 502, 503].includes(response.status) && response.status < 500,
      );
      if (hard) {
        refused.push(`${key}: ${hard.status}`);
        return;
      }
    } catch {
      // connection refused or reset: the server is down; retry with the same key
    }
    await sleep(100 + Math.random() * 300);
  }
  refused.push(`${key}: never acknowledged`);
}

async function load(target: TTarget, acknowledged: Set<string>, refused: string[], keys: string[]) {
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      for (let i = 0; i < KEYS_PER_CLIENT; i += 1) {
        const key = newKey();
        keys.push(key);
        await deliver(target, key, acknowledged, refused);
      }
    }),
  );
}

async function rowsPerKey(
  client: pg.Client,
  keys: string[],
): Promise<{ rows: number; duplicated: number; missing: number }> {
  const { rows } = await client.query<{ reference_number: string; n: number }>(
    'SELECT reference_number, count(*)::int AS n FROM contributions WHERE reference_number = ANY($1) GROUP BY 1',
    [keys],
  );
  const counts = new Map(rows.map((row) => [row.reference_number, row.n]));
  return {
    rows: rows.reduce((total, row) => total + row.n, 0),
    duplicated: rows.filter((row) => row.n > 1).length,
    missing: keys.filter((key) => !counts.has(key)).length,
  };
}

export async function runExactlyOnce(record: TRecord): Promise<void> {
  const database = await createDatabase('masakhane_hard_once');
  const server = new ServerProcess(database.url);
  const client = new pg.Client({ connectionString: database.url });
  try {
    await server.start();
    await client.connect();
    const query = async (sql: string) => (await client.query(sql)).rows;
    const [org] =
      await query(`SELECT o.id FROM organizations o JOIN user_organizations uo ON uo.organization_id = o.id
      JOIN users u ON u.id = uo.user_id WHERE u.email = 'thandi@masakhane.demo' AND uo.role = 'admin' LIMIT 1`);
    const [member] =
      await query(`SELECT uo.user_id FROM user_organizations uo JOIN users u ON u.id = uo.user_id
      WHERE u.email = 'nomsa@masakhane.demo' AND uo.organization_id = '${org?.id}'`);
    if (!org || !member) throw new Error('the demo organization was not seeded');
    const target: TTarget = {
      orgId: String(org.id),
      memberUserId: String(member.user_id),
      cookie: await signIn('thandi@masakhane.demo'),
    };

    // Exactly-once under concurrency, duplicates and aborted requests.
    const acknowledged = new Set<string>();
    const refused: string[] = [];
    const keys: string[] = [];
    await load(target, acknowledged, refused, keys);
    const once = await rowsPerKey(client, keys);
    const ledger = await ledgerCheckFailures(query);
    for (const line of refused.slice(0, 10)) process.stdout.write(`   refused ${line}\n`);
    record('exactly-once', 'clients x keys', `${CLIENTS} x ${KEYS_PER_CLIENT} = ${keys.length}`, true);
    record(
      'exactly-once',
      'rows vs distinct keys',
      `${once.rows} / ${keys.length}`,
      once.rows === keys.length,
    );
    record('exactly-once', 'keys with duplicate rows', once.duplicated, once.duplicated === 0);
    record('exactly-once', 'keys refused or never acknowledged', refused.length, refused.length === 0);
    record('exactly-once', 'ledger check failures', sumOf(ledger), sumOf(ledger) === 0);

    // Crash: kill -9 twice under the same load, restart, and let clients retry with their keys.
    const crashAcknowledged = new Set<string>();
    const crashRefused: string[] = [];
    const crashKeys: string[] = [];
    const loading = load(target, crashAcknowledged, crashRefused, crashKeys);
    for (let crash = 0; crash < 2; crash += 1) {
      await sleep(1500);
      await server.kill('SIGKILL');
      await server.start();
    }
    await loading;
    const crashed = await rowsPerKey(client, [...crashAcknowledged]);
    const crashLedger = await ledgerCheckFailures(query);
    for (const line of crashRefused.slice(0, 10)) process.stdout.write(`   refused ${line}\n`);
    record('crash', 'kill -9 under load', 2, true);
    record(
      'crash',
      'acknowledged / present once',
      `${crashAcknowledged.size} / ${crashed.rows}`,
      crashed.rows === crashAcknowledged.size && crashed.missing === 0,
    );
    record('crash', 'acknowledged writes duplicated', crashed.duplicated, crashed.duplicated === 0);
    record('crash', 'keys never acknowledged', crashRefused.length, crashRefused.length === 0);
    record('crash', 'ledger check failures', sumOf(crashLedger), sumOf(crashLedger) === 0);
  } finally {
    await client.end().catch(() => undefined);
    await server.kill('SIGTERM');
    await dropDatabase(database.name);
  }
}
