import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import {
  ZEmailReceipt,
  ZEmailReceiptResult,
  ZNewReceipt,
  ZReceipt,
  ZReceiptBatchQuery,
  ZReceiptList,
  ZReceiptQuery,
  ZReceiptStats,
  ZReceiptVerification,
  ZVerifyReceiptQuery,
} from '../../../shared/contracts/receipts';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import { attachmentHeaders, sendAttachment } from '../../http/attachment';
import type { TAppEnv } from '../../http/env';
import { guardedRoutes } from '../../http/guarded-routes';
import { readMoneyContext, ZOrgParams } from '../../http/money-routes';
import { fileResponse, jsonResponse } from '../../http/openapi-parts';
import type { THeavyWork } from '../../platform/cpu/heavy-work';
import { AppError } from '../../platform/errors';
import type { TMailer } from '../../platform/mail/mailer';
import type { TLimits } from '../../platform/rate-limit/limiter';
import { createRequestBudget, limitByClientAddress } from '../site/rate-limit';
import { buildReceiptZip, emailReceipt, getReceiptFileName, getReceiptPdf } from './receipt-files.service';
import {
  createReceipt,
  getReceiptStats,
  getScopedReceipt,
  listScopedReceipts,
  verifyReceipt,
} from './receipts.service';

const MINUTE = 60_000;
const ZReceiptParams = z.object({ orgId: z.string(), receiptId: z.uuid('Receipt not found') });
const ZVerifyParams = z.object({ receiptNumber: z.string().max(64) });

export type TReceiptRouteDeps = {
  db: TDb;
  guards: TGuards;
  mailer: TMailer;
  baseUrl: string;
  limits: TLimits;
  isRateLimited: boolean;
  heavyWork: THeavyWork;
};

/** The receipts API of src/shared/contracts/receipts.ts, gated by the `receipts` feature, and the public check. */
export function createReceiptRoutes({
  db,
  guards,
  mailer,
  baseUrl,
  limits,
  isRateLimited,
  heavyWork,
}: TReceiptRouteDeps) {
  const router = new OpenAPIHono<TAppEnv>();
  const feature = guards.requireFeature('receipts');
  const readOwn = guards.requirePermission('receipt.read_own');
  const base = '/api/v1/orgs/{orgId}/receipts';
  const receiptPath = `${base}/{receiptId}`;
  const contextOf = (c: Context<TAppEnv>) => readMoneyContext(c, db);
  const routes = guardedRoutes(router, contextOf);
  // E-mail costs a PDF and a message: per signed-in user, enough for a treasurer's afternoon.
  const emailWindow = createRequestBudget(limits, {
    name: 'receipt-email',
    limit: 20,
    windowMs: 10 * MINUTE,
  });
  const verifyLimit = limitByClientAddress(
    createRequestBudget(limits, { name: 'receipt-verify', limit: 30, windowMs: MINUTE }),
    isRateLimited,
  );

  routes.add(
    { method: 'get', path: `${base}/stats`, guards: [feature, readOwn], params: ZOrgParams },
    { answer: ZReceiptStats, description: 'The four stat cards' },
    (ctx) => getReceiptStats(ctx),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/batch`,
      middleware: [feature, guards.requirePermission('receipt.read_organization')] as const,
      request: { params: ZOrgParams, query: ZReceiptBatchQuery },
      responses: fileResponse('application/zip', 'Every receipt of the period, as PDFs in one ZIP'),
    }),
    async (c) => {
      const period = c.req.valid('query');
      const { count, estimatedBytes, stream } = await buildReceiptZip(contextOf(c), heavyWork, {
        period,
        baseUrl,
      });
      return new Response(stream, {
        status: 200,
        headers: {
          ...attachmentHeaders({
            fileName: `receipts-${period.from}-to-${period.to}.zip`,
            contentType: 'application/zip',
          }),
          'X-Receipt-Count': String(count),
          'X-Estimated-Size': String(estimatedBytes),
        },
      });
    },
  );

  routes.add(
    { method: 'get', path: base, guards: [feature, readOwn], params: ZOrgParams, query: ZReceiptQuery },
    { answer: ZReceiptList, description: 'Receipts in the caller’s scope, newest first' },
    (ctx, { query }) => listScopedReceipts(ctx, query),
  );

  routes.money(
    {
      path: base,
      guards: [feature, guards.requirePermission('receipt.create')],
      params: ZOrgParams,
      body: ZNewReceipt,
    },
    { answer: ZReceipt, description: 'The receipt, approved, with its money posted', status: 201 },
    (ctx, { json }) => createReceipt(ctx, json),
  );

  routes.add(
    { method: 'get', path: receiptPath, guards: [feature, readOwn], params: ZReceiptParams },
    { answer: ZReceipt, description: 'One receipt' },
    (ctx, { param }) => getScopedReceipt(ctx, param.receiptId),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${receiptPath}/pdf`,
      middleware: [feature, readOwn] as const,
      request: { params: ZReceiptParams },
      responses: fileResponse('application/pdf', 'The receipt as a PDF file'),
    }),
    async (c) => {
      const { receipt, pdf } = await getReceiptPdf(contextOf(c), c.req.valid('param').receiptId, baseUrl);
      return sendAttachment(c, pdf, {
        fileName: getReceiptFileName(receipt),
        contentType: 'application/pdf',
        cacheControl: 'private, no-store',
      });
    },
  );

  routes.add(
    {
      method: 'post',
      path: `${receiptPath}/email`,
      guards: [feature, guards.requirePermission('receipt.email')],
      params: ZReceiptParams,
      body: ZEmailReceipt,
    },
    { answer: ZEmailReceiptResult, description: 'Sent, with the PDF attached' },
    async (ctx, { param, json }) => {
      if (isRateLimited && !(await emailWindow.tryHit(ctx.actor.userId))) {
        throw new AppError('RATE_LIMITED', 'Too many e-mails. Please wait a few minutes and try again.');
      }
      return emailReceipt(ctx, { mailer, baseUrl }, param.receiptId, json.recipientEmail);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/receipts/verify/{receiptNumber}',
      middleware: [guards.publicRoute(), verifyLimit] as const,
      request: { params: ZVerifyParams, query: ZVerifyReceiptQuery },
      responses: jsonResponse(
        ZReceiptVerification,
        'What the receipt says: organization, amount, date, status',
      ),
    }),
    async (c) => {
      const verification = await verifyReceipt(
        db,
        c.req.valid('param').receiptNumber,
        c.req.valid('query').code,
      );
      return c.json(ZReceiptVerification.parse(verification), 200);
    },
  );

  return router;
}
