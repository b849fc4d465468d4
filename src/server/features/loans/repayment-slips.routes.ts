import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ZLoanRepayment, ZSubmitRepayment } from '../../../shared/contracts/loans';
import type { TAppEnv } from '../../http/env';
import type { TFileRouteDeps } from '../../http/file-uploads';
import { readMoneyContext } from '../../http/money-routes';
import { addSlipSubmitRoute, ZLoanParams } from '../payment-slips/index';
import { submitRepaymentWithSlip } from './repayment-slips.service';

/** A borrower submits a repayment with its proof of payment (multipart; its body limit in app.ts). */
export function createRepaymentSlipRoutes({ db, guards, storage }: TFileRouteDeps) {
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
