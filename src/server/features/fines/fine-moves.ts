import { z } from 'zod';
import { ZWaiveFine } from '../../../shared/contracts/fines';
import { formatCents } from '../../../shared/money';
import { registerApprovalOperation } from '../approvals';
import { findFine } from './fines.repository';
import { assertWaivable, waiveFine } from './fines.service';

/** Every fine waiver, when the policy holds reversals: waiving a fine reverses income the book recorded. */
export const waiveFineMove = registerApprovalOperation({
  name: 'fine.waive',
  payload: ZWaiveFine.extend({ fineId: z.uuid() }),
  readMoveTarget: ({ fineId }) => fineId,
  describe: async (ctx, { fineId, reason }) => {
    const found = await findFine(ctx.db, ctx.org.organizationId, fineId);
    const fine = found?.fine;
    assertWaivable(fine);
    const memberName = found?.memberName ?? null;
    return {
      amountCents: fine.amountCents,
      memberUserId: fine.userId,
      description: `Waiver of ${memberName ?? 'a former member'}'s late fine for ${fine.periodLabel} (${formatCents(fine.amountCents)}): ${reason}`,
    };
  },
  isHeld: (policy) => policy.isReversalGated,
  execute: (ctx, { fineId, reason }) => waiveFine(ctx, fineId, { reason }),
});
