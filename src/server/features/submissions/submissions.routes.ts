import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import {
  ZCreateSubmission,
  ZSubmission,
  ZSubmissionList,
  ZSubmissionListQuery,
  ZUpdateSubmission,
} from '../../../shared/contracts/submissions';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import { readOrg, readUser } from '../../http/context';
import type { TAppEnv } from '../../http/env';
import { guardedRoutes } from '../../http/guarded-routes';
import { AppError } from '../../platform/errors';
import type { TLogger } from '../../platform/logger';
import type { TUserMailer } from '../../platform/mail/user-mail';
import type { TLimits } from '../../platform/rate-limit/limiter';
import { createRequestBudget, type TRequestBudget } from '../site/rate-limit';
import {
  createSubmission,
  listMySubmissions,
  listOrganizationSubmissions,
  listSiteSubmissions,
  manageSubmission,
  readSubmission,
  type TSubmissionContext,
} from './submissions.service';

const HOUR = 60 * 60_000;
/** Submissions one person may send per hour: plenty for people, a wall for a script. */
export const SUBMISSIONS_PER_HOUR = 10;

const ZSubmissionParams = z.object({ submissionId: z.uuid('Submission not found') });

export type TSubmissionRouteDeps = {
  db: TDb;
  guards: TGuards;
  userMailer: TUserMailer;
  logger: TLogger;
  baseUrl: string;
  limits: TLimits;
  isRateLimited: boolean;
};

/** Refuses a user over the window's budget with 429. */
async function assertWithinBudget(budget: TRequestBudget, isEnabled: boolean, userId: string): Promise<void> {
  if (isEnabled && !(await budget.tryHit(userId))) {
    throw new AppError(
      'RATE_LIMITED',
      'You have sent too many requests. Please wait a while before sending another.',
    );
  }
}

function readContext(c: Context<TAppEnv>): TSubmissionContext {
  return { actor: readUser(c), requestId: c.get('requestId') ?? null };
}

/**
 * Submissions (spec part 2: Submit a Request, View Submissions): sending, the three lists (mine, an
 * organization's, the site operators'), reading one and managing it. Which records each caller reaches is
 * decided in the service (submission-access.ts); the guards here only demand a session or a permission.
 */
export function createSubmissionRoutes(deps: TSubmissionRouteDeps) {
  const { db, guards } = deps;
  const router = new OpenAPIHono<TAppEnv>();
  // Per user, counted after validation, so a rejected form does not use up the budget.
  const submitWindow = createRequestBudget(deps.limits, {
    name: 'submissions',
    limit: SUBMISSIONS_PER_HOUR,
    windowMs: HOUR,
  });
  const routes = guardedRoutes(router, readContext);

  routes.add(
    {
      method: 'post',
      path: '/api/v1/submissions',
      guards: [guards.requirePermission('submission.create')],
      body: ZCreateSubmission,
    },
    { answer: ZSubmission, description: 'The request, sent and pending', status: 201 },
    async (context, { json }) => {
      await assertWithinBudget(submitWindow, deps.isRateLimited, context.actor.userId);
      return createSubmission(db, context, json);
    },
  );

  routes.add(
    {
      method: 'get',
      path: '/api/v1/submissions/mine',
      guards: [guards.requireSession()],
      query: ZSubmissionListQuery,
    },
    { answer: ZSubmissionList, description: 'The submissions the caller sent, newest first, with the total' },
    ({ actor }, { query }) => listMySubmissions(db, actor, query),
  );

  routes.add(
    {
      method: 'get',
      path: '/api/v1/submissions/site',
      guards: [guards.requirePermission('submission.read_site')],
      query: ZSubmissionListQuery,
    },
    {
      answer: ZSubmissionList,
      description: 'Submissions to the site operators, newest first, with the total',
    },
    ({ actor }, { query }) => listSiteSubmissions(db, actor, query),
  );

  routes.add(
    {
      method: 'get',
      path: '/api/v1/orgs/{orgId}/submissions',
      guards: [
        guards.requirePermission('submission.read_organization'),
        guards.requireFeature('view_submissions'),
      ],
      params: z.object({ orgId: z.string() }),
      query: ZSubmissionListQuery,
    },
    { answer: ZSubmissionList, description: 'Submissions to the organization, newest first, with the total' },
    ({ actor }, { query }, c) => listOrganizationSubmissions(db, actor, readOrg(c), query),
  );

  routes.add(
    {
      method: 'get',
      path: '/api/v1/submissions/{submissionId}',
      guards: [guards.requireSession()],
      params: ZSubmissionParams,
    },
    { answer: ZSubmission, description: 'One submission the caller sent or that is addressed to them' },
    ({ actor }, { param }) => readSubmission(db, actor, param.submissionId),
  );

  routes.add(
    {
      method: 'patch',
      path: '/api/v1/submissions/{submissionId}',
      guards: [guards.requireSession()],
      params: ZSubmissionParams,
      body: ZUpdateSubmission,
    },
    { answer: ZSubmission, description: 'The submission with its new status, priority and notes' },
    (context, { param, json }) => manageSubmission(deps, context, param.submissionId, json),
  );

  return router;
}
