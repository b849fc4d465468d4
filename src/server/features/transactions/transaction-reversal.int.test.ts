import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTodayIso } from '../../../shared/calendar';
import type { TApproval } from '../../../shared/contracts/approvals';
import type { TContribution } from '../../../shared/contracts/contributions';
import type { TTransaction, TTransactionList } from '../../../shared/contracts/transactions';
import { errorOf, orgCaller, readError, readJson } from '../../testing/fixtures/http';
import { expectLedgerBalanced, readBalances } from '../../testing/fixtures/ledger';
import {
  createOrganization,
  createSignedInUser,
  createTestApp,
  type TActor,
  type TTestApp,
} from '../../testing/test-app';

let app: TTestApp;
let admin: TActor;
let coAdmin: TActor;
let member: TActor;
let outsider: TActor;
const today = getTodayIso();
const call = orgCaller(() => app);

beforeAll(async () => {
  app = await createTestApp();
  admin = await createSignedInUser(app, { name: 'Lerato Admin' });
  coAdmin = await createSignedInUser(app, { name: 'Sipho Co-admin' });
  member = await createSignedInUser(app, { name: 'Ayanda Member' });
  outsider = await createSignedInUser(app);
});

afterAll(async () => {
  await app.close();
});

/** An organization with two admins and a member, holding R1,000 of the member's contribution. */
async function world() {
  const orgId = await createOrganization(app, {
    adminUserId: admin.userId,
    coAdminUserIds: [coAdmin.userId],
    memberUserIds: [member.userId],
  });
  await readJson<TContribution>(
    await call(
      orgId,
      'POST',
      '/contributions',
      admin,
      { userId: member.userId, contributionDate: today, amountCents: 100_000, paymentMethod: 'cash' },
      randomUUID(),
    ),
    201,
  );
  return { orgId };
}

async function record(orgId: string, body: Record<string, unknown>, by: TActor = admin) {
  return readJson<TTransaction>(
    await call(
      orgId,
      'POST',
      '/transactions',
      by,
      { transactionDate: today, description: 'Bank charges', ...body },
      randomUUID(),
    ),
    201,
  );
}

const reverse = (
  orgId: string,
  id: string,
  by: TActor,
  reason: string,
  key: string | undefined = randomUUID(),
) => call(orgId, 'POST', `/transactions/${id}/reverse`, by, { reason }, key);

async function listed(orgId: string, id: string) {
  const list = await readJson<TTransactionList>(await call(orgId, 'GET', '/transactions?limit=100', admin));
  return list.items.find((item) => item.id === id);
}

