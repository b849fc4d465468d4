import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTodayIso } from '../../../shared/calendar';
import { contributions } from '../../db/schema';
import { createOrganization, createSignedInUser, createTestApp, type TTestApp } from '../../testing/test-app';

/** A retried or doubled money write is recorded once: the key replays the first result. */
let app: TTestApp;
let orgId: string;
let adminCookie: string;
let memberId: string;

beforeAll(async () => {
  app = await createTestApp();
  const admin = await createSignedInUser(app);
  const member = await createSignedInUser(app);
  memberId = member.userId;
  adminCookie = admin.cookie;
  orgId = await createOrganization(app, { adminUserId: admin.userId, memberUserIds: [member.userId] });
});

afterAll(async () => {
  await app.close();
});

const record = (key: string, amountCents: number) =>
  app.request(`/api/v1/orgs/${orgId}/contributions`, {
    method: 'POST',
    cookie: adminCookie,
    headers: { 'idempotency-key': key },
    json: {
      userId: memberId,
      contributionDate: getTodayIso(),
      amountCents,
      paymentMethod: 'cash',
    },
  });

describe('exactly-once contributions', () => {
  it('records concurrent duplicates of one key once and replays the same contribution', async () => {
    const responses = await Promise.all([
      record('finding-key-1', 2500),
      record('finding-key-1', 2500),
      record('finding-key-1', 2500),
    ]);
    const accepted = responses.filter((response) => response.status === 201);
    expect(accepted.length).toBeGreaterThan(0);
    const ids = new Set(
      await Promise.all(accepted.map(async (response) => ((await response.json()) as { id: string }).id)),
    );
    expect(ids.size).toBe(1);
    const rows = await app.database.db.select().from(contributions);
    expect(rows.filter((row) => row.amountCents === 2500)).toHaveLength(1);
  });

  it('refuses the same key for a different amount and records nothing more', async () => {
    const response = await record('finding-key-1', 9900);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      'This Idempotency-Key was already used for a different request',
    );
    const rows = await app.database.db.select().from(contributions);
    expect(rows).toHaveLength(1);
  });
});
