import { can } from '../../../shared/access';
import { getTodayIso } from '../../../shared/calendar';
import type { TDashboardSummary } from '../../../shared/contracts/dashboard';
import type { TReadContext } from '../../platform/money/money-context';
import { readExpectedThisMonth } from '../figures/expected-contributions';
import { readGroupFigures, readMemberFigures } from '../figures/figures';
import { readRecentTransactions } from '../transactions/transactions.service';

/**
 * Any member: the dashboard home. Group figures come from the figures module (DESIGN decision 9; members see
 * aggregates, decision 5), read from maintained balances and summaries, so their cost does not grow with
 * history; a plain member also gets their own figures.
 */
export async function getDashboardSummary(ctx: TReadContext): Promise<TDashboardSummary> {
  const organizationId = ctx.org.organizationId;
  const today = getTodayIso();
  const isPlainMember = !can({ role: ctx.org.role }, 'ledger.read');
  const [figures, member, expectedThisMonthCents] = await Promise.all([
    readGroupFigures(ctx.db, organizationId, today),
    isPlainMember ? readMemberFigures(ctx.db, organizationId, ctx.actor.userId, today) : null,
    readExpectedThisMonth(ctx.db, organizationId, today),
  ]);
  const recent = await readRecentTransactions(ctx, figures.bookVersion);
  const all = figures.totalContributionsCents;
  return {
    hasData: figures.hasEntries || recent.length > 0,
    totalBalanceCents: figures.totalBalanceCents,
    balanceBreakdown: figures.breakdown,
    totalContributionsCents: all,
    ...figures.loanBook,
    thisMonthCents: figures.thisMonthCents,
    thisMonthPercent: all ? Math.round((figures.thisMonthCents / all) * 1000) / 10 : 0,
    expectedThisMonthCents,
    member,
    recentTransactions: recent,
  };
}
