import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import { ZContribution, ZSubmitContribution } from '../../../shared/contracts/contributions';
import { ZLoanRepayment, ZSubmitRepayment } from '../../../shared/contracts/loans';
import { SLIP_TOO_LARGE } from '../../../shared/contracts/payment-slips';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import type { TAppEnv } from '../../http/env';
import {
  readDetailsAndFileForm,
  sendUploadedFile,
  uploadBodyLimit,
  uploadedFileResponse,
} from '../../http/file-uploads';
import { readMoneyContext, ZIdempotencyHeader, ZOrgParams } from '../../http/money-routes';
import type { TStorage } from '../../platform/storage/storage';
import {
  readPaymentSlip,
  submitContributionWithSlip,
  submitRepaymentWithSlip,
} from './payment-slips.service';

/** The submit-with-slip uploads: the API bodies past the general 1 MB limit, with their own (app.ts). */
export const SLIP_UPLOAD_PATH =
  /^\/api\/v1\/orgs\/[^/]+\/(contributions|loans\/[^/]+\/repayments)\/submit-with-slip$/;

const slipBodyLimit = uploadBodyLimit(SLIP_TOO_LARGE);

const ZSlipParams = z.object({ orgId: z.string(), slipId: z.uuid('Slip not found') });
const ZLoanParams = z.object({ orgId: z.string(), loanId: z.uuid('Loan not found') });

const SLIP_FORM = { details: 'payment', file: 'slip' };
const FORM_DESCRIPTION =
  'multipart/form-data: `payment`, the JSON the submit without a slip takes; `slip`, the file (JPEG, PNG, ' +
  'WebP or PDF, at most 5 MB; images are stored as WebP at most 1600 px, without metadata).';

/** Proof of payment: submitting a contribution or a repayment with its slip, and opening a slip. */
export function createPaymentSlipRoutes({
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
      path: `${base}/contributions/submit-with-slip`,
      middleware: [
        guards.requireFeature('contributions'),
        guards.requirePermission('contribution.submit'),
        slipBodyLimit,
      ] as const,
      description: FORM_DESCRIPTION,
      request: { params: ZOrgParams, headers: ZIdempotencyHeader },
      responses: {
        201: {
          description: 'The member’s own contribution with its slip, pending confirmation',
          content: { 'application/json': { schema: ZContribution } },
        },
      },
    }),
    async (c) => {
      const { input, upload } = await readDetailsAndFileForm(c, SLIP_FORM, ZSubmitContribution);
      const contribution = await submitContributionWithSlip(contextOf(c), storage, input, upload);
      return c.json(ZContribution.parse(contribution), 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${base}/loans/{loanId}/repayments/submit-with-slip`,
      middleware: [
        guards.requireFeature('loans'),
        guards.requirePermission('loan.repayment_submit'),
        slipBodyLimit,
      ] as const,
      description: FORM_DESCRIPTION,
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
