import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getTodayIso } from '../../../shared/calendar';
import type { TApproval } from '../../../shared/contracts/approvals';
import type { TDashboardSummary } from '../../../shared/contracts/dashboard';
import type { TRotationPayout, TRotationView } from '../../../shared/contracts/rotation';
import { drawOrder } from '../../../shared/rotation/draw';
import { journalEntries } from '../../db/schema';
import { errorOf, readJson } from '../../testing/fixtures/http';
import { prepareRotationApp, rotationKey, type TActor } from '../../testing/fixtures/rotation';
import { extractPdfText } from '../../testing/pdf-text';
import { createOrganization, createSignedInUser, type TTestApp } from '../../testing/test-app';

let app: TTestApp;
let admin: TActor;
let coAdmin: TActor;
let thandi: TActor;
let sipho: TActor;
let outsider: TActor;
const today = getTodayIso();
const key = rotationKey;

const rotation = prepareRotationApp((world) => {
  ({ app, admin, coAdmin, thandi, sipho, outsider } = world);
});
const { call, createStokvel, setOrder, contribute, readCycle } = rotation;

const everyone = () => [admin.userId, coAdmin.userId, thandi.userId, sipho.userId];

const startCycle = (orgId: string, input: Partial<Record<string, unknown>> = {}) =>
  rotation.startCycle(orgId, { memberUserIds: everyone(), seed: 'stokvel-2025', ...input });

const payOut = (orgId: string, cycleId: string, round: number, actor: TActor, idempotencyKey = key()) =>
  call(orgId, 'POST', `/rotation/cycles/${cycleId}/rounds/${round}/payout`, actor, undefined, idempotencyKey);

async function payoutEntries(orgId: string) {
  const [row] = await app.database.db
    .select({ n: count() })
    .from(journalEntries)
    .where(and(eq(journalEntries.organizationId, orgId), eq(journalEntries.sourceType, 'rotation')));
  return Number(row?.n);
}

describe('who may see and run a rotation', () => {
  it('keeps outsiders out and shows the cycle to every member', async () => {
    const orgId = await createStokvel();
    expect(
      (await readJson<TRotationView>(await call(orgId, 'GET', '/rotation', thandi), 200)).cycle,
    ).toBeNull();
    expect((await call(orgId, 'GET', '/rotation', outsider)).status).toBe(404);
    await startCycle(orgId);
    const seen = await readCycle(orgId, sipho);
    expect(seen.members.map((member) => member.name)).toContain('Thandi Member');
  });

  it('is only for stokvels', async () => {
    const orgId = await createStokvel('burial_society');
    const response = await call(orgId, 'GET', '/rotation', admin);
    expect(response.status).toBe(404);
    expect((await errorOf(response)).message).toBe('Payout rotation is only for stokvels');
  });

  it('lets only admins draw or set the order', async () => {
    const orgId = await createStokvel();
    const body = {
      amountCents: 100_000,
      frequency: 'monthly',
      startsOn: '2025-01-01',
      recipientPays: false,
      memberUserIds: everyone(),
    };
    expect((await call(orgId, 'POST', '/rotation/cycles', thandi, body)).status).toBe(403);
    expect((await call(orgId, 'POST', '/rotation/cycles', outsider, body)).status).toBe(404);
    const cycle = await startCycle(orgId);
    const order = cycle.members.map((member) => member.userId);
    expect(
      (await call(orgId, 'PUT', `/rotation/cycles/${cycle.id}/order`, thandi, { memberUserIds: order }))
        .status,
    ).toBe(403);
  });

  it('refuses someone who is not in the group as a member of the rotation', async () => {
    const orgId = await createStokvel();
    const response = await call(orgId, 'POST', '/rotation/cycles', admin, {
      amountCents: 100_000,
      frequency: 'monthly',
      startsOn: '2025-01-01',
      recipientPays: false,
      memberUserIds: [...everyone(), outsider.userId],
    });
    expect(response.status).toBe(400);
  });
});

describe('the draw', () => {
  it('records its seed so any member can recompute the order', async () => {
    const orgId = await createStokvel();
    const cycle = await startCycle(orgId, { seed: 'stokvel-2025' });
    expect(cycle.drawSeed).toBe('stokvel-2025');
    const order = [...cycle.members].sort((a, b) => a.turn - b.turn).map((member) => member.userId);
    expect(order).toEqual(drawOrder(everyone(), 'stokvel-2025'));
    expect(cycle.rounds.map((round) => round.recipientId)).toEqual(order);
    expect(cycle.rounds[0]).toMatchObject({ startsOn: '2025-01-01', endsOn: '2025-01-31' });
  });

  it('can be replaced by an order set by hand, which clears the seed', async () => {
    const orgId = await createStokvel();
    const cycle = await startCycle(orgId);
    const order = [sipho.userId, thandi.userId, coAdmin.userId, admin.userId];
    const updated = await setOrder(orgId, cycle.id, order);
    expect(updated.drawSeed).toBeNull();
    expect(updated.rounds.map((round) => round.recipientId)).toEqual(order);
    const missing = await call(orgId, 'PUT', `/rotation/cycles/${cycle.id}/order`, admin, {
      memberUserIds: order.slice(0, 3),
    });
    expect(missing.status).toBe(400);
  });
});

