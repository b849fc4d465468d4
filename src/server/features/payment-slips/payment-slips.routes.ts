import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import type { TAppEnv } from '../../http/env';
import { sendUploadedFile, type TFileRouteDeps, uploadedFileResponse } from '../../http/file-uploads';
import { readMoneyContext } from '../../http/money-routes';
import { readPaymentSlip } from './payment-slips.service';

const ZSlipParams = z.object({ orgId: z.string(), slipId: z.uuid('Slip not found') });

/** Proof of payment: opening a slip (a payment is submitted with its slip by its own feature's route). */
export function createPaymentSlipRoutes({ db, guards, storage }: TFileRouteDeps) {
  const router = new OpenAPIHono<TAppEnv>();
  const base = '/api/v1/orgs/{orgId}';
  const contextOf = (c: Context<TAppEnv>) => readMoneyContext(c, db);

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/payment-slips/{slipId}`,
      middleware: [guards.requireOrgMember()] as const,
      request: { params: ZSlipParams },
      description: 'Only the member whose payment it is and the organization’s admins; 404 for anyone else.',
      responses: {
        200: uploadedFileResponse('The slip'),
      },
    }),
    async (c) => {
      const file = await readPaymentSlip(contextOf(c), storage, c.req.valid('param').slipId);
      return sendUploadedFile(c, file);
    },
  );

  return router;
}
