import { formatLongDate } from '../../../shared/book-months';
import type {
  TBuyShares,
  TCloseMeeting,
  TMeetingDetail,
  TOpenMeeting,
  TRecordAttendance,
  TReopenMeeting,
} from '../../../shared/contracts/meetings';
import { formatCents } from '../../../shared/money';
import { explainSharePurchase } from '../../../shared/vsla/share-arithmetic';
import { AppError } from '../../platform/errors';
import { assertMayActOn } from '../../platform/money/money-command';
import type { TMoneyContext } from '../../platform/money/money-context';
import { writeContribution } from '../contributions/contribution-writes.service';
import {
  assertActive,
  assertMembers,
  audit,
  lockOpenMeeting,
  runMeetingCommand,
  type TRunContext,
} from './meeting-command';
import { requireShareSettingsOn } from './meeting-rules';
import { readMeetingDetail } from './meeting-views.service';
import {
  findMeeting,
  insertMeeting,
  insertSharePurchase,
  lockLatestMeeting,
  readAccountBalances,
  sumMemberShares,
  updateMeeting,
  upsertAttendance,
} from './meetings.repository';

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
