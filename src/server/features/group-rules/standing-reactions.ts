import type { TMoneyReaction } from '../../platform/money/money-reactions';
import { refreshStandings } from './standings.service';

/** What a member owes under the group's rules moves with every completed or reversed payment and waiver. */
export const standingReactions: readonly TMoneyReaction[] = [
  {
    name: 'group-rules.standings',
    phase: 'in-transaction',
    on: ['contribution.recorded', 'contribution.confirmed', 'contribution.reversed', 'fine.waived'],
    run: (tx, _ctx, change) => refreshStandings(tx, change.organizationId, [change.memberUserId]),
  },
];
