import type { TTestApp } from '../../src/server/testing/test-app';
import { ACTORS, send, type TActorName, type TOrgFixture, type TWorld } from './actors';
import { routeFixtures, type TFixture } from './fixtures';
import { today } from './support';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const STAFF = new Set<TActorName>(['siteAdmin', 'developer']);

/** Every API route of the app, as `METHOD /path/:param`. */
export function listRoutes(app: TTestApp): string[] {
  const keys = new Set<string>();
  for (const route of app.app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/')) continue;
    keys.add(`${route.method} ${route.path}`);
  }
  return [...keys];
}

/** Which organization an actor calls: A's actors call B, B's call A, staff call a third one. */
function targetOf(actor: TActorName, world: TWorld): TOrgFixture {
  if (actor === 'memberA' || actor === 'adminA') return world.orgs.B;
  if (STAFF.has(actor)) return world.orgs.C;
  return world.orgs.A;
}

/** Fills a route's path and body with the target organization's ids. */
export function buildCall(
  key: string,
  fixture: TFixture,
  target: TOrgFixture,
  forStaff: boolean,
): { method: string; path: string; body?: unknown } {
  const [method = 'GET', template = '/'] = key.split(' ');
  const values: Record<string, string> = {
    orgId: target.orgId,
    organizationId: target.orgId,
    userId: target.memberUserId,
    contributionId: target.contributionId,
    membershipId: target.membershipId,
    id: forStaff ? UNKNOWN_ID : target.memberUserId,
    year: today().slice(0, 4),
    featureKey: 'contributions',
    receiptNumber: 'RCT-000000',
  };
  const path = template
    .replace('/api/auth/*', '/api/auth/get-session')
    .replace(/:(\w+)/g, (_, name: string) => values[name] ?? UNKNOWN_ID);
  const body =
    fixture.body === undefined
      ? undefined
      : JSON.parse(
          JSON.stringify(fixture.body).replace(
            /":(\w+)"/g,
            (_, name: string) => `"${values[name] ?? UNKNOWN_ID}"`,
          ),
        );
  const query = (fixture.query ?? '').replace(/:(\w+)/g, (_, name: string) => values[name] ?? UNKNOWN_ID);
  return { method, path: `${path}${query}`, body };
}

/**
 * Staff calling their organization (C), of which they are no member: every write there but what Organization
 * Management changes is refused with 403 (ADR 60).
 */
function isStaffViewWrite(key: string, fixture: TFixture, actor: TActorName): boolean {
  return STAFF.has(actor) && fixture.kind === 'org' && !key.startsWith('GET ') && !fixture.isStaffChange;
}

function isRefusalExpected(key: string, fixture: TFixture, actor: TActorName): boolean {
  if (fixture.kind === 'public') return false;
  if (actor === 'anonymous') return true;
  if (fixture.kind === 'self') return false;
  return !STAFF.has(actor) || isStaffViewWrite(key, fixture, actor);
}

export type TMatrixResult = {
  routes: number;
  calls: number;
  leaks: string[];
  missingFixtures: string[];
  serverErrors: string[];
};

export async function runMatrix(app: TTestApp, world: TWorld): Promise<TMatrixResult> {
  const fixtures = routeFixtures(today());
  const routes = listRoutes(app);
  const missingFixtures = routes.filter((key) => !fixtures[key]);
  const result: TMatrixResult = {
    routes: routes.length,
    calls: 0,
    leaks: [],
    missingFixtures,
    serverErrors: [],
  };
  for (const key of routes) {
    const fixture = fixtures[key];
    if (!fixture) continue;
    for (const actor of ACTORS) {
      const target = targetOf(actor, world);
      const call = buildCall(key, fixture, target, STAFF.has(actor));
      const response = await send(app, call.method, call.path, {
        cookie: world.cookies[actor],
        body: call.body,
      });
      result.calls += 1;
      const text = fixture.stream ? '' : await response.text();
      if (fixture.stream) await response.body?.cancel();
      const where = `${key} as ${actor} -> ${response.status}`;
      if (response.status >= 500) result.serverErrors.push(where);
      const ok = response.status >= 200 && response.status < 300;
      if (ok && isRefusalExpected(key, fixture, actor)) result.leaks.push(where);
      else if (isStaffViewWrite(key, fixture, actor) && response.status !== 403)
        result.leaks.push(`${where} (a staff view's write is refused with 403)`);
      // Another organization's records must never reach an actor outside it.
      else if (ok && !STAFF.has(actor) && text.includes(target.marker))
        result.leaks.push(`${where} (other organization's data)`);
    }
  }
  return result;
}
