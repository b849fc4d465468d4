import { getTodayIso } from '../../../shared/calendar';
import type { TMeetingDetail, TMeetingMember } from '../../../shared/contracts/meetings';
import type { TReportContent } from '../../../shared/contracts/reports';
import { formatDate } from '../../../shared/format';
import { column, figure, table } from '../../../shared/report-parts';
import { readOrganizationName } from '../../platform/directory';
import { AppError } from '../../platform/errors';
import type { TReadContext } from '../../platform/money/money-context';
import { formatPdfMoney } from '../../platform/pdf/render-pdf';
import { renderReportPdf } from '../../platform/pdf/report-pdf';
import { getMeeting } from './meeting-views.service';
import { findMeeting, sumMemberLoanCashOnDay } from './meetings.repository';

const money = formatPdfMoney;
const ATTENDANCE_LABELS = { present: 'Present', absent: 'Absent', excused: 'Excused' } as const;

type TLoanCash = Map<string, { repaidCents: number; lentCents: number }>;

const paidOf = (member: TMeetingMember, kind: TMeetingMember['payments'][number]['kind']) =>
  member.payments
    .filter((payment) => payment.kind === kind && !payment.isReversed)
    .reduce((sum, payment) => sum + payment.amountCents, 0);

const savingsOf = (member: TMeetingMember) =>
  member.purchases
    .filter((purchase) => !purchase.isReversed)
    .reduce((sum, purchase) => sum + purchase.amountCents, 0);

/** The printable record of a closed meeting: its steps in the order the group ran them, member by member. */
export function buildMeetingRecord(input: {
  organizationName: string;
  meeting: TMeetingDetail;
  loanCash: TLoanCash;
  closedByName: string | null;
  closedOn: string | null;
}): TReportContent {
  const { meeting, loanCash } = input;
  const { totals } = meeting;
  const rows = meeting.members.map((member) => {
    const loans = loanCash.get(member.userId) ?? { repaidCents: 0, lentCents: 0 };
    return {
      member: member.name ?? 'Member',
      attendance: member.attendance ? ATTENDANCE_LABELS[member.attendance] : 'Not marked',
      shares: member.shares,
      savings: savingsOf(member),
      social: paidOf(member, 'social_fund'),
      grant: paidOf(member, 'grant'),
      fine: paidOf(member, 'fine'),
      repaid: loans.repaidCents,
      lent: loans.lentCents,
    };
  });
  const grants = meeting.members.flatMap((member) =>
    member.payments
      .filter((payment) => payment.kind === 'grant' && !payment.isReversed)
      .map((payment) => ({
        member: member.name ?? 'Member',
        reason: payment.reason ?? '',
        amount: payment.amountCents,
      })),
  );
  const difference = meeting.differenceCents ?? 0;
  return {
    reportType: 'member_activity',
    title: `Meeting ${meeting.number} record (cycle ${meeting.cycle})`,
    organizationName: input.organizationName,
    startDate: meeting.meetingDate,
    endDate: meeting.meetingDate,
    generatedAt: new Date().toISOString(),
    figures: [
      figure('date', 'Meeting date', 'date', meeting.meetingDate),
      figure('present', 'Members present', 'text', `${totals.present} of ${meeting.members.length}`),
      figure(
        'shares',
        'Shares bought',
        'text',
        `${totals.shares} at ${money(meeting.shares.sharePriceCents)}`,
      ),
      figure('savings', 'Savings', 'money', totals.sharesCents),
      figure('social_fund', 'Social fund paid in', 'money', totals.socialFundCents),
      figure('grants', 'Grants paid', 'money', totals.grantsCents),
      figure('repayments', 'Loan repayments', 'money', totals.loanRepaymentsCents),
      figure('loans', 'New loans', 'money', totals.loansDisbursedCents),
      figure('fines', 'Fines paid', 'money', totals.finesCents),
      figure('counted', 'Cash counted', 'money', meeting.cashCountedCents),
      figure('books', 'Cash in the books', 'money', meeting.bookCashCents),
      figure('difference', difference < 0 ? 'Cash short' : 'Cash over', 'money', Math.abs(difference)),
    ],
    tables: [
      table({
        key: 'members',
        title: 'Member by member',
        columns: [
          column('member', 'Member'),
          column('attendance', 'Attendance'),
          column('shares', 'Shares', 'count'),
          column('savings', 'Savings', 'money'),
          column('social', 'Social fund', 'money'),
          column('grant', 'Grant', 'money'),
          column('fine', 'Fines', 'money'),
          column('repaid', 'Repaid', 'money'),
          column('lent', 'New loan', 'money'),
        ],
        rows,
        totals: {
          member: 'Total',
          attendance: `${totals.present} present`,
          shares: totals.shares,
          savings: totals.sharesCents,
          social: totals.socialFundCents,
          grant: totals.grantsCents,
          fine: totals.finesCents,
          repaid: totals.loanRepaymentsCents,
          lent: totals.loansDisbursedCents,
        },
        emptyText: 'The group had no members at this meeting',
      }),
      table({
        key: 'grants',
        title: 'Grants from the social fund',
        columns: [
          column('member', 'Member'),
          column('reason', 'Reason'),
          column('amount', 'Amount', 'money'),
        ],
        rows: grants,
        emptyText: 'No grants were paid at this meeting',
      }),
    ],
    chart: null,
    notes: [
      `Shares of ${money(meeting.shares.sharePriceCents)}, 1 to ${meeting.shares.maxSharesPerMeeting} a meeting; social fund ${money(meeting.shares.socialFundCents)} a meeting.`,
      `Cash counted ${money(meeting.cashCountedCents ?? 0)} against ${money(meeting.bookCashCents ?? 0)} in the books when the meeting closed.`,
      input.closedOn
        ? `Closed by ${input.closedByName ?? 'an admin'} on ${formatDate(input.closedOn)}.`
        : 'Closed.',
      'Entries corrected at the meeting are left out; loan repayments and new loans are those posted on the meeting’s day.',
    ],
  };
}

/**
 * Any member of the group (meeting.read): the printable record of a closed meeting as a PDF. An open
 * meeting has no record yet (409); an unknown one is not found (404).
 */
export async function getMeetingRecordPdf(ctx: TReadContext, meetingId: string) {
  const organizationId = ctx.org.organizationId;
  const row = await findMeeting(ctx.db, organizationId, meetingId);
  if (!row) throw new AppError('NOT_FOUND', 'Meeting not found');
  if (row.status !== 'closed') {
    throw new AppError(
      'CONFLICT',
      `Meeting ${row.number} is still open: its record is ready once it is closed`,
    );
  }
  const [meeting, loanCash, organizationName] = await Promise.all([
    getMeeting(ctx, meetingId),
    sumMemberLoanCashOnDay(ctx.db, organizationId, row.meetingDate),
    readOrganizationName(ctx.db, organizationId),
  ]);
  const closedByName = meeting.members.find((member) => member.userId === row.closedBy)?.name ?? null;
  const content = buildMeetingRecord({
    organizationName,
    meeting,
    loanCash,
    closedByName,
    // The day it was closed in South Africa, as every date the group sees (not the UTC day).
    closedOn: row.closedAt ? getTodayIso(row.closedAt) : null,
  });
  return {
    data: await renderReportPdf(content),
    filename: `meeting-${row.cycle}-${row.number}-${row.meetingDate}.pdf`,
  };
}
