import { z } from 'zod';
import { DEBT_KINDS, ZGroupRules, ZRuleDate } from '../group-rules/rule-types';
import { Z_PAGE_INFO, zPaging } from './paging';

/**
 * Group rules and standings (issue 18, ADR 21):
 *   GET  /orgs/{orgId}/rules                       -> ZGroupRulesView   (any member)
 *   POST /orgs/{orgId}/rules     ZSetGroupRules    -> ZGroupRulesView   (rules.manage)
 *   GET  /orgs/{orgId}/standing/me                 -> ZMyStanding       (any member)
 *   GET  /orgs/{orgId}/arrears   ZArrearsQuery     -> ZArrearsList      (contribution.read_organization)
 *   GET  /orgs/{orgId}/arrears/export ZArrearsQuery -> CSV             (contribution.read_organization)
 */

/** A new version of the rules and the date it takes effect. */
export const ZSetGroupRules = z.object({ effectiveFrom: ZRuleDate, rules: ZGroupRules });
export type TSetGroupRules = z.infer<typeof ZSetGroupRules>;

export const ZRuleVersionView = z.object({
  version: z.number().int(),
  effectiveFrom: z.string(),
  rules: ZGroupRules,
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  /** What this version changed from the one before, in words ("Contribution amount: R 300,00 -> R 350,00"). */
  changes: z.array(z.string()),
});
export type TRuleVersionView = z.infer<typeof ZRuleVersionView>;

export const ZGroupRulesView = z.object({
  /** The version in force today (null before the first version takes effect or when there is none). */
  current: ZRuleVersionView.nullable(),
  /** Every version, newest first. */
  versions: z.array(ZRuleVersionView),
  /** The earliest date a new version may take effect from (after closed months and the latest version). */
  earliestEffectiveFrom: z.string().nullable(),
  /**
   * The last day an earlier version (the rules kept before the books start) may take effect; null when none
   * may (no version yet, or a month is closed).
   */
  latestEarlierFrom: z.string().nullable(),
});
export type TGroupRulesView = z.infer<typeof ZGroupRulesView>;

/** One overdue debt in a standing's breakdown. */
export const ZStandingDebt = z.object({
  kind: z.enum(DEBT_KINDS),
  periodKey: z.string(),
  periodLabel: z.string(),
  dueOn: z.string(),
  amountCents: z.number().int(),
  outstandingCents: z.number().int(),
});
export type TStandingDebt = z.infer<typeof ZStandingDebt>;

const ZPeriodRef = z.object({ periodKey: z.string(), periodLabel: z.string(), dueOn: z.string() });

/** A recent contribution period and the payments that paid it (a payment pays the oldest period owed first). */
export const ZPaidPeriod = ZPeriodRef.extend({
  amountCents: z.number().int(),
  outstandingCents: z.number().int(),
  paidBy: z.array(z.object({ paidOn: z.string(), cents: z.number().int() })),
});

/** What the signed-in member owes under the rules today. */
export const ZMyStanding = z.object({
  hasRules: z.boolean(),
  asOf: z.string(),
  owedCents: z.number().int(),
  creditCents: z.number().int(),
  periodsBehind: z.number().int(),
  finesCents: z.number().int(),
  overdue: z.array(ZStandingDebt),
  oldestUnpaid: ZPeriodRef.nullable(),
  nextDue: ZPeriodRef.extend({ outstandingCents: z.number().int() }).nullable(),
  /** The last six contribution periods due, oldest first, with the payments that paid each. */
  recentPeriods: z.array(ZPaidPeriod),
});
export type TMyStanding = z.infer<typeof ZMyStanding>;

export const ARREARS_SORTS = ['owed', 'periods_behind', 'oldest', 'name'] as const;
export type TArrearsSort = (typeof ARREARS_SORTS)[number];

export const ZArrearsQuery = z.object({
  sort: z.enum(ARREARS_SORTS, 'Sort by owed, periods_behind, oldest or name').default('owed'),
  direction: z.enum(['asc', 'desc'], 'Direction must be asc or desc').default('desc'),
  minPeriodsBehind: z.coerce
    .number()
    .int('Months behind must be a whole number')
    .min(0, 'Months behind cannot be negative')
    .max(1000, 'Months behind must be at most 1000')
    .default(0),
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  ...zPaging(500, 50),
});
export type TArrearsQuery = z.infer<typeof ZArrearsQuery>;

export const ZArrearsRow = z.object({
  userId: z.uuid(),
  memberName: z.string().nullable(),
  periodsBehind: z.number().int(),
  owedCents: z.number().int(),
  /** The fines among what is owed (outstanding, not every fine ever raised). */
  finesCents: z.number().int(),
  oldestUnpaidLabel: z.string().nullable(),
  oldestUnpaidDueOn: z.string().nullable(),
});
export type TArrearsRow = z.infer<typeof ZArrearsRow>;

export const ZArrearsList = z.object({
  hasRules: z.boolean(),
  /** The day the standings were computed for. */
  asOf: z.string().nullable(),
  /** Across the whole organization (not only this page): members who owe and what they owe together. */
  membersBehind: z.number().int(),
  totalOwedCents: z.number().int(),
  items: z.array(ZArrearsRow),
  ...Z_PAGE_INFO,
});
export type TArrearsList = z.infer<typeof ZArrearsList>;
