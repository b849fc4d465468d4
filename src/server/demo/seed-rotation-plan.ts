import { drawOrder } from '../../shared/rotation/draw';
import type { TDemoOrganizationKey, TSeedContext, TSeedOrganization } from './seed-context';
import { dayOfMonthAgo } from './seed-dates';

/**
 * The demo stokvel's payout rotation: one round a month for each member, from the 1st three months ago, so
 * three rounds have ended and been paid out and the fourth runs this month. Everyone pays the group's
 * amount in every round (the recipient too), except one member paid out early who misses the month before
 * this one and owes the group for it, with collateral noted.
 */
export const ROTATION_SEED_PLAN = {
  org: 'stokvel' as TDemoOrganizationKey,
  drawSeed: 'kasi-savings-stokvel-2026',
  startsMonthsAgo: 3,
  /** The round the debtor misses, as months before today's month (round 3). */
  missedMonthsAgo: 1,
  collateralNote: 'A two-plate gas stove, held by the treasurer until the debt is paid',
};

export type TRotationSeed = {
  organization: TSeedOrganization;
  order: string[];
  startsOn: string;
  amountCents: number;
  /** A member paid out in round 1 or 2 who is not the treasurer (the treasurer records the repayment). */
  debtorId: string;
};

/** The drawn order and the debtor: the demo users' ids are fixed, so the draw is the same on every seed. */
export function planRotationSeed(ctx: TSeedContext): TRotationSeed {
  const organization = ctx.organization(ROTATION_SEED_PLAN.org);
  const order = drawOrder(
    organization.members.map((member) => member.id),
    ROTATION_SEED_PLAN.drawSeed,
  );
  const debtorId = order.slice(0, 2).find((id) => id !== organization.admin.id);
  if (!debtorId) throw new Error('seed plan: the rotation has no debtor');
  return {
    organization,
    order,
    startsOn: dayOfMonthAgo(ctx.today, ROTATION_SEED_PLAN.startsMonthsAgo, 1),
    amountCents: organization.monthlyContributionCents,
    debtorId,
  };
}

/**
 * How the rotation shapes a contribution of the demo stokvel: in the cycle's months each member pays the
 * group's amount exactly, and the debtor skips the month they miss. Null leaves the planned record alone.
 */
export function shapeRotationContribution(
  plan: TRotationSeed,
  organizationKey: TDemoOrganizationKey,
  memberId: string,
  monthsAgo: number,
): { amountCents: number; isSkipped: boolean } | null {
  if (organizationKey !== plan.organization.key || monthsAgo > ROTATION_SEED_PLAN.startsMonthsAgo)
    return null;
  const isMissed = memberId === plan.debtorId && monthsAgo === ROTATION_SEED_PLAN.missedMonthsAgo;
  return { amountCents: plan.amountCents, isSkipped: isMissed };
}
