import { can } from '../../../shared/access';
import { getMonthStart, getTodayIso } from '../../../shared/calendar';
import type { TContributionQuery, TContributionStats } from '../../../shared/contracts/contributions';
import { formatCents } from '../../../shared/money';
import { PAYMENT_METHOD_LABELS } from '../../../shared/money-records';
import { csvLabel, csvRand, toCsv } from '../../platform/csv';
import type { TMoneyContext } from '../../platform/money/money-context';
import { toContribution } from './contribution-mapping';
import { listContributions, readContributionTotals } from './contributions.repository';

/** Members see only their own contributions; admins and staff the organization's (DESIGN decision 5). */
function resolveMemberFilter(ctx: Pick<TMoneyContext, 'org' | 'actor'>, requested: string | undefined) {
  return can({ role: ctx.org.role }, 'contribution.read_organization') ? requested : ctx.actor.userId;
}

/** A member's own list also holds what they paid on another member's behalf. */
function resolveListFilter(ctx: Pick<TMoneyContext, 'org' | 'actor'>, query: TContributionQuery) {
  const userId = resolveMemberFilter(ctx, query.userId);
  const isOwn = userId === ctx.actor.userId && !can({ role: ctx.org.role }, 'contribution.read_organization');
  return {
    userId,
    orPaidBy: isOwn ? ctx.actor.userId : undefined,
    status: query.status,
    from: query.from,
    to: query.to,
  };
}

/** Any member: a page of contributions in their scope, newest first. */
export async function listScopedContributions(
  ctx: Pick<TMoneyContext, 'db' | 'org' | 'actor'>,
  query: TContributionQuery,
) {
  const { items, total, isTotalCapped } = await listContributions(
    ctx.db,
    ctx.org.organizationId,
    resolveListFilter(ctx, query),
    { limit: query.limit, offset: query.offset },
  );
  return { items: items.map(toContribution), total, isTotalCapped, limit: query.limit, offset: query.offset };
}

/** Any member: the four stat cards, for the organization (admins) or themselves (members). */
export async function getContributionStats(
  ctx: Pick<TMoneyContext, 'db' | 'org' | 'actor'>,
): Promise<TContributionStats> {
  const userId = resolveMemberFilter(ctx, undefined) ?? null;
  const month = getMonthStart(getTodayIso());
  const { all, month: thisMonth } = await readContributionTotals(ctx.db, ctx.org.organizationId, {
    userId,
    month,
  });
  return {
    scope: userId ? 'own' : 'organization',
    totalCents: all.cents,
    thisMonthCents: thisMonth.cents,
    count: all.count,
    averageCents: all.count ? Math.round(all.cents / all.count) : 0,
  };
}

const EXPORT_LIMIT = 10_000;

/** Any member: what their list shows with the same filters (up to 10,000 rows), as CSV with en-ZA amounts. */
export async function exportContributionsCsv(
  ctx: Pick<TMoneyContext, 'db' | 'org' | 'actor'>,
  query: TContributionQuery,
) {
  const { items: rows } = await listContributions(
    ctx.db,
    ctx.org.organizationId,
    resolveListFilter(ctx, query),
    { limit: EXPORT_LIMIT, offset: 0 },
  );
  const items = rows.map(toContribution);
  return toCsv(
    ['Date', 'Member', 'Amount (ZAR)', 'Amount', 'Payment Method', 'Reference', 'Status', 'Notes'],
    items.map((item) => [
      item.contributionDate,
      item.memberName ?? '',
      formatCents(item.amountCents, { currencySign: 'accounting' }),
      csvRand(item.amountCents),
      csvLabel(item.paymentMethod, PAYMENT_METHOD_LABELS),
      item.referenceNumber ?? '',
      csvLabel(item.status),
      item.notes ?? '',
    ]),
  );
}
