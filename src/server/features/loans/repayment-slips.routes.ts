import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ZLoanRepayment, ZSubmitRepayment } from '../../../shared/contracts/loans';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import type { TAppEnv } from '../../http/env';
import { readMoneyContext } from '../../http/money-routes';
import type { TStorage } from '../../platform/storage/storage';
import { addSlipSubmitRoute, ZLoanParams } from '../payment-slips/index';
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

  addSlipSubmitRoute(
    router,
    {
      path: `${base}/loans/{loanId}/repayments/submit-with-slip`,
      guards: [guards.requireFeature('loans'), guards.requirePermission('loan.repayment_submit')],
      params: ZLoanParams,
      input: ZSubmitRepayment,
      answer: ZLoanRepayment,
      description: 'The borrower’s repayment with its slip, pending confirmation',
    },
    (c, param, input, upload) => submitRepaymentWithSlip(contextOf(c), storage, param.loanId, input, upload),
  );

  return router;
}
