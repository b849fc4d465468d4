import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  GROCERY_RECEIPT_TOO_LARGE,
  ZGroceryPurchase,
  ZGroceryPurchaseList,
  ZRecordGroceryPurchase,
} from '../../../shared/contracts/grocery-purchases';
import type { TAppEnv } from '../../http/env';
import {
  readDetailsAndFileForm,
  sendUploadedFile,
  type TFileRouteDeps,
  uploadBodyLimit,
  uploadedFileResponse,
} from '../../http/file-uploads';
import { guardedRoutes } from '../../http/guarded-routes';
import { readMoneyContext, ZIdempotencyHeader, ZOrgParams } from '../../http/money-routes';
import { jsonContent } from '../../http/openapi-parts';
import { gateOrRun, HELD_FOR_APPROVAL } from '../approvals';
import { recordGroceryPurchaseMove } from './grocery-purchase-moves';
import {
  forgetGroceryReceipt,
  readGroceryPurchases,
  readGroceryReceipt,
  storeGroceryReceipt,
} from './grocery-purchases.service';
import { savingsGroupsOnly } from './savings-groups-only';

/** The purchase upload: past the general 1 MB body limit, with its own (app.ts). */
export const GROCERY_UPLOAD_PATH = /^\/api\/v1\/orgs\/[^/]+\/grocery-purchases$/;

const receiptBodyLimit = uploadBodyLimit(GROCERY_RECEIPT_TOO_LARGE);

const ZPurchaseParams = z.object({ orgId: z.string(), purchaseId: z.uuid('Purchase not found') });

/** A grocery stokvel's bulk purchases (ADR 0036): recorded by admins, seen with their receipts by members. */
export function createGroceryPurchaseRoutes({ db, guards, storage }: TFileRouteDeps) {
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
      const { input, upload } = await readDetailsAndFileForm(
        c,
        { details: 'purchase', file: 'receipt' },
        ZRecordGroceryPurchase,
      );
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
        200: uploadedFileResponse('The receipt'),
      },
    }),
    async (c) => {
      const file = await readGroceryReceipt(
        readMoneyContext(c, db),
        storage,
        c.req.valid('param').purchaseId,
      );
      return sendUploadedFile(c, file);
    },
  );

  return router;
}