describe('swaps', () => {
  it('take effect only when the other member accepts', async () => {
    const orgId = await createStokvel();
    const cycle = await startCycle(orgId);
    await setOrder(orgId, cycle.id, [admin.userId, coAdmin.userId, thandi.userId, sipho.userId]);
    const proposed = await readJson<TRotationView>(
      await call(orgId, 'POST', `/rotation/cycles/${cycle.id}/swaps`, thandi, {
        counterpartId: sipho.userId,
      }),
      201,
    );
    const swap = proposed.cycle?.swaps[0];
    expect(swap).toMatchObject({ proposedBy: thandi.userId, counterpartId: sipho.userId, status: 'pending' });
    expect(proposed.cycle?.rounds.map((round) => round.recipientId).slice(2)).toEqual([
      thandi.userId,
      sipho.userId,
    ]);

    // Neither the proposer nor an admin can accept for the counterpart.
    expect((await call(orgId, 'POST', `/rotation/swaps/${swap?.id}/accept`, thandi)).status).toBe(403);
    expect((await call(orgId, 'POST', `/rotation/swaps/${swap?.id}/accept`, admin)).status).toBe(403);
    expect((await call(orgId, 'POST', `/rotation/swaps/${swap?.id}/accept`, outsider)).status).toBe(404);

    const accepted = await readJson<TRotationView>(
      await call(orgId, 'POST', `/rotation/swaps/${swap?.id}/accept`, sipho),
      200,
    );
    expect(accepted.cycle?.rounds.map((round) => round.recipientId).slice(2)).toEqual([
      sipho.userId,
      thandi.userId,
    ]);
    expect(accepted.cycle?.swaps[0]?.status).toBe('accepted');
    expect((await call(orgId, 'POST', `/rotation/swaps/${swap?.id}/decline`, sipho)).status).toBe(409);
  });

  it('leaves the order alone when declined, and only members of the rotation may ask', async () => {
    const orgId = await createStokvel();
    const cycle = await startCycle(orgId);
    const before = cycle.rounds.map((round) => round.recipientId);
    const proposed = await readJson<TRotationView>(
      await call(orgId, 'POST', `/rotation/cycles/${cycle.id}/swaps`, thandi, {
        counterpartId: admin.userId,
      }),
      201,
    );
    const declined = await readJson<TRotationView>(
      await call(orgId, 'POST', `/rotation/swaps/${proposed.cycle?.swaps[0]?.id}/decline`, admin),
      200,
    );
    expect(declined.cycle?.rounds.map((round) => round.recipientId)).toEqual(before);
    expect(declined.cycle?.swaps[0]?.status).toBe('declined');
    const withSelf = await call(orgId, 'POST', `/rotation/cycles/${cycle.id}/swaps`, thandi, {
      counterpartId: thandi.userId,
    });
    expect(withSelf.status).toBe(400);
  });
});

