import { sql } from 'drizzle-orm';
import type { TTestApp } from '../../src/server/testing/test-app';
import { send, type TWorld } from './actors';
import { routeFixtures } from './fixtures';
import { buildCall, listRoutes } from './matrix';
import { seededRandom, today } from './support';

/** Money and organization tables: a refused request must leave every one of them as it was. */
const WATCHED_TABLES = [
  'organizations',
  'user_organizations',
  'organization_join_requests',
  'organization_feature_flags',
  'ledger_accounts',
  'journal_entries',
  'journal_lines',
  'contributions',
  'loans',
  'loan_repayments',
  'receipts',
];
/** Routes the fuzzer leaves alone: they would sign its actors out or remove them. */
const SKIPPED = [
  /^(GET|POST) \/api\/auth\//,
  /^DELETE \/api\/v1\/me$/,
  /revoke-others$/,
  /\/archive$/,
  /^DELETE .*members/,
  /\/events$/,
];
const REQUESTS = Number(process.env.HARD_FUZZ_REQUESTS ?? 10_000);

type TSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, TSchema>;
  items?: TSchema;
};
type TRoute = { key: string; bodySchema?: TSchema };

const BAD_VALUES: unknown[] = [
  null,
  true,
  -1,
  0,
  -(2 ** 60),
  1e21,
  0.5,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  ' ',
  'x'.repeat(100_000),
  'nul\u0000byte',
  '\u0000',
  'not-a-uuid',
  '00000000-0000-0000-0000-00000000000g',
  '2025-02-30',
  '9999-12-31',
  '1999-12-31',
  'yesterday',
  "'; DROP TABLE contributions; --",
  '<script>alert(1)</script>',
  '\ud800',
  [],
  [1, 2],
  {},
  { nested: { deep: true } },
  '-100',
  '1e9',
];
const BAD_JSON = [
  '{"a":',
  'not json',
  '[',
  '{"amountCents": 1,}',
  '\u0000',
  '{"__proto__": {"admin": true}}',
  'null',
  '"text"',
  '12',
];
const BAD_PATH_IDS = [
  'not-a-uuid',
  '%00',
  '..%2F..%2Fetc',
  'x'.repeat(5000),
  '-1',
  '00000000-0000-0000-0000-000000000000',
];
const BAD_QUERIES = [
  '?limit=-1',
  '?limit=1e9',
  '?page=abc',
  '?from=2025-13-45&to=yesterday',
  '?period=%00',
  '?status=nope',
  '?cursor=%ff%fe',
  `?q=${'a'.repeat(5000)}`,
  '?year=-5',
];

function validValue(name: string, schema: TSchema | undefined, userId: string): unknown {
  const type = Array.isArray(schema?.type) ? schema.type.find((t) => t !== 'null') : schema?.type;
  if (schema?.enum?.length) return schema.enum[0];
  if (type === 'integer' || type === 'number') return 100;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return {};
  if (schema?.format === 'uuid') return userId;
  if (/date/i.test(name)) return today();
  return 'Hard run';
}

function schemasOf(doc: {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: TSchema }> } }>>;
}) {
  const schemas = new Map<string, TSchema>();
  for (const [path, operations] of Object.entries(doc.paths))
    for (const [method, operation] of Object.entries(operations)) {
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      if (schema) schemas.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, schema);
    }
  return schemas;
}

export type TFuzzResult = {
  seed: number;
  requests: number;
  refused: number;
  serverErrors: string[];
  unchangedViolations: string[];
};

