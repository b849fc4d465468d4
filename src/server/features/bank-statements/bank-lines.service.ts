import {
  NOT_ON_STATEMENT,
  type TBankLineQuery,
  type TFlaggedSubmission,
} from '../../../shared/contracts/bank-statements';
import { isFeatureOnFor } from '../../auth/guards';
import type { TOrgReadContext } from '../../platform/money/money-context';
import { toBankLine, toBankStatement } from './bank-mapping';
import {
  listLineAmounts,
  listLines,
  listPendingContributions,
  listPendingRepayments,
  listStatementPeriods,
  listStatements,
} from './bank-statements.repository';
import { addDays, indexByAmount, MATCH_WINDOW_DAYS, proposeMatch, type TPendingPayment } from './matching';

/** What else may name the member on a bank line: their payment reference and the phone on their profile. */
const referencesOf = (...references: (string | null)[]) =>
  references.filter((reference): reference is string => Boolean(reference));

/**
 * Pending contributions and loan repayments (while the organization has loans), as the matcher sees them,
 * oldest first; only those of the given amounts when asked.
 */
async function loadPendingPayments(ctx: TOrgReadContext, amounts?: number[]): Promise<TPendingPayment[]> {
  if (amounts?.length === 0) return [];
  const only = amounts ? [...new Set(amounts)] : undefined;
  const organizationId = ctx.org.organizationId;
  const [contributions, repayments] = await Promise.all([
    listPendingContributions(ctx.db, organizationId, only),
    isFeatureOnFor(ctx.db, ctx.org, 'loans').then((hasLoans) =>
      hasLoans ? listPendingRepayments(ctx.db, organizationId, only) : [],
    ),
  ]);
  const payments: TPendingPayment[] = [
    ...contributions.map(({ paymentReference, memberPhone, ...row }) => ({
      ...row,
      kind: 'contribution' as const,
      memberReferences: referencesOf(paymentReference, memberPhone),
    })),
    ...repayments.map(({ paymentReference, memberPhone, ...row }) => ({
      ...row,
      kind: 'loan_repayment' as const,
      memberReferences: referencesOf(paymentReference, memberPhone),
    })),
  ];
  return payments.sort((a, b) => a.paymentDate.localeCompare(b.paymentDate));
}

export async function listBankStatements(ctx: TOrgReadContext) {
  return (await listStatements(ctx.db, ctx.org.organizationId)).map(toBankStatement);
}

/** Admins: a page of statement lines, newest first; unmatched deposits come with their proposal. */
export async function listBankLines(ctx: TOrgReadContext, query: TBankLineQuery) {
  const { items, total, isTotalCapped } = await listLines(
    ctx.db,
    ctx.org.organizationId,
    { status: query.status },
    query,
  );
  const isOpenDeposit = (row: (typeof items)[number]) => row.status === 'unmatched' && row.amountCents > 0;
  const pending = await loadPendingPayments(
    ctx,
    items.filter(isOpenDeposit).map((row) => row.amountCents),
  );
  const byAmount = indexByAmount(pending);
  return {
    items: items.map((row) => toBankLine(row, isOpenDeposit(row) ? proposeMatch(row, byAmount) : null)),
    total,
    isTotalCapped,
    limit: query.limit,
    offset: query.offset,
  };
}

/**
 * Admins: pending submissions (contributions and loan repayments) that an imported statement covering
 * their date (and the days after it in which the deposit may appear) does not show with that amount. They
 * are never confirmed automatically.
 */
export async function listFlaggedSubmissions(ctx: TOrgReadContext): Promise<TFlaggedSubmission[]> {
  const organizationId = ctx.org.organizationId;
  const periods = await listStatementPeriods(ctx.db, organizationId);
  if (periods.length === 0) return [];
  const pending = await loadPendingPayments(ctx);
  // Covered: a statement spans the payment date, and the statements reach the last day its deposit may show.
  const lastEnd =
    periods
      .map((period) => period.periodEnd)
      .sort()
      .at(-1) ?? '';
  const covered = pending.filter(
    (payment) =>
      addDays(payment.paymentDate, MATCH_WINDOW_DAYS) <= lastEnd &&
      periods.some(
        (period) => period.periodStart <= payment.paymentDate && payment.paymentDate <= period.periodEnd,
      ),
  );
  if (covered.length === 0) return [];
  const from = covered[0]?.paymentDate ?? '';
  const to = addDays(covered[covered.length - 1]?.paymentDate ?? from, MATCH_WINDOW_DAYS);
  const deposits = new Map<number, string[]>();
  for (const line of await listLineAmounts(ctx.db, organizationId, { from, to })) {
    if (line.amountCents <= 0) continue;
    deposits.set(line.amountCents, [...(deposits.get(line.amountCents) ?? []), line.lineDate]);
  }
  return covered
    .filter((payment) => {
      const last = addDays(payment.paymentDate, MATCH_WINDOW_DAYS);
      const dates = deposits.get(payment.amountCents) ?? [];
      return !dates.some((date) => date >= payment.paymentDate && date <= last);
    })
    .map(({ memberUserId: _member, memberReferences: _references, ...payment }) => ({
      ...payment,
      reason: NOT_ON_STATEMENT,
    }));
}
