import { monthlyRules } from '../../../shared/group-rules/rule-fixtures';

/** A share-saving group's rules: R20 shares, 1 to 5 a meeting, R10 social fund a meeting, loans up to 3 times the shares. */
export const SHARE_RULES = monthlyRules({
  amount: { defaultCents: 2_000, perPlanCents: {}, perMemberCents: {} },
  shareOut: { rule: 'per_share', sharePriceCents: 2_000 },
  savings: { model: 'shares', maxSharesPerMeeting: 5, socialFundCents: 1_000, loanMultiple: 3 },
});
