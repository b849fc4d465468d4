import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTodayIso } from '../../../shared/calendar';
import type {
  TContribution,
  TContributionList,
  TContributionStats,
} from '../../../shared/contracts/contributions';
import { contributions, journalEntries, organizationFeatureFlags, organizations } from '../../db/schema';
import {
  createOrganization,
  createSignedInUser,
  createTestApp,
  type TActor,
  type TTestApp,
} from '../../testing/test-app';
import { listAccountBalances, sumLinesByAccount } from '../ledger/ledger.repository';

let app: TTestApp;
let admin: TActor;
let member: TActor;
let otherMember: TActor;
let outsiderAdmin: TActor;
let staff: TActor;
let orgId: string;

const today = getTodayIso();
const valid = (userId: string, amountCents = 25_000) => ({
  userId,
  contributionDate: today,
  amountCents,
  paymentMethod: 'eft',
  referenceNumber: `REF-${randomUUID().slice(0, 8)}`,
});

function post(path: string, actor: TActor | null, json: unknown, key?: string) {
  return app.request(`/api/v1/orgs/${orgId}${path}`, {
    method: 'POST',
    json,
    ...(actor ? { cookie: actor.cookie } : {}),
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
}

const get = (path: string, actor: TActor) =>
  app.request(`/api/v1/orgs/${orgId}${path}`, { cookie: actor.cookie });

async function countRows(organizationId = orgId) {
  const [c] = await app.database.db
    .select({ n: count() })
    .from(contributions)
    .where(eq(contributions.organizationId, organizationId));
  const [e] = await app.database.db
    .select({ n: count() })
    .from(journalEntries)
    .where(eq(journalEntries.organizationId, organizationId));
  return { contributions: Number(c?.n), entries: Number(e?.n) };
}

async function balances() {
  return new Map(
    (await listAccountBalances(app.database.db, orgId)).map((row) => [row.code, row.balanceCents]),
  );
}

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

beforeAll(async () => {
  app = await createTestApp();
  admin = await createSignedInUser(app, { name: 'Thandi Admin' });
  member = await createSignedInUser(app, { name: 'Nomsa Member' });
  otherMember = await createSignedInUser(app, { name: 'Bongani Member' });
  outsiderAdmin = await createSignedInUser(app);
  staff = await createSignedInUser(app, { platformRole: 'site_admin' });
  orgId = await createOrganization(app, {
    adminUserId: admin.userId,
    memberUserIds: [member.userId, otherMember.userId],
  });
  await createOrganization(app, { adminUserId: outsiderAdmin.userId });
});

afterAll(async () => {
  await app.close();
});

describe('recording a contribution', () => {
  it('lets an admin record one for a member, posting cash in and member funds credited', async () => {
    const before = await balances();
    const response = await post('/contributions', admin, valid(member.userId, 25_000));
    expect(response.status).toBe(201);
    const body = (await response.json()) as TContribution;
    expect(body).toMatchObject({
      userId: member.userId,
      amountCents: 25_000,
      status: 'completed',
      memberName: 'Nomsa Member',
    });
    const after = await balances();
    expect((after.get('cash') ?? 0) - (before.get('cash') ?? 0)).toBe(25_000);
    expect((after.get('member_funds') ?? 0) - (before.get('member_funds') ?? 0)).toBe(-25_000);
  });

  it.each([
    ['anonymous', () => null, 401],
    ['a plain member', () => member, 403],
    ['an admin of another organization', () => outsiderAdmin, 404],
  ])('refuses %s and writes nothing', async (_name, actorOf, status) => {
    const before = await countRows();
    const response = await post('/contributions', actorOf(), valid(member.userId));
    expect(response.status).toBe(status);
    expect(await countRows()).toEqual(before);
  });

  it.each([
    [{ amountCents: 0 }, 'Amount must be greater than zero'],
    [{ amountCents: -500 }, 'Amount must be greater than zero'],
    [{ amountCents: 100.5 }, 'Amount must be a whole number of cents'],
    [{ amountCents: 20_000_000_000 }, 'Amount is too large'],
    [{ contributionDate: '2999-01-01' }, 'Date cannot be in the future'],
    [{ contributionDate: '2026-02-30' }, 'Date must be a real date in the form YYYY-MM-DD'],
    [{ paymentMethod: 'bitcoin' }, 'Choose a payment method'],
    [{ notes: 'x'.repeat(1001) }, 'Notes must be less than 1000 characters'],
    [{ userId: 'nobody' }, 'Choose a member'],
  ])('refuses %j with a clear message and writes nothing', async (override, message) => {
    const before = await countRows();
    const response = await post('/contributions', admin, { ...valid(member.userId), ...override });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(message);
    expect(await countRows()).toEqual(before);
  });

  it('refuses a member who does not belong to the organization', async () => {
    const response = await post('/contributions', admin, valid(outsiderAdmin.userId));
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe('This member does not belong to the organization');
  });

  it('returns the first result for a retried Idempotency-Key and never posts twice', async () => {
    const key = `record-${randomUUID()}`;
    const input = valid(member.userId, 12_300);
    const first = (await (await post('/contributions', admin, input, key)).json()) as TContribution;
    const before = await countRows();
    const retry = await post('/contributions', admin, input, key);
    expect(retry.status).toBe(201);
    expect(((await retry.json()) as TContribution).id).toBe(first.id);
    expect(await countRows()).toEqual(before);
    const misuse = await post('/contributions', admin, { ...input, amountCents: 99_900 }, key);
    expect(misuse.status).toBe(422);
    expect(await countRows()).toEqual(before);
  });

  it('posts once when the same key arrives concurrently', async () => {
    const key = `race-${randomUUID()}`;
    const input = valid(otherMember.userId, 4_400);
    const before = await countRows();
    const responses = await Promise.all([1, 2, 3].map(() => post('/contributions', admin, input, key)));
    const ids = await Promise.all(responses.map(async (r) => ((await r.json()) as TContribution).id));
    expect(new Set(ids).size).toBe(1);
    expect(await countRows()).toEqual({
      contributions: before.contributions + 1,
      entries: before.entries + 1,
    });
  });
});

describe('a member submits, an admin decides', () => {
  it('keeps a submitted contribution pending and unposted until an admin confirms it', async () => {
    const before = await countRows();
    const submitted = await post('/contributions/submit', member, {
      ...valid(member.userId, 5_000),
      userId: undefined,
    });
    expect(submitted.status).toBe(201);
    const pending = (await submitted.json()) as TContribution;
    expect(pending).toMatchObject({ status: 'pending', userId: member.userId });
    expect(await countRows()).toEqual({ contributions: before.contributions + 1, entries: before.entries });

    expect((await post(`/contributions/${pending.id}/confirm`, member, {})).status).toBe(403);
    const confirmed = await post(`/contributions/${pending.id}/confirm`, admin, {});
    expect(((await confirmed.json()) as TContribution).status).toBe('completed');
    expect((await countRows()).entries).toBe(before.entries + 1);

    const again = await post(`/contributions/${pending.id}/confirm`, admin, {});
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe('A completed contribution cannot be marked completed');
  });

  it('requires a payment reference from a member', async () => {
    const response = await post('/contributions/submit', member, {
      ...valid(member.userId),
      referenceNumber: ' ',
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe('Payment reference is required');
  });

  it('marks a pending contribution failed without posting it', async () => {
    const pending = (await (
      await post('/contributions/submit', member, valid(member.userId, 1_000))
    ).json()) as TContribution;
    const before = await countRows();
    const failed = await post(`/contributions/${pending.id}/fail`, admin, {});
    expect(((await failed.json()) as TContribution).status).toBe('failed');
    expect(await countRows()).toEqual(before);
  });

  it('corrects a posted contribution by a reversing entry, never by editing it', async () => {
    const recorded = (await (
      await post('/contributions', admin, valid(otherMember.userId, 7_700))
    ).json()) as TContribution;
    const cashBefore = (await balances()).get('cash') ?? 0;
    const reversed = await post(`/contributions/${recorded.id}/reverse`, admin, {
      reason: 'captured against the wrong member',
    });
    expect(reversed.status).toBe(200);
    expect(((await reversed.json()) as TContribution).status).toBe('reversed');
    expect((await balances()).get('cash')).toBe(cashBefore - 7_700);
    const twice = await post(`/contributions/${recorded.id}/reverse`, admin, { reason: 'again please' });
    expect(twice.status).toBe(409);
  });

  it('does not let one organization decide another organization’s contribution', async () => {
    const pending = (await (
      await post('/contributions/submit', member, valid(member.userId, 2_000))
    ).json()) as TContribution;
    const response = await post(`/contributions/${pending.id}/confirm`, outsiderAdmin, {});
    expect(response.status).toBe(404);
    const [row] = await app.database.db.select().from(contributions).where(eq(contributions.id, pending.id));
    expect(row?.status).toBe('pending');
  });
});

describe('what each actor can read', () => {
  it('shows a member only their own contributions and totals', async () => {
    const list = (await (
      await get(`/contributions?userId=${otherMember.userId}`, member)
    ).json()) as TContributionList;
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((item) => item.userId === member.userId)).toBe(true);
    const stats = (await (await get('/contributions/stats', member)).json()) as TContributionStats;
    const own = list.items
      .filter((item) => item.status === 'completed')
      .reduce((sum, item) => sum + item.amountCents, 0);
    expect(stats).toMatchObject({ scope: 'own', totalCents: own });
  });

  it('shows an admin and platform staff the whole organization, matching the list', async () => {
    const list = (await (await get('/contributions?limit=500', admin)).json()) as TContributionList;
    expect(new Set(list.items.map((item) => item.userId)).size).toBeGreaterThan(1);
    const completed = list.items.filter((item) => item.status === 'completed');
    const stats = (await (await get('/contributions/stats', admin)).json()) as TContributionStats;
    expect(stats).toEqual({
      scope: 'organization',
      totalCents: completed.reduce((sum, item) => sum + item.amountCents, 0),
      thisMonthCents: completed
        .filter((item) => item.contributionDate.slice(0, 7) === today.slice(0, 7))
        .reduce((s, i) => s + i.amountCents, 0),
      count: completed.length,
      averageCents: Math.round(completed.reduce((sum, item) => sum + item.amountCents, 0) / completed.length),
    });
    expect(((await (await get('/contributions/stats', staff)).json()) as TContributionStats).totalCents).toBe(
      stats.totalCents,
    );
    // The maintained totals agree with the master book.
    expect(-((await sumLinesByAccount(app.database.db, orgId)).get('member_funds') ?? 0)).toBe(
      stats.totalCents,
    );
  });

  it('filters an admin’s list by member, status and date range', async () => {
    const list = (await (
      await get(`/contributions?userId=${member.userId}&status=pending&from=${today}&to=${today}`, admin)
    ).json()) as TContributionList;
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((item) => item.userId === member.userId && item.status === 'pending')).toBe(true);
  });
});

describe('gating', () => {
  it('refuses members when the organization switched contributions off, but not platform staff', async () => {
    await app.database.db
      .insert(organizationFeatureFlags)
      .values({ organizationId: orgId, featureKey: 'contributions', enabled: false });
    try {
      const refused = await get('/contributions', member);
      expect(refused.status).toBe(403);
      expect((await errorOf(refused)).code).toBe('FEATURE_DISABLED');
      expect((await get('/contributions', staff)).status).toBe(200);
    } finally {
      await app.database.db
        .delete(organizationFeatureFlags)
        .where(
          and(
            eq(organizationFeatureFlags.organizationId, orgId),
            eq(organizationFeatureFlags.featureKey, 'contributions'),
          ),
        );
    }
  });

  it('keeps an archived organization’s books read-only', async () => {
    const archivedId = await createOrganization(app, {
      adminUserId: admin.userId,
      memberUserIds: [member.userId],
    });
    await app.database.db
      .update(organizations)
      .set({ active: false, archivedAt: new Date() })
      .where(eq(organizations.id, archivedId));
    const response = await app.request(`/api/v1/orgs/${archivedId}/contributions`, {
      method: 'POST',
      cookie: admin.cookie,
      json: valid(member.userId),
    });
    expect(response.status).toBe(409);
    expect((await errorOf(response)).message).toBe('This organization is archived: its books are read-only');
    expect((await countRows(archivedId)).contributions).toBe(0);
  });
});

describe('export', () => {
  it('downloads what an admin’s filtered list shows as CSV, and only a member’s own rows for a member', async () => {
    const response = await get(`/contributions/export?userId=${member.userId}&status=completed`, admin);
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="contributions-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Date,Member,Amount (ZAR),Amount,Payment Method,Reference,Status,Notes');
    const list = (await (
      await get(`/contributions?userId=${member.userId}&status=completed&limit=500`, admin)
    ).json()) as TContributionList;
    expect(lines).toHaveLength(list.items.length + 1);
    expect(
      lines
        .slice(1)
        .every(
          (line) =>
            line.includes(',Nomsa Member,') && /,\d+\.\d{2},/.test(line) && line.includes(',Completed,'),
        ),
    ).toBe(true);
    const own = (await (await get('/contributions/export', member)).text()).trim().split('\r\n').slice(1);
    expect(own.every((line) => line.includes(',Nomsa Member,'))).toBe(true);
  });
});
