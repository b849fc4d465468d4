import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMemberList } from '../../../shared/contracts/members';
import {
  createOrganization,
  createSignedInUser,
  createTestApp,
  type TActor,
  type TTestApp,
} from '../../testing/test-app';

// The member list counts up to 1,000 and pages through its newest 10,000 members (ADR 63): the figures
// beside it and a deep page cost the same in a society of ten thousand as in one of ten.

let app: TTestApp;
let admin: TActor;
let orgId: string;

const SEEDED_MEMBERS = 1_005;

const get = (path: string) => app.request(`/api/v1/orgs/${orgId}${path}`, { cookie: admin.cookie });
const readList = async (path: string) => {
  const response = await get(path);
  expect(response.status).toBe(200);
  return (await response.json()) as TMemberList;
};

beforeAll(async () => {
  app = await createTestApp();
  admin = await createSignedInUser(app, { name: 'Thandi Admin' });
  orgId = await createOrganization(app, { adminUserId: admin.userId });
  // Members who joined a millisecond apart, the newest last: "Burial Member 1005" heads the list.
  await app.database.db.execute(sql`
    WITH made AS (
      INSERT INTO users (id, name, email, email_verified, created_at, updated_at)
      SELECT gen_random_uuid(), 'Burial Member ' || n, 'burial' || n || '@example.test', true, now(), now()
      FROM generate_series(1, ${SEEDED_MEMBERS}) AS n RETURNING id, name, email
    ), named AS (
      INSERT INTO profiles (user_id, full_name, email) SELECT id, name, email FROM made RETURNING user_id
    )
    INSERT INTO user_organizations (organization_id, user_id, joined_at)
    SELECT ${orgId}, made.id,
           now() + interval '1 hour' + substring(made.name from 15)::int * interval '1 millisecond'
    FROM made`);
});

afterAll(async () => {
  await app.close();
});

describe('the counts beside the member list', () => {
  it('read "1 000+" past a thousand members: the answer says it counted no further', async () => {
    const page = await readList('/members?limit=50');
    expect(page.members).toHaveLength(50);
    expect(page.members[0]?.fullName).toBe(`Burial Member ${SEEDED_MEMBERS}`);
    expect(page).toMatchObject({
      total: 1_000,
      isTotalCapped: true,
      memberCount: 1_000,
      isMemberCountCapped: true,
      adminCount: 1,
      limit: 50,
      offset: 0,
    });
  });

  it('are exact for a narrow search, and the organization figures stay beside it', async () => {
    // "Burial Member 100" and "Burial Member 1000" to "Burial Member 1005".
    const page = await readList('/members?search=burial%20member%20100');
    expect(page).toMatchObject({
      total: 7,
      isTotalCapped: false,
      memberCount: 1_000,
      isMemberCountCapped: true,
    });
    expect(page.members).toHaveLength(7);
    const none = await readList('/members?search=nobody%20by%20this%20name');
    expect(none).toMatchObject({ members: [], total: 0, isTotalCapped: false });
  });

  it('are exact in a small organization', async () => {
    const other = await createSignedInUser(app, { name: 'Sipho Admin' });
    const member = await createSignedInUser(app, { name: 'Lerato Member' });
    const smallOrg = await createOrganization(app, {
      adminUserId: other.userId,
      memberUserIds: [member.userId],
    });
    const response = await app.request(`/api/v1/orgs/${smallOrg}/members`, { cookie: other.cookie });
    expect(await response.json()).toMatchObject({
      total: 2,
      isTotalCapped: false,
      memberCount: 2,
      isMemberCountCapped: false,
      adminCount: 1,
    });
  });
});

describe('paging deep into the member list', () => {
  it('reaches the earliest members within the bound', async () => {
    const page = await readList('/members?limit=200&offset=1000');
    // The seeded 1,005 and the admin who founded the group, first to join.
    expect(page.members).toHaveLength(SEEDED_MEMBERS + 1 - 1_000);
    expect(page.members.at(-1)?.fullName).toBe('Thandi Admin');
    expect(page).toMatchObject({ offset: 1_000, isTotalCapped: true });
  });

  it('refuses a page past the newest 10,000 members, telling the user to narrow the search', async () => {
    const response = await get('/members?offset=10001');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(body.error)).toContain('Narrow the dates or filters to go further back');
  });
});
