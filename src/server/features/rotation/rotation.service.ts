import { getTodayIso } from '../../../shared/calendar';
import type { TNewRotationCycle, TRotationView } from '../../../shared/contracts/rotation';
import { drawOrder, newDrawSeed } from '../../../shared/rotation/draw';
import type { TDbOrTx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import type { TOrgAccess } from '../../platform/caller';
import { AppError } from '../../platform/errors';
import { assertAcceptsMoney, type TMoneyContext } from '../../platform/money/money-context';
import { publishChange } from '../../platform/realtime/events';
import {
  decideSwap,
  filterMembers,
  findCurrentCycle,
  findCycle,
  findSwap,
  insertCycle,
  insertSwap,
  listPayouts,
  type TCycleRow,
  updateCollateralNotes,
  updateCycleOrder,
} from './rotation.repository';
import { readCycleStatus, toCycleView } from './rotation-status';

type TContext = Pick<TMoneyContext, 'db' | 'org' | 'actor' | 'requestId'>;

/** Rotation is a stokvel's way of paying out; other groups have no such page. */
export function assertRotatingGroup(org: TOrgAccess): void {
  if (org.organizationType !== 'stokvel') {
    throw new AppError('NOT_FOUND', 'Payout rotation is only for stokvels');
  }
}

async function loadCycle(db: TDbOrTx, org: TOrgAccess, cycleId: string, lock = false): Promise<TCycleRow> {
  const cycle = await findCycle(db, org.organizationId, cycleId, lock);
  if (!cycle) throw new AppError('NOT_FOUND', 'Rotation cycle not found');
  return cycle;
}

/** Any member: the current cycle with every round's status. */
export async function readRotation(ctx: TContext): Promise<TRotationView> {
  assertRotatingGroup(ctx.org);
  const cycle = await findCurrentCycle(ctx.db, ctx.org.organizationId);
  if (!cycle) return { cycle: null };
  return { cycle: await toCycleView(ctx.db, cycle, await readCycleStatus(ctx.db, cycle, getTodayIso())) };
}

async function assertAllMembers(db: TDbOrTx, organizationId: string, userIds: string[]): Promise<void> {
  const members = await filterMembers(db, organizationId, userIds);
  if (members.length !== userIds.length) {
    throw new AppError('VALIDATION_FAILED', 'Every member of the rotation must belong to the group');
  }
}

async function recordChange(tx: TDbOrTx, ctx: TContext, action: string, targetId: string, summary: object) {
  await writeAudit(tx, {
    organizationId: ctx.org.organizationId,
    actorUserId: ctx.actor.userId,
    action,
    targetType: 'rotation_cycle',
    targetId,
    summary: summary as Record<string, unknown>,
    requestId: ctx.requestId,
  });
  await publishChange(tx, { topic: 'rotation', organizationId: ctx.org.organizationId });
}

/** Admins (rotation.manage): starts a cycle and draws its payout order from a recorded seed. */
export async function startCycle(ctx: TContext, input: TNewRotationCycle): Promise<TRotationView> {
  assertRotatingGroup(ctx.org);
  assertAcceptsMoney(ctx.org);
  await assertAllMembers(ctx.db, ctx.org.organizationId, input.memberUserIds);
  const seed = input.seed ?? newDrawSeed();
  const memberOrder = drawOrder(input.memberUserIds, seed);
  await ctx.db.transaction(async (tx) => {
    const id = await insertCycle(tx, {
      organizationId: ctx.org.organizationId,
      amountCents: input.amountCents,
      frequency: input.frequency,
      startsOn: input.startsOn,
      recipientPays: input.recipientPays,
      drawSeed: seed,
      memberOrder,
      createdBy: ctx.actor.userId,
    });
    await recordChange(tx, ctx, 'rotation.draw', id, { seed, memberOrder });
  });
  return readRotation(ctx);
}

async function assertNothingPaidOut(db: TDbOrTx, cycleId: string, memberIds: readonly string[]) {
  const payouts = await listPayouts(db, cycleId);
  if (payouts.some((payout) => memberIds.includes(payout.recipientUserId))) {
    throw new AppError('CONFLICT', 'The order cannot change for a member who has already been paid out');
  }
}

/** Admins (rotation.manage): sets the order by hand, before anyone has been paid out. */
export async function setOrderByHand(ctx: TContext, cycleId: string, memberUserIds: string[]) {
  assertRotatingGroup(ctx.org);
  await ctx.db.transaction(async (tx) => {
    const cycle = await loadCycle(tx, ctx.org, cycleId, true);
    const same = [...memberUserIds].sort().join() === [...cycle.memberOrder].sort().join();
    if (!same) throw new AppError('VALIDATION_FAILED', 'The order must list each member of the cycle once');
    await assertNothingPaidOut(tx, cycleId, cycle.memberOrder);
    await updateCycleOrder(tx, cycleId, memberUserIds, null);
    await recordChange(tx, ctx, 'rotation.order', cycleId, { memberOrder: memberUserIds });
  });
  return readRotation(ctx);
}

/** A member of the cycle asks another to trade places; nothing changes until the other accepts. */
export async function proposeSwap(ctx: TContext, cycleId: string, counterpartId: string) {
  assertRotatingGroup(ctx.org);
  await ctx.db.transaction(async (tx) => {
    const cycle = await loadCycle(tx, ctx.org, cycleId, true);
    if (!cycle.memberOrder.includes(ctx.actor.userId)) {
      throw new AppError('FORBIDDEN', 'Only members of the rotation can ask for a swap');
    }
    if (counterpartId === ctx.actor.userId || !cycle.memberOrder.includes(counterpartId)) {
      throw new AppError('VALIDATION_FAILED', 'Choose another member of the rotation to swap with');
    }
    await assertNothingPaidOut(tx, cycleId, [ctx.actor.userId, counterpartId]);
    const id = await insertSwap(tx, {
      organizationId: ctx.org.organizationId,
      cycleId,
      proposedBy: ctx.actor.userId,
      counterpartId,
    });
    await recordChange(tx, ctx, 'rotation.swap_propose', cycleId, { swapId: id, counterpartId });
  });
  return readRotation(ctx);
}

/**
 * The counterpart accepts (the two trade places: both have now agreed) or declines; the proposer may withdraw
 * (decline) their own request. Nobody else answers a swap.
 */
export async function answerSwap(ctx: TContext, swapId: string, answer: 'accepted' | 'declined') {
  assertRotatingGroup(ctx.org);
  await ctx.db.transaction(async (tx) => {
    const swap = await findSwap(tx, ctx.org.organizationId, swapId);
    if (!swap) throw new AppError('NOT_FOUND', 'Swap request not found');
    const mayAnswer =
      ctx.actor.userId === swap.counterpartId ||
      (answer === 'declined' && ctx.actor.userId === swap.proposedBy);
    if (!mayAnswer) throw new AppError('FORBIDDEN', 'Only the member asked can answer this swap request');
    if (swap.status !== 'pending')
      throw new AppError('CONFLICT', 'This swap request has already been answered');
    if (answer === 'accepted') {
      const cycle = await loadCycle(tx, ctx.org, swap.cycleId, true);
      await assertNothingPaidOut(tx, cycle.id, [swap.proposedBy, swap.counterpartId]);
      const order = [...cycle.memberOrder];
      const a = order.indexOf(swap.proposedBy);
      const b = order.indexOf(swap.counterpartId);
      order[a] = swap.counterpartId;
      order[b] = swap.proposedBy;
      await updateCycleOrder(tx, cycle.id, order, cycle.drawSeed);
    }
    await decideSwap(tx, swapId, answer);
    await recordChange(tx, ctx, `rotation.swap_${answer}`, swap.cycleId, { swapId });
  });
  return readRotation(ctx);
}

/**
 * Admins (rotation.manage): notes the collateral a member of the cycle pledged (an empty note clears it),
 * shown beside any debt on the rotation page and on the member's statement. Moves no money. Audited.
 */
export async function setCollateralNote(
  ctx: TContext,
  cycleId: string,
  userId: string,
  note: string,
): Promise<TRotationView> {
  assertRotatingGroup(ctx.org);
  await ctx.db.transaction(async (tx) => {
    const cycle = await loadCycle(tx, ctx.org, cycleId, true);
    if (!cycle.memberOrder.includes(userId)) {
      throw new AppError('NOT_FOUND', 'This member is not in the rotation');
    }
    const before = cycle.collateralNotes[userId] ?? null;
    const notes = { ...cycle.collateralNotes };
    if (note === '') delete notes[userId];
    else notes[userId] = note;
    await updateCollateralNotes(tx, cycle.id, notes);
    await recordChange(tx, ctx, 'rotation.collateral', cycle.id, { userId, before, after: note || null });
  });
  return readRotation(ctx);
}
