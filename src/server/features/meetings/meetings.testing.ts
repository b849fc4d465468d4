import type { TGroupRules } from '../../../shared/group-rules/rule-types';

/** A share-saving group's rules: R20 shares, 1 to 5 a meeting, R10 social fund a meeting, loans up to 3 times the shares. */
export const SHARE_RULES: TGroupRules = {
  amount: { defaultCents: 2_000, perPlanCents: {}, perMemberCents: {} },
  frequency: 'monthly',
  dueDay: 1,
  graceDays: 7,
  fine: { kind: 'none' },
  joiningFee: { amountCents: 0, instalments: 1 },
  paymentOrder: 'fines_first',
  reminders: { daysBefore: null, daysAfter: null },
  shareOut: { rule: 'per_share', sharePriceCents: 2_000 },
  savings: { model: 'shares', maxSharesPerMeeting: 5, socialFundCents: 1_000, loanMultiple: 3 },
};
