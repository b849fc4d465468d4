import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApproval } from '../../../shared/contracts/approvals';
import type { TBooksStatus } from '../../../shared/contracts/books';
import { readError, readJson } from '../../testing/fixtures/http';
import {
  createOrganization,
  createSignedInUser,
  createTestApp,
  type TSignedInUser,
  type TTestApp,
} from '../../testing/test-app';

let app: TTestApp;
let admin: TSignedInUser;
let secondAdmin: TSignedInUser;
let member: TSignedInUser;

const call = (orgId: string, method: string, path: string, actor: { cookie: string }, json?: unknown) =>
  app.request(`/api/v1/orgs/${orgId}${path}`, {
    method,
    cookie: actor.cookie,
    ...(json === undefined ? {} : { json }),
  });

const contribute = (orgId: string, contributionDate: string) =>
  call(orgId, 'POST', '/contributions', admin, {
    userId: member.userId,
    contributionDate,
    amountCents: 30_000,
    paymentMethod: 'cash',
  });

/** A society that came to the app in November 2026, with one admin. */
async function newSociety(coAdmins: string[] = []) {
  return createOrganization(app, {
    adminUserId: admin.userId,
    coAdminUserIds: coAdmins,
    memberUserIds: [member.userId],
    createdAt: new Date('2026-11-02T09:00:00+02:00'),
  });
}

beforeAll(async () => {
  app = await createTestApp();
  admin = await createSignedInUser(app);
  secondAdmin = await createSignedInUser(app);
  member = await createSignedInUser(app);
});

afterAll(async () => {
  await app.close();
});

describe('founded on and books start', () => {
  it('a society founded in 2009 starts its books in 2024, and entries are then accepted from that day', async () => {
    const orgId = await newSociety();
    const before = await readJson<TBooksStatus>(await call(orgId, 'GET', '/books', member));
    expect(before).toMatchObject({ foundedOn: null, booksStartOn: '2026-11-02' });
    const early = await readError(await contribute(orgId, '2024-02-01'), 400);
    expect(early.message).toBe('Date cannot be before the books start on 2 November 2026');

    const status = await readJson<TBooksStatus>(
      await call(orgId, 'PUT', '/books/start', admin, {
        foundedOn: '2009-03-14',
        booksStartOn: '2024-01-01',
      }),
    );
    expect(status).toMatchObject({ foundedOn: '2009-03-14', booksStartOn: '2024-01-01' });
    expect(status.closableMonths[0]).toBe('2024-01');
    expect((await contribute(orgId, '2024-02-01')).status).toBe(201);
    const older = await readError(await contribute(orgId, '2023-12-31'), 400);
    expect(older.message).toBe('Date cannot be before the books start on 1 January 2024');

    // The start cannot move after an entry the books already hold.
    const late = await readError(
      await call(orgId, 'PUT', '/books/start', admin, { booksStartOn: '2024-03-01' }),
      409,
    );
    expect(late.message).toBe('The books hold an entry dated 1 February 2024: they cannot start after it');
  });

  it('refuses a founding after the books start, dates in the future, and anyone but an admin', async () => {
    const orgId = await newSociety();
    const order = await readError(
      await call(orgId, 'PUT', '/books/start', admin, {
        foundedOn: '2025-01-01',
        booksStartOn: '2024-01-01',
      }),
      400,
    );
    expect(order.message).toBe('The group must be founded on or before the day its books start');
    const future = await readError(
      await call(orgId, 'PUT', '/books/start', admin, { booksStartOn: '2099-01-01' }),
      400,
    );
    expect(future.message).toBe('Books start cannot be in the future');
    await readError(await call(orgId, 'PUT', '/books/start', member, { booksStartOn: '2024-01-01' }), 403);
    const stranger = await createSignedInUser(app);
    await readError(await call(orgId, 'PUT', '/books/start', stranger, { booksStartOn: '2024-01-01' }), 404);
  });

  it('cannot start inside a closed month', async () => {
    const orgId = await newSociety();
    await readJson(await call(orgId, 'PUT', '/books/start', admin, { booksStartOn: '2025-01-01' }));
    await readJson(await call(orgId, 'POST', '/books/close', admin, { month: '2025-03' }));
    const closed = await readError(
      await call(orgId, 'PUT', '/books/start', admin, { booksStartOn: '2024-01-01' }),
      409,
    );
    expect(closed.message).toBe(
      'The books are closed through 31 March 2025: they cannot start inside a closed month',
    );
  });

  it('where the group has two admins, the second signs the new start', async () => {
    const orgId = await newSociety([secondAdmin.userId]);
    const held = await readJson<TApproval>(
      await call(orgId, 'PUT', '/books/start', admin, { booksStartOn: '2023-06-01' }),
      202,
    );
    expect(held.description).toBe('Start the books on 1 June 2023');
    expect((await readJson<TBooksStatus>(await call(orgId, 'GET', '/books', admin))).booksStartOn).toBe(
      '2026-11-02',
    );
    await readError(await call(orgId, 'POST', `/approvals/${held.id}/approve`, admin, {}), 403);
    await readJson(await call(orgId, 'POST', `/approvals/${held.id}/approve`, secondAdmin, {}));
    expect((await readJson<TBooksStatus>(await call(orgId, 'GET', '/books', admin))).booksStartOn).toBe(
      '2023-06-01',
    );
  });
});
