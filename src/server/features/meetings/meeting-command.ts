import type { TMeetingDetail } from '../../../shared/contracts/meetings';
import type { TDbOrTx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { isOrganizationMember } from '../../platform/directory';
import { AppError } from '../../platform/errors';
import { runMoneyCommand, type TMoneyCommand, type TMoneyOutcome } from '../../platform/money/money-command';
import type { TMoneyContext, TReadContext } from '../../platform/money/money-context';
import { publishChange } from '../../platform/realtime/events';
import { readMeetingDetail } from './meeting-views.service';
import { lockMeeting, type TMeetingRow } from './meetings.repository';

export function assertActive(ctx: TReadContext) {
  if (!ctx.org.isActive)
    throw new AppError('CONFLICT', 'This organization is archived: its books are read-only');
}

export async function audit(
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

export type TRunContext = TReadContext & { requestId: string | null };

export async function lockOpenMeeting(tx: TDbOrTx, organizationId: string, meetingId: string) {
  const meeting = await lockMeeting(tx, organizationId, meetingId);
  if (!meeting) throw new AppError('NOT_FOUND', 'Meeting not found');
  if (meeting.status !== 'open') {
    throw new AppError('CONFLICT', `Meeting ${meeting.number} is closed: reopen it to correct it`);
  }
  return meeting;
}

export async function assertMembers(tx: TDbOrTx, organizationId: string, userIds: readonly string[]) {
  for (const userId of new Set(userIds)) {
    if (!(await isOrganizationMember(tx, organizationId, userId))) {
      throw new AppError('VALIDATION_FAILED', 'This member does not belong to the organization');
    }
  }
}

/**
 * A money write at an open meeting: the meeting locked FOR UPDATE and checked open, `write` run with it, and
 * the meeting's detail as the answer (a retry answers with it too).
 */
export function runMeetingCommand(
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
