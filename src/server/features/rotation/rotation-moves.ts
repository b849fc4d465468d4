import { z } from 'zod';
import { isAboveThreshold, registerApprovalOperation } from '../approvals';
import { payOutRound, readPayableRound } from './rotation-payout.service';

/** A rotation round's payout above the policy's payout amount. */
export const payOutRoundMove = registerApprovalOperation({
  name: 'rotation.payout',
  payload: z.object({ cycleId: z.uuid(), roundNumber: z.number().int().min(1) }),
  readMoveTarget: ({ cycleId, roundNumber }) => `${cycleId}:${roundNumber}`,
  describe: async (ctx, ref) => {
    const { recipientId, potCents } = await readPayableRound(ctx.db, ctx.org.organizationId, ref);
    return {
      amountCents: potCents,
      memberUserId: recipientId,
      description: `Rotation payout, round ${ref.roundNumber}`,
    };
  },
  isHeld: (policy, facts) => isAboveThreshold(facts.amountCents, policy.payoutsAboveCents),
  execute: (ctx, ref) => payOutRound(ctx, ref),
});
