import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import {
  GROCERY_RECEIPT_TOO_LARGE,
  ZGroceryPurchase,
  ZGroceryPurchaseList,
  ZRecordGroceryPurchase,
} from '../../../shared/contracts/grocery-purchases';
import { MAX_SLIP_BYTES } from '../../../shared/contracts/payment-slips';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import type { TAppEnv } from '../../http/env';
import { guardedRoutes } from '../../http/guarded-routes';
import { readMoneyContext, ZIdempotencyHeader, ZOrgParams } from '../../http/money-routes';
import { jsonContent } from '../../http/openapi-parts';
import { AppError } from '../../platform/errors';
import type { TStorage } from '../../platform/storage/storage';
import { gateOrRun, HELD_FOR_APPROVAL } from '../approvals/approval-gate';
import { recordGroceryPurchaseMove } from './grocery-purchase-approval';
import {
  forgetGroceryReceipt,
  readGroceryPurchases,
  readGroceryReceipt,
  storeGroceryReceipt,
} from './grocery-purchases.service';
import { savingsGroupsOnly } from './savings-groups-only';

/** The purchase upload: past the general 1 MB body limit, with its own (app.ts). */
export const GROCERY_UPLOAD_PATH = /^\/api\/v1\/orgs\/[^/]+\/grocery-purchases$/;

const receiptBodyLimit = bodyLimit({
  maxSize: MAX_SLIP_BYTES + 64 * 1024,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE', GROCERY_RECEIPT_TOO_LARGE);
  },
});

const ZPurchaseParams = z.object({ orgId: z.string(), purchaseId: z.uuid('Purchase not found') });

/** Reads `purchase` (JSON, checked against the schema) and `receipt` (a file) from the multipart body. */
async function readPurchaseForm(c: Context<TAppEnv>) {
  const form = await c.req.parseBody().catch(() => {
    throw new AppError('VALIDATION_FAILED', 'Send the purchase and its receipt as a form upload');
  });
  const receipt = form.receipt;
  if (!(receipt instanceof File)) throw new AppError('VALIDATION_FAILED', 'Choose the receipt file');
  let purchase: unknown;
  try {
    purchase = JSON.parse(typeof form.purchase === 'string' ? form.purchase : '');
  } catch {
    throw new AppError('VALIDATION_FAILED', 'The purchase details are missing');
  }
  const parsed = ZRecordGroceryPurchase.safeParse(purchase);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]?.message ?? 'Invalid purchase details');
  }
  return {
    input: parsed.data,
    upload: { bytes: new Uint8Array(await receipt.arrayBuffer()), name: receipt.name },
  };
}

/** A grocery stokvel's bulk purchases (ADR 0036): recorded by admins, seen with their receipts by members. */
export function createGroceryPurchaseRoutes({
  db,
  guards,
  storage,
}: {
  db: TDb;
  guards: TGuards;
  storage: TStorage;
}) {
  const router = new OpenAPIHono<TAppEnv>();
  const feature = guards.requireFeature('contributions');
  const base = '/api/v1/orgs/{orgId}/grocery-purchases';
  const readGuard = guards.requirePermission('shareout.read');
  const read = [feature, readGuard, savingsGroupsOnly] as const;

  guardedRoutes(router, (c) => readMoneyContext(c, db)).add(
    { method: 'get', path: base, guards: read, params: ZOrgParams },
    { answer: ZGroceryPurchaseList, description: "The group's bulk purchases, newest first" },
    (ctx) => readGroceryPurchases(ctx),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: base,
      middleware: [
        feature,
        guards.requirePermission('shareout.manage'),
        savingsGroupsOnly,
        receiptBodyLimit,
      ] as const,
      request: { params: ZOrgParams, headers: ZIdempotencyHeader },
      description:
        'multipart/form-data: `purchase`, ZRecordGroceryPurchase as JSON; `receipt`, the file (JPEG, PNG, ' +
        'WebP or PDF, at most 5 MB). Waits for a second admin (202) when the group has two admins or more.',
      responses: {
        201: jsonContent(ZGroceryPurchase, 'The purchase, posted as an expense'),
        ...HELD_FOR_APPROVAL,
      },
    }),
    async (c) => {
      const ctx = readMoneyContext(c, db);
      const { input, upload } = await readPurchaseForm(c);
      const receipt = await storeGroceryReceipt(ctx, storage, upload);
      try {
        const gate = await gateOrRun(ctx, recordGroceryPurchaseMove, { ...input, receipt });
        if (gate.isHeld) return c.json(gate.approval, 202);
        return c.json(ZGroceryPurchase.parse(gate.result), 201);
      } catch (error) {
        await forgetGroceryReceipt(ctx, storage, receipt);
        throw error;
      }
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/{purchaseId}/receipt`,
      middleware: [feature, readGuard, savingsGroupsOnly] as const,
      request: { params: ZPurchaseParams },
      description: "The group's members only; 404 for anyone else.",
      responses: {
        200: {
          description: 'The receipt: WebP image or PDF',
          content: {
            'image/webp': { schema: z.string() },
            'application/pdf': { schema: z.string() },
          },
        },
      },
    }),
    async (c) => {
      const file = await readGroceryReceipt(
        readMoneyContext(c, db),
        storage,
        c.req.valid('param').purchaseId,
      );
      c.header('Content-Type', file.contentType);
      c.header('Content-Length', String(file.data.byteLength));
      c.header('Content-Disposition', `inline; filename="${file.fileName}"`);
      c.header('Cache-Control', 'private, no-store');
      c.header('X-Content-Type-Options', 'nosniff');
      return c.body(new Uint8Array(file.data), 200);
    },
  );

  return router;
}
