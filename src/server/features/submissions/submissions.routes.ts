import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
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
import { jsonBody, jsonResponse } from '../../http/openapi-parts';
import { AppError } from '../../platform/errors';
import type { TLogger } from '../../platform/logger';
import type { TUserMailer } from '../../platform/mail/user-mail';
import { createSlidingWindow, type TSlidingWindow } from '../site/rate-limit';
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
  isRateLimited: boolean;
};

/** Refuses a user over the window's budget with 429. */
function assertWithinBudget(window: TSlidingWindow, isEnabled: boolean, userId: string): void {
  if (isEnabled && !window.tryHit(userId)) {
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
  const submitWindow = createSlidingWindow({ limit: SUBMISSIONS_PER_HOUR, windowMs: HOUR });

  router.openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/submissions',
      middleware: [guards.requirePermission('submission.create')] as const,
      request: { body: jsonBody(ZCreateSubmission) },
      responses: {
        201: {
          description: 'The request, sent and pending',
          content: { 'application/json': { schema: ZSubmission } },
        },
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const context = readContext(c);
      assertWithinBudget(submitWindow, deps.isRateLimited, context.actor.userId);
      return c.json(ZSubmission.parse(await createSubmission(db, context, input)), 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/submissions/mine',
      middleware: [guards.requireSession()] as const,
      request: { query: ZSubmissionListQuery },
      responses: jsonResponse(
        ZSubmissionList,
        'The submissions the caller sent, newest first, with the total',
      ),
    }),
    async (c) =>
      c.json(ZSubmissionList.parse(await listMySubmissions(db, readUser(c), c.req.valid('query'))), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/submissions/site',
      middleware: [guards.requirePermission('submission.read_site')] as const,
      request: { query: ZSubmissionListQuery },
      responses: jsonResponse(
        ZSubmissionList,
        'Submissions to the site operators, newest first, with the total',
      ),
    }),
    async (c) =>
      c.json(ZSubmissionList.parse(await listSiteSubmissions(db, readUser(c), c.req.valid('query'))), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/orgs/{orgId}/submissions',
      middleware: [
        guards.requirePermission('submission.read_organization'),
        guards.requireFeature('view_submissions'),
      ] as const,
      request: { params: z.object({ orgId: z.string() }), query: ZSubmissionListQuery },
      responses: jsonResponse(
        ZSubmissionList,
        'Submissions to the organization, newest first, with the total',
      ),
    }),
    async (c) =>
      c.json(
        ZSubmissionList.parse(
          await listOrganizationSubmissions(db, readUser(c), readOrg(c), c.req.valid('query')),
        ),
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/submissions/{submissionId}',
      middleware: [guards.requireSession()] as const,
      request: { params: ZSubmissionParams },
      responses: jsonResponse(ZSubmission, 'One submission the caller sent or that is addressed to them'),
    }),
    async (c) =>
      c.json(
        ZSubmission.parse(await readSubmission(db, readUser(c), c.req.valid('param').submissionId)),
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/api/v1/submissions/{submissionId}',
      middleware: [guards.requireSession()] as const,
      request: { params: ZSubmissionParams, body: jsonBody(ZUpdateSubmission) },
      responses: jsonResponse(ZSubmission, 'The submission with its new status, priority and notes'),
    }),
    async (c) => {
      const submission = await manageSubmission(
        deps,
        readContext(c),
        c.req.valid('param').submissionId,
        c.req.valid('json'),
      );
      return c.json(ZSubmission.parse(submission), 200);
    },
  );

  return router;
}