describe('a round and its payout', () => {
  it('is refused before the money is in, then posts once under retry', async () => {
    const orgId = await createStokvel();
    const cycle = await startCycle(orgId, { frequency: 'weekly', startsOn: today });
    await setOrder(orgId, cycle.id, [thandi.userId, admin.userId, coAdmin.userId, sipho.userId]);
    await contribute(orgId, admin.userId, today);
    await contribute(orgId, coAdmin.userId, today);

    const open = await readCycle(orgId, sipho);
    expect(open.currentRound).toBe(1);
    expect(open.rounds[0]?.status).toMatchObject({
      paidIds: [admin.userId, coAdmin.userId],
      owingIds: [sipho.userId],
      potCents: 200_000,
      expectedPotCents: 300_000,
      isReady: false,
    });
    const early = await payOut(orgId, cycle.id, 1, admin);
    expect(early.status).toBe(409);
    expect((await errorOf(early)).message).toMatch(/money is not in yet/);
    expect((await payOut(orgId, cycle.id, 2, admin)).status).toBe(409);

    await contribute(orgId, sipho.userId, today);
    expect((await readCycle(orgId, thandi)).rounds[0]?.status?.isReady).toBe(true);
    expect((await payOut(orgId, cycle.id, 1, thandi)).status).toBe(403);

    const idempotencyKey = key();
    const first = await readJson<TRotationPayout>(
      await payOut(orgId, cycle.id, 1, admin, idempotencyKey),
      201,
    );
    expect(first).toMatchObject({ roundNumber: 1, amountCents: 300_000 });
    const retry = await readJson<TRotationPayout>(
      await payOut(orgId, cycle.id, 1, admin, idempotencyKey),
      201,
    );
    expect(retry.journalEntryId).toBe(first.journalEntryId);
    expect((await payOut(orgId, cycle.id, 1, admin)).status).toBe(409);
    expect(await payoutEntries(orgId)).toBe(1);

    const paid = await readCycle(orgId, thandi);
    expect(paid.rounds[0]?.payout).toMatchObject({
      amountCents: 300_000,
      journalEntryId: first.journalEntryId,
    });
    // A member who has been paid out can no longer swap places.
    const swap = await call(orgId, 'POST', `/rotation/cycles/${cycle.id}/swaps`, thandi, {
      counterpartId: sipho.userId,
    });
    expect(swap.status).toBe(409);
  });

  it('never lets an admin pay themselves out alone', async () => {
    const orgId = await createStokvel();
    const cycle = await startCycle(orgId, { frequency: 'weekly', startsOn: today });
    await setOrder(orgId, cycle.id, [admin.userId, coAdmin.userId, thandi.userId, sipho.userId]);
    for (const member of [coAdmin, thandi, sipho]) await contribute(orgId, member.userId, today);
    const own = await payOut(orgId, cycle.id, 1, admin);
    expect(own.status).toBe(403);
    expect(await payoutEntries(orgId)).toBe(0);
    await readJson<TRotationPayout>(await payOut(orgId, cycle.id, 1, coAdmin), 201);
  });

  it('waits for a second admin when the group requires two to sign', async () => {
    const orgId = await createStokvel();
    await readJson(
      await call(orgId, 'PUT', '/approval-policy', admin, {
        payoutsAboveCents: 0,
        disbursementsAboveCents: null,
        isWriteOffGated: false,
        isReversalGated: false,
      }),
      200,
    );
    const cycle = await startCycle(orgId, { frequency: 'weekly', startsOn: today });
    await setOrder(orgId, cycle.id, [admin.userId, coAdmin.userId, thandi.userId, sipho.userId]);
    for (const member of [coAdmin, thandi, sipho]) await contribute(orgId, member.userId, today);
    const held = await readJson<TApproval>(await payOut(orgId, cycle.id, 1, admin), 202);
    expect(held).toMatchObject({ amountCents: 300_000, memberUserId: admin.userId, status: 'pending' });
    expect(await payoutEntries(orgId)).toBe(0);
    expect((await call(orgId, 'POST', `/approvals/${held.id}/approve`, admin, undefined, key())).status).toBe(
      403,
    );
    expect(
      (await call(orgId, 'POST', `/approvals/${held.id}/approve`, coAdmin, undefined, key())).status,
    ).toBe(200);
    expect(await payoutEntries(orgId)).toBe(1);
    expect((await readCycle(orgId, sipho)).rounds[0]?.payout?.amountCents).toBe(300_000);
  });
});

