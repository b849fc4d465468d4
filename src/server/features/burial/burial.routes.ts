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
  ZEndedPolicyList,
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
import { sendAttachment } from '../../http/attachment';
import { readUser } from '../../http/context';
import type { TAppEnv } from '../../http/env';
import { guardedRoutes } from '../../http/guarded-routes';
import { ZOrgParams } from '../../http/money-routes';
import { AppError } from '../../platform/errors';
import { readReserve } from '../figures/reserve';
import { readBurialContext } from './burial-context';
import { assertBurialSociety } from './burial-society';
import { readCoverCertificate } from './certificate.service';
import { readCoverRegister, readMyCover } from './cover.service';
import { addDependant, joinPlan, removeDependant } from './dependants.service';
import { addPlanVersion, createPlan, readPlans } from './plans.service';
import {
  acceptNewerTerms,
  readEndedPolicies,
  readMembersWithoutPolicy,
  setMainMemberDocument,
} from './policy-terms.service';
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
  const routes = guardedRoutes(router, (c) => readBurialContext(c, db));
  const memberGuard = guards.requireOrgMember();
  const member = [memberGuard] as const;
  const manage = [guards.requirePermission('burial.manage')] as const;
  const memberAt = { guards: member, params: ZOrgParams } as const;
  const adminAt = { guards: manage, params: ZOrgParams } as const;
  const dependantAt = { guards: member, params: ZPersonParams } as const;

  routes.add(
    { method: 'get', path: `${base}/plans`, ...memberAt },
    { answer: ZPlanList, description: "The society's plans, each with its terms in force and every version" },
    (ctx) => readPlans(ctx.db, ctx.org),
  );

  routes.add(
    { method: 'post', path: `${base}/plans`, ...adminAt, body: ZCreatePlan },
    { answer: ZPlanList, description: 'The plans with the new one', status: 201 },
    (ctx, { json }) => createPlan(ctx, json),
  );

  routes.add(
    {
      method: 'post',
      path: `${base}/plans/{planId}/versions`,
      guards: manage,
      params: ZPlanParams,
      body: ZAddPlanVersion,
    },
    { answer: ZPlanList, description: 'The plans with the new version', status: 201 },
    (ctx, { param, json }) => addPlanVersion(ctx, param.planId, json),
  );

  routes.add(
    { method: 'post', path: `${base}/policies`, ...memberAt, body: ZJoinPlan },
    { answer: ZMyCover, description: "The member's policy and cover", status: 201 },
    (ctx, { json }) => joinPlan(ctx, json),
  );

  routes.add(
    { method: 'post', path: `${base}/dependants`, ...memberAt, body: ZAddDependant },
    { answer: ZMyCover, description: "The member's policy and cover with the dependant", status: 201 },
    (ctx, { json }) => addDependant(ctx, json),
  );

  routes.add(
    { method: 'delete', path: `${base}/dependants/{personId}`, ...dependantAt },
    { answer: ZMyCover, description: "The member's policy and cover without the dependant" },
    (ctx, { param }) => removeDependant(ctx, param.personId),
  );

  routes.add(
    { method: 'get', path: `${base}/cover/me`, ...memberAt, query: ZCoverQuery },
    { answer: ZMyCover, description: "The caller's policy and each person's cover (today, or on a date)" },
    (ctx, { query }) => readMyCover(ctx.db, ctx.org, ctx.actor.userId, query.on ?? getTodayIso()),
  );

  routes.add(
    { method: 'get', path: `${base}/cover-register`, ...adminAt, query: ZCoverRegisterQuery },
    { answer: ZCoverRegister, description: 'Every covered person with their status, by member' },
    (ctx, { query }) => readCoverRegister(ctx.db, ctx.org, query),
  );

  const sendCertificate = async (c: Context<TAppEnv>, userId: string, on: string | undefined) => {
    const file = await readCoverCertificate(readBurialContext(c, db), userId, on ?? getTodayIso());
    return sendAttachment(c, file.data, {
      fileName: file.filename,
      contentType: 'application/pdf',
      cacheControl: 'private, no-store',
    });
  };

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/cover/me/certificate`,
      middleware: [memberGuard] as const,
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
      middleware: [memberGuard] as const,
      request: { params: ZPolicyHolderParams, query: ZCoverQuery },
      responses: pdfResponse("A member's cover certificate as a PDF (today, or on a date)"),
    }),
    async (c) => sendCertificate(c, c.req.valid('param').userId, c.req.valid('query').on),
  );

  routes.add(
    { method: 'get', path: `${base}/reserve`, ...adminAt, query: ZCoverQuery },
    { answer: ZReserve, description: "The society's cash against the cost of its largest covers" },
    (ctx, { query }) => {
      assertBurialSociety(ctx.org);
      return readReserve(ctx.db, ctx.org.organizationId, query.on ?? getTodayIso());
    },
  );

  routes.add(
    { method: 'get', path: `${base}/members-without-policy`, ...adminAt },
    { answer: ZMembersWithoutPolicy, description: 'The members an admin may enrol on a plan' },
    (ctx) => readMembersWithoutPolicy(ctx.db, ctx.org),
  );

  routes.add(
    {
      method: 'put',
      path: `${base}/policies/main-member/document`,
      ...memberAt,
      body: ZSetMainMemberDocument,
    },
    { answer: ZMyCover, description: "The member's policy with the main member's identity" },
    (ctx, { json }) => setMainMemberDocument(ctx, json),
  );

  routes.add(
    { method: 'post', path: `${base}/policies/accept-terms`, ...memberAt, body: ZAcceptTerms },
    { answer: ZMyCover, description: "The member's policy on the newest terms" },
    (ctx, { json }) => acceptNewerTerms(ctx, json),
  );

  routes.add(
    { method: 'put', path: `${base}/dependants/{personId}/studying`, ...dependantAt, body: ZSetStudying },
    { answer: ZMyCover, description: "The policy holder's cover with the child's new age limit" },
    (ctx, { param, json }) => setDependantStudying(ctx, param.personId, json),
  );

  routes.add(
    { method: 'put', path: `${base}/policies/successor`, ...memberAt, body: ZNominateSuccessor },
    { answer: ZMyCover, description: 'The policy with its nominated successor' },
    (ctx, { json }) => nominateSuccessor(ctx, json),
  );

  routes.add(
    {
      method: 'get',
      path: `${base}/policies/{userId}/cover`,
      guards: manage,
      params: ZPolicyHolderParams,
      query: ZCoverQuery,
    },
    { answer: ZMyCover, description: "A member's policy and each person's cover (admins)" },
    async (ctx, { param, query }) => {
      const cover = await readMyCover(ctx.db, ctx.org, param.userId, query.on, { includeEnded: true });
      if (!cover.policy) throw new AppError('NOT_FOUND', 'Policy not found');
      return cover;
    },
  );

  routes.add(
    { method: 'get', path: `${base}/ended-policies`, ...adminAt },
    { answer: ZEndedPolicyList, description: 'The policies of members who left the society (admins)' },
    (ctx) => readEndedPolicies(ctx.db, ctx.org),
  );

  return router;
}
