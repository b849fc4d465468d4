import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ZLoanRepayment, ZSubmitRepayment } from '../../../shared/contracts/loans';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import type { TAppEnv } from '../../http/env';
import { readDetailsAndFileForm } from '../../http/file-uploads';
import { readMoneyContext, ZIdempotencyHeader } from '../../http/money-routes';
import type { TStorage } from '../../platform/storage/storage';
import { SLIP_FORM, SLIP_FORM_DESCRIPTION, slipBodyLimit, ZLoanParams } from '../payment-slips/index';
import { submitRepaymentWithSlip } from './repayment-slips.service';

/** A borrower submits a repayment with its proof of payment (multipart; its body limit in app.ts). */
export function createRepaymentSlipRoutes({
  db,
  guards,
  storage,
}: {
  db: TDb;
  guards: TGuards;
  storage: TStorage;
}) {
  const router = new OpenAPIHono<TAppEnv>();
  const base = '/api/v1/orgs/{orgId}';
  const contextOf = (c: Context<TAppEnv>) => readMoneyContext(c, db);

  router.openapi(
    createRoute({
      method: 'post',
      path: `${base}/loans/{loanId}/repayments/submit-with-slip`,
      middleware: [
        guards.requireFeature('loans'),
        guards.requirePermission('loan.repayment_submit'),
        slipBodyLimit,
      ] as const,
      description: SLIP_FORM_DESCRIPTION,
      request: { params: ZLoanParams, headers: ZIdempotencyHeader },
      responses: {
        201: {
          description: 'The borrower’s repayment with its slip, pending confirmation',
          content: { 'application/json': { schema: ZLoanRepayment } },
        },
      },
    }),
    async (c) => {
      const { input, upload } = await readDetailsAndFileForm(c, SLIP_FORM, ZSubmitRepayment);
      const loanId = c.req.valid('param').loanId;
      const repayment = await submitRepaymentWithSlip(contextOf(c), storage, loanId, input, upload);
      return c.json(ZLoanRepayment.parse(repayment), 201);
    },
  );

  return router;
}
