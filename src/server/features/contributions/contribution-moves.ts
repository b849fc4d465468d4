import { z } from 'zod';
import { ZReverseContribution } from '../../../shared/contracts/contributions';
import { AppError } from '../../platform/errors';
import { registerApprovalOperation } from '../approvals';
import { assertContributionTransition } from './contribution-status';
import { decideContribution } from './contribution-writes.service';
import { findContribution } from './contributions.repository';

/** Every contribution reversal, when the policy says so. */
export const reverseContributionMove = registerApprovalOperation({
  name: 'contribution.reverse',
  payload: ZReverseContribution.extend({ contributionId: z.uuid() }),
  readMoveTarget: ({ contributionId }) => contributionId,
  describe: async (ctx, { contributionId, reason }) => {
    const found = await findContribution(ctx.db, ctx.org.organizationId, contributionId);
    if (!found) throw new AppError('NOT_FOUND', 'Contribution not found');
    assertContributionTransition(found.contribution.status, 'reversed');
    return {
      amountCents: found.contribution.amountCents,
      memberUserId: found.contribution.userId,
      description: `Reversal of ${found.memberName ?? 'a former member'}'s contribution: ${reason}`,
    };
  },
  isHeld: (policy) => policy.isReversalGated,
  execute: (ctx, { contributionId, reason }) =>
    decideContribution(ctx, contributionId, { to: 'reversed', reason }),
});
