import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { ZGroupImport, ZStartGroupImport } from '../../../shared/contracts/group-import';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import { sendAttachment } from '../../http/attachment';
import { limitBody } from '../../http/body-limit';
import type { TAppEnv } from '../../http/env';
import { guardedRoutes } from '../../http/guarded-routes';
import { readMoneyContext, ZOrgParams } from '../../http/money-routes';
import { fileResponse } from '../../http/openapi-parts';
import type { TJobQueue } from '../../platform/jobs/job-queue';
import type { TStorage } from '../../platform/storage/storage';
import { gateOrRun } from '../approvals';
import { buildGroupFileTemplate } from './group-file-template';
import { readGroupImport } from './group-import.service';
import { startGroupImport } from './group-import-job';
import { confirmGroupImportMove } from './group-import-moves';

/** A 10 MB file sent as base64 in JSON; app.ts lets this one path past the general 1 MB limit. */
const UPLOAD_PATH = /^\/api\/v1\/orgs\/[^/]+\/group-imports$/;
export const isGroupImportUploadPath = (path: string) => UPLOAD_PATH.test(path);
const uploadLimit = limitBody(14_200_000, 'The file is larger than 10 MB');

const ZImportParams = z.object({ orgId: z.string(), importId: z.uuid('Import not found') });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Bringing the group's own file in: the template, the upload and its dry run, and the confirmation. */
export function createGroupImportRoutes({
  db,
  guards,
  storage,
  jobs,
}: {
  db: TDb;
  guards: TGuards;
  storage: TStorage;
  jobs: TJobQueue;
}) {
  const router = new OpenAPIHono<TAppEnv>();
  const base = '/api/v1/orgs/{orgId}/group-imports';
  const manage = [guards.requirePermission('ledger.close_period')] as const;
  const routes = guardedRoutes(router, (c) => readMoneyContext(c, db));

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/template`,
      middleware: [...manage],
      request: { params: ZOrgParams },
      responses: fileResponse(XLSX, "The group's file to fill in: members, savings, loans and contributions"),
    }),
    async (c) =>
      sendAttachment(c, await buildGroupFileTemplate(), {
        fileName: 'masakhane-group-file.xlsx',
        contentType: XLSX,
        cacheControl: 'private, no-store',
      }),
  );

  routes.add(
    {
      method: 'post',
      path: base,
      guards: [...manage, uploadLimit],
      params: ZOrgParams,
      body: ZStartGroupImport,
    },
    { answer: ZGroupImport, description: 'The import, queued for its dry run', status: 201 },
    (ctx, { json }) => startGroupImport(ctx, { storage, jobs }, json),
  );

  routes.add(
    { method: 'get', path: `${base}/{importId}`, guards: manage, params: ZImportParams },
    { answer: ZGroupImport, description: 'The import: its progress, its preview, what it wrote' },
    (ctx, { param }) => readGroupImport(ctx, param.importId),
  );

  routes.held(
    { path: `${base}/{importId}/confirm`, guards: manage, params: ZImportParams },
    { answer: ZGroupImport, description: 'The import, queued to be written in one transaction' },
    (ctx, { param }) => gateOrRun(ctx, confirmGroupImportMove, { importId: param.importId }),
  );

  return router;
}
