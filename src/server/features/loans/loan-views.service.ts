import { getTodayIso } from '../../../shared/calendar';
import type { TLoan, TLoanDetail, TLoanList, TLoanQuery, TLoanStats } from '../../../shared/contracts/loans';
import { formatInterestRate, getTotalInterestCents, planInstalments } from '../../../shared/loans';
import { formatCents } from '../../../shared/money';
import type { TDbOrTx } from '../../db/client';
import { csvLabel, csvRand, toCsv } from '../../platform/csv';
import { AppError } from '../../platform/errors';
import type { TReadContext } from '../../platform/money/money-context';
import { toLoanBook } from '../figures/figures';
import { findRepaymentSlips } from '../payment-slips/index';
import { assertCanSeeLoan, canReadAllLoans, toLoan, toRepayment } from './loan-mapping';
import {
  findLoan,
  listLoanRepayments,
  listLoans,
  readLoanSummary,
  sumRepaidByLoan,
} from './loans.repository';

/** Services, after their own authorisation: one loan of the organization as the API shows it. */
export async function loadLoan(db: TDbOrTx, organizationId: string, id: string): Promise<TLoan> {
  const found = await findLoan(db, organizationId, id);
  if (!found) throw new AppError('NOT_FOUND', 'Loan not found');
  const repaid = await sumRepaidByLoan(db, organizationId, [id]);
  return toLoan(found.loan, found.memberName, repaid.get(id) ?? 0, getTodayIso());
}

async function listPage(ctx: TReadContext, query: TLoanQuery, page: { limit: number; offset: number }) {
  const today = getTodayIso();
  // A member's userId filter is ignored: they only ever see their own loans.
  const userId = canReadAllLoans(ctx) ? query.userId : ctx.actor.userId;
  const { items, total, isTotalCapped } = await listLoans(
    ctx.db,
    ctx.org.organizationId,
    { userId, status: query.status, from: query.from, to: query.to },
    { ...page, today },
  );
  const repaid = await sumRepaidByLoan(
    ctx.db,
    ctx.org.organizationId,
    items.map((item) => item.loan.id),
  );
  return {
    items: items.map((item) => toLoan(item.loan, item.memberName, repaid.get(item.loan.id) ?? 0, today)),
    total,
    isTotalCapped,
  };
}

/** Any member (loan.read_own): a page of loans in their scope, newest first, with what is outstanding. */
export async function listScopedLoans(ctx: TReadContext, query: TLoanQuery): Promise<TLoanList> {
  const page = await listPage(ctx, query, { limit: query.limit, offset: query.offset });
  return { ...page, limit: query.limit, offset: query.offset };
}

/** Any member: the four stat cards for the organization (admins, staff) or themselves, from maintained rows. */
export async function getLoanStats(ctx: TReadContext): Promise<TLoanStats> {
  const isOrganization = canReadAllLoans(ctx);
  const summary = await readLoanSummary(
    ctx.db,
    ctx.org.organizationId,
    isOrganization ? null : ctx.actor.userId,
  );
  const book = toLoanBook(summary);
  return {
    scope: isOrganization ? 'organization' : 'own',
    totalDisbursedCents: summary.disbursedCents,
    totalActiveCents: book.activeLoansCents,
    activeCount: book.activeLoanCount,
    totalRepaidCents: summary.repaidCents,
    defaultedCount: book.defaultedLoanCount,
    defaultedOutstandingCents: book.defaultedLoansCents,
  };
}

/** The borrower, admins and staff: a loan with its planned instalments and every repayment; others get 404. */
export async function getLoanDetail(ctx: TReadContext, id: string): Promise<TLoanDetail> {
  const found = await findLoan(ctx.db, ctx.org.organizationId, id);
  const row = assertCanSeeLoan(ctx, found?.loan);
  const repayments = await listLoanRepayments(ctx.db, ctx.org.organizationId, id);
  const slips = await findRepaymentSlips(
    ctx.db,
    ctx.org.organizationId,
    repayments.map((repayment) => repayment.id),
  );
  const repaidCents = repayments
    .filter((repayment) => repayment.status === 'completed')
    .reduce((sum, repayment) => sum + repayment.amountCents, 0);
  const today = getTodayIso();
  return {
    loan: toLoan(row, found?.memberName ?? null, repaidCents, today),
    schedule: planInstalments(row, row.disbursedOn ?? today),
    repayments: repayments.map((repayment) => toRepayment(repayment, slips.get(repayment.id) ?? null)),
  };
}

