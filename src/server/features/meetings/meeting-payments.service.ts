import { randomUUID } from 'node:crypto';
import { getTodayIso } from '../../../shared/calendar';
import {
  MEETING_PAYMENT_LABELS,
  type TMeetingDetail,
  type TRecordMeetingPayment,
  type TReverseMeetingItem,
} from '../../../shared/contracts/meetings';
import { formatCents } from '../../../shared/money';
import type { TDbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { assertMayActOn } from '../../platform/money/money-command';
import type { TMoneyContext } from '../../platform/money/money-context';
import { readMemberName } from '../ledger/entry-descriptions';
import { postJournalEntry, reverseJournalEntry, type TPostingLine } from '../ledger/ledger.service';
import { assertMembers, runMeetingCommand } from './meeting-command';
import { requireShareSettingsOn } from './meeting-rules';
import {
  insertMeetingPayment,
  type listMeetingPayments,
  lockMeetingPayment,
  markMeetingPaymentReversed,
  readAccountBalances,
} from './meetings.repository';

type TPayment = Awaited<ReturnType<typeof listMeetingPayments>>[number];

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
