import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import {
  ZBankLineList,
  ZBankLineQuery,
  ZBankStatement,
  ZBulkConfirm,
  ZBulkConfirmResult,
  ZFlaggedSubmission,
  ZImportStatement,
  ZReconciliation,
  ZReconciliationQuery,
  ZRecordBankLine,
  ZRecordBankLineResult,
  ZStatementImport,
} from '../../../shared/contracts/bank-statements';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import { limitBody } from '../../http/body-limit';
import { readOrg } from '../../http/context';
import type { TAppEnv } from '../../http/env';
import { readMoneyContext, ZIdempotencyHeader, ZOrgParams } from '../../http/money-routes';
import { jsonBody, jsonContent } from '../../http/openapi-parts';
import { createHeavyWork, RECONCILIATIONS } from '../../platform/cpu/heavy-work';
import type { TJobQueue } from '../../platform/jobs/job-queue';
import type { TLimits } from '../../platform/rate-limit/limiter';
import type { TStorage } from '../../platform/storage/storage';
import { listBankLines, listBankStatements, listFlaggedSubmissions } from './bank-lines.service';
import { confirmMatches, recordBankLine } from './bank-matching.service';
import { readReconciliation } from './reconciliation.service';
import { assertWithinDailyLines } from './statement-import.service';
import { readStatementImport, startStatementImport } from './statement-import-job';

/** A 5 MB statement sent as base64 in JSON; app.ts lets this one path past the general 1 MB limit. */
const STATEMENT_UPLOAD_PATH = /^\/api\/v1\/orgs\/[^/]+\/bank\/statements$/;
export const isStatementUploadPath = (path: string) => STATEMENT_UPLOAD_PATH.test(path);
const statementBodyLimit = limitBody(7_200_000, 'The file is larger than 5 MB');

const ZLineParams = z.object({ orgId: z.string(), lineId: z.uuid('Statement line not found') });
const ZImportParams = z.object({ orgId: z.string(), importId: z.uuid('Statement import not found') });

/** The group's bank account: statement imports, matching, and reconciliation with the master book. */
export function createBankStatementRoutes({
  db,
  guards,
  storage,
  jobs,
  limits,
}: {
  db: TDb;
  guards: TGuards;
  storage: TStorage;
  jobs: TJobQueue;
  limits: TLimits;
}) {
  const reconciling = createHeavyWork(limits, RECONCILIATIONS);
  const router = new OpenAPIHono<TAppEnv>();
  const guard = guards.requirePermission('bank.reconcile');
  const base = '/api/v1/orgs/{orgId}/bank';
  const contextOf = (c: Context<TAppEnv>) => readMoneyContext(c, db);
  // An organization that has imported its day's lines is refused before its upload is read.
  const refuseSpentDay = createMiddleware<TAppEnv>(async (c, next) => {
    await assertWithinDailyLines(db, readOrg(c).organizationId, 1);
    await next();
  });

  router.openapi(
    createRoute({
      method: 'post',
      path: `${base}/statements`,
      middleware: [guard, refuseSpentDay, statementBodyLimit] as const,
      request: { params: ZOrgParams, body: jsonBody(ZImportStatement) },
      responses: {
        202: jsonContent(ZStatementImport, 'The import, queued: follow it at /bank/statement-imports/{id}'),
      },
    }),
    async (c) =>
      c.json(
        ZStatementImport.parse(
          await startStatementImport(contextOf(c), { storage, jobs }, c.req.valid('json')),
        ),
        202,
      ),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/statement-imports/{importId}`,
      middleware: [guard] as const,
      request: { params: ZImportParams },
      responses: {
        200: jsonContent(ZStatementImport, 'The import: its step, then the statement or why it was refused'),
      },
    }),
    async (c) =>
      c.json(
        ZStatementImport.parse(await readStatementImport(contextOf(c), c.req.valid('param').importId)),
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/statements`,
      middleware: [guard] as const,
      request: { params: ZOrgParams },
      responses: { 200: jsonContent(z.array(ZBankStatement), 'Imported statements, latest first') },
    }),
    async (c) => c.json(z.array(ZBankStatement).parse(await listBankStatements(contextOf(c))), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/lines`,
      middleware: [guard] as const,
      request: { params: ZOrgParams, query: ZBankLineQuery },
      responses: { 200: jsonContent(ZBankLineList, 'Statement lines, newest first, with match proposals') },
    }),
    async (c) => c.json(ZBankLineList.parse(await listBankLines(contextOf(c), c.req.valid('query'))), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/flagged`,
      middleware: [guard] as const,
      request: { params: ZOrgParams },
      responses: {
        200: jsonContent(z.array(ZFlaggedSubmission), 'Pending payments the statement does not show'),
      },
    }),
    async (c) => c.json(z.array(ZFlaggedSubmission).parse(await listFlaggedSubmissions(contextOf(c))), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${base}/lines/confirm`,
      middleware: [guard, guards.requirePermission('contribution.confirm')] as const,
      request: { params: ZOrgParams, headers: ZIdempotencyHeader, body: jsonBody(ZBulkConfirm) },
      responses: { 200: jsonContent(ZBulkConfirmResult, 'Each match, confirmed or refused') },
    }),
    async (c) =>
      c.json(ZBulkConfirmResult.parse(await confirmMatches(contextOf(c), c.req.valid('json'))), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${base}/lines/{lineId}/record`,
      middleware: [guard] as const,
      request: { params: ZLineParams, headers: ZIdempotencyHeader, body: jsonBody(ZRecordBankLine) },
      responses: {
        200: jsonContent(ZRecordBankLineResult, 'The line, recorded'),
        202: jsonContent(ZRecordBankLineResult, 'Held for a second admin: the line waits'),
      },
    }),
    async (c) => {
      const result = await recordBankLine(contextOf(c), c.req.valid('param').lineId, c.req.valid('json'));
      return result.approval
        ? c.json(ZRecordBankLineResult.parse(result), 202)
        : c.json(ZRecordBankLineResult.parse(result), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/reconciliation`,
      middleware: [guard] as const,
      request: { params: ZOrgParams, query: ZReconciliationQuery },
      responses: { 200: jsonContent(ZReconciliation, 'Bank balance against the master book, line by line') },
    }),
    async (c) => {
      const { organizationId } = contextOf(c).org;
      const place = await reconciling.takePlace(organizationId);
      try {
        return c.json(
          ZReconciliation.parse(await readReconciliation(db, organizationId, c.req.valid('query'))),
          200,
        );
      } finally {
        await place.release();
      }
    },
  );

  return router;
}
