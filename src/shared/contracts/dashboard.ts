import { z } from 'zod';
import { ZBalanceBreakdown, ZMemberFigures } from './figures';
import { ZTransaction } from './transactions';

/** The dashboard home: organization figures for everyone, recent transactions in the caller's scope. */
export const ZDashboardSummary = z.object({
  hasData: z.boolean(),
  /** The money the group holds: its cash and bank account in the master book (see contracts/figures.ts). */
  totalBalanceCents: z.number().int(),
  balanceBreakdown: ZBalanceBreakdown,
  totalContributionsCents: z.number().int(),
  /** Principal still owed on active loans; defaulted loans apart. */
  activeLoansCents: z.number().int(),
  activeLoanCount: z.number().int(),
  defaultedLoansCents: z.number().int(),
  defaultedLoanCount: z.number().int(),
  thisMonthCents: z.number().int(),
  /** This month's share of all contributions, in percent to one decimal. */
  thisMonthPercent: z.number(),
  /** What the group's rules expect this month (periods falling due in it); null when it has no rules. */
  expectedThisMonthCents: z.number().int().nullable(),
  /** The caller's own figures, for plain members (shown before the group's); null for admins and staff. */
  member: ZMemberFigures.nullable(),
  recentTransactions: z.array(ZTransaction),
});

export type TDashboardSummary = z.infer<typeof ZDashboardSummary>;
