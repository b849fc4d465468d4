import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import {
  ZGenerateReport,
  ZReportDetail,
  ZReportList,
  ZReportQuery,
  ZReportSummary,
  ZStatementYear,
} from '../../../shared/contracts/reports';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import { sendAttachment } from '../../http/attachment';
import { readOrg, readUser } from '../../http/context';
import type { TAppEnv } from '../../http/env';
import { ZOptionalIdempotencyHeader, ZOrgParams } from '../../http/money-routes';
import { fileContent, jsonBody, jsonContent } from '../../http/openapi-parts';
import type { TJobQueue } from '../../platform/jobs/job-queue';
import { readIdempotencyKey } from '../../platform/money/money-context';
import type { TStorage } from '../../platform/storage/storage';
import {
  getReportDetail,
  listOrganizationReports,
  readReportFile,
  requestReport,
  type TReportContext,
} from './reports.service';
import { getAllStatementsZip, getOwnStatementPdf } from './statements.service';

const ZReportParams = z.object({ orgId: z.string(), reportId: z.uuid('Report not found') });
const ZStatementParams = z.object({ orgId: z.string(), year: ZStatementYear });

/** Sends a stored report or statement as a download. */
function sendFile(c: Context<TAppEnv>, file: { data: Buffer; contentType: string; filename: string }) {
  return sendAttachment(c, file.data, {
    fileName: file.filename,
    contentType: file.contentType,
    cacheControl: 'private, no-store',
  });
}

export type TReportRouteDeps = { db: TDb; guards: TGuards; storage: TStorage; jobs: TJobQueue };

/**
 * Reports (organization admins, site admins and developers; gated by the `reports` feature) and annual
 * member statements (each member their own; admins every member's as a ZIP).
 */
export function createReportRoutes({ db, guards, storage, jobs }: TReportRouteDeps) {
  const router = new OpenAPIHono<TAppEnv>();
  const feature = guards.requireFeature('reports');
  const canRead = guards.requirePermission('report.read');
  const base = '/api/v1/orgs/{orgId}/reports';
  const contextOf = (c: Context<TAppEnv>): TReportContext => ({
    db,
    storage,
    jobs,
    org: readOrg(c),
    actor: readUser(c),
    requestId: c.get('requestId') ?? null,
    idempotencyKey: readIdempotencyKey(c.req.header('idempotency-key')),
  });

  router.openapi(
    createRoute({
      method: 'post',
      path: base,
      middleware: [guards.requirePermission('report.generate'), feature] as const,
      request: { params: ZOrgParams, headers: ZOptionalIdempotencyHeader, body: jsonBody(ZGenerateReport) },
      responses: {
        200: jsonContent(ZReportSummary, 'The same request was made before: that report'),
        202: jsonContent(ZReportSummary, 'The report is queued and will be built in the background'),
      },
    }),
    async (c) => {
      const { report, isNew } = await requestReport(contextOf(c), c.req.valid('json'));
      return isNew ? c.json(ZReportSummary.parse(report), 202) : c.json(ZReportSummary.parse(report), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: base,
      middleware: [canRead, feature] as const,
      request: { params: ZOrgParams, query: ZReportQuery },
      responses: { 200: jsonContent(ZReportList, "The organization's reports, newest first") },
    }),
    async (c) =>
      c.json(ZReportList.parse(await listOrganizationReports(contextOf(c), c.req.valid('query'))), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/{reportId}`,
      middleware: [canRead, feature] as const,
      request: { params: ZReportParams },
      responses: { 200: jsonContent(ZReportDetail, 'The report and, once ready, its content') },
    }),
    async (c) =>
      c.json(ZReportDetail.parse(await getReportDetail(contextOf(c), c.req.valid('param').reportId)), 200),
  );

  for (const format of ['pdf', 'csv'] as const) {
    router.openapi(
      createRoute({
        method: 'get',
        path: `${base}/{reportId}/${format}`,
        middleware: [canRead, feature] as const,
        request: { params: ZReportParams },
        responses: {
          200: fileContent(
            format === 'pdf' ? 'application/pdf' : 'text/csv',
            `The report as ${format.toUpperCase()}`,
          ),
        },
      }),
      async (c) => sendFile(c, await readReportFile(contextOf(c), c.req.valid('param').reportId, format)),
    );
  }

  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/orgs/{orgId}/statements/{year}/all',
      middleware: [canRead] as const,
      request: { params: ZStatementParams },
      responses: {
        200: fileContent('application/zip', "Every member's statement of the year, one PDF each"),
      },
    }),
    async (c) => {
      const file = await getAllStatementsZip(
        { db, org: readOrg(c), actor: readUser(c) },
        c.req.valid('param').year,
      );
      return sendFile(c, { ...file, contentType: 'application/zip' });
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/orgs/{orgId}/statements/{year}',
      middleware: [guards.requirePermission('statement.read_own')] as const,
      request: { params: ZStatementParams },
      responses: { 200: fileContent('application/pdf', "The caller's own statement of the year") },
    }),
    async (c) => {
      const file = await getOwnStatementPdf(
        { db, org: readOrg(c), actor: readUser(c) },
        c.req.valid('param').year,
      );
      return sendFile(c, { ...file, contentType: 'application/pdf' });
    },
  );

  return router;
}