const EXPORT_LIMIT = 10_000;
const money = (cents: number) => formatCents(cents, { currencySign: 'accounting' });

/** Any member: what their loan list shows with the same filters (up to 10,000 rows), as CSV. */
export async function exportLoansCsv(ctx: TReadContext, query: TLoanQuery): Promise<string> {
  const { items } = await listPage(ctx, query, { limit: EXPORT_LIMIT, offset: 0 });
  return toCsv(
    [
      'Loan Date',
      'Member',
      'Amount (ZAR)',
      'Amount',
      'Interest Rate',
      'Term (months)',
      'Due Date',
      'Status',
      'Purpose',
      'Repaid (ZAR)',
      'Repaid',
      'Outstanding (ZAR)',
      'Outstanding',
    ],
    items.map((item) => [
      item.loanDate,
      item.memberName ?? '',
      money(item.amountCents),
      csvRand(item.amountCents),
      formatInterestRate(item.interestRateBps),
      item.termMonths,
      item.dueDate,
      csvLabel(item.isOverdue ? 'overdue' : item.status),
      item.purpose ?? '',
      money(item.repaidCents),
      csvRand(item.repaidCents),
      money(item.outstandingCents),
      csvRand(item.outstandingCents),
    ]),
  );
}

/**
 * The borrower, admins and staff: the loan's statement as CSV — the disbursement and the interest charged,
 * each completed repayment split into principal and interest, and any write-off — with the balance owed.
 */
export async function getLoanStatementCsv(ctx: TReadContext, id: string): Promise<string> {
  const found = await findLoan(ctx.db, ctx.org.organizationId, id);
  const row = assertCanSeeLoan(ctx, found?.loan);
  // Each figure formatted, and beside it as a number a spreadsheet can sum.
  const header = ['Date', 'Description'].concat(
    ['Amount', 'Principal', 'Interest', 'Balance'].flatMap((name) => [`${name} (ZAR)`, name]),
  );
  const line = (date: string, description: string, ...figures: (number | null)[]) => [
    date,
    description,
    ...figures.flatMap((cents) => (cents === null ? ['', ''] : [money(cents), csvRand(cents)])),
  ];
  if (!row.disbursedOn) return toCsv(header, []);
  const interest = getTotalInterestCents(row);
  let balance = row.amountCents;
  let principalLeft = row.amountCents;
  let interestLeft = interest;
  const rows: (string | number)[][] = [
    line(row.disbursedOn, 'Loan disbursed', row.amountCents, row.amountCents, null, balance),
  ];
  balance += interest;
  rows.push(
    line(
      row.disbursedOn,
      `Interest: ${formatInterestRate(row.interestRateBps)} for ${row.termMonths} months`,
      interest,
      null,
      interest,
      balance,
    ),
  );
  const repayments = await listLoanRepayments(ctx.db, ctx.org.organizationId, id);
  for (const repayment of repayments.filter((item) => item.status === 'completed')) {
    balance -= repayment.amountCents;
    principalLeft -= repayment.principalCents;
    interestLeft -= repayment.interestCents;
    rows.push(
      line(
        repayment.repaymentDate,
        [repayment.isRecovery ? 'Recovery' : 'Repayment', repayment.referenceNumber]
          .filter(Boolean)
          .join(' '),
        -repayment.amountCents,
        -repayment.principalCents,
        -repayment.interestCents,
        balance,
      ),
    );
  }
  if (row.writtenOffOn) {
    rows.push(line(row.writtenOffOn, 'Written off', -balance, -principalLeft, -interestLeft, 0));
  }
  return toCsv(header, rows);
}
