import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApproval, TApprovalBoard } from '../../../shared/contracts/approvals';
import { approvals, userOrganizations } from '../../db/schema';
import { readPgErrorCode } from '../../platform/errors';
import {
  callLoans,
  createLoanWorld,
  readBalances,
  readError,
  readJson,
  type TActor,
  type TLoanWorld,
  today,
} from '../../testing/fixtures/loans';
import { createSignedInUser, createTestApp, type TTestApp } from '../../testing/test-app';

/**
 * Finding 4 of the December probe: five reversal requests sent at once created five pending approvals for
 * one move. A move waits for approval once: every further ask answers with the approval already pending.
 */
let app: TTestApp;
let world: TLoanWorld;
let secondAdmin: TActor;
const key = () => `k-${randomUUID()}`;

const cash = async () => (await readBalances(app, world.orgId)).get('cash') ?? 0;

const board = async () =>
  readJson<TApprovalBoard>(await callLoans(world, 'GET', '/approvals', world.admin), 200);

async function recordContribution(amountCents: number) {
  return readJson<{ id: string }>(
    await callLoans(world, 'POST', '/contributions', world.admin, {
      json: { userId: world.member.userId, contributionDate: today, amountCents, paymentMethod: 'cash' },
      key: key(),
    }),
    201,
  );
}

const askReversal = (contributionId: string, reason = 'Recorded twice') =>
  callLoans(world, 'POST', `/contributions/${contributionId}/reverse`, world.admin, {
    json: { reason },
    key: key(),
  });

beforeAll(async () => {
  app = await createTestApp();
  world = await createLoanWorld(app);
  secondAdmin = await createSignedInUser(app, { name: 'Sipho Second Admin' });
  await app.database.db
    .insert(userOrganizations)
    .values({ organizationId: world.orgId, userId: secondAdmin.userId, role: 'admin' });
  await readJson(
    await callLoans(world, 'PUT', '/approval-policy', world.admin, {
      json: {
        payoutsAboveCents: null,
        disbursementsAboveCents: null,
        isWriteOffGated: false,
        isReversalGated: true,
      },
    }),
    200,
  );
});

afterAll(async () => {
  await app.close();
});

describe('one pending approval per move', () => {
  it('answers five reversal requests sent at once, under five keys, with one approval', async () => {
    const contribution = await recordContribution(60_000);
    const answers = await Promise.all(
      ['Recorded twice', 'Duplicate', 'Wrong member', 'Recorded twice', 'Typo'].map((reason) =>
        askReversal(contribution.id, reason),
      ),
    );
    const held = await Promise.all(answers.map((answer) => readJson<TApproval>(answer, 202)));
    const ids = new Set(held.map((approval) => approval.id));
    expect(ids.size).toBe(1);
    const pending = (await board()).pending.filter(
      (approval) => approval.operation === 'contribution.reverse',
    );
    expect(pending).toHaveLength(1);
    expect(pending[0]?.id).toBe(held[0]?.id);

    const cashBefore = await cash();
    await readJson(
      await callLoans(world, 'POST', `/approvals/${held[0]?.id}/approve`, secondAdmin, { key: key() }),
      200,
    );
    expect(await cash()).toBe(cashBefore - 60_000);
    // Reversed once: a further ask is refused, not held again.
    const late = await readError(await askReversal(contribution.id), 409);
    expect(late.message).toContain('reversed');
    expect((await board()).pending).toEqual([]);
  });

  it('holds the move anew once the waiting approval was cancelled', async () => {
    const contribution = await recordContribution(30_000);
    const first = await readJson<TApproval>(await askReversal(contribution.id), 202);
    expect((await readJson<TApproval>(await askReversal(contribution.id, 'Again'), 202)).id).toBe(first.id);
    await readJson(
      await callLoans(world, 'POST', `/approvals/${first.id}/cancel`, world.admin, { key: key() }),
      200,
    );
    const second = await readJson<TApproval>(await askReversal(contribution.id), 202);
    expect(second.id).not.toBe(first.id);
    expect(second.status).toBe('pending');
  });

  it('is enforced by the database: a second pending approval of one move cannot be written', async () => {
    const moveKey = `contribution.reverse:${randomUUID()}`;
    const row = {
      organizationId: world.orgId,
      operation: 'contribution.reverse',
      payload: {},
      amountCents: 1_000,
      description: 'Reversal',
      proposedBy: world.admin.userId,
      moveKey,
    };
    await app.database.db.insert(approvals).values({ ...row, idempotencyKey: key() });
    const error = await app.database.db
      .insert(approvals)
      .values({ ...row, idempotencyKey: key() })
      .then(() => null)
      .catch((caught: unknown) => caught);
    expect(readPgErrorCode(error)).toBe('23505');
  });
});
