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
import { readUser } from '../../http/context';
import type { TAppEnv } from '../../http/env';
import { readMoneyContext, ZIdempotencyHeader, ZOrgParams } from '../../http/money-routes';
import { jsonBody, jsonResponse } from '../../http/openapi-parts';
import { AppError } from '../../platform/errors';
import type { TMailer } from '../../platform/mail/mailer';
import { createSlidingWindow, limitByClientAddress } from '../site/rate-limit';
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

const fileResponse = (type: string, description: string) => ({
  200: { description, content: { [type]: { schema: z.string() } } },
});

export type TReceiptRouteDeps = {
  db: TDb;
  guards: TGuards;
  mailer: TMailer;
  baseUrl: string;
  isRateLimited: boolean;
};

/** The receipts API of src/shared/contracts/receipts.ts, gated by the `receipts` feature, and the public check. */
export function createReceiptRoutes({ db, guards, mailer, baseUrl, isRateLimited }: TReceiptRouteDeps) {
  const router = new OpenAPIHono<TAppEnv>();
  const feature = guards.requireFeature('receipts');
  const readOwn = guards.requirePermission('receipt.read_own');
  const base = '/api/v1/orgs/{orgId}/receipts';
  const receiptPath = `${base}/{receiptId}`;
  const contextOf = (c: Context<TAppEnv>) => readMoneyContext(c, db);
  // E-mail costs a PDF and a message: per signed-in user, enough for a treasurer's afternoon.
  const emailWindow = createSlidingWindow({ limit: 20, windowMs: 10 * MINUTE });
  const verifyLimit = limitByClientAddress(
    createSlidingWindow({ limit: 30, windowMs: MINUTE }),
    isRateLimited,
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/stats`,
      middleware: [feature, readOwn] as const,
      request: { params: ZOrgParams },
      responses: jsonResponse(ZReceiptStats, 'The four stat cards'),
    }),
    async (c) => c.json(ZReceiptStats.parse(await getReceiptStats(contextOf(c))), 200),
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
      const { count, estimatedBytes, stream } = await buildReceiptZip(contextOf(c), period, baseUrl);
      return new Response(stream, {
        status: 200,
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': `attachment; filename="receipts-${period.from}-to-${period.to}.zip"`,
          'X-Receipt-Count': String(count),
          'X-Estimated-Size': String(estimatedBytes),
          'Cache-Control': 'no-store',
        },
      });
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: base,
      middleware: [feature, readOwn] as const,
      request: { params: ZOrgParams, query: ZReceiptQuery },
      responses: jsonResponse(ZReceiptList, 'Receipts in the caller’s scope, newest first'),
    }),
    async (c) =>
      c.json(ZReceiptList.parse(await listScopedReceipts(contextOf(c), c.req.valid('query'))), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: base,
      middleware: [feature, guards.requirePermission('receipt.create')] as const,
      request: { params: ZOrgParams, headers: ZIdempotencyHeader, body: jsonBody(ZNewReceipt) },
      responses: jsonResponse(ZReceipt, 'The receipt, approved, with its money posted', 201),
    }),
    async (c) => c.json(ZReceipt.parse(await createReceipt(contextOf(c), c.req.valid('json'))), 201),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: receiptPath,
      middleware: [feature, readOwn] as const,
      request: { params: ZReceiptParams },
      responses: jsonResponse(ZReceipt, 'One receipt'),
    }),
    async (c) =>
      c.json(ZReceipt.parse(await getScopedReceipt(contextOf(c), c.req.valid('param').receiptId)), 200),
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
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${getReceiptFileName(receipt)}"`,
        'Cache-Control': 'private, no-store',
      });
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${receiptPath}/email`,
      middleware: [feature, guards.requirePermission('receipt.email')] as const,
      request: { params: ZReceiptParams, body: jsonBody(ZEmailReceipt) },
      responses: jsonResponse(ZEmailReceiptResult, 'Sent, with the PDF attached'),
    }),
    async (c) => {
      if (isRateLimited && !emailWindow.tryHit(readUser(c).userId)) {
        throw new AppError('RATE_LIMITED', 'Too many e-mails. Please wait a few minutes and try again.');
      }
      const result = await emailReceipt(
        { ...contextOf(c), requestId: c.get('requestId') ?? null },
        { mailer, baseUrl },
        c.req.valid('param').receiptId,
        c.req.valid('json').recipientEmail,
      );
      return c.json(ZEmailReceiptResult.parse(result), 200);
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
