import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TContribution } from '../../../shared/contracts/contributions';
import type { TRotationCycle } from '../../../shared/contracts/rotation';
import { formatCents } from '../../../shared/money';
import { journalEntries } from '../../db/schema';
import { errorOf, readJson } from '../../testing/fixtures/http';
import { prepareRotationApp, rotationKey, type TActor } from '../../testing/fixtures/rotation';
import { extractPdfText } from '../../testing/pdf-text';
import type { TTestApp } from '../../testing/test-app';

let app: TTestApp;
let admin: TActor;
let coAdmin: TActor;
let thandi: TActor;
let sipho: TActor;
let outsider: TActor;

const key = rotationKey;

const { call, createStokvel, startCycle, setOrder, contribute, readCycle } = prepareRotationApp((world) => {
  ({ app, admin, coAdmin, thandi, sipho, outsider } = world);
});

/**
 * Four members at R1,000 a month from January 2025, the recipient not paying: Thandi is paid in round 1
 * (R3,000) and misses round 3, so she owes the group R1,000; every round has ended.
 */
async function stokvelWithDebt() {
  const orgId = await createStokvel();
  const order = [thandi.userId, admin.userId, coAdmin.userId, sipho.userId];
  const cycleId = (await startCycle(orgId, { memberUserIds: order })).id;
  await setOrder(orgId, cycleId, order);
  for (const [index, date] of ['2025-01-10', '2025-02-10', '2025-03-10', '2025-04-10'].entries()) {
    for (const memberId of order) {
      if (memberId === order[index] || (memberId === thandi.userId && index === 2)) continue;
      await contribute(orgId, memberId, date);
    }
  }
  return { orgId, cycleId };
}

const payDebt = (
  orgId: string,
  cycleId: string,
  userId: string,
  actor: TActor,
  amountCents: number,
  idem = key(),
  paymentDate = '2025-04-20',
) =>
  call(
    orgId,
    'POST',
    `/rotation/cycles/${cycleId}/members/${userId}/debt-payments`,
    actor,
    { amountCents, paymentDate, paymentMethod: 'eft' },
    idem,
  );

const memberOf = (cycle: TRotationCycle, userId: string) => cycle.members.find((m) => m.userId === userId);

