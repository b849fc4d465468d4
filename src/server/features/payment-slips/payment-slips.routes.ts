import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { ZContribution, ZSubmitContribution } from '../../../shared/contracts/contributions';
import { ZLoanRepayment, ZSubmitRepayment } from '../../../shared/contracts/loans';
import { MAX_SLIP_BYTES, SLIP_TOO_LARGE } from '../../../shared/contracts/payment-slips';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import type { TAppEnv } from '../../http/env';
import { readMoneyContext, ZIdempotencyHeader, ZOrgParams } from '../../http/money-routes';
import { AppError } from '../../platform/errors';
import type { TStorage } from '../../platform/storage/storage';
import {
  readPaymentSlip,
  submitContributionWithSlip,
  submitRepaymentWithSlip,
  type TSlipUpload,
} from './payment-slips.service';

/** The submit-with-slip uploads: the API bodies past the general 1 MB limit, with their own (app.ts). */
export const SLIP_UPLOAD_PATH =
  /^\/api\/v1\/orgs\/[^/]+\/(contributions|loans\/[^/]+\/repayments)\/submit-with-slip$/;

/** The slip and the few form fields beside it. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const slipBodyLimit = bodyLimit({
  maxSize: MAX_SLIP_BYTES + FORM_OVERHEAD_BYTES,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE', SLIP_TOO_LARGE);
  },
});

const ZSlipParams = z.object({ orgId: z.string(), slipId: z.uuid('Slip not found') });
const ZLoanParams = z.object({ orgId: z.string(), loanId: z.uuid('Loan not found') });

const FORM_DESCRIPTION =
  'multipart/form-data: `payment`, the JSON the submit without a slip takes; `slip`, the file (JPEG, PNG, ' +
  'WebP or PDF, at most 5 MB; images are stored as WebP at most 1600 px, without metadata).';

/** Reads `payment` (JSON, checked against the schema) and `slip` (a file) from the multipart body. */
async function readSlipForm<T extends z.ZodType>(
  c: Context<TAppEnv>,
  schema: T,
): Promise<{ input: z.infer<T>; upload: TSlipUpload }> {
  const form = await c.req.parseBody().catch(() => {
    throw new AppError('VALIDATION_FAILED', 'Send the payment and its slip as a form upload');
  });
  const slip = form.slip;
  if (!(slip instanceof File)) throw new AppError('VALIDATION_FAILED', 'Choose the slip file');
  let payment: unknown;
  try {
    payment = JSON.parse(typeof form.payment === 'string' ? form.payment : '');
  } catch {
    throw new AppError('VALIDATION_FAILED', 'The payment details are missing');
  }
  const parsed = schema.safeParse(payment);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]?.message ?? 'Invalid payment details');
  }
  return { input: parsed.data, upload: { bytes: new Uint8Array(await slip.arrayBuffer()), name: slip.name } };
}

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
      const { input, upload } = await readSlipForm(c, ZSubmitContribution);
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
      const { input, upload } = await readSlipForm(c, ZSubmitRepayment);
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
        200: {
          description: 'The slip: WebP image or PDF',
          content: {
            'image/webp': { schema: z.string() },
            'application/pdf': { schema: z.string() },
          },
        },
      },
    }),
    async (c) => {
      const file = await readPaymentSlip(contextOf(c), storage, c.req.valid('param').slipId);
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
