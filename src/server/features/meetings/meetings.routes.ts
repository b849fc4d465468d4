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
import { readOrg } from '../../http/context';
import type { TAppEnv } from '../../http/env';
import { readMoneyContext, ZIdempotencyHeader, ZOrgParams } from '../../http/money-routes';
import { fileResponse, jsonBody, jsonContent, jsonResponse } from '../../http/openapi-parts';
import { AppError } from '../../platform/errors';
import { gateOrRun, HELD_FOR_APPROVAL } from '../approvals/approval-gate';
import { reverseContributionMove } from '../approvals/approval-operations';
import { payGrantMove } from './meeting-approvals';
import { getMeetingRecordPdf } from './meeting-record';
import {
  buyShares,
  closeMeeting,
  findOpenMeetingPurchase,
  getMeeting,
  getMyShares,
  listMeetings,
  openMeeting,
  recordAttendance,
  reopenMeeting,
  reverseMeetingPayment,
} from './meetings.service';

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
  const read = [feature, guards.requirePermission('meeting.read'), savingsGroupsOnly];
  const run = [feature, guards.requirePermission('meeting.run'), savingsGroupsOnly];
  const record = [feature, guards.requirePermission('meeting.record'), savingsGroupsOnly];
  const contextOf = (c: Context<TAppEnv>) => readMoneyContext(c, db);

  router.openapi(
    createRoute({
      method: 'get',
      path: base,
      middleware: read,
      request: { params: ZOrgParams },
      responses: jsonResponse(ZMeetingList, 'The share rules in force and every meeting, the latest first'),
    }),
    async (c) => c.json(ZMeetingList.parse(await listMeetings(contextOf(c))), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/my-shares`,
      middleware: read,
      request: { params: ZOrgParams },
      responses: jsonResponse(ZMyShares, 'The caller’s shares in the current cycle and what they may borrow'),
    }),
    async (c) => c.json(ZMyShares.parse(await getMyShares(contextOf(c))), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: base,
      middleware: run,
      request: { params: ZOrgParams, body: jsonBody(ZOpenMeeting) },
      responses: jsonResponse(ZMeetingDetail, 'The new meeting, open', 201),
    }),
    async (c) => c.json(ZMeetingDetail.parse(await openMeeting(contextOf(c), c.req.valid('json'))), 201),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/{meetingId}`,
      middleware: run,
      request: { params: ZMeetingParams },
      responses: jsonResponse(
        ZMeetingDetail,
        'The meeting with every member’s attendance, shares and payments',
      ),
    }),
    async (c) =>
      c.json(ZMeetingDetail.parse(await getMeeting(contextOf(c), c.req.valid('param').meetingId)), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/{meetingId}/record`,
      middleware: read,
      request: { params: ZMeetingParams },
      responses: fileResponse('application/pdf', 'The printable record of a closed meeting'),
    }),
    async (c) => {
      const file = await getMeetingRecordPdf(contextOf(c), c.req.valid('param').meetingId);
      return c.body(new Uint8Array(file.data), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${file.filename}"`,
        'Cache-Control': 'private, no-store',
      });
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: `${base}/{meetingId}/attendance`,
      middleware: run,
      request: { params: ZMeetingParams, body: jsonBody(ZRecordAttendance) },
      responses: jsonResponse(ZMeetingDetail, 'The meeting with the attendance marked'),
    }),
    async (c) =>
      c.json(
        ZMeetingDetail.parse(
          await recordAttendance(contextOf(c), c.req.valid('param').meetingId, c.req.valid('json')),
        ),
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${base}/{meetingId}/shares`,
      middleware: record,
      request: { params: ZMeetingParams, headers: ZIdempotencyHeader, body: jsonBody(ZBuyShares) },
      responses: jsonResponse(
        ZMeetingDetail,
        'The meeting with the shares bought (a posted contribution)',
        201,
      ),
    }),
    async (c) =>
      c.json(
        ZMeetingDetail.parse(
          await buyShares(contextOf(c), c.req.valid('param').meetingId, c.req.valid('json')),
        ),
        201,
      ),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${base}/{meetingId}/shares/{itemId}/reverse`,
      middleware: record,
      request: { params: ZItemParams, headers: ZIdempotencyHeader, body: jsonBody(ZReverseMeetingItem) },
      responses: {
        200: jsonContent(ZMeetingDetail, 'The meeting, the purchase reversed by a reversing entry'),
        ...HELD_FOR_APPROVAL,
      },
    }),
    async (c) => {
      const ctx = contextOf(c);
      const { meetingId, itemId } = c.req.valid('param');
      const purchase = await findOpenMeetingPurchase(ctx, meetingId, itemId);
      // The contribution's own reversal, so the two-to-sign policy on reversals holds here too.
      const gate = await gateOrRun(ctx, reverseContributionMove, {
        contributionId: purchase.contributionId,
        reason: c.req.valid('json').reason,
      });
      if (gate.isHeld) return c.json(gate.approval, 202);
      return c.json(ZMeetingDetail.parse(await getMeeting(ctx, meetingId)), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${base}/{meetingId}/payments`,
      middleware: record,
      request: { params: ZMeetingParams, headers: ZIdempotencyHeader, body: jsonBody(ZRecordMeetingPayment) },
      responses: {
        201: jsonContent(ZMeetingDetail, 'The meeting with the social fund payment, grant or fine posted'),
        ...HELD_FOR_APPROVAL,
      },
    }),
    async (c) => {
      const payload = { meetingId: c.req.valid('param').meetingId, ...c.req.valid('json') };
      // Two to sign: a grant above the policy's payout amount waits for a second admin (202).
      const gate = await gateOrRun(contextOf(c), payGrantMove, payload);
      if (gate.isHeld) return c.json(gate.approval, 202);
      return c.json(ZMeetingDetail.parse(gate.result), 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${base}/{meetingId}/payments/{itemId}/reverse`,
      middleware: record,
      request: { params: ZItemParams, headers: ZIdempotencyHeader, body: jsonBody(ZReverseMeetingItem) },
      responses: jsonResponse(ZMeetingDetail, 'The meeting, the payment reversed by a reversing entry'),
    }),
    async (c) => {
      const { meetingId, itemId } = c.req.valid('param');
      const detail = await reverseMeetingPayment(contextOf(c), meetingId, itemId, c.req.valid('json'));
      return c.json(ZMeetingDetail.parse(detail), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${base}/{meetingId}/close`,
      middleware: run,
      request: { params: ZMeetingParams, body: jsonBody(ZCloseMeeting) },
      responses: jsonResponse(ZMeetingDetail, 'The meeting, closed with the cash counted beside the books'),
    }),
    async (c) =>
      c.json(
        ZMeetingDetail.parse(
          await closeMeeting(contextOf(c), c.req.valid('param').meetingId, c.req.valid('json')),
        ),
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${base}/{meetingId}/reopen`,
      middleware: run,
      request: { params: ZMeetingParams, body: jsonBody(ZReopenMeeting) },
      responses: jsonResponse(ZMeetingDetail, 'The latest meeting, open again for corrections'),
    }),
    async (c) =>
      c.json(
        ZMeetingDetail.parse(
          await reopenMeeting(contextOf(c), c.req.valid('param').meetingId, c.req.valid('json')),
        ),
        200,
      ),
  );

  return router;
}
