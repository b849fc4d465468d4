import type { TMoneyReaction } from '../../platform/money/money-reactions';
import { refreshCover } from './cover.service';

/** A burial policy's cover moves with its premiums: every completed or reversed contribution. */
export const coverReactions: readonly TMoneyReaction[] = [
  {
    name: 'burial.cover',
    phase: 'in-transaction',
    on: ['contribution.recorded', 'contribution.confirmed', 'contribution.reversed'],
    run: async (tx, _ctx, change) => {
      await refreshCover(tx, change.organizationId, [change.memberUserId]);
    },
  },
];
