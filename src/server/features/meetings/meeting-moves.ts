import { z } from 'zod';
import { ZRecordMeetingPayment } from '../../../shared/contracts/meetings';
import { AppError } from '../../platform/errors';
import { registerApprovalOperation } from '../approvals';
import { readMemberName } from '../ledger/entry-descriptions';
import { recordMeetingPayment } from './meeting-payments.service';
import { findMeeting } from './meetings.repository';

/** A grant from the social fund above the policy's payout amount waits for a second admin (ADR 19). */
export const payGrantMove = registerApprovalOperation({
  name: 'meeting.grant',
  payload: ZRecordMeetingPayment.extend({ meetingId: z.uuid() }),
  describe: async (ctx, { meetingId, userId, amountCents, reason }) => {
    const meeting = await findMeeting(ctx.db, ctx.org.organizationId, meetingId);
    if (!meeting) throw new AppError('NOT_FOUND', 'Meeting not found');
    if (meeting.status !== 'open') {
      throw new AppError('CONFLICT', `Meeting ${meeting.number} is closed: reopen it to correct it`);
    }
    const who = (await readMemberName(ctx.db, userId)) ?? 'a member';
    return {
      amountCents: amountCents ?? 0,
      memberUserId: userId,
      description: `Grant to ${who} from the social fund at meeting ${meeting.number}${reason ? `: ${reason}` : ''}`,
    };
  },
  isHeld: (policy, facts, payload) =>
    payload.kind === 'grant' &&
    policy.payoutsAboveCents !== null &&
    facts.amountCents > policy.payoutsAboveCents,
  execute: (ctx, { meetingId, ...input }) => recordMeetingPayment(ctx, meetingId, input),
});
