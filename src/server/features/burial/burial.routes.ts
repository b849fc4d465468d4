import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import { getTodayIso, isIsoDate } from '../../../shared/calendar';
import {
  ZAcceptTerms,
  ZAddDependant,
  ZAddPlanVersion,
  ZCoverRegister,
  ZCoverRegisterQuery,
  ZCreatePlan,
  ZJoinPlan,
  ZMembersWithoutPolicy,
  ZMyCover,
  ZNominateSuccessor,
  ZPlanList,
  ZSetMainMemberDocument,
  ZSetStudying,
} from '../../../shared/contracts/burial';
import { ZReserve } from '../../../shared/contracts/reserve';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import { readOrg, readUser } from '../../http/context';
import type { TAppEnv } from '../../http/env';
import { ZOrgParams } from '../../http/money-routes';
import { jsonBody, jsonContent } from '../../http/openapi-parts';
import { AppError } from '../../platform/errors';
import { readReserve } from '../figures/reserve';
import { assertBurialSociety } from './burial-society';
import { readCoverCertificate } from './certificate.service';
import { readCoverRegister, readMyCover } from './cover.service';
import { addDependant, joinPlan, removeDependant } from './dependants.service';
import { addPlanVersion, createPlan, readPlans, type TBurialContext } from './plans.service';
import { acceptNewerTerms, readMembersWithoutPolicy, setMainMemberDocument } from './policy-terms.service';
import { setDependantStudying } from './studying.service';
import { nominateSuccessor } from './successor.service';

const ZPlanParams = ZOrgParams.extend({ planId: z.uuid('Plan not found') });
const ZCoverQuery = z.object({
  on: z.string().refine(isIsoDate, 'The date must be a real date in the form YYYY-MM-DD').optional(),
});
const ZPersonParams = ZOrgParams.extend({ personId: z.uuid('Dependant not found') });
const ZPolicyHolderParams = ZOrgParams.extend({ userId: z.uuid('Policy not found') });
const pdfResponse = (description: string) => ({
  200: { description, content: { 'application/pdf': { schema: z.string() } } },
});

