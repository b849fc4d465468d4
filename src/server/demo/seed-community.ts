import { organizationJoinRequests, reports } from '../db/schema';
import type { TSeedContext } from './seed-context';
import { addDays, atSastHour, dayOfMonthAgo, lastDayOfMonthAgo, monthLabel } from './seed-dates';

const JOIN_MESSAGE = 'I would like to join this organization';

/**
 * Naledi (newcomer) waits on the burial society and was turned down by the investment club; Ayanda's
 * request to the cooperative was approved when the memberships began, a year ago.
 */
export async function seedJoinRequests(ctx: TSeedContext): Promise<void> {
  const burial = ctx.organization('burial');
  const club = ctx.organization('club');
  const coop = ctx.organization('coop');
  const joined = dayOfMonthAgo(ctx.today, 12, 1);
  await ctx.db.insert(organizationJoinRequests).values([
    {
      organizationId: burial.id,
      userId: ctx.userId('newcomer'),
      message: JOIN_MESSAGE,
      status: 'pending',
      createdAt: atSastHour(addDays(ctx.today, -2), 19),
    },
    {
      organizationId: club.id,
      userId: ctx.userId('newcomer'),
      message: JOIN_MESSAGE,
      status: 'rejected',
      reviewedBy: club.admin.id,
      reviewedAt: atSastHour(addDays(ctx.today, -10), 8),
      createdAt: atSastHour(addDays(ctx.today, -14), 20),
    },
    {
      organizationId: coop.id,
      userId: ctx.userId('ayanda'),
      message: 'My aunt farms with you in Ngqamakhwe and said I should join.',
      status: 'approved',
      reviewedBy: coop.admin.id,
      reviewedAt: atSastHour(joined, 8),
      createdAt: atSastHour(addDays(joined, -5), 18),
    },
  ]);
}

/** Reports the burial society's treasurer generated for the last meetings. */
export async function seedReports(ctx: TSeedContext): Promise<void> {
  const burial = ctx.organization('burial');
  const lastMonthStart = dayOfMonthAgo(ctx.today, 1, 1);
  const lastMonthEnd = lastDayOfMonthAgo(ctx.today, 1);
  const quarterStart = dayOfMonthAgo(ctx.today, 3, 1);
  const yearStart = dayOfMonthAgo(ctx.today, 11, 1);
  const yesterday = addDays(ctx.today, -1);
  await ctx.db.insert(reports).values([
    {
      organizationId: burial.id,
      title: `Financial summary: ${monthLabel(lastMonthStart)}`,
      reportType: 'financial_summary',
      startDate: lastMonthStart,
      endDate: lastMonthEnd,
      createdBy: burial.admin.id,
      createdAt: atSastHour(addDays(lastMonthEnd, 1), 17),
    },
    {
      organizationId: burial.id,
      title: `Financial summary: ${monthLabel(quarterStart)} to ${monthLabel(lastMonthEnd)}`,
      reportType: 'financial_summary',
      startDate: quarterStart,
      endDate: lastMonthEnd,
      createdBy: burial.admin.id,
      createdAt: atSastHour(addDays(lastMonthEnd, 2), 9),
    },
    {
      organizationId: burial.id,
      title: 'Loan portfolio: the last twelve months',
      reportType: 'loan_portfolio',
      startDate: yearStart,
      endDate: yesterday,
      createdBy: burial.admin.id,
      createdAt: atSastHour(yesterday, 17),
    },
  ]);
}
