import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { ZLoan, ZLoanDecisionReason, ZLoanRepayment } from '../../../shared/contracts/loans';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import type { TAppEnv } from '../../http/env';
import { jsonBody, jsonContent, readMoneyContext } from '../../http/money-routes';
import { reverseDisbursement, reverseRepayment } from './loan-corrections.service';

const ZLoanParams = z.object({ orgId: z.string(), loanId: z.uuid('Loan not found') });
const ZRepaymentParams = ZLoanParams.extend({ repaymentId: z.uuid('Repayment not found') });
/** A correction moves money: without a key a retried request could reverse twice, so the key is required. */
const ZRequiredIdempotencyHeader = z.object({
  'idempotency-key': z
    .string({ error: 'An Idempotency-Key header is required' })
    .trim()
    .min(1, 'An Idempotency-Key header is required')
    .max(100, 'Idempotency-Key must be at most 100 characters'),
});

/** Loan corrections (loan.reverse): reverse a repayment or a disbursement recorded by mistake. */
export function createLoanCorrectionRoutes({ db, guards }: { db: TDb; guards: TGuards }) {
  const router = new OpenAPIHono<TAppEnv>();
  const feature = guards.requireFeature('loans');
  const reverse = guards.requirePermission('loan.reverse');
  const loanPath = '/api/v1/orgs/{orgId}/loans/{loanId}';

  router.openapi(
    createRoute({
      method: 'post',
      path: `${loanPath}/repayments/{repaymentId}/reverse`,
      middleware: [feature, reverse] as const,
      request: {
        params: ZRepaymentParams,
        headers: ZRequiredIdempotencyHeader,
        ...jsonBody(ZLoanDecisionReason),
      },
      responses: { 200: jsonContent(ZLoanRepayment, 'The repayment, reversed by a reversing entry') },
    }),
    async (c) => {
      const { loanId, repaymentId } = c.req.valid('param');
      const { reason } = c.req.valid('json');
      const repayment = await reverseRepayment(readMoneyContext(c, db), loanId, repaymentId, reason);
      return c.json(ZLoanRepayment.parse(repayment), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${loanPath}/reverse-disbursement`,
      middleware: [feature, reverse] as const,
      request: { params: ZLoanParams, headers: ZRequiredIdempotencyHeader, ...jsonBody(ZLoanDecisionReason) },
      responses: { 200: jsonContent(ZLoan, 'The loan, approved again, its payout reversed') },
    }),
    async (c) => {
      const { reason } = c.req.valid('json');
      const loan = await reverseDisbursement(readMoneyContext(c, db), c.req.valid('param').loanId, reason);
      return c.json(ZLoan.parse(loan), 200);
    },
  );

  return router;
}