describe('paying back a rotation debt', () => {
  it('posts an admin-recorded payment, in part, without counting it as a round payment', async () => {
    const { orgId, cycleId } = await stokvelWithDebt();
    expect(memberOf(await readCycle(orgId, sipho), thandi.userId)).toMatchObject({
      debtCents: 100_000,
      debtRepaidCents: 0,
      missedAfterPaidRounds: [3],
    });

    const idem = key();
    const paid = await readJson<TContribution>(
      await payDebt(orgId, cycleId, thandi.userId, admin, 40_000, idem),
      201,
    );
    expect(paid).toMatchObject({ userId: thandi.userId, amountCents: 40_000, status: 'completed' });
    // A retry answers the same payment and posts nothing more.
    const again = await readJson<TContribution>(
      await payDebt(orgId, cycleId, thandi.userId, admin, 40_000, idem),
      201,
    );
    expect(again.id).toBe(paid.id);
    const [posted] = await app.database.db
      .select({ n: count() })
      .from(journalEntries)
      .where(and(eq(journalEntries.organizationId, orgId), eq(journalEntries.sourceId, paid.id)));
    expect(Number(posted?.n)).toBe(1);

    const cycle = await readCycle(orgId, thandi);
    expect(memberOf(cycle, thandi.userId)).toMatchObject({
      debtCents: 60_000,
      debtRepaidCents: 40_000,
      missedAfterPaidRounds: [3],
    });
    // Dated in round 4, it is not Thandi's payment into round 4: that round's pot is unchanged.
    expect(cycle.rounds.map((round) => round.status?.potCents)).toEqual([300_000, 300_000, 200_000, 300_000]);

    const statement = await call(orgId, 'GET', '/statements/2025', thandi);
    expect(extractPdfText(Buffer.from(await statement.arrayBuffer()))).toContain(
      'so you owe the group R 600,00 after paying back R 400,00.',
    );
  });

  it('refuses more than is owed, then clears the debt with the rest', async () => {
    const { orgId, cycleId } = await stokvelWithDebt();
    await readJson(await payDebt(orgId, cycleId, thandi.userId, admin, 30_000), 201);
    const tooMuch = await payDebt(orgId, cycleId, thandi.userId, admin, 70_001);
    expect(tooMuch.status).toBe(400);
    expect((await errorOf(tooMuch)).message).toBe(
      `That is more than is owed: at most ${formatCents(70_000)} is still open on this debt`,
    );
    await readJson(await payDebt(orgId, cycleId, thandi.userId, admin, 70_000), 201);
    expect(memberOf(await readCycle(orgId, sipho), thandi.userId)).toMatchObject({
      debtCents: 0,
      debtRepaidCents: 100_000,
    });
    const nothing = await payDebt(orgId, cycleId, thandi.userId, admin, 100);
    expect(nothing.status).toBe(409);
    expect((await errorOf(nothing)).message).toBe('This member owes the group nothing in this rotation');
    // Paid back: the statement no longer shows a rotation debt.
    const statement = await call(orgId, 'GET', '/statements/2025', thandi);
    expect(extractPdfText(Buffer.from(await statement.arrayBuffer()))).not.toContain('Owed to the group');
    // Someone who owes nothing cannot pay a debt either.
    const siphoPays = await payDebt(orgId, cycleId, sipho.userId, admin, 100);
    expect(siphoPays.status).toBe(409);
  });

  it('lets the member report their own payment, which counts once another admin confirms it', async () => {
    const { orgId, cycleId } = await stokvelWithDebt();
    const reported = await readJson<TContribution>(
      await payDebt(orgId, cycleId, thandi.userId, thandi, 100_000),
      201,
    );
    expect(reported.status).toBe('pending');
    expect(memberOf(await readCycle(orgId, thandi), thandi.userId)).toMatchObject({
      debtCents: 100_000,
      debtPendingCents: 100_000,
    });
    // The whole debt is reported: nothing more can be paid until it is confirmed or refused.
    expect((await payDebt(orgId, cycleId, thandi.userId, admin, 100)).status).toBe(409);
    await readJson(await call(orgId, 'POST', `/contributions/${reported.id}/confirm`, admin, {}, key()), 200);
    expect(memberOf(await readCycle(orgId, thandi), thandi.userId)).toMatchObject({
      debtCents: 0,
      debtRepaidCents: 100_000,
      debtPendingCents: 0,
    });
  });

  it('lets nobody record their own or another member’s payment without the right, and keeps outsiders out', async () => {
    const { orgId, cycleId } = await stokvelWithDebt();
    // A member cannot record a payment for another member.
    expect((await payDebt(orgId, cycleId, thandi.userId, sipho, 10_000)).status).toBe(403);
    // An outsider does not see the organization.
    expect((await payDebt(orgId, cycleId, thandi.userId, outsider, 10_000)).status).toBe(404);
    // Someone not in the rotation has no debt in it.
    expect((await payDebt(orgId, cycleId, outsider.userId, admin, 10_000)).status).toBe(404);
    // A member's own payment is only reported, never recorded by themselves: it waits for an admin.
    expect(memberOf(await readCycle(orgId, admin), thandi.userId)?.debtCents).toBe(100_000);
    const own = await payDebt(orgId, cycleId, thandi.userId, thandi, 10_000);
    expect((await readJson<TContribution>(own, 201)).status).toBe('pending');
    // Without an Idempotency-Key nothing is written.
    const noKey = await app.request(
      `/api/v1/orgs/${orgId}/rotation/cycles/${cycleId}/members/${thandi.userId}/debt-payments`,
      {
        method: 'POST',
        cookie: admin.cookie,
        json: { amountCents: 10_000, paymentDate: '2025-04-20', paymentMethod: 'eft' },
        idempotencyKey: null,
      },
    );
    expect(noKey.status).toBe(400);
  });
});
