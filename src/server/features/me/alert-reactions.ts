import { sendMoneyAlert, type TMoneyEvent } from '../../platform/mail/member-alerts';
import type { TMoneyChangeEvent, TMoneyReaction } from '../../platform/money/money-reactions';

/** The Transaction Alert each change sends its member, once the write committed. */
const ALERT_OF = {
  'contribution.recorded': 'contribution_recorded',
  'contribution.confirmed': 'contribution_confirmed',
  'repayment.recorded': 'repayment_recorded',
  'repayment.confirmed': 'repayment_confirmed',
  'loan.disbursed': 'loan_disbursed',
} as const satisfies Partial<Record<TMoneyChangeEvent, TMoneyEvent>>;

const isAlerted = (event: TMoneyChangeEvent): event is keyof typeof ALERT_OF => event in ALERT_OF;

export const alertReactions: readonly TMoneyReaction[] = [
  {
    name: 'me.transaction-alert',
    phase: 'after-commit',
    on: Object.keys(ALERT_OF) as (keyof typeof ALERT_OF)[],
    run: async (ctx, change) => {
      if (!isAlerted(change.event)) return;
      await sendMoneyAlert(ctx, {
        organizationId: change.organizationId,
        memberUserId: change.memberUserId,
        event: ALERT_OF[change.event],
        amountCents: change.amountCents,
        date: change.date,
      });
    },
  },
];
