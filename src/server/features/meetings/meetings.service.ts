import { randomUUID } from 'node:crypto';
import { formatLongDate } from '../../../shared/book-months';
import { getTodayIso } from '../../../shared/calendar';
import {
  MEETING_PAYMENT_LABELS,
  type TBuyShares,
  type TCloseMeeting,
  type TMeetingDetail,
  type TMeetingList,
  type TMeetingSummary,
  type TMeetingTotals,
  type TMyShares,
  type TOpenMeeting,
  type TRecordAttendance,
  type TRecordMeetingPayment,
  type TReopenMeeting,
  type TReverseMeetingItem,
} from '../../../shared/contracts/meetings';
import { formatCents } from '../../../shared/money';
import { computeShareLoanLimitCents, explainSharePurchase } from '../../../shared/vsla/share-arithmetic';
import type { TDbOrTx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { isOrganizationMember } from '../../platform/members';
import {
  assertMayActOn,
  runMoneyCommand,
  type TMoneyCommand,
  type TMoneyOutcome,
} from '../../platform/money/money-command';
import type { TMoneyContext, TReadContext } from '../../platform/money/money-context';
import { publishChange } from '../../platform/realtime/events';
import { writeContribution } from '../contributions/contribution-writes.service';
import { readMemberName } from '../ledger/entry-descriptions';
import { postJournalEntry, reverseJournalEntry, type TPostingLine } from '../ledger/ledger.service';
import { readShareSettingsOn, requireShareSettingsOn } from './meeting-rules';
import {
  findMeeting,
  findSharePurchase,
  insertMeeting,
  insertMeetingPayment,
  insertSharePurchase,
  listAttendance,
  listMeetingPayments,
  listMeetingRows,
  listMemberNames,
  listSharePurchases,
  lockLatestMeeting,
  lockMeeting,
  lockMeetingPayment,
  markMeetingPaymentReversed,
  readAccountBalances,
  readCurrentCycle,
  sumLoanCashByDay,
  sumMemberShares,
  sumMemberSocialFund,
  type TMeetingRow,
  updateMeeting,
  upsertAttendance,
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

async function readMeetingDetail(
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

function assertActive(ctx: TReadContext) {
  if (!ctx.org.isActive)
    throw new AppError('CONFLICT', 'This organization is archived: its books are read-only');
}

async function audit(
  tx: TDbOrTx,
  ctx: TReadContext & { requestId: string | null },
  action: string,
  meeting: TMeetingRow,
  summary: Record<string, unknown>,
) {
  await writeAudit(tx, {
    organizationId: ctx.org.organizationId,
    actorUserId: ctx.actor.userId,
    action,
    targetType: 'savings_meeting',
    targetId: meeting.id,
    summary: { number: meeting.number, meetingDate: meeting.meetingDate, ...summary },
    requestId: ctx.requestId,
  });
  await publishChange(tx, { topic: 'meetings', organizationId: ctx.org.organizationId });
}

type TRunContext = TReadContext & { requestId: string | null };

/**
 * Organization admins (meeting.run): opens the next meeting on a date the group saves in shares. The meeting
 * before it must be closed and not later; the first meeting starts cycle 1, `startsNewCycle` the next cycle.
 */
export async function openMeeting(ctx: TRunContext, input: TOpenMeeting): Promise<TMeetingDetail> {
  assertActive(ctx);
  const organizationId = ctx.org.organizationId;
  return ctx.db.transaction(async (tx) => {
    await requireShareSettingsOn(tx, organizationId, input.meetingDate);
    const latest = await lockLatestMeeting(tx, organizationId);
    if (latest?.status === 'open') {
      throw new AppError(
        'CONFLICT',
        `Meeting ${latest.number} is still open: close it before opening the next`,
      );
    }
    if (latest && input.meetingDate < latest.meetingDate) {
      throw new AppError(
        'VALIDATION_FAILED',
        `Meeting ${latest.number} was on ${formatLongDate(latest.meetingDate)}: the next meeting cannot be before it`,
      );
    }
    const meeting = await insertMeeting(tx, {
      organizationId,
      cycle: latest ? latest.cycle + (input.startsNewCycle ? 1 : 0) : 1,
      number: (latest?.number ?? 0) + 1,
      meetingDate: input.meetingDate,
      openedBy: ctx.actor.userId,
    });
    await audit(tx, ctx, 'meeting.open', meeting, { cycle: meeting.cycle });
    return readMeetingDetail(tx, organizationId, meeting.id);
  });
}

async function lockOpenMeeting(tx: TDbOrTx, organizationId: string, meetingId: string) {
  const meeting = await lockMeeting(tx, organizationId, meetingId);
  if (!meeting) throw new AppError('NOT_FOUND', 'Meeting not found');
  if (meeting.status !== 'open') {
    throw new AppError('CONFLICT', `Meeting ${meeting.number} is closed: reopen it to correct it`);
  }
  return meeting;
}

async function assertMembers(tx: TDbOrTx, organizationId: string, userIds: readonly string[]) {
  for (const userId of new Set(userIds)) {
    if (!(await isOrganizationMember(tx, organizationId, userId))) {
      throw new AppError('VALIDATION_FAILED', 'This member does not belong to the organization');
    }
  }
}

/** Organization admins (meeting.run): marks who is present, absent or excused at an open meeting. */
export async function recordAttendance(
  ctx: TRunContext,
  meetingId: string,
  input: TRecordAttendance,
): Promise<TMeetingDetail> {
  assertActive(ctx);
  const organizationId = ctx.org.organizationId;
  return ctx.db.transaction(async (tx) => {
    const meeting = await lockOpenMeeting(tx, organizationId, meetingId);
    await assertMembers(
      tx,
      organizationId,
      input.entries.map((entry) => entry.userId),
    );
    await upsertAttendance(
      tx,
      input.entries.map((entry) => ({
        organizationId,
        meetingId,
        userId: entry.userId,
        status: entry.status,
        recordedBy: ctx.actor.userId,
      })),
    );
    await audit(tx, ctx, 'meeting.attendance', meeting, {
      present: input.entries.filter((entry) => entry.status === 'present').length,
    });
    return readMeetingDetail(tx, organizationId, meetingId);
  });
}

/**
 * A money write at an open meeting: the meeting locked FOR UPDATE and checked open, `write` run with it, and
 * the meeting's detail as the answer (a retry answers with it too).
 */
function runMeetingCommand(
  ctx: TMoneyContext,
  meetingId: string,
  command: Pick<TMoneyCommand<TMeetingDetail>, 'operation' | 'targetId' | 'request'>,
  write: (tx: TDbOrTx, meeting: TMeetingRow) => Promise<Omit<TMoneyOutcome<TMeetingDetail>, 'result'>>,
): Promise<TMeetingDetail> {
  const organizationId = ctx.org.organizationId;
  return runMoneyCommand(ctx, {
    ...command,
    execute: async (tx) => {
      const outcome = await write(tx, await lockOpenMeeting(tx, organizationId, meetingId));
      return { ...outcome, result: await readMeetingDetail(tx, organizationId, meetingId) };
    },
    replay: (tx) => readMeetingDetail(tx, organizationId, meetingId),
  });
}

/**
 * Organization admins (meeting.record), never for themselves: records the shares a member buys at an open
 * meeting, 1 to the group's most per meeting (shares bought earlier at the same meeting count), as a completed
 * cash contribution of shares x the share price dated the meeting's day, so savings, receipts, statements,
 * figures and the share-out count it. Idempotency-Key required.
 */
export function buyShares(ctx: TMoneyContext, meetingId: string, input: TBuyShares): Promise<TMeetingDetail> {
  const organizationId = ctx.org.organizationId;
  const command = { operation: 'meeting.shares', targetId: meetingId, request: input } as const;
  return runMeetingCommand(ctx, meetingId, command, async (tx, meeting) => {
    const settings = await requireShareSettingsOn(tx, organizationId, meeting.meetingDate);
    await assertMayActOn(tx, ctx, {
      permission: 'meeting.record',
      ownerUserId: input.userId,
      action: 'record',
    });
    const already = await sumMemberShares(tx, organizationId, input.userId, { meetingId });
    const refusal = explainSharePurchase(already + input.shares, settings.maxSharesPerMeeting);
    if (refusal) {
      throw new AppError(
        'VALIDATION_FAILED',
        already > 0 ? `${refusal}: this member already bought ${already} at this meeting` : refusal,
      );
    }
    const amountCents = input.shares * settings.sharePriceCents;
    const contribution = await writeContribution(
      tx,
      ctx,
      input.userId,
      {
        contributionDate: meeting.meetingDate,
        amountCents,
        paymentMethod: 'cash',
        referenceNumber: `Meeting ${meeting.number}`,
        notes: `${input.shares} share${input.shares === 1 ? '' : 's'} at ${formatCents(settings.sharePriceCents)}`,
      },
      'completed',
    );
    const purchase = await insertSharePurchase(tx, {
      organizationId,
      meetingId,
      userId: input.userId,
      shares: input.shares,
      sharePriceCents: settings.sharePriceCents,
      contributionId: contribution.resultId,
    });
    return {
      resultType: 'meeting_share_purchase',
      resultId: purchase.id,
      audit: {
        action: 'meeting.shares_bought',
        targetType: 'savings_meeting',
        targetId: meetingId,
        summary: {
          userId: input.userId,
          shares: input.shares,
          amountCents,
          contributionId: contribution.resultId,
        },
      },
      topics: ['meetings', 'contributions', 'transactions'],
    };
  });
}

/** The entry of a meeting payment: social fund in, grant out of the social fund, or a fine paid on the spot. */
function toPostingLines(kind: TPayment['kind'], amountCents: number, userId: string): TPostingLine[] {
  const cash = (sign: 1 | -1) => ({
    account: 'cash' as const,
    amountCents: sign * amountCents,
    memberUserId: userId,
  });
  switch (kind) {
    case 'social_fund':
      return [cash(1), { account: 'social_fund', amountCents: -amountCents, memberUserId: userId }];
    case 'grant':
      return [{ account: 'social_fund', amountCents, memberUserId: userId }, cash(-1)];
    case 'fine':
      return [cash(1), { account: 'fine_income', amountCents: -amountCents, memberUserId: userId }];
  }
}

const TRANSACTION_TYPES = { social_fund: 'contribution', grant: 'payout', fine: 'fee' } as const;

async function readSocialFundCents(tx: TDbOrTx, organizationId: string) {
  return -((await readAccountBalances(tx, organizationId, ['social_fund'])).get('social_fund') ?? 0);
}

function describePayment(kind: TPayment['kind'], who: string, meetingNumber: number, reason: string | null) {
  const base = {
    social_fund: `Social fund from ${who} at meeting ${meetingNumber}`,
    grant: `Grant to ${who} from the social fund at meeting ${meetingNumber}`,
    fine: `Fine from ${who} at meeting ${meetingNumber}`,
  }[kind];
  return reason ? `${base}: ${reason}` : base;
}

/**
 * Organization admins (meeting.record), never for themselves: at an open meeting, a member's social fund
 * contribution (the rule's amount unless given), a grant paid to them from the social fund (never more than
 * the fund holds; cash never below zero), or a fine they pay on the spot (fine income, shared out at the end).
 * One journal entry dated the meeting's day. Idempotency-Key required.
 */
export function recordMeetingPayment(
  ctx: TMoneyContext,
  meetingId: string,
  input: TRecordMeetingPayment,
): Promise<TMeetingDetail> {
  const organizationId = ctx.org.organizationId;
  const command = { operation: 'meeting.payment', targetId: meetingId, request: input } as const;
  return runMeetingCommand(ctx, meetingId, command, async (tx, meeting) => {
    const settings = await requireShareSettingsOn(tx, organizationId, meeting.meetingDate);
    const action = input.kind === 'grant' ? 'pay out' : 'record';
    await assertMayActOn(tx, ctx, { permission: 'meeting.record', ownerUserId: input.userId, action });
    await assertMembers(tx, organizationId, [input.userId]);
    const amountCents = input.amountCents ?? (input.kind === 'social_fund' ? settings.socialFundCents : 0);
    if (amountCents <= 0) {
      throw new AppError('VALIDATION_FAILED', `${MEETING_PAYMENT_LABELS[input.kind]}: amount is required`);
    }
    const reason = input.reason?.trim() || null;
    if (input.kind !== 'social_fund' && !reason) {
      throw new AppError('VALIDATION_FAILED', `${MEETING_PAYMENT_LABELS[input.kind]}: say what it is for`);
    }
    if (input.kind === 'grant') {
      const fund = await readSocialFundCents(tx, organizationId);
      if (amountCents > fund) {
        throw new AppError(
          'CONFLICT',
          `The social fund holds ${formatCents(fund)}: the grant cannot be more`,
        );
      }
    }
    const id = randomUUID();
    const who = (await readMemberName(tx, input.userId)) ?? 'a member';
    const { entry } = await postJournalEntry(tx, {
      organizationId,
      entryDate: meeting.meetingDate,
      description: describePayment(input.kind, who, meeting.number, reason),
      transactionType: TRANSACTION_TYPES[input.kind],
      lines: toPostingLines(input.kind, amountCents, input.userId),
      createdBy: ctx.actor.userId,
      sourceType: 'meeting_payment',
      sourceId: id,
    });
    await insertMeetingPayment(tx, {
      id,
      organizationId,
      meetingId,
      userId: input.userId,
      kind: input.kind,
      amountCents,
      reason,
      journalEntryId: entry.id,
      recordedBy: ctx.actor.userId,
    });
    return {
      resultType: 'meeting_payment',
      resultId: id,
      audit: {
        action: `meeting.${input.kind}`,
        targetType: 'meeting_payment',
        targetId: id,
        summary: { meetingNumber: meeting.number, userId: input.userId, amountCents, reason },
      },
      topics: ['meetings', 'transactions'],
    };
  });
}

/**
 * Organization admins (meeting.record), never on their own: corrects a social fund payment, grant or fine of
 * an open meeting by a reversing entry dated today (a closed meeting is reopened first; only the latest can
 * be). A social fund payment already spent on grants cannot be taken back. Idempotency-Key required.
 */
export function reverseMeetingPayment(
  ctx: TMoneyContext,
  meetingId: string,
  paymentId: string,
  input: TReverseMeetingItem,
): Promise<TMeetingDetail> {
  const organizationId = ctx.org.organizationId;
  const command = { operation: 'meeting.payment_reverse', targetId: paymentId, request: input } as const;
  return runMeetingCommand(ctx, meetingId, command, async (tx, meeting) => {
    const payment = await lockMeetingPayment(tx, organizationId, paymentId);
    if (!payment || payment.meetingId !== meetingId) throw new AppError('NOT_FOUND', 'Payment not found');
    await assertMayActOn(tx, ctx, {
      permission: 'meeting.record',
      ownerUserId: payment.userId,
      action: 'reverse',
    });
    if (payment.reversalEntryId) throw new AppError('CONFLICT', 'This payment is already reversed');
    if (payment.kind === 'social_fund') {
      const fund = await readSocialFundCents(tx, organizationId);
      if (payment.amountCents > fund) {
        throw new AppError(
          'CONFLICT',
          `The social fund holds ${formatCents(fund)}: this payment was spent on grants and cannot be taken back`,
        );
      }
    }
    const { entry } = await reverseJournalEntry(tx, {
      organizationId,
      entryId: payment.journalEntryId,
      entryDate: getTodayIso(),
      createdBy: ctx.actor.userId,
      reason: input.reason,
    });
    await markMeetingPaymentReversed(tx, organizationId, payment.id, entry.id);
    return {
      resultType: 'meeting_payment',
      resultId: payment.id,
      audit: {
        action: `meeting.${payment.kind}_reversed`,
        targetType: 'meeting_payment',
        targetId: payment.id,
        summary: { meetingNumber: meeting.number, amountCents: payment.amountCents, reason: input.reason },
      },
      topics: ['meetings', 'transactions'],
    };
  });
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

/**
 * Organization admins (meeting.run): closes an open meeting with the cash counted in the box; the cash the
 * books hold at that moment is stored beside it, so the difference shows.
 */
export async function closeMeeting(
  ctx: TRunContext,
  meetingId: string,
  input: TCloseMeeting,
): Promise<TMeetingDetail> {
  assertActive(ctx);
  const organizationId = ctx.org.organizationId;
  return ctx.db.transaction(async (tx) => {
    const meeting = await lockOpenMeeting(tx, organizationId, meetingId);
    const bookCashCents = (await readAccountBalances(tx, organizationId, ['cash'])).get('cash') ?? 0;
    await updateMeeting(tx, organizationId, meetingId, {
      status: 'closed',
      cashCountedCents: input.cashCountedCents,
      bookCashCents,
      closedBy: ctx.actor.userId,
      closedAt: new Date(),
    });
    await audit(tx, ctx, 'meeting.close', meeting, {
      cashCountedCents: input.cashCountedCents,
      bookCashCents,
      differenceCents: input.cashCountedCents - bookCashCents,
    });
    return readMeetingDetail(tx, organizationId, meetingId);
  });
}

/**
 * Organization admins (meeting.run): reopens the latest meeting, closed, to correct a mistake by reversing
 * entries; earlier meetings stay closed. The reason is audited; the cash count is taken again at closing.
 */
export async function reopenMeeting(
  ctx: TRunContext,
  meetingId: string,
  input: TReopenMeeting,
): Promise<TMeetingDetail> {
  assertActive(ctx);
  const organizationId = ctx.org.organizationId;
  return ctx.db.transaction(async (tx) => {
    const latest = await lockLatestMeeting(tx, organizationId);
    const meeting = await findMeeting(tx, organizationId, meetingId);
    if (!meeting || !latest) throw new AppError('NOT_FOUND', 'Meeting not found');
    if (latest.id !== meeting.id) {
      throw new AppError('CONFLICT', `Only the latest meeting (meeting ${latest.number}) can be reopened`);
    }
    if (meeting.status === 'open')
      throw new AppError('CONFLICT', `Meeting ${meeting.number} is already open`);
    await updateMeeting(tx, organizationId, meetingId, {
      status: 'open',
      cashCountedCents: null,
      bookCashCents: null,
      closedBy: null,
      closedAt: null,
    });
    await audit(tx, ctx, 'meeting.reopen', meeting, { reason: input.reason });
    return readMeetingDetail(tx, organizationId, meetingId);
  });
}
