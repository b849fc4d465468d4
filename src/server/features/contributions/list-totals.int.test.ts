import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TContributionList } from '../../../shared/contracts/contributions';
import type { TTransactionList } from '../../../shared/contracts/transactions';
import { contributions } from '../../db/schema';
import {
  createOrganization,
  createSignedInUser,
  createTestApp,
  type TActor,
  type TTestApp,
} from '../../testing/test-app';

// A list counts its matches up to 1,000 and pages through its newest 10,000 rows (ADR 63): the count beside a
// page and a deep page cost the same on a long history as on a short one.

let app: TTestApp;
let admin: TActor;
let member: TActor;
let orgId: string;

const PENDING_ROWS = 1_005;

const get = (path: string) => app.request(`/api/v1/orgs/${orgId}${path}`, { cookie: admin.cookie });

beforeAll(async () => {
  app = await createTestApp();
  admin = await createSignedInUser(app, { name: 'Thandi Admin' });
  member = await createSignedInUser(app, { name: 'Nomsa Member' });
  orgId = await createOrganization(app, { adminUserId: admin.userId, memberUserIds: [member.userId] });
  await app.database.db.insert(contributions).values(
    Array.from({ length: PENDING_ROWS }, (_, index) => ({
      organizationId: orgId,
      userId: member.userId,
      contributionDate: `2024-${String((index % 12) + 1).padStart(2, '0')}-15`,
      amountCents: 10_000 + index,
      status: 'pending' as const,
    })),
  );
});

afterAll(async () => {
  await app.close();
});

describe('the count beside a list', () => {
  it('reads "1 000+" past a thousand matches: the page says it counted no further', async () => {
    const response = await get('/contributions?limit=50');
    expect(response.status).toBe(200);
    const page = (await response.json()) as TContributionList;
    expect(page.items).toHaveLength(50);
    expect(page).toMatchObject({ total: 1_000, isTotalCapped: true, limit: 50, offset: 0 });
  });

  it('is exact under a thousand', async () => {
    const page = (await (
      await get('/contributions?status=pending&from=2024-01-01&to=2024-01-31')
    ).json()) as TContributionList;
    // Rows 0, 12, 24, ... fall in January: ceil(1005 / 12).
    expect(page).toMatchObject({ total: 84, isTotalCapped: false });
    const none = (await (await get('/contributions?status=completed')).json()) as TContributionList;
    expect(none).toMatchObject({ items: [], total: 0, isTotalCapped: false });
  });

  it('is exact on the transactions list of a new group', async () => {
    const page = (await (await get('/transactions')).json()) as TTransactionList;
    expect(page).toMatchObject({ items: [], total: 0, isTotalCapped: false });
  });
});

describe('paging deep into a list', () => {
  it('reaches the last rows within the bound', async () => {
    const page = (await (await get('/contributions?limit=50&offset=1000')).json()) as TContributionList;
    expect(page.items).toHaveLength(PENDING_ROWS - 1_000);
    expect(page.offset).toBe(1_000);
  });

  it('refuses a page past the newest 10,000 rows, telling the user to narrow the dates', async () => {
    const response = await get('/contributions?offset=10001');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(body.error)).toContain('Narrow the dates or filters to go further back');
  });
});
