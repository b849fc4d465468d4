import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  CLAIM_DOCUMENT_KINDS,
  type TClaim,
  ZClaim,
  ZClaimList,
  ZDeclineClaim,
  ZLodgeClaim,
} from '../../../shared/contracts/burial-claims';
import { SLIP_TOO_LARGE } from '../../../shared/contracts/payment-slips';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import type { TAppEnv } from '../../http/env';
import {
  readFileForm,
  sendUploadedFile,
  uploadBodyLimit,
  uploadedFileResponse,
} from '../../http/file-uploads';
import { guardedRoutes } from '../../http/guarded-routes';
import { readMoneyContext, ZOrgParams } from '../../http/money-routes';
import { jsonContent } from '../../http/openapi-parts';
import type { TOrgAccess } from '../../platform/caller';
import type { TStorage } from '../../platform/storage/storage';
import { readBurialContext } from './burial-context';
import { attachClaimDocument, readClaimDocument } from './claim-documents.service';
import { afterClaimDecision, type TClaimMailDeps } from './claim-mail';
import { payClaim } from './claim-payments.service';
import { exportClaimsCsv, listClaims, readClaimDetail } from './claim-views.service';
import { approveClaim, declineClaim, lodgeClaim, withdrawClaim } from './claims.service';

/** The claim document uploads: past the general 1 MB body limit, with the slips' own (app.ts). */
export const CLAIM_DOCUMENT_PATH = /^\/api\/v1\/orgs\/[^/]+\/burial\/claims\/[^/]+\/documents\/[^/]+$/;

const documentBodyLimit = uploadBodyLimit(SLIP_TOO_LARGE);

const ZClaimParams = ZOrgParams.extend({ claimId: z.uuid('Claim not found') });
const ZDocumentParams = ZClaimParams.extend({ kind: z.enum(CLAIM_DOCUMENT_KINDS, 'No such document') });

/** Funeral claims of burial societies (issue 20, ADR 29). */
export function createClaimRoutes({
  db,
  guards,
  storage,
  mail,
}: {
  db: TDb;
  guards: TGuards;
  storage: TStorage;
  mail: TClaimMailDeps;
}) {
  const router = new OpenAPIHono<TAppEnv>();
  /** The decision is committed: its e-mails go out (and, after a payout, the reserve is checked). */
  const decided = async (org: TOrgAccess, claim: TClaim, isPayout = false) => {
    await afterClaimDecision(db, mail, { id: claim.id, organizationId: org.organizationId, isPayout });
    return claim;
  };
  const base = '/api/v1/orgs/{orgId}/burial';
  const routes = guardedRoutes(router, (c) => readBurialContext(c, db));
  const moneyRoutes = guardedRoutes(router, (c) => readMoneyContext(c, db));
  const memberGuard = guards.requireOrgMember();
  const member = [memberGuard] as const;
  const decider = [guards.requirePermission('claim.decide')] as const;
  const claim = `${base}/claims/{claimId}`;
  const memberClaimAt = { guards: member, params: ZClaimParams } as const;
  const deciderAt = { guards: decider, params: ZClaimParams } as const;

  routes.add(
    { method: 'get', path: `${base}/claims`, guards: member, params: ZOrgParams },
    {
      answer: ZClaimList,
      description: "Admins: every claim with each open claim's age; a member: their own",
    },
    (ctx) => listClaims(ctx),
  );

  routes.csv(
    {
      path: `${base}/claims-register`,
      guards: [guards.requirePermission('burial.manage')],
      params: ZOrgParams,
    },
    { description: 'Every claim as a CSV register', fileName: () => 'claims-register' },
    (ctx) => exportClaimsCsv(ctx),
  );

  routes.add(
    { method: 'post', path: `${base}/claims`, guards: member, params: ZOrgParams, body: ZLodgeClaim },
    { answer: ZClaim, description: 'The lodged claim with its eligibility lines', status: 201 },
    async (ctx, { json }) => decided(ctx.org, await lodgeClaim(ctx, json)),
  );

  routes.add(
    { method: 'get', path: claim, ...memberClaimAt },
    { answer: ZClaim, description: 'The claim with its eligibility lines (its holder and admins)' },
    (ctx, { param }) => readClaimDetail(ctx, param.claimId),
  );

  routes.add(
    { method: 'post', path: `${claim}/approve`, ...deciderAt },
    { answer: ZClaim, description: 'The approved claim, waiting for a second admin to pay it' },
    async (ctx, { param }) => decided(ctx.org, await approveClaim(ctx, param.claimId)),
  );

  moneyRoutes.money(
    { path: `${claim}/pay`, ...deciderAt },
    { answer: ZClaim, description: 'The paid claim with its payout entry' },
    async (ctx, { param }) => decided(ctx.org, await payClaim(ctx, param.claimId), true),
  );

  routes.add(
    { method: 'post', path: `${claim}/decline`, ...deciderAt, body: ZDeclineClaim },
    { answer: ZClaim, description: 'The declined claim' },
    async (ctx, { param, json }) => decided(ctx.org, await declineClaim(ctx, param.claimId, json.reason)),
  );

  routes.add(
    { method: 'post', path: `${claim}/withdraw`, ...memberClaimAt },
    { answer: ZClaim, description: 'The withdrawn claim' },
    (ctx, { param }) => withdrawClaim(ctx, param.claimId),
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: `${claim}/documents/{kind}`,
      middleware: [memberGuard, documentBodyLimit] as const,
      description:
        'multipart/form-data with `file`: the death certificate or the notice of death (JPEG, PNG, WebP or PDF, at most 5 MB).',
      request: { params: ZDocumentParams },
      responses: { 200: jsonContent(ZClaim, 'The claim with the document attached') },
    }),
    async (c) => {
      const upload = await readFileForm(c, 'file', 'document');
      const { claimId, kind } = c.req.valid('param');
      const claim = await attachClaimDocument(readBurialContext(c, db), storage, claimId, kind, upload);
      return c.json(ZClaim.parse(claim), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${claim}/documents/{kind}`,
      middleware: [memberGuard] as const,
      request: { params: ZDocumentParams },
      description: 'Only the policy holder and the organization’s admins; 404 for anyone else.',
      responses: {
        200: uploadedFileResponse('The document'),
      },
    }),
    async (c) => {
      const { claimId, kind } = c.req.valid('param');
      const file = await readClaimDocument(readBurialContext(c, db), storage, claimId, kind);
      return sendUploadedFile(c, file);
    },
  );

  return router;
}
