import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { registerApprovalOperation } from '../approvals';
import { findShareOut } from './share-out.repository';
import { toStoredShareOut } from './share-out.service';
import { postShareOut } from './share-out-posting';

/** A year-end share-out: its payouts together, always held where the organization has two admins. */
export const postShareOutMove = registerApprovalOperation({
  name: 'shareout.post',
  payload: z.object({ shareOutId: z.uuid() }),
  readMoveTarget: ({ shareOutId }) => shareOutId,
  describe: async (ctx, { shareOutId }) => {
    const row = await findShareOut(ctx.db, ctx.org.organizationId, shareOutId);
    if (!row) throw new AppError('NOT_FOUND', 'Share-out not found');
    if (row.status !== 'proposed') throw new AppError('CONFLICT', `This share-out was already ${row.status}`);
    // The proposer asks, another admin approves: anyone else asking would leave no one to approve it.
    if (row.proposedBy !== ctx.actor.userId) {
      throw new AppError(
        'CONFLICT',
        'The admin who proposed this share-out asks for it to be posted; another admin then approves it',
      );
    }
    const shareOut = toStoredShareOut(row);
    return {
      amountCents: shareOut.totals.grossCents,
      memberUserId: null,
      description: `Year-end share-out to ${shareOut.lines.length} members (${row.startsOn} to ${row.endsOn})`,
    };
  },
  // Two admins sign every share-out where there are two (ADR 0028): held whatever the policy's amount, and
  // neither the admin who asks for it to be posted nor the one who proposed the table may approve it.
  isHeld: () => true,
  isAlwaysHeld: true,
  readSignedBy: async (ctx, { shareOutId }) =>
    (await findShareOut(ctx.db, ctx.org.organizationId, shareOutId))?.proposedBy ?? null,
  execute: (ctx, { shareOutId }) => postShareOut(ctx, shareOutId),
});