/** Burial societies (issue 20): plans, policies, dependants, each member's cover and the cover register. */
export function createBurialRoutes({ db, guards }: { db: TDb; guards: TGuards }) {
  const router = new OpenAPIHono<TAppEnv>();
  const base = '/api/v1/orgs/{orgId}/burial';
  const contextOf = (c: Context<TAppEnv>): TBurialContext => ({
    db,
    org: readOrg(c),
    actor: readUser(c),
    requestId: c.get('requestId') ?? null,
  });

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/plans`,
      middleware: [guards.requireOrgMember()] as const,
      request: { params: ZOrgParams },
      responses: {
        200: jsonContent(ZPlanList, "The society's plans, each with its terms in force and every version"),
      },
    }),
    async (c) => c.json(ZPlanList.parse(await readPlans(db, readOrg(c))), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${base}/plans`,
      middleware: [guards.requirePermission('burial.manage')] as const,
      request: { params: ZOrgParams, body: jsonBody(ZCreatePlan) },
      responses: { 201: jsonContent(ZPlanList, 'The plans with the new one') },
    }),
    async (c) => c.json(ZPlanList.parse(await createPlan(contextOf(c), c.req.valid('json'))), 201),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${base}/plans/{planId}/versions`,
      middleware: [guards.requirePermission('burial.manage')] as const,
      request: { params: ZPlanParams, body: jsonBody(ZAddPlanVersion) },
      responses: { 201: jsonContent(ZPlanList, 'The plans with the new version') },
    }),
    async (c) => {
      const plans = await addPlanVersion(contextOf(c), c.req.valid('param').planId, c.req.valid('json'));
      return c.json(ZPlanList.parse(plans), 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${base}/policies`,
      middleware: [guards.requireOrgMember()] as const,
      request: { params: ZOrgParams, body: jsonBody(ZJoinPlan) },
      responses: { 201: jsonContent(ZMyCover, "The member's policy and cover") },
    }),
    async (c) => c.json(ZMyCover.parse(await joinPlan(contextOf(c), c.req.valid('json'))), 201),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${base}/dependants`,
      middleware: [guards.requireOrgMember()] as const,
      request: { params: ZOrgParams, body: jsonBody(ZAddDependant) },
      responses: { 201: jsonContent(ZMyCover, "The member's policy and cover with the dependant") },
    }),
    async (c) => c.json(ZMyCover.parse(await addDependant(contextOf(c), c.req.valid('json'))), 201),
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: `${base}/dependants/{personId}`,
      middleware: [guards.requireOrgMember()] as const,
      request: { params: ZPersonParams },
      responses: { 200: jsonContent(ZMyCover, "The member's policy and cover without the dependant") },
    }),
    async (c) => {
      const cover = await removeDependant(contextOf(c), c.req.valid('param').personId);
      return c.json(ZMyCover.parse(cover), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/cover/me`,
      middleware: [guards.requireOrgMember()] as const,
      request: { params: ZOrgParams, query: ZCoverQuery },
      responses: {
        200: jsonContent(ZMyCover, "The caller's policy and each person's cover (today, or on a date)"),
      },
    }),
    async (c) => {
      const on = c.req.valid('query').on ?? getTodayIso();
      return c.json(ZMyCover.parse(await readMyCover(db, readOrg(c), readUser(c).userId, on)), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/cover-register`,
      middleware: [guards.requirePermission('burial.manage')] as const,
      request: { params: ZOrgParams, query: ZCoverRegisterQuery },
      responses: { 200: jsonContent(ZCoverRegister, 'Every covered person with their status, by member') },
    }),
    async (c) =>
      c.json(ZCoverRegister.parse(await readCoverRegister(db, readOrg(c), c.req.valid('query'))), 200),
  );

  const sendCertificate = async (c: Context<TAppEnv>, userId: string, on: string | undefined) => {
    const file = await readCoverCertificate(contextOf(c), userId, on ?? getTodayIso());
    return c.body(new Uint8Array(file.data), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'Cache-Control': 'private, no-store',
    });
  };

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/cover/me/certificate`,
      middleware: [guards.requireOrgMember()] as const,
      request: { params: ZOrgParams, query: ZCoverQuery },
      responses: pdfResponse("The caller's cover certificate as a PDF (today, or on a date)"),
    }),
    async (c) => sendCertificate(c, readUser(c).userId, c.req.valid('query').on),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/policies/{userId}/certificate`,
      // Members reach only their own (another member's is answered 404); burial.manage reaches anyone's.
      middleware: [guards.requireOrgMember()] as const,
      request: { params: ZPolicyHolderParams, query: ZCoverQuery },
      responses: pdfResponse("A member's cover certificate as a PDF (today, or on a date)"),
    }),
    async (c) => sendCertificate(c, c.req.valid('param').userId, c.req.valid('query').on),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/reserve`,
      middleware: [guards.requirePermission('burial.manage')] as const,
      request: { params: ZOrgParams, query: ZCoverQuery },
      responses: { 200: jsonContent(ZReserve, "The society's cash against the cost of its largest covers") },
    }),
    async (c) => {
      const org = readOrg(c);
      assertBurialSociety(org);
      const on = c.req.valid('query').on ?? getTodayIso();
      return c.json(ZReserve.parse(await readReserve(db, org.organizationId, on)), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/members-without-policy`,
      middleware: [guards.requirePermission('burial.manage')] as const,
      request: { params: ZOrgParams },
      responses: { 200: jsonContent(ZMembersWithoutPolicy, 'The members an admin may enrol on a plan') },
    }),
    async (c) => c.json(ZMembersWithoutPolicy.parse(await readMembersWithoutPolicy(db, readOrg(c))), 200),
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: `${base}/policies/main-member/document`,
      middleware: [guards.requireOrgMember()] as const,
      request: { params: ZOrgParams, body: jsonBody(ZSetMainMemberDocument) },
      responses: { 200: jsonContent(ZMyCover, "The member's policy with the main member's identity") },
    }),
    async (c) => c.json(ZMyCover.parse(await setMainMemberDocument(contextOf(c), c.req.valid('json'))), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${base}/policies/accept-terms`,
      middleware: [guards.requireOrgMember()] as const,
      request: { params: ZOrgParams, body: jsonBody(ZAcceptTerms) },
      responses: { 200: jsonContent(ZMyCover, "The member's policy on the newest terms") },
    }),
    async (c) => c.json(ZMyCover.parse(await acceptNewerTerms(contextOf(c), c.req.valid('json'))), 200),
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: `${base}/dependants/{personId}/studying`,
      middleware: [guards.requireOrgMember()] as const,
      request: { params: ZPersonParams, body: jsonBody(ZSetStudying) },
      responses: { 200: jsonContent(ZMyCover, "The policy holder's cover with the child's new age limit") },
    }),
    async (c) => {
      const cover = await setDependantStudying(
        contextOf(c),
        c.req.valid('param').personId,
        c.req.valid('json'),
      );
      return c.json(ZMyCover.parse(cover), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: `${base}/policies/successor`,
      middleware: [guards.requireOrgMember()] as const,
      request: { params: ZOrgParams, body: jsonBody(ZNominateSuccessor) },
      responses: { 200: jsonContent(ZMyCover, 'The policy with its nominated successor') },
    }),
    async (c) => c.json(ZMyCover.parse(await nominateSuccessor(contextOf(c), c.req.valid('json'))), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/policies/{userId}/cover`,
      middleware: [guards.requirePermission('burial.manage')] as const,
      request: { params: ZPolicyHolderParams, query: ZCoverQuery },
      responses: { 200: jsonContent(ZMyCover, "A member's policy and each person's cover (admins)") },
    }),
    async (c) => {
      const org = readOrg(c);
      const { userId } = c.req.valid('param');
      const cover = await readMyCover(db, org, userId, c.req.valid('query').on);
      if (!cover.policy) throw new AppError('NOT_FOUND', 'Policy not found');
      return c.json(ZMyCover.parse(cover), 200);
    },
  );

  return router;
}
