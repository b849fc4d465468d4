import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { ZLoan, ZLoanDecisionReason, ZLoanRepayment } from '../../../shared/contracts/loans';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import type { TAppEnv } from '../../http/env';
import { readMoneyContext, ZIdempotencyHeader } from '../../http/money-routes';
import { jsonBody, jsonContent } from '../../http/openapi-parts';
import { gateOrRun, HELD_FOR_APPROVAL } from '../approvals/approval-gate';
import { reverseDisbursementMove, reverseRepaymentMove } from '../approvals/approval-operations';

const ZLoanParams = z.object({ orgId: z.string(), loanId: z.uuid('Loan not found') });
const ZRepaymentParams = ZLoanParams.extend({ repaymentId: z.uuid('Repayment not found') });

/**
 * Loan corrections (loan.reverse): reverse a repayment or a disbursement recorded by mistake; where the
 * organization's policy holds reversals, each waits for a second admin (202).
 */
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
        headers: ZIdempotencyHeader,
        body: jsonBody(ZLoanDecisionReason),
      },
      responses: {
        200: jsonContent(ZLoanRepayment, 'The repayment, reversed by a reversing entry'),
        ...HELD_FOR_APPROVAL,
      },
    }),
    async (c) => {
      const { loanId, repaymentId } = c.req.valid('param');
      const payload = { loanId, repaymentId, ...c.req.valid('json') };
      const gate = await gateOrRun(readMoneyContext(c, db), reverseRepaymentMove, payload);
      if (gate.isHeld) return c.json(gate.approval, 202);
      return c.json(ZLoanRepayment.parse(gate.result), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${loanPath}/reverse-disbursement`,
      middleware: [feature, reverse] as const,
      request: { params: ZLoanParams, headers: ZIdempotencyHeader, body: jsonBody(ZLoanDecisionReason) },
      responses: {
        200: jsonContent(ZLoan, 'The loan, approved again, its payout reversed'),
        ...HELD_FOR_APPROVAL,
      },
    }),
    async (c) => {
      const payload = { loanId: c.req.valid('param').loanId, ...c.req.valid('json') };
      const gate = await gateOrRun(readMoneyContext(c, db), reverseDisbursementMove, payload);
      if (gate.isHeld) return c.json(gate.approval, 202);
      return c.json(ZLoan.parse(gate.result), 200);
    },
  );

  return router;
}
