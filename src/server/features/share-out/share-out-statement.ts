import { can } from '../../../shared/access';
import type { TReportContent } from '../../../shared/contracts/reports';
import type { TShareOut, TShareOutLine } from '../../../shared/contracts/share-outs';
import { formatDate } from '../../../shared/format';
import { daysBetween } from '../../../shared/group-rules/periods';
import { column, figure, table } from '../../../shared/report-parts';
import { SHARE_OUT_RULE_LABELS } from '../../../shared/share-out/share-out-types';
import { readOrganizationName } from '../../platform/directory';
import { AppError } from '../../platform/errors';
import type { TReadContext } from '../../platform/money/money-context';
import { formatPdfMoney } from '../../platform/pdf/render-pdf';
import { renderReportPdf } from '../../platform/pdf/report-pdf';
import { readShareOutFigures, type TShareOutFigures } from '../figures/share-out-figures';
import { findShareOut } from './share-out.repository';
import { toStoredShareOut } from './share-out.service';

const money = formatPdfMoney;
const sumOf = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** How the member's part of the income was worked out, in words and numbers, by the group's rule. */
export function explainIncomeShare(
  shareOut: TShareOut,
  line: TShareOutLine,
  figures: TShareOutFigures,
): string[] {
  const incomeCents = shareOut.pot.interestCents + shareOut.pot.finesCents + shareOut.pot.otherIncomeCents;
  const parts = [
    `Income to share: interest ${money(shareOut.pot.interestCents)} + fines ${money(shareOut.pot.finesCents)} + other income ${money(shareOut.pot.otherIncomeCents)} = ${money(incomeCents)}.`,
  ];
  const member = figures.members.find((candidate) => candidate.memberKey === line.userId);
  switch (shareOut.rule) {
    case 'proportional':
      parts.push(
        `Your part: ${money(incomeCents)} x your savings ${money(line.paidInCents)} / all savings ${money(shareOut.pot.savingsCents)} = ${money(line.incomeShareCents)}.`,
      );
      break;
    case 'time_weighted': {
      const weightOf = (payments: readonly { paidOn: string; amountCents: number }[]) =>
        sumOf(payments.map((p) => p.amountCents * Math.max(0, daysBetween(p.paidOn, shareOut.endsOn) + 1)));
      const own = weightOf(member?.payments ?? []);
      const all = sumOf(figures.members.map((candidate) => weightOf(candidate.payments)));
      parts.push(
        `Each payment counts for the days it was in the group up to ${formatDate(shareOut.endsOn)}: your rand-days ${Math.round(own / 100)} of ${Math.round(all / 100)}.`,
        `Your part: ${money(incomeCents)} x ${Math.round(own / 100)} / ${Math.round(all / 100)} = ${money(line.incomeShareCents)}.`,
      );
      break;
    }
    case 'equal_less_fines': {
      const allFines = sumOf(figures.members.map((candidate) => candidate.finesCents));
      const count = Math.max(1, shareOut.lines.length);
      parts.push(
        `Your part: (${money(incomeCents)} + all fines ${money(allFines)}) / ${count} members - your fines ${money(member?.finesCents ?? 0)} = ${money(line.incomeShareCents)}.`,
      );
      break;
    }
    case 'per_share':
      parts.push(
        `Value per share: (savings ${money(shareOut.pot.savingsCents)} + income ${money(incomeCents)}) / ${shareOut.totalShares} shares = ${money(Math.round(shareOut.valuePerShareCents ?? 0))}.`,
        `Your ${line.shares} shares are worth ${money(line.grossCents)}.`,
      );
      break;
  }
  parts.push('Parts are rounded to the cent so that together they add up to the income exactly.');
  return parts;
}

/** The member's part of the bulk purchases of groceries, worked out in numbers (ADR 0036). */
export function explainGroceries(shareOut: TShareOut, line: TShareOutLine): string[] {
  if (shareOut.pot.groceriesCents === 0) return [];
  return [
    `Groceries bought with the pot in the cycle: ${money(shareOut.pot.groceriesCents)}, shared like the pot.`,
    `Your part of the groceries: ${money(shareOut.pot.groceriesCents)} x your share-out ${money(line.grossCents)} / the whole share-out ${money(shareOut.totalCents)} = ${money(line.groceriesCents)}.`,
  ];
}

