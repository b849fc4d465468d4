import { z } from 'zod';
import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD } from '../analytics';
import { LOAN_STATUSES } from '../loans';

/**
 * Analytics API: GET /api/v1/orgs/{orgId}/analytics?period=6m (analytics.read, feature `analytics`; every
 * organization type). Figures are the organization's, computed from its records in the period, which is a run
 * of whole South African calendar months ending with the month before the current one, or everything to date
 * for 'all' (see src/shared/analytics.ts):
 * - totalContributionsCents / contributionCount: completed contributions dated in the period;
 * - totalLoansCents / disbursedLoanCount: principal of loans disbursed in the period (disbursed_on in it;
 *   status active, paid or defaulted);
 * - netBalanceCents: the master book's net cash movement in the period (money in less money out of the cash
 *   and bank account, every kind: contributions, loans, repayments, payouts, fees; for 'all' it is the Total
 *   Balance; docs/decisions/0013); marginPercent = net ÷ contributions × 100 to 1 decimal,
 *   null when there were no contributions;
 * - averageContributionCents = contributions ÷ count, rounded to the cent (0 when none);
 * - trend: one point per month of the period, oldest first, zero-filled ('all' starts at the first month with
 *   a contribution, or the current month when there is none);
 * - loanDistribution: every loan status in a fixed order, with the count and principal of loans whose
 *   loan_date is in the period and the bar width of getLoanBarPercent (defaulted 10 % per loan, all capped
 *   at 100 %). canOfferLoans is false for organization types without loans (stokvel).
 */

export const ZAnalyticsPeriod = z.enum(ANALYTICS_PERIODS, 'Period must be one of 1m, 3m, 6m, 1y or all');

export const ZAnalyticsQuery = z.object({ period: ZAnalyticsPeriod.default(DEFAULT_ANALYTICS_PERIOD) });

export const ZAnalyticsTrendPoint = z.object({
  /** The first day of the month, 'YYYY-MM-01'. */
  month: z.string(),
  totalCents: z.number().int(),
  count: z.number().int(),
});

export const ZLoanDistributionRow = z.object({
  status: z.enum(LOAN_STATUSES),
  count: z.number().int(),
  amountCents: z.number().int(),
  barPercent: z.number().min(0).max(100),
});

export const ZAnalytics = z.object({
  period: ZAnalyticsPeriod,
  /** First day included; null for 'all'. */
  from: z.string().nullable(),
  /** Last day included: the last day of last month, or today in South Africa for 'all'. */
  to: z.string(),
  totalContributionsCents: z.number().int(),
  contributionCount: z.number().int(),
  totalLoansCents: z.number().int(),
  disbursedLoanCount: z.number().int(),
  netBalanceCents: z.number().int(),
  marginPercent: z.number().nullable(),
  averageContributionCents: z.number().int(),
  trend: z.array(ZAnalyticsTrendPoint),
  canOfferLoans: z.boolean(),
  loanCount: z.number().int(),
  loanDistribution: z.array(ZLoanDistributionRow),
});

export type TAnalyticsQuery = z.infer<typeof ZAnalyticsQuery>;
export type TAnalyticsTrendPoint = z.infer<typeof ZAnalyticsTrendPoint>;
export type TLoanDistributionRow = z.infer<typeof ZLoanDistributionRow>;
export type TAnalytics = z.infer<typeof ZAnalytics>;