export async function runFuzzer(app: TTestApp, world: TWorld): Promise<TFuzzResult> {
  const seed = Number(process.env.HARD_SEED ?? Math.floor(Math.random() * 2 ** 31));
  process.stdout.write(`   seed ${seed}\n`);
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const schemas = schemasOf(await (await app.request('/api/openapi.json')).json());
  const fixtures = routeFixtures(today());
  const routes: TRoute[] = listRoutes(app)
    .filter((key) => !SKIPPED.some((pattern) => pattern.test(key)))
    .map((key) => ({ key, bodySchema: schemas.get(key) }));
  const checksum = async () => {
    const parts = WATCHED_TABLES.map(
      (table) =>
        `(SELECT count(*) || ':' || coalesce(md5(string_agg(md5(t::text), '' ORDER BY md5(t::text))), '') FROM ${table} t)`,
    );
    const result = (await app.database.db.execute(
      sql.raw(`SELECT concat_ws('|', ${parts.join(', ')}) AS sum`),
    )) as unknown as { rows: { sum: string }[] } | { sum: string }[];
    const rows = Array.isArray(result) ? result : result.rows;
    return rows[0]?.sum ?? '';
  };
  const actors = [
    { cookie: world.cookies.adminA, org: world.orgs.A },
    { cookie: world.cookies.memberA, org: world.orgs.A },
  ];
  const result: TFuzzResult = { seed, requests: 0, refused: 0, serverErrors: [], unchangedViolations: [] };
  let before = await checksum();
  while (result.requests < REQUESTS) {
    const route = pick(routes);
    const actor = random() < 0.7 ? actors[0] : actors[1];
    if (!actor) break;
    const fixture = fixtures[route.key] ?? { kind: 'org' as const };
    // The actor's own organization: past the guards, so validation is what answers.
    const call = buildCall(route.key, fixture, { ...actor.org, memberUserId: actor.org.memberUserId }, false);
    let path = call.path;
    let body: unknown = call.body;
    let rawBody: string | undefined;
    let mutation: string;
    const choice = random();
    const properties = route.bodySchema?.properties ?? {};
    const names = Object.keys(properties);
    if (route.key.startsWith('GET ')) {
      if (choice < 0.5 && /:\w+Id/.test(route.key)) {
        const id = pick(BAD_PATH_IDS);
        path = path.replace(
          /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?!.*[0-9a-f]{8}-)/,
          id,
        );
        mutation = `path id ${id.slice(0, 20)}`;
      } else {
        const query = pick(BAD_QUERIES);
        path = `${path.split('?')[0]}${query}`;
        mutation = `query ${query.slice(0, 30)}`;
      }
    } else if (choice < 0.15) {
      rawBody = pick(BAD_JSON);
      body = undefined;
      mutation = `bad JSON ${JSON.stringify(rawBody)}`;
    } else if (choice < 0.25 && /:\w+Id/.test(route.key)) {
      const id = pick(BAD_PATH_IDS);
      path = path.replace(
        /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?!.*[0-9a-f]{8}-)/,
        id,
      );
      mutation = `path id ${id.slice(0, 20)}`;
    } else {
      const base: Record<string, unknown> = Object.fromEntries(
        names.map((name) => [name, validValue(name, properties[name], actor.org.memberUserId)]),
      );
      if (names.length === 0 || choice < 0.35) {
        base[pick(['unknownField', '__proto__', 'organizationId', 'constructor', 'isAdmin'])] =
          pick(BAD_VALUES);
        if (names.length === 0 && random() < 0.5) for (const name of Object.keys(base)) delete base[name];
        mutation = 'unknown field';
      } else if (choice < 0.5) {
        const name = pick(names);
        delete base[name];
        mutation = `missing ${name}`;
      } else {
        const name = pick(names);
        base[name] = pick(BAD_VALUES);
        mutation = `${name}=${JSON.stringify(base[name])?.slice(0, 30)}`;
      }
      body = base;
    }
    const response = await send(app, route.key.split(' ')[0] ?? 'GET', path, {
      cookie: actor.cookie,
      body,
      rawBody,
    });
    await response.body?.cancel();
    result.requests += 1;
    const where = `${route.key} (${mutation}) -> ${response.status}`;
    if (response.status >= 500) result.serverErrors.push(where);
    const after = await checksum();
    if (response.status >= 400) {
      result.refused += 1;
      if (after !== before) result.unchangedViolations.push(`${where}: a watched table changed`);
    }
    before = after;
  }
  return result;
}
