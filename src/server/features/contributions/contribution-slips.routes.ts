import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ZContribution, ZSubmitContribution } from '../../../shared/contracts/contributions';
import type { TAppEnv } from '../../http/env';
import type { TFileRouteDeps } from '../../http/file-uploads';
import { readMoneyContext, ZOrgParams } from '../../http/money-routes';
import { addSlipSubmitRoute } from '../payment-slips/index';
import { submitContributionWithSlip } from './contribution-slips.service';

/** A member submits their own contribution with its proof of payment (multipart; its body limit in app.ts). */
export function createContributionSlipRoutes({ db, guards, storage }: TFileRouteDeps) {
  const router = new OpenAPIHono<TAppEnv>();
  const base = '/api/v1/orgs/{orgId}';
  const contextOf = (c: Context<TAppEnv>) => readMoneyContext(c, db);

  addSlipSubmitRoute(
    router,
    {
      path: `${base}/contributions/submit-with-slip`,
      guards: [guards.requireFeature('contributions'), guards.requirePermission('contribution.submit')],
      params: ZOrgParams,
      input: ZSubmitContribution,
      answer: ZContribution,
      description: 'The member’s own contribution with its slip, pending confirmation',
    },
    (c, _param, input, upload) => submitContributionWithSlip(contextOf(c), storage, input, upload),
  );

  return router;
}
