import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TContribution } from '../../../shared/contracts/contributions';
import { contributions } from '../../db/schema';
import {
  callLoans,
  countWrites,
  createLoanWorld,
  readError,
  readJson,
  saveFixedTerms,
  type TLoanWorld,
  today,
} from '../../testing/fixtures/loans';
import { createTestApp, type TTestApp } from '../../testing/test-app';

// Finding 9: the Idempotency-Key was optional (two keyless posts posted twice) and submit and record shared
// one key space (a record reusing a member's submit key answered with the member's pending row).

let app: TTestApp;
let world: TLoanWorld;

const someId = randomUUID();
const contribution = (userId: string, amountCents = 25_000) => ({
  userId,
  contributionDate: today,
  amountCents,
  paymentMethod: 'eft',
  referenceNumber: 'EFT-2291',
});

/** Every write that moves money, with a body that would pass validation. */
const MONEY_WRITES: [string, unknown][] = [
  ['/contributions', { userId: someId, contributionDate: today, amountCents: 100, paymentMethod: 'eft' }],
  ['/contributions/submit', { contributionDate: today, amountCents: 100, paymentMethod: 'eft' }],
  [`/contributions/${someId}/confirm`, {}],
  [`/contributions/${someId}/fail`, {}],
  [`/contributions/${someId}/reverse`, { reason: 'Entered twice' }],
  ['/loans', { amountCents: 100, termMonths: 1, purpose: 'School fees' }],
  [`/loans/${someId}/approve`, {}],
  [`/loans/${someId}/reject`, { reason: 'Not this month' }],
  [`/loans/${someId}/disburse`, { disbursedOn: today }],
  [`/loans/${someId}/default`, { reason: 'Stopped paying' }],
  [`/loans/${someId}/write-off`, {}],
  [`/loans/${someId}/repayments`, { repaymentDate: today, amountCents: 100 }],
  [`/loans/${someId}/repayments/submit`, { repaymentDate: today, amountCents: 100 }],
  [`/loans/${someId}/repayments/${someId}/confirm`, {}],
  [`/loans/${someId}/repayments/${someId}/fail`, {}],
  ['/transactions', { kind: 'fee', amountCents: 100, transactionDate: today, description: 'Bank fee' }],
  ['/receipts', { userId: someId, amountCents: 100, receiptDate: today, category: 'other' }],
];

beforeAll(async () => {
  app = await createTestApp();
  world = await createLoanWorld(app);
  await saveFixedTerms(world);
});

afterAll(async () => {
  await app.close();
});

async function countContributions() {
  const [row] = await app.database.db
    .select({ n: count() })
    .from(contributions)
    .where(eq(contributions.organizationId, world.orgId));
  return Number(row?.n);
}

describe('Idempotency-Keys on money writes', () => {
  it.each(MONEY_WRITES)('refuses POST %s without a key and writes nothing', async (path, json) => {
    const before = await countWrites(app, world.orgId);
    const response = await callLoans(world, 'POST', path, world.admin, { json, key: null });
    expect((await readError(response, 400)).message).toBe(
      'Idempotency-Key header is required for this request',
    );
    expect(await countWrites(app, world.orgId)).toEqual(before);
  });

  it('answers a repeated request with the same key with the first row, written once', async () => {
    const key = `record-${randomUUID()}`;
    const before = await countContributions();
    const send = () =>
      callLoans(world, 'POST', '/contributions', world.admin, {
        json: contribution(world.member.userId),
        key,
      });
    const [first, second] = await Promise.all([send(), send()]);
    const a = await readJson<TContribution>(first as Response, 201);
    const b = await readJson<TContribution>(second as Response, 201);
    const c = await readJson<TContribution>(await send(), 201);
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    expect(await countContributions()).toBe(before + 1);
  });

  it('scopes a key by operation: an admin reusing a member’s submit key records a new contribution', async () => {
    const key = `shared-${randomUUID()}`;
    const { userId: _member, ...own } = contribution(world.member.userId);
    const submitted = await readJson<TContribution>(
      await callLoans(world, 'POST', '/contributions/submit', world.member, { json: own, key }),
      201,
    );
    const recorded = await readJson<TContribution>(
      await callLoans(world, 'POST', '/contributions', world.admin, {
        json: contribution(world.member.userId),
        key,
      }),
      201,
    );
    expect(recorded.id).not.toBe(submitted.id);
    expect(recorded.status).toBe('completed');
    expect(submitted.status).toBe('pending');
  });

  it('refuses the same key with a different body, or from another actor, and writes nothing', async () => {
    const key = `reuse-${randomUUID()}`;
    await readJson(
      await callLoans(world, 'POST', '/contributions', world.admin, {
        json: contribution(world.member.userId),
        key,
      }),
      201,
    );
    const before = await countContributions();
    const different = await callLoans(world, 'POST', '/contributions', world.admin, {
      json: contribution(world.member.userId, 30_000),
      key,
    });
    expect((await readError(different, 422)).message).toBe(
      'This Idempotency-Key was already used for a different request',
    );
    const submitKey = `submit-${randomUUID()}`;
    const { userId: _member, ...own } = contribution(world.member.userId);
    await readJson(
      await callLoans(world, 'POST', '/contributions/submit', world.member, { json: own, key: submitKey }),
      201,
    );
    const otherMember = await callLoans(world, 'POST', '/contributions/submit', world.otherMember, {
      json: own,
      key: submitKey,
    });
    expect(otherMember.status).toBe(422);
    expect(await countContributions()).toBe(before + 1);
  });

  it('re-runs a write whose first attempt failed, rather than replaying the failure', async () => {
    const key = `retry-${randomUUID()}`;
    const loan = await readJson<{ id: string }>(
      await callLoans(world, 'POST', '/loans', world.member, {
        json: { amountCents: 10_000, termMonths: 1, purpose: 'School fees' },
      }),
      201,
    );
    // Disbursing before approval fails; once approved, the same key pays the loan out.
    const early = await callLoans(world, 'POST', `/loans/${loan.id}/disburse`, world.admin, {
      json: { disbursedOn: today },
      key,
    });
    expect(early.status).toBe(409);
    await readJson(await callLoans(world, 'POST', `/loans/${loan.id}/approve`, world.admin), 200);
    const paid = await readJson<{ status: string }>(
      await callLoans(world, 'POST', `/loans/${loan.id}/disburse`, world.admin, {
        json: { disbursedOn: today },
        key,
      }),
      200,
    );
    expect(paid.status).toBe('active');
  });
});
