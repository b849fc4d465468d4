import { isFeatureOfferedToType } from '../../../shared/access';
import {
  getAverageCents,
  getLoanBarPercent,
  getMarginPercent,
  getPeriodBounds,
  listMonthStarts,
  type TAnalyticsPeriod,
} from '../../../shared/analytics';
import { getMonthStart, getTodayIso } from '../../../shared/calendar';
import type { TAnalytics, TAnalyticsTrendPoint } from '../../../shared/contracts/analytics';
import { LOAN_STATUSES } from '../../../shared/loans';
import type { TOrgReadContext } from '../../platform/money/money-context';
import { listCompletedMonths } from '../contributions/index';
import { listCashFlowMonths } from '../figures/figures.repository';
import { countLoansByStatus, sumDisbursedLoans } from './analytics.repository';

type TMonthRow = { month: string; count: number; cents: number };

/** One point per month from `firstMonth` to the month of `lastDay`, zero-filled where nothing was contributed. */
function buildTrend(rows: readonly TMonthRow[], firstMonth: string, lastDay: string): TAnalyticsTrendPoint[] {
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return listMonthStarts(firstMonth, lastDay).map((month) => ({
    month,
    totalCents: byMonth.get(month)?.cents ?? 0,
    count: byMonth.get(month)?.count ?? 0,
  }));
}

/**
 * Callers holding analytics.read in the organization (its admins, site admins, developers): the analytics
 * figures of the period, all computed from the organization's contribution summaries and loan records (the
 * rules are in src/shared/contracts/analytics.ts). Read-only; `today` is South African.
 */
export async function getAnalytics(
  ctx: TOrgReadContext,
  period: TAnalyticsPeriod,
  today: string = getTodayIso(),
): Promise<TAnalytics> {
  const organizationId = ctx.org.organizationId;
  const range = getPeriodBounds(period, today);
  const monthRange = { from: range.from, to: getMonthStart(range.to) };
  const [months, cashMonths, disbursed, byStatus] = await Promise.all([
    listCompletedMonths(ctx.db, organizationId, monthRange),
    listCashFlowMonths(ctx.db, organizationId, monthRange),
    sumDisbursedLoans(ctx.db, organizationId, range),
    countLoansByStatus(ctx.db, organizationId, range),
  ]);
  const contributionCount = months.reduce((sum, row) => sum + row.count, 0);
  const totalContributionsCents = months.reduce((sum, row) => sum + row.cents, 0);
  // The master book's net cash movement over the period's months; for 'all', the Total Balance itself.
  const netBalanceCents = cashMonths.reduce((sum, row) => sum + row.cents, 0);
  const firstMonthWithData = months.find((row) => row.count > 0)?.month;
  const trendStart = range.from ?? firstMonthWithData ?? today;
  const loanCount = byStatus.reduce((sum, row) => sum + row.count, 0);
  return {
    period,
    from: range.from,
    to: range.to,
    totalContributionsCents,
    contributionCount,
    totalLoansCents: disbursed.cents,
    disbursedLoanCount: disbursed.count,
    netBalanceCents,
    marginPercent: getMarginPercent(netBalanceCents, totalContributionsCents),
    averageContributionCents: getAverageCents(totalContributionsCents, contributionCount),
    trend: buildTrend(months, trendStart, range.to),
    canOfferLoans: isFeatureOfferedToType('loans', ctx.org.organizationType),
    loanCount,
    loanDistribution: LOAN_STATUSES.map((status) => {
      const row = byStatus.find((candidate) => candidate.status === status);
      const statusCount = row?.count ?? 0;
      return {
        status,
        count: statusCount,
        amountCents: row?.cents ?? 0,
        barPercent: getLoanBarPercent(status, statusCount, loanCount),
      };
    }),
  };
}
