import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { SLIP_TOO_LARGE } from '../../../shared/contracts/payment-slips';
import type { TAppEnv } from '../../http/env';
import { readDetailsAndFileForm, type TFileUpload, uploadBodyLimit } from '../../http/file-uploads';
import { ZIdempotencyHeader } from '../../http/money-routes';

/** The submit-with-slip uploads: the API bodies past the general 1 MB limit, with their own (app.ts). */
export const SLIP_UPLOAD_PATH =
  /^\/api\/v1\/orgs\/[^/]+\/(contributions|loans\/[^/]+\/repayments)\/submit-with-slip$/;

export const slipBodyLimit = uploadBodyLimit(SLIP_TOO_LARGE);

export const ZLoanParams = z.object({ orgId: z.string(), loanId: z.uuid('Loan not found') });

export const SLIP_FORM = { details: 'payment', file: 'slip' };
export const SLIP_FORM_DESCRIPTION =
  'multipart/form-data: `payment`, the JSON the submit without a slip takes; `slip`, the file (JPEG, PNG, ' +
  'WebP or PDF, at most 5 MB; images are stored as WebP at most 1600 px, without metadata).';

type TSlipSubmit<P extends z.ZodObject, I extends z.ZodType, A extends z.ZodType> = {
  path: string;
  guards: readonly MiddlewareHandler<TAppEnv>[];
  params: P;
  /** The payment's JSON, as the submit without a slip takes it. */
  input: I;
  answer: A;
  description: string;
};

/**
 * A submit-with-slip route: a POST behind `guards` and the slip body limit, requiring its Idempotency-Key,
 * that reads the payment and its slip from the form (SLIP_FORM) and answers what `submit` made, under 201.
 */
export function addSlipSubmitRoute<P extends z.ZodObject, I extends z.ZodType, A extends z.ZodType>(
  router: OpenAPIHono<TAppEnv>,
  at: TSlipSubmit<P, I, A>,
  submit: (
    c: Context<TAppEnv>,
    param: z.output<P>,
    input: z.output<I>,
    upload: TFileUpload,
  ) => Promise<unknown>,
): void {
  const route = createRoute({
    method: 'post',
    path: at.path,
    middleware: [...at.guards, slipBodyLimit],
    description: SLIP_FORM_DESCRIPTION,
    request: { params: at.params, headers: ZIdempotencyHeader },
    responses: {
      201: { description: at.description, content: { 'application/json': { schema: at.answer } } },
    },
  });
  router.openapi(route, async (c: Context<TAppEnv, string, { out: { param: unknown } }>) => {
    const { input, upload } = await readDetailsAndFileForm(c, SLIP_FORM, at.input);
    const made = await submit(c, c.req.valid('param') as z.output<P>, input, upload);
    return c.json(at.answer.parse(made), 201);
  });
}
