import { getMonthStart, getTodayIso } from '../../../shared/calendar';
import type { TBalanceBreakdown, TLoanBook, TMemberFigures } from '../../../shared/contracts/figures';
import type { TDb } from '../../db/client';
import {
  readGroupFigureRows,
  readMemberFigureRows,
  sumMemberOwed,
  type TGroupFigureRows,
} from './figures.repository';

/**
 * The one place the group's money figures are defined (DESIGN decision 9, docs/decisions/0013). Every figure
 * comes from the organization's master book or from summaries the database keeps equal to it, so the
 * dashboard, the Loans page, analytics and the exports agree with each other and with the journal to the cent.
 */
export type TGroupFigures = {
  /** The balance of the cash and bank account: the money the group holds. */
  totalBalanceCents: number;
  /** How the cash got there; the parts sum to totalBalanceCents. */
  breakdown: TBalanceBreakdown;
  /** Completed contributions, all time and this month (the contribution summaries). */
  totalContributionsCents: number;
  contributionCount: number;
  thisMonthCents: number;
  loanBook: TLoanBook;
  /** Versions of the ledger accounts' rows: they change with every posting. */
  bookVersion: string;
  /** Whether the book holds anything at all. */
  hasEntries: boolean;
};

/** Cash movements per transaction type, mapped to the breakdown a treasurer reads. */
export function toBreakdown(cashFlow: Readonly<Record<string, number>>): TBalanceBreakdown {
  const of = (type: string) => cashFlow[type] ?? 0;
  return {
    openingCents: of('opening'),
    contributionsCents: of('contribution'),
    loansOutCents: of('loan_disbursement'),
    repaymentsCents: of('loan_repayment'),
    payoutsCents: of('payout'),
    feesCents: of('fee'),
    otherCents: of('other'),
  };
}

/** The group's figures from its maintained rows. */
export function toGroupFigures(rows: TGroupFigureRows): TGroupFigures {
  const cash = rows.accounts.find((account) => account.code === 'cash')?.balanceCents ?? 0;
  return {
    totalBalanceCents: cash,
    breakdown: toBreakdown(rows.cashFlow),
    totalContributionsCents: rows.contributions.allCents,
    contributionCount: rows.contributions.allCount,
    thisMonthCents: rows.contributions.monthCents,
    loanBook: toLoanBook({
      activeOutstandingCents: rows.loans.activeCents,
      activeCount: rows.loans.activeCount,
      defaultedOutstandingCents: rows.loans.defaultedCents,
      defaultedCount: rows.loans.defaultedCount,
    }),
    bookVersion: rows.accounts.map((account) => account.rowVersion).join(','),
    hasEntries:
      rows.contributions.allCount > 0 || rows.accounts.some((account) => account.balanceCents !== 0),
  };
}

/** Services, after authorising the caller to see the organization's aggregates: the group's figures now. */
export async function readGroupFigures(
  db: TDb,
  organizationId: string,
  today: string = getTodayIso(),
): Promise<TGroupFigures> {
  return toGroupFigures(await readGroupFigureRows(db, organizationId, getMonthStart(today)));
}

/** Services, for the member themself (or staff acting for them): that member's own figures now. */
export async function readMemberFigures(
  db: TDb,
  organizationId: string,
  userId: string,
  today: string = getTodayIso(),
): Promise<TMemberFigures> {
  const [rows, owedCents] = await Promise.all([
    readMemberFigureRows(db, organizationId, userId, getMonthStart(today)),
    sumMemberOwed(db, organizationId, userId),
  ]);
  return {
    paidInCents: rows.allCents,
    thisMonthCents: rows.monthCents,
    owedCents,
    loanOutstandingCents: rows.activeCents,
  };
}

/** The loan book (Active Loans, defaulted apart) from a maintained loan summary row. */
export function toLoanBook(summary: {
  activeOutstandingCents: number;
  activeCount: number;
  defaultedOutstandingCents: number;
  defaultedCount: number;
}): TLoanBook {
  return {
    activeLoansCents: summary.activeOutstandingCents,
    activeLoanCount: summary.activeCount,
    defaultedLoansCents: summary.defaultedOutstandingCents,
    defaultedLoanCount: summary.defaultedCount,
  };
}
