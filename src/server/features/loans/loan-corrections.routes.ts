import { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { ZLoan, ZLoanDecisionReason, ZLoanRepayment } from '../../../shared/contracts/loans';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import type { TAppEnv } from '../../http/env';
import { guardedRoutes } from '../../http/guarded-routes';
import { readMoneyContext } from '../../http/money-routes';
import { gateOrRun } from '../approvals';
import { reverseDisbursementMove, reverseRepaymentMove } from './loan-moves';

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

  const routes = guardedRoutes(router, (c) => readMoneyContext(c, db));

  // Two to sign: a reversal the policy holds waits for a second admin (202).
  routes.held(
    {
      path: `${loanPath}/repayments/{repaymentId}/reverse`,
      guards: [feature, reverse],
      params: ZRepaymentParams,
      body: ZLoanDecisionReason,
    },
    { answer: ZLoanRepayment, description: 'The repayment, reversed by a reversing entry' },
    (ctx, { param, json }) =>
      gateOrRun(ctx, reverseRepaymentMove, { loanId: param.loanId, repaymentId: param.repaymentId, ...json }),
  );

  routes.held(
    {
      path: `${loanPath}/reverse-disbursement`,
      guards: [feature, reverse],
      params: ZLoanParams,
      body: ZLoanDecisionReason,
    },
    { answer: ZLoan, description: 'The loan, approved again, its payout reversed' },
    (ctx, { param, json }) => gateOrRun(ctx, reverseDisbursementMove, { loanId: param.loanId, ...json }),
  );

  return router;
}
