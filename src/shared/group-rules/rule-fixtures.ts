import type { TGroupRules, TRuleMember, TRuleVersion } from './rule-types';

/** R300 a month due on the 1st, 7 grace days, no fine, no joining fee: the base the examples vary. */
export function monthlyRules(overrides: Partial<TGroupRules> = {}): TGroupRules {
  return {
    amount: { defaultCents: 30_000, perPlanCents: {}, perMemberCents: {} },
    frequency: 'monthly',
    dueDay: 1,
    graceDays: 7,
    fine: { kind: 'none' },
    joiningFee: { amountCents: 0, instalments: 1 },
    paymentOrder: 'fines_first',
    reminders: { daysBefore: null, daysAfter: null },
    shareOut: { rule: 'proportional', sharePriceCents: null },
    savings: { model: 'contributions' },
    ...overrides,
  };
}

export function ruleVersion(effectiveFrom: string, rules: TGroupRules, version = 1): TRuleVersion {
  return { version, effectiveFrom, rules };
}

export function ruleMember(joinedOn: string, overrides: Partial<TRuleMember> = {}): TRuleMember {
  return { memberKey: 'member-1', planKey: null, joinedOn, leftOn: null, ...overrides };
}
