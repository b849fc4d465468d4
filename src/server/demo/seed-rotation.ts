import { listRounds } from '../../shared/rotation/rounds';
import { insertCycle } from '../features/rotation/rotation.repository';
import { postRoundPayout, readPayableRound } from '../features/rotation/rotation-payout.service';
import type { TSeedContext } from './seed-context';
import { addDays } from './seed-dates';
import { ROTATION_SEED_PLAN, type TRotationSeed } from './seed-rotation-plan';

/**
 * The demo stokvel's cycle: the recorded draw, and each ended round paid out the day after it ends through
 * the rotation's own payout posting (the pot as the contributions made it), with the debtor's collateral.
 */
export async function seedRotation(ctx: TSeedContext, plan: TRotationSeed): Promise<void> {
  const { organization } = plan;
  const cycleId = await insertCycle(ctx.db, {
    organizationId: organization.id,
    amountCents: plan.amountCents,
    frequency: 'monthly',
    startsOn: plan.startsOn,
    recipientPays: true,
    drawSeed: ROTATION_SEED_PLAN.drawSeed,
    memberOrder: plan.order,
    collateralNotes: { [plan.debtorId]: ROTATION_SEED_PLAN.collateralNote },
    createdBy: organization.admin.id,
  });
  const rounds = listRounds({ order: plan.order, frequency: 'monthly', startsOn: plan.startsOn });
  for (const round of rounds) {
    const paidOn = addDays(round.endsOn, 1);
    if (paidOn > ctx.today) break;
    const ref = { cycleId, roundNumber: round.number };
    const { recipientId, potCents } = await readPayableRound(ctx.db, organization.id, ref, false, paidOn);
    await postRoundPayout(ctx.db, {
      organizationId: organization.id,
      ref,
      recipientId,
      potCents,
      entryDate: paidOn,
      createdBy: organization.admin.id,
    });
  }
}
