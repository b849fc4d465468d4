import { can } from '../../../shared/access';
import { getTodayIso } from '../../../shared/calendar';
import type { TDashboardSummary } from '../../../shared/contracts/dashboard';
import type { TReadContext } from '../../platform/money/money-context';
import { readExpectedThisMonth } from '../figures/expected-contributions';
import { readGroupFigures, readMemberFigures } from '../figures/figures';
import { readRecentTransactions } from '../transactions/transactions.service';
import { readThroughSummaryCache } from './summary-cache';

const MINUTE_MS = 60_000;
let todayOfMinute = { minute: Number.NaN, today: '' };

/**
 * Today's date in South Africa, worked out once a minute instead of on every request: the day changes at a
 * whole hour of UTC, so on a minute's start, and a minute never spans two days.
 */
function readToday(): string {
  const minute = Math.floor(Date.now() / MINUTE_MS);
  if (minute !== todayOfMinute.minute)
    todayOfMinute = { minute, today: getTodayIso(new Date(minute * MINUTE_MS)) };
  return todayOfMinute.today;
}

/**
 * Any member: the dashboard home. Group figures come from the figures module (DESIGN decision 9; members see
 * aggregates, decision 5), read from maintained balances and summaries, so their cost does not grow with
 * history; a plain member also gets their own figures. A repeat request reads nothing more than the session
 * statement did: the answer is kept while the organization's figures version stands (ADR 41).
 */
export function getDashboardSummary(ctx: TReadContext): Promise<TDashboardSummary> {
  const today = readToday();
  const memberUserId = can({ role: ctx.org.role }, 'ledger.read') ? null : ctx.actor.userId;
  return readThroughSummaryCache(
    ctx.db,
    { organizationId: ctx.org.organizationId, scope: memberUserId ?? '*', today },
    ctx.org.figuresVersion,
    () => computeDashboardSummary(ctx, memberUserId, today),
  );
}

async function computeDashboardSummary(
  ctx: TReadContext,
  memberUserId: string | null,
  today: string,
): Promise<TDashboardSummary> {
  const organizationId = ctx.org.organizationId;
  const [figures, member, expectedThisMonthCents] = await Promise.all([
    readGroupFigures(ctx.db, organizationId, today),
    memberUserId ? readMemberFigures(ctx.db, organizationId, memberUserId, today) : null,
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
