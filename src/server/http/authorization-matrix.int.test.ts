import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createSignedInUser, createTestApp, type TTestApp } from '../testing/test-app';

/**
 * Every API route called as every kind of actor. Organization routes are called on organization A.
 * Add a row for each new route; the route-table test in auth/guards.int.test.ts catches unguarded ones.
 */
const ACTORS = ['anonymous', 'memberA', 'adminA', 'memberB', 'adminB', 'siteAdmin', 'developer'] as const;
type TActorName = (typeof ACTORS)[number];
type TRow = { method: 'GET' | 'POST'; path: (orgA: string) => string; expect: Record<TActorName, number> };

const everyone = (status: number) =>
  Object.fromEntries(ACTORS.map((actor) => [actor, status])) as Record<TActorName, number>;
const signedIn = { ...everyone(200), anonymous: 401 };
const membersOfA = {
  anonymous: 401,
  memberA: 200,
  adminA: 200,
  memberB: 404,
  adminB: 404,
  siteAdmin: 200,
  developer: 200,
};

const MATRIX: TRow[] = [
  { method: 'GET', path: () => '/api/health', expect: everyone(200) },
  { method: 'GET', path: () => '/api/openapi.json', expect: everyone(200) },
  { method: 'GET', path: () => '/api/v1/me', expect: signedIn },
  { method: 'GET', path: () => '/api/v1/feature-flags', expect: signedIn },
  { method: 'GET', path: (orgA) => `/api/v1/orgs/${orgA}/context`, expect: membersOfA },
];

let app: TTestApp;
let orgA: string;
const cookies = new Map<TActorName, string>();

beforeAll(async () => {
  app = await createTestApp();
  const memberA = await createSignedInUser(app);
  const adminA = await createSignedInUser(app);
  const memberB = await createSignedInUser(app);
  const adminB = await createSignedInUser(app);
  const siteAdmin = await createSignedInUser(app, { platformRole: 'site_admin' });
  const developer = await createSignedInUser(app, { platformRole: 'developer' });
  orgA = await createOrganization(app, { adminUserId: adminA.userId, memberUserIds: [memberA.userId] });
  await createOrganization(app, { adminUserId: adminB.userId, memberUserIds: [memberB.userId] });
  for (const [name, actor] of Object.entries({ memberA, adminA, memberB, adminB, siteAdmin, developer })) {
    cookies.set(name as TActorName, actor.cookie);
  }
});

afterAll(async () => {
  await app.close();
});

describe('authorization matrix', () => {
  it.each(MATRIX.map((row) => [`${row.method} ${row.path(':orgA')}`, row] as const))(
    '%s',
    async (_name, row) => {
      const statuses: Record<string, number> = {};
      for (const actor of ACTORS) {
        const cookie = cookies.get(actor);
        const response = await app.request(row.path(orgA), {
          method: row.method,
          ...(cookie ? { cookie } : {}),
        });
        statuses[actor] = response.status;
      }
      expect(statuses).toEqual(row.expect);
    },
  );
});
