import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import {
  ZBuyShares,
  ZCloseMeeting,
  ZMeetingDetail,
  ZMeetingList,
  ZMyShares,
  ZOpenMeeting,
  ZRecordAttendance,
  ZRecordMeetingPayment,
  ZReopenMeeting,
  ZReverseMeetingItem,
} from '../../../shared/contracts/meetings';
import { isSavingsGroup } from '../../../shared/organization-types';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import { sendAttachment } from '../../http/attachment';
import { readOrg } from '../../http/context';
import type { TAppEnv } from '../../http/env';
import { guardedRoutes } from '../../http/guarded-routes';
import { readMoneyContext, ZOrgParams } from '../../http/money-routes';
import { fileResponse } from '../../http/openapi-parts';
import { AppError } from '../../platform/errors';
import { gateOrRun } from '../approvals';
import { reverseContributionMove } from '../contributions/contribution-moves';
import { payGrantMove } from './meeting-moves';
import { reverseMeetingPayment } from './meeting-payments.service';
import { getMeetingRecordPdf } from './meeting-record';
import { findOpenMeetingPurchase, getMeeting, getMyShares, listMeetings } from './meeting-views.service';
import { buyShares, closeMeeting, openMeeting, recordAttendance, reopenMeeting } from './meetings.service';

const ZMeetingParams = z.object({ orgId: z.string(), meetingId: z.uuid('Meeting not found') });
const ZItemParams = ZMeetingParams.extend({ itemId: z.uuid('Not found') });

/** After the organization guard: meetings are for savings groups (burial societies and funds have none). */
const savingsGroupsOnly = createMiddleware<TAppEnv>(async (c, next) => {
  if (!isSavingsGroup(readOrg(c).organizationType)) {
    throw new AppError('NOT_FOUND', 'Meetings are for savings groups that save in shares');
  }
  await next();
});

export function createMeetingRoutes({ db, guards }: { db: TDb; guards: TGuards }) {
  const router = new OpenAPIHono<TAppEnv>();
  const feature = guards.requireFeature('contributions');
  const base = '/api/v1/orgs/{orgId}/meetings';
  const read = [feature, guards.requirePermission('meeting.read'), savingsGroupsOnly] as const;
  const run = [feature, guards.requirePermission('meeting.run'), savingsGroupsOnly] as const;
  const record = [feature, guards.requirePermission('meeting.record'), savingsGroupsOnly] as const;
  const contextOf = (c: Context<TAppEnv>) => readMoneyContext(c, db);
  const routes = guardedRoutes(router, contextOf);
  const meeting = `${base}/{meetingId}`;
  const readAt = { guards: read, params: ZOrgParams } as const;
  const runAt = { guards: run, params: ZMeetingParams } as const;
  const recordAt = { guards: record, params: ZMeetingParams } as const;
  const recordItemAt = { guards: record, params: ZItemParams } as const;

  routes.add(
    { method: 'get', path: base, ...readAt },
    { answer: ZMeetingList, description: 'The share rules in force and every meeting, the latest first' },
    (ctx) => listMeetings(ctx),
  );

  routes.add(
    { method: 'get', path: `${base}/my-shares`, ...readAt },
    { answer: ZMyShares, description: 'The caller’s shares in the current cycle and what they may borrow' },
    (ctx) => getMyShares(ctx),
  );

  routes.add(
    { method: 'post', path: base, guards: run, params: ZOrgParams, body: ZOpenMeeting },
    { answer: ZMeetingDetail, description: 'The new meeting, open', status: 201 },
    (ctx, { json }) => openMeeting(ctx, json),
  );

  routes.add(
    { method: 'get', path: meeting, ...runAt },
    {
      answer: ZMeetingDetail,
      description: 'The meeting with every member’s attendance, shares and payments',
    },
    (ctx, { param }) => getMeeting(ctx, param.meetingId),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${meeting}/record`,
      middleware: [...read],
      request: { params: ZMeetingParams },
      responses: fileResponse('application/pdf', 'The printable record of a closed meeting'),
    }),
    async (c) => {
      const file = await getMeetingRecordPdf(contextOf(c), c.req.valid('param').meetingId);
      return sendAttachment(c, file.data, {
        fileName: file.filename,
        contentType: 'application/pdf',
        cacheControl: 'private, no-store',
      });
    },
  );

  routes.add(
    { method: 'put', path: `${meeting}/attendance`, ...runAt, body: ZRecordAttendance },
    { answer: ZMeetingDetail, description: 'The meeting with the attendance marked' },
    (ctx, { param, json }) => recordAttendance(ctx, param.meetingId, json),
  );

  routes.money(
    { path: `${meeting}/shares`, ...recordAt, body: ZBuyShares },
    {
      answer: ZMeetingDetail,
      description: 'The meeting with the shares bought (a posted contribution)',
      status: 201,
    },
    (ctx, { param, json }) => buyShares(ctx, param.meetingId, json),
  );

  routes.held(
    { path: `${meeting}/shares/{itemId}/reverse`, ...recordItemAt, body: ZReverseMeetingItem },
    { answer: ZMeetingDetail, description: 'The meeting, the purchase reversed by a reversing entry' },
    async (ctx, { param, json }) => {
      const purchase = await findOpenMeetingPurchase(ctx, param.meetingId, param.itemId);
      // The contribution's own reversal, so the two-to-sign policy on reversals holds here too.
      const gate = await gateOrRun(ctx, reverseContributionMove, {
        contributionId: purchase.contributionId,
        reason: json.reason,
      });
      if (gate.isHeld) return gate;
      return { isHeld: false, result: await getMeeting(ctx, param.meetingId) };
    },
  );

  // Two to sign: a grant above the policy's payout amount waits for a second admin (202).
  routes.held(
    { path: `${meeting}/payments`, ...recordAt, body: ZRecordMeetingPayment },
    {
      answer: ZMeetingDetail,
      description: 'The meeting with the social fund payment, grant or fine posted',
      status: 201,
    },
    (ctx, { param, json }) => gateOrRun(ctx, payGrantMove, { meetingId: param.meetingId, ...json }),
  );

  routes.money(
    { path: `${meeting}/payments/{itemId}/reverse`, ...recordItemAt, body: ZReverseMeetingItem },
    { answer: ZMeetingDetail, description: 'The meeting, the payment reversed by a reversing entry' },
    (ctx, { param, json }) => reverseMeetingPayment(ctx, param.meetingId, param.itemId, json),
  );

  routes.add(
    { method: 'post', path: `${meeting}/close`, ...runAt, body: ZCloseMeeting },
    { answer: ZMeetingDetail, description: 'The meeting, closed with the cash counted beside the books' },
    (ctx, { param, json }) => closeMeeting(ctx, param.meetingId, json),
  );

  routes.add(
    { method: 'post', path: `${meeting}/reopen`, ...runAt, body: ZReopenMeeting },
    { answer: ZMeetingDetail, description: 'The latest meeting, open again for corrections' },
    (ctx, { param, json }) => reopenMeeting(ctx, param.meetingId, json),
  );

  return router;
}