describe('a whole cycle through the API', () => {
  it('nets every member to zero when one misses a round before their turn', async () => {
    const orgId = await createStokvel();
    const cycle = await startCycle(orgId);
    const order = [admin.userId, coAdmin.userId, thandi.userId, sipho.userId];
    await setOrder(orgId, cycle.id, order);
    const months = ['2025-01-15', '2025-02-15', '2025-03-15', '2025-04-15'];
    for (const [index, date] of months.entries()) {
      for (const memberId of order) {
        const isRecipient = memberId === order[index];
        // Sipho (turn 4) misses February, Bongani's round; so Bongani owes nothing into Sipho's round.
        const isMiss = memberId === sipho.userId && index === 1;
        const isExcused = memberId === coAdmin.userId && index === 3;
        if (!isRecipient && !isMiss && !isExcused) await contribute(orgId, memberId, date);
      }
    }
    const settled = await readCycle(orgId, thandi);
    expect(settled.rounds.map((round) => round.status?.potCents)).toEqual([
      300_000, 200_000, 300_000, 200_000,
    ]);
    expect(settled.rounds[3]?.status?.excusedIds).toEqual([coAdmin.userId]);
    expect(settled.members.map((member) => member.netCents)).toEqual([0, 0, 0, 0]);

    await readJson(await payOut(orgId, cycle.id, 1, coAdmin), 201);
    for (const round of [2, 3, 4]) await readJson(await payOut(orgId, cycle.id, round, admin), 201);
    const summary = await readJson<TDashboardSummary>(
      await call(orgId, 'GET', '/dashboard/summary', admin),
      200,
    );
    expect(summary.totalBalanceCents).toBe(0);
    expect(summary.balanceBreakdown.payoutsCents).toBe(-1_000_000);
    expect(summary.totalContributionsCents).toBe(1_000_000);
  });

  it('shows a member who defaults after being paid as owing the group R1,000', async () => {
    const orgId = await createStokvel();
    const cycle = await startCycle(orgId);
    const order = [thandi.userId, admin.userId, coAdmin.userId, sipho.userId];
    await setOrder(orgId, cycle.id, order);
    const months = ['2025-01-10', '2025-02-10', '2025-03-10', '2025-04-10'];
    for (const [index, date] of months.entries()) {
      for (const memberId of order) {
        const isMiss = memberId === thandi.userId && index === 2;
        if (memberId !== order[index] && !isMiss) await contribute(orgId, memberId, date);
      }
    }
    const settled = await readCycle(orgId, sipho);
    const byId = new Map(settled.members.map((member) => [member.userId, member]));
    expect(byId.get(thandi.userId)).toMatchObject({ owesCents: 100_000, netCents: 100_000 });
    expect(byId.get(coAdmin.userId)?.netCents).toBe(-100_000);
  });

  it('keeps the debt of a member who misses after being paid on their statement, with the collateral they pledged', async () => {
    // 12 members x R1,000 a month from January 2025. Thandi is paid in month 2 and misses month 5: she owes
    // the group R1,000, and month 5's recipient got R1,000 less (R10,000 instead of R11,000).
    const others = await Promise.all(
      Array.from({ length: 8 }, (_, index) => createSignedInUser(app, { name: `Member ${index + 5}` })),
    );
    const orgId = await createOrganization(app, {
      adminUserId: admin.userId,
      coAdminUserIds: [coAdmin.userId],
      memberUserIds: [thandi.userId, sipho.userId, ...others.map((other) => other.userId)],
      type: 'stokvel',
    });
    const cycle = await startCycle(orgId, {
      memberUserIds: [...everyone(), ...others.map((other) => other.userId)],
    });
    const order = [sipho.userId, thandi.userId, admin.userId, coAdmin.userId, ...others.map((o) => o.userId)];
    await setOrder(orgId, cycle.id, order);
    for (let month = 1; month <= 12; month += 1) {
      const date = `2025-${String(month).padStart(2, '0')}-10`;
      for (const memberId of order) {
        const isMiss = memberId === thandi.userId && month === 5;
        if (memberId !== order[month - 1] && !isMiss) await contribute(orgId, memberId, date);
      }
    }
    const roundFiveRecipient = order[4] as string;
    let settled = await readCycle(orgId, sipho);
    const memberOf = (userId: string) => settled.members.find((member) => member.userId === userId);
    expect(settled.rounds[4]?.status).toMatchObject({ potCents: 1_000_000, expectedPotCents: 1_100_000 });
    expect(memberOf(thandi.userId)).toMatchObject({
      owesCents: 100_000,
      receivedCents: 1_100_000,
      paidCents: 1_000_000,
      missedAfterPaidRounds: [5],
      debtCents: 100_000,
      collateralNote: null,
    });
    expect(memberOf(roundFiveRecipient)?.netCents).toBe(-100_000);
    expect(memberOf(sipho.userId)).toMatchObject({ owesCents: 0, missedAfterPaidRounds: [], debtCents: 0 });

    const collateral = `/rotation/cycles/${cycle.id}/members/${thandi.userId}/collateral`;
    expect((await call(orgId, 'PUT', collateral, thandi, { note: 'My fridge' })).status).toBe(403);
    const stranger = `/rotation/cycles/${cycle.id}/members/${outsider.userId}/collateral`;
    expect((await call(orgId, 'PUT', stranger, admin, { note: 'A car' })).status).toBe(404);
    await readJson(await call(orgId, 'PUT', collateral, admin, { note: '  Defy fridge (2019)  ' }), 200);
    settled = await readCycle(orgId, sipho);
    expect(memberOf(thandi.userId)?.collateralNote).toBe('Defy fridge (2019)');

    const statement = await call(orgId, 'GET', '/statements/2025', thandi);
    expect(statement.status).toBe(200);
    const text = extractPdfText(Buffer.from(await statement.arrayBuffer()));
    expect(text).toContain('Owed to the group (rotation)');
    expect(text).toContain(
      'Rotation: you missed round 5 after being paid your pot, so you owe the group R 1 000,00. Collateral pledged: Defy fridge (2019).',
    );
    // Sipho owes nothing: his statement says nothing of a rotation debt.
    const siphoStatement = await call(orgId, 'GET', '/statements/2025', sipho);
    expect(extractPdfText(Buffer.from(await siphoStatement.arrayBuffer()))).not.toContain(
      'Owed to the group',
    );

    await readJson(await call(orgId, 'PUT', collateral, admin, { note: '' }), 200);
    settled = await readCycle(orgId, sipho);
    expect(memberOf(thandi.userId)?.collateralNote).toBeNull();
  });
});
