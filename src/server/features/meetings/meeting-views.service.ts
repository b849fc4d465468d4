import { getTodayIso } from '../../../shared/calendar';
import type {
  TMeetingDetail,
  TMeetingList,
  TMeetingSummary,
  TMeetingTotals,
  TMyShares,
} from '../../../shared/contracts/meetings';
import { computeShareLoanLimitCents } from '../../../shared/vsla/share-arithmetic';
import type { TDbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { TReadContext } from '../../platform/money/money-context';
import { readShareSettingsOn, requireShareSettingsOn } from './meeting-rules';
import {
  findMeeting,
  findSharePurchase,
  listAttendance,
  listMeetingPayments,
  listMeetingRows,
  listMemberNames,
  listSharePurchases,
  readAccountBalances,
  readCurrentCycle,
  sumLoanCashByDay,
  sumMemberSocialFund,
  type TMeetingRow,
} from './meetings.repository';

type TPurchase = Awaited<ReturnType<typeof listSharePurchases>>[number];
type TPayment = Awaited<ReturnType<typeof listMeetingPayments>>[number];

const sumOf = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function totalPayments(payments: readonly TPayment[], kind: TPayment['kind']) {
  return sumOf(
    payments.filter((row) => row.kind === kind && !row.reversalEntryId).map((row) => row.amountCents),
  );
}

/** Each meeting's totals per step, from its share purchases, payments, attendance and the loans of its day. */
async function summarize(
  db: TDbOrTx,
  organizationId: string,
  meetings: readonly TMeetingRow[],
): Promise<TMeetingSummary[]> {
  const ids = meetings.map((meeting) => meeting.id);
  const [purchases, payments, loanCash, attendance] = await Promise.all([
    listSharePurchases(db, organizationId, ids),
    listMeetingPayments(db, organizationId, ids),
    sumLoanCashByDay(
      db,
      organizationId,
      meetings.map((meeting) => meeting.meetingDate),
    ),
    Promise.all(ids.map((id) => listAttendance(db, organizationId, id))),
  ]);
  const latestNumber = Math.max(0, ...meetings.map((meeting) => meeting.number));
  return meetings.map((meeting, index) => {
    const own = purchases.filter((row) => row.meetingId === meeting.id && !row.isReversed);
    const ownPayments = payments.filter((row) => row.meetingId === meeting.id);
    const loanCashOf = (type: string) =>
      sumOf(
        loanCash
          .filter((row) => row.day === meeting.meetingDate && row.type === type)
          .map((row) => row.cents),
      );
    const totals: TMeetingTotals = {
      present: (attendance[index] ?? []).filter((row) => row.status === 'present').length,
      shares: sumOf(own.map((row) => row.shares)),
      sharesCents: sumOf(own.map((row) => row.shares * row.sharePriceCents)),
      socialFundCents: totalPayments(ownPayments, 'social_fund'),
      grantsCents: totalPayments(ownPayments, 'grant'),
      finesCents: totalPayments(ownPayments, 'fine'),
      loanRepaymentsCents: loanCashOf('loan_repayment'),
      loansDisbursedCents: -loanCashOf('loan_disbursement'),
    };
    const hasCount = meeting.cashCountedCents !== null && meeting.bookCashCents !== null;
    return {
      id: meeting.id,
      cycle: meeting.cycle,
      number: meeting.number,
      meetingDate: meeting.meetingDate,
      status: meeting.status,
      totals,
      cashCountedCents: meeting.cashCountedCents,
      bookCashCents: meeting.bookCashCents,
      differenceCents: hasCount ? (meeting.cashCountedCents ?? 0) - (meeting.bookCashCents ?? 0) : null,
      canReopen: meeting.status === 'closed' && meeting.number === latestNumber,
    };
  });
}

/** Any member (meeting.read): the group's share rules in force today and every meeting with its totals. */
export async function listMeetings(ctx: TReadContext): Promise<TMeetingList> {
  const organizationId = ctx.org.organizationId;
  const [shares, rows] = await Promise.all([
    readShareSettingsOn(ctx.db, organizationId, getTodayIso()),
    listMeetingRows(ctx.db, organizationId),
  ]);
  return { shares, items: await summarize(ctx.db, organizationId, rows) };
}

/** One meeting with its totals and every member's attendance, shares and payments, read on `db`. */
export async function readMeetingDetail(
  db: TDbOrTx,
  organizationId: string,
  meetingId: string,
): Promise<TMeetingDetail> {
  const meeting = await findMeeting(db, organizationId, meetingId);
  if (!meeting) throw new AppError('NOT_FOUND', 'Meeting not found');
  const latest = (await listMeetingRows(db, organizationId))[0];
  const [summary] = await summarize(db, organizationId, [meeting]);
  if (!summary) throw new Error('meeting summary missing');
  const [shares, members, attendance, purchases, payments, balances] = await Promise.all([
    requireShareSettingsOn(db, organizationId, meeting.meetingDate),
    listMemberNames(db, organizationId),
    listAttendance(db, organizationId, meetingId),
    listSharePurchases(db, organizationId, [meetingId]),
    listMeetingPayments(db, organizationId, [meetingId]),
    readAccountBalances(db, organizationId, ['cash', 'social_fund']),
  ]);
  const attendanceOf = new Map(attendance.map((row) => [row.userId, row.status]));
  return {
    ...summary,
    canReopen: summary.status === 'closed' && latest?.id === meeting.id,
    shares,
    bookCashNowCents: balances.get('cash') ?? 0,
    // Credit balances are negative in the books: the fund holds the opposite.
    socialFundBalanceCents: -(balances.get('social_fund') ?? 0),
    members: members.map((member) => {
      const own = purchases.filter((row: TPurchase) => row.userId === member.userId);
      return {
        userId: member.userId,
        name: member.name?.trim() || null,
        attendance: attendanceOf.get(member.userId) ?? null,
        shares: sumOf(own.filter((row) => !row.isReversed).map((row) => row.shares)),
        purchases: own.map((row) => ({
          id: row.id,
          shares: row.shares,
          amountCents: row.shares * row.sharePriceCents,
          isReversed: row.isReversed,
        })),
        payments: payments
          .filter((row) => row.userId === member.userId)
          .map((row) => ({
            id: row.id,
            kind: row.kind,
            amountCents: row.amountCents,
            reason: row.reason,
            isReversed: row.reversalEntryId !== null,
          })),
      };
    }),
  };
}

/** Organization admins (meeting.run): one meeting with every member's attendance, shares and payments. */
export function getMeeting(ctx: TReadContext, meetingId: string): Promise<TMeetingDetail> {
  return readMeetingDetail(ctx.db, ctx.org.organizationId, meetingId);
}

/**
 * Any member (meeting.read): the caller's shares in the current cycle, what they are worth at the share price,
 * the most the caller may borrow on them, and what they paid into the social fund.
 */
export async function getMyShares(ctx: TReadContext): Promise<TMyShares> {
  const organizationId = ctx.org.organizationId;
  const userId = ctx.actor.userId;
  const [shares, cycle, rows] = await Promise.all([
    readShareSettingsOn(ctx.db, organizationId, getTodayIso()),
    readCurrentCycle(ctx.db, organizationId),
    listMeetingRows(ctx.db, organizationId),
  ]);
  const inCycle = rows.filter((row) => row.cycle === cycle);
  const purchases = (
    await listSharePurchases(
      ctx.db,
      organizationId,
      inCycle.map((row) => row.id),
    )
  ).filter((row) => row.userId === userId && !row.isReversed);
  const meetings = inCycle
    .map((meeting) => ({
      meetingId: meeting.id,
      number: meeting.number,
      meetingDate: meeting.meetingDate,
      shares: sumOf(purchases.filter((row) => row.meetingId === meeting.id).map((row) => row.shares)),
    }))
    .filter((meeting) => meeting.shares > 0);
  const totalShares = sumOf(meetings.map((meeting) => meeting.shares));
  return {
    shares,
    cycle,
    totalShares,
    savingsCents: sumOf(purchases.map((row) => row.shares * row.sharePriceCents)),
    loanLimitCents: shares
      ? computeShareLoanLimitCents({
          shares: totalShares,
          sharePriceCents: shares.sharePriceCents,
          loanMultiple: shares.loanMultiple,
        })
      : 0,
    socialFundPaidCents:
      cycle === null ? 0 : await sumMemberSocialFund(ctx.db, organizationId, userId, cycle),
    meetings,
  };
}

/** Organization admins (meeting.run): the share purchase of an open meeting, to reverse its contribution. */
export async function findOpenMeetingPurchase(ctx: TReadContext, meetingId: string, purchaseId: string) {
  const meeting = await findMeeting(ctx.db, ctx.org.organizationId, meetingId);
  if (!meeting) throw new AppError('NOT_FOUND', 'Meeting not found');
  if (meeting.status !== 'open') {
    throw new AppError('CONFLICT', `Meeting ${meeting.number} is closed: reopen it to correct it`);
  }
  const purchase = await findSharePurchase(ctx.db, ctx.org.organizationId, purchaseId);
  if (!purchase || purchase.meetingId !== meetingId)
    throw new AppError('NOT_FOUND', 'Share purchase not found');
  return purchase;
}