/** The statement's content: the member's line of the share-out table, their payments and the working. */
export function buildShareOutStatement(input: {
  organizationName: string;
  shareOut: TShareOut;
  line: TShareOutLine;
  figures: TShareOutFigures;
}): TReportContent {
  const { shareOut, line, figures } = input;
  const name = line.memberName ?? 'Member';
  // Short enough for its box on paper.
  const status =
    shareOut.status === 'posted' && shareOut.postedOn
      ? `Posted ${formatDate(shareOut.postedOn)}`
      : 'Proposed';
  const payments = figures.members.find((member) => member.memberKey === line.userId)?.payments ?? [];
  return {
    reportType: 'member_activity',
    title: `Share-out statement: ${name}`,
    organizationName: input.organizationName,
    startDate: shareOut.startsOn,
    endDate: shareOut.endsOn,
    generatedAt: new Date().toISOString(),
    figures: [
      figure('paid_in', 'Your savings in the cycle', 'money', line.paidInCents),
      figure('income_share', 'Your share of the income', 'money', line.incomeShareCents),
      figure('gross', 'Your share-out', 'money', line.grossCents),
      ...(line.groceriesCents > 0
        ? [figure('groceries', 'Your part of the groceries', 'money', line.groceriesCents)]
        : []),
      figure('loan_deducted', 'Loan deducted', 'money', line.loanDeductedCents),
      figure(
        'net',
        shareOut.status === 'posted' ? 'Paid out to you' : 'To be paid out to you',
        'money',
        line.netPayoutCents,
      ),
      figure('status', 'Status', 'text', status),
    ],
    tables: [
      table({
        key: 'payments',
        title: 'Your savings paid in during the cycle',
        columns: [column('date', 'Date'), column('amount', 'Amount', 'money')],
        rows: payments.map((payment) => ({ date: formatDate(payment.paidOn), amount: payment.amountCents })),
        totals: { date: 'Total', amount: line.paidInCents },
        emptyText: 'You paid no savings in this cycle',
      }),
    ],
    chart: null,
    notes: [
      `Rule: ${SHARE_OUT_RULE_LABELS[shareOut.rule]}.`,
      ...explainIncomeShare(shareOut, line, figures),
      shareOut.status === 'posted'
        ? 'Posted: the amount above was paid out to you.'
        : 'Proposed: nothing is paid out until it is posted.',
      ...explainGroceries(shareOut, line),
      line.groceriesCents > 0
        ? `Your share-out ${money(line.grossCents)} - groceries ${money(line.groceriesCents)} - loan deducted ${money(line.loanDeductedCents)} = ${money(line.netPayoutCents)} in cash.`
        : `Your share-out ${money(line.grossCents)} - loan deducted ${money(line.loanDeductedCents)} = ${money(line.netPayoutCents)}.`,
      'Money used to pay fines is fine income, not savings. Dates are calendar dates in South African time.',
    ],
  };
}

/**
 * Any member (shareout.read): their own statement of a proposed or posted share-out, as a PDF; admins
 * (shareout.manage): any member's. Another member's statement, or a withdrawn share-out, is not found (404).
 * The figures are the stored share-out table's.
 */
export async function getShareOutStatementPdf(ctx: TReadContext, shareOutId: string, userId: string) {
  const organizationId = ctx.org.organizationId;
  const isOwn = userId === ctx.actor.userId;
  if (!isOwn && !can({ role: ctx.org.role }, 'shareout.manage')) {
    throw new AppError('NOT_FOUND', 'Statement not found');
  }
  const row = await findShareOut(ctx.db, organizationId, shareOutId);
  if (!row || row.status === 'withdrawn') throw new AppError('NOT_FOUND', 'Share-out not found');
  const shareOut = toStoredShareOut(row);
  const line = shareOut.lines.find((candidate) => candidate.userId === userId);
  if (!line) throw new AppError('NOT_FOUND', 'Statement not found');
  const [organizationName, figures] = await Promise.all([
    readOrganizationName(ctx.db, organizationId),
    readShareOutFigures(ctx.db, organizationId, { startsOn: row.startsOn, endsOn: row.endsOn }),
  ]);
  const content = buildShareOutStatement({ organizationName, shareOut, line, figures });
  return {
    data: await renderReportPdf(content),
    filename: `share-out-${row.startsOn}-to-${row.endsOn}.pdf`,
  };
}
