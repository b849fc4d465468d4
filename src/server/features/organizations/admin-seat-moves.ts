import { z } from 'zod';
import { isAdminMembership } from '../../../shared/access';
import { AppError } from '../../platform/errors';
import type { TMoneyContext } from '../../platform/money/money-context';
import { registerApprovalOperation } from '../approvals';
import { findMemberName, findMembership } from './memberships.repository';
import { changeMemberRole, removeMember } from './memberships.service';
import { countMembers } from './organizations.repository';

const ZSeat = z.object({ membershipId: z.uuid() });

/**
 * Whether taking this member's admin seat would leave one admin, so that nothing could be held after it:
 * another admin (or staff) demoting or removing the only other one. An admin leaving their own seat is not.
 */
async function describeSeat(ctx: TMoneyContext, membershipId: string, verb: 'Demote' | 'Remove') {
  const membership = await findMembership(ctx.db, ctx.org.organizationId, membershipId);
  if (!membership) throw new AppError('NOT_FOUND', 'Member not found');
  const { adminCount } = await countMembers(ctx.db, ctx.org.organizationId);
  const name = (await findMemberName(ctx.db, membership.userId)) ?? 'a member';
  return {
    amountCents: 0,
    // Not a money record: the admin whose seat it is may approve it, agreeing to step down.
    memberUserId: null,
    description: `${verb} ${name}, one of the two admins: two to sign would then hold nothing`,
    leavesOneAdmin:
      isAdminMembership(membership.role) && membership.userId !== ctx.actor.userId && adminCount <= 2,
  };
}

/** Demoting the only other admin waits for a second admin while the policy holds moves. */
export const demoteAdminMove = registerApprovalOperation({
  name: 'membership.demote_admin',
  payload: ZSeat,
  isSigningChange: true,
  readMoveTarget: ({ membershipId }) => membershipId,
  describe: (ctx, { membershipId }) => describeSeat(ctx, membershipId, 'Demote'),
  isHeld: (_policy, facts) => facts.leavesOneAdmin === true,
  execute: (ctx, { membershipId }) =>
    changeMemberRole(ctx.db, ctx, ctx.org, { membershipId, role: 'member' }),
});

/** Removing the only other admin waits for a second admin while the policy holds moves. */
export const removeAdminMove = registerApprovalOperation({
  name: 'membership.remove_admin',
  payload: ZSeat,
  isSigningChange: true,
  readMoveTarget: ({ membershipId }) => membershipId,
  describe: (ctx, { membershipId }) => describeSeat(ctx, membershipId, 'Remove'),
  isHeld: (_policy, facts) => facts.leavesOneAdmin === true,
  execute: async (ctx, { membershipId }) => {
    await removeMember(ctx.db, ctx, ctx.org, membershipId);
    return { id: membershipId };
  },
});
