import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import {
  CLAIM_DOCUMENT_KINDS,
  type TClaim,
  ZClaim,
  ZClaimList,
  ZDeclineClaim,
  ZLodgeClaim,
} from '../../../shared/contracts/burial-claims';
import { MAX_SLIP_BYTES, SLIP_TOO_LARGE } from '../../../shared/contracts/payment-slips';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import { readOrg, readUser } from '../../http/context';
import type { TAppEnv } from '../../http/env';
import {
  csvContent,
  readMoneyContext,
  sendCsv,
  ZIdempotencyHeader,
  ZOrgParams,
} from '../../http/money-routes';
import { jsonBody, jsonContent } from '../../http/openapi-parts';
import { AppError } from '../../platform/errors';
import type { TStorage } from '../../platform/storage/storage';
import { afterClaimDecision, type TClaimMailDeps } from './claim-mail';
import {
  approveClaim,
  attachClaimDocument,
  declineClaim,
  exportClaimsCsv,
  listClaims,
  lodgeClaim,
  payClaim,
  readClaimDetail,
  readClaimDocument,
  withdrawClaim,
} from './claims.service';
import type { TBurialContext } from './plans.service';

/** The claim document uploads: past the general 1 MB body limit, with the slips' own (app.ts). */
export const CLAIM_DOCUMENT_PATH = /^\/api\/v1\/orgs\/[^/]+\/burial\/claims\/[^/]+\/documents\/[^/]+$/;

const documentBodyLimit = bodyLimit({
  maxSize: MAX_SLIP_BYTES + 64 * 1024,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE', SLIP_TOO_LARGE);
  },
});

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
  const decided = async (c: Context<TAppEnv>, claim: TClaim, isPayout = false) => {
    await afterClaimDecision(db, mail, { id: claim.id, organizationId: readOrg(c).organizationId, isPayout });
    return ZClaim.parse(claim);
  };
  const base = '/api/v1/orgs/{orgId}/burial';
  const contextOf = (c: Context<TAppEnv>): TBurialContext => ({
    db,
    org: readOrg(c),
    actor: readUser(c),
    requestId: c.get('requestId') ?? null,
  });
  const member = guards.requireOrgMember();
  const decider = guards.requirePermission('claim.decide');

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/claims`,
      middleware: [member] as const,
      request: { params: ZOrgParams },
      responses: {
        200: jsonContent(ZClaimList, "Admins: every claim with each open claim's age; a member: their own"),
      },
    }),
    async (c) => c.json(ZClaimList.parse(await listClaims(contextOf(c))), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/claims-register`,
      middleware: [guards.requirePermission('burial.manage')] as const,
      request: { params: ZOrgParams },
      responses: { 200: csvContent('Every claim as a CSV register') },
    }),
    async (c) => sendCsv(c, 'claims-register', await exportClaimsCsv(contextOf(c))),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${base}/claims`,
      middleware: [member] as const,
      request: { params: ZOrgParams, body: jsonBody(ZLodgeClaim) },
      responses: { 201: jsonContent(ZClaim, 'The lodged claim with its eligibility lines') },
    }),
    async (c) => c.json(await decided(c, await lodgeClaim(contextOf(c), c.req.valid('json'))), 201),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/claims/{claimId}`,
      middleware: [member] as const,
      request: { params: ZClaimParams },
      responses: { 200: jsonContent(ZClaim, 'The claim with its eligibility lines (its holder and admins)') },
    }),
    async (c) => c.json(ZClaim.parse(await readClaimDetail(contextOf(c), c.req.valid('param').claimId)), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${base}/claims/{claimId}/approve`,
      middleware: [decider] as const,
      request: { params: ZClaimParams },
      responses: { 200: jsonContent(ZClaim, 'The approved claim, waiting for a second admin to pay it') },
    }),
    async (c) =>
      c.json(await decided(c, await approveClaim(contextOf(c), c.req.valid('param').claimId)), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${base}/claims/{claimId}/pay`,
      middleware: [decider] as const,
      request: { params: ZClaimParams, headers: ZIdempotencyHeader },
      responses: { 200: jsonContent(ZClaim, 'The paid claim with its payout entry') },
    }),
    async (c) => {
      const claim = await payClaim(readMoneyContext(c, db), c.req.valid('param').claimId);
      return c.json(await decided(c, claim, true), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${base}/claims/{claimId}/decline`,
      middleware: [decider] as const,
      request: { params: ZClaimParams, body: jsonBody(ZDeclineClaim) },
      responses: { 200: jsonContent(ZClaim, 'The declined claim') },
    }),
    async (c) => {
      const claim = await declineClaim(
        contextOf(c),
        c.req.valid('param').claimId,
        c.req.valid('json').reason,
      );
      return c.json(await decided(c, claim), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${base}/claims/{claimId}/withdraw`,
      middleware: [member] as const,
      request: { params: ZClaimParams },
      responses: { 200: jsonContent(ZClaim, 'The withdrawn claim') },
    }),
    async (c) => c.json(ZClaim.parse(await withdrawClaim(contextOf(c), c.req.valid('param').claimId)), 200),
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: `${base}/claims/{claimId}/documents/{kind}`,
      middleware: [member, documentBodyLimit] as const,
      description:
        'multipart/form-data with `file`: the death certificate or the notice of death (JPEG, PNG, WebP or PDF, at most 5 MB).',
      request: { params: ZDocumentParams },
      responses: { 200: jsonContent(ZClaim, 'The claim with the document attached') },
    }),
    async (c) => {
      const form = await c.req.parseBody().catch(() => {
        throw new AppError('VALIDATION_FAILED', 'Send the document as a form upload');
      });
      const file = form.file;
      if (!(file instanceof File)) throw new AppError('VALIDATION_FAILED', 'Choose the document file');
      const { claimId, kind } = c.req.valid('param');
      const upload = { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name };
      const claim = await attachClaimDocument(contextOf(c), storage, claimId, kind, upload);
      return c.json(ZClaim.parse(claim), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/claims/{claimId}/documents/{kind}`,
      middleware: [member] as const,
      request: { params: ZDocumentParams },
      description: 'Only the policy holder and the organization’s admins; 404 for anyone else.',
      responses: {
        200: {
          description: 'The document: WebP image or PDF',
          content: { 'image/webp': { schema: z.string() }, 'application/pdf': { schema: z.string() } },
        },
      },
    }),
    async (c) => {
      const { claimId, kind } = c.req.valid('param');
      const file = await readClaimDocument(contextOf(c), storage, claimId, kind);
      c.header('Content-Type', file.contentType);
      c.header('Content-Length', String(file.data.byteLength));
      c.header('Content-Disposition', `inline; filename="${file.fileName}"`);
      c.header('Cache-Control', 'private, no-store');
      c.header('X-Content-Type-Options', 'nosniff');
      return c.body(new Uint8Array(file.data), 200);
    },
  );

  return router;
}