describe('reversing a transaction recorded on the Transactions page', () => {
  it('posts a reversing entry dated today, marks the original reversed and puts the cash back', async () => {
    const { orgId } = await world();
    const fee = await record(orgId, { kind: 'fee', amountCents: 15_000 });
    expect(fee).toMatchObject({ amountCents: -15_000, isReversed: false, isReversibleHere: true });
    expect((await readBalances(app, orgId)).get('cash')).toBe(85_000);

    const key = randomUUID();
    const reversal = await readJson<TTransaction>(
      await reverse(orgId, fee.id, coAdmin, 'Charged twice by mistake', key),
      201,
    );
    expect(reversal).toMatchObject({
      amountCents: 15_000,
      transactionDate: today,
      isReversal: true,
      isReversibleHere: false,
    });
    expect(reversal.description).toContain('Charged twice by mistake');
    expect(await listed(orgId, fee.id)).toMatchObject({ isReversed: true, isReversibleHere: false });
    expect((await readBalances(app, orgId)).get('cash')).toBe(100_000);
    await expectLedgerBalanced(app, orgId);

    // The same key answers the same reversal; a new one is refused, and a reversal is never reversed.
    const replay = await readJson<TTransaction>(
      await reverse(orgId, fee.id, coAdmin, 'Charged twice by mistake', key),
      201,
    );
    expect(replay.id).toBe(reversal.id);
    expect(await readError(await reverse(orgId, fee.id, admin, 'Again'), 409)).toMatchObject({
      message: 'This entry has already been reversed',
    });
    expect(await readError(await reverse(orgId, reversal.id, admin, 'Undo the undo'), 409)).toMatchObject({
      message: 'A reversal cannot be reversed',
    });
    expect((await readBalances(app, orgId)).get('cash')).toBe(100_000);
  });

  it('leaves contributions, loans and meeting items to their own corrections', async () => {
    const { orgId } = await world();
    const list = await readJson<TTransactionList>(await call(orgId, 'GET', '/transactions', admin));
    const contribution = list.items.find((item) => item.transactionType === 'contribution');
    if (!contribution) throw new Error('the contribution was not posted');
    expect(contribution).toMatchObject({ isReversibleHere: false, isReversed: false });
    const refused = await reverse(orgId, contribution.id, admin, 'Wrong member');
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toMatch(/^Correct this where it was recorded/);
  });

  it('refuses members, outsiders, a missing key, a short reason and an unknown transaction', async () => {
    const { orgId } = await world();
    const fee = await record(orgId, { kind: 'fee', amountCents: 5_000 });
    expect((await reverse(orgId, fee.id, member, 'Not mine to undo')).status).toBe(403);
    expect((await reverse(orgId, fee.id, outsider, 'Not my group')).status).toBe(404);
    const keyless = await app.request(`/api/v1/orgs/${orgId}/transactions/${fee.id}/reverse`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { reason: 'Sent without a key' },
      idempotencyKey: null,
    });
    expect(await readError(keyless, 400)).toMatchObject({
      message: 'Idempotency-Key header is required for this request',
    });
    expect(await readError(await reverse(orgId, fee.id, admin, 'no'), 400)).toMatchObject({
      message: 'Reason must be at least 3 characters',
    });
    expect((await reverse(orgId, randomUUID(), admin, 'Nothing there')).status).toBe(404);
    expect(await listed(orgId, fee.id)).toMatchObject({ isReversed: false });
  });

  it('lets nobody reverse a payout of their own, and never takes cash below zero', async () => {
    const { orgId } = await world();
    const payout = await record(orgId, {
      kind: 'payout',
      amountCents: 20_000,
      description: 'Share-out advance',
      memberUserId: coAdmin.userId,
    });
    expect(
      await readError(await reverse(orgId, payout.id, coAdmin, 'Paid to the wrong person'), 403),
    ).toMatchObject({
      message: 'Another admin must reverse this',
    });
    await readJson(await reverse(orgId, payout.id, admin, 'Paid to the wrong person'), 201);

    // R500 in, then everything paid out: taking the R500 back out would leave the group short.
    const income = await record(orgId, { kind: 'other_income', amountCents: 50_000, description: 'Raffle' });
    await record(orgId, { kind: 'other_expense', amountCents: 150_000, description: 'Hall hire' });
    const short = await reverse(orgId, income.id, admin, 'Raffle money was never banked');
    expect(short.status).toBe(409);
    expect((await errorOf(short)).message).toMatch(/^Not enough cash/);
    expect(await listed(orgId, income.id)).toMatchObject({ isReversed: false });
    await expectLedgerBalanced(app, orgId);
  });

  it('waits for a second admin when the policy holds reversals', async () => {
    const { orgId } = await world();
    const fee = await record(orgId, { kind: 'fee', amountCents: 7_500 });
    await readJson(
      await call(orgId, 'PUT', '/approval-policy', admin, {
        payoutsAboveCents: null,
        disbursementsAboveCents: null,
        isWriteOffGated: false,
        isReversalGated: true,
      }),
    );
    const approval = await readJson<TApproval>(await reverse(orgId, fee.id, admin, 'Fee was refunded'), 202);
    expect(approval.description).toContain('Fee was refunded');
    expect(await listed(orgId, fee.id)).toMatchObject({ isReversed: false });
    expect(
      (await call(orgId, 'POST', `/approvals/${approval.id}/approve`, admin, {}, randomUUID())).status,
    ).toBe(403);
    await readJson(await call(orgId, 'POST', `/approvals/${approval.id}/approve`, coAdmin, {}, randomUUID()));
    expect(await listed(orgId, fee.id)).toMatchObject({ isReversed: true });
    expect((await readBalances(app, orgId)).get('cash')).toBe(100_000);
  });
});
