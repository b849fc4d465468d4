import { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  ZAddedMemberRecords,
  ZAddMemberRecords,
  ZClaimedMemberRecord,
  ZClaimMemberRecord,
  ZCreateInvitation,
  ZInvitation,
  ZMergedMemberRecord,
  ZMergeMemberRecord,
} from '../../../shared/contracts/member-records';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import type { TAppEnv } from '../../http/env';
import { guardedRoutes } from '../../http/guarded-routes';
import { readMoneyContext } from '../../http/money-routes';
import { AppError } from '../../platform/errors';
import type { TMailer } from '../../platform/mail/mailer';
import type { TLimits } from '../../platform/rate-limit/limiter';
import { gateOrRun } from '../approvals';
import { readActionContext, readOrgActionContext } from '../organizations/index';
import { createRequestBudget } from '../site/rate-limit';
import { claimMemberRecord } from './claim-member-record';
import { addMemberRecords, createInvitation } from './member-records.service';
import { mergeMemberRecordsMove } from './merge-moves';

const MINUTE = 60_000;

export type TMemberRecordRouteDeps = {
  db: TDb;
  guards: TGuards;
  mailer: TMailer;
  baseUrl: string;
  limits: TLimits;
  isRateLimited: boolean;
};

/**
 * Members without an account (/api/v1/orgs/:orgId/members/without-account), invitations to claim them, and
 * the claim itself (/api/v1/member-claims), which any signed-in person makes with the code they were given.
 */
export function createMemberRecordRoutes({
  db,
  guards,
  mailer,
  baseUrl,
  limits,
  isRateLimited,
}: TMemberRecordRouteDeps) {
  const router = new OpenAPIHono<TAppEnv>();
  const manage = guards.requirePermission('membership.manage');
  const orgRoutes = guardedRoutes(router, readOrgActionContext);
  // Codes are long enough that guessing is hopeless; the budget keeps a script from trying anyway.
  const claimBudget = createRequestBudget(limits, { name: 'member-claim', limit: 10, windowMs: 15 * MINUTE });
  const inviteBudget = createRequestBudget(limits, {
    name: 'member-invite',
    limit: 100,
    windowMs: 60 * MINUTE,
  });

  orgRoutes.add(
    {
      method: 'post',
      path: '/api/v1/orgs/{orgId}/members/without-account',
      guards: [manage],
      params: z.object({ orgId: z.string() }),
      body: ZAddMemberRecords,
    },
    {
      answer: ZAddedMemberRecords,
      status: 201,
      description: 'The members added, each without a sign-in yet',
    },
    async ({ org, ...context }, { json }) => ({ members: await addMemberRecords(db, context, org, json) }),
  );

  orgRoutes.add(
    {
      method: 'post',
      path: '/api/v1/orgs/{orgId}/members/{membershipId}/invitations',
      guards: [manage],
      params: z.object({ orgId: z.string(), membershipId: z.uuid('Member not found') }),
      body: ZCreateInvitation,
    },
    { answer: ZInvitation, status: 201, description: 'The invitation, with its code shown this once' },
    async ({ org, ...context }, { param, json }) => {
      if (isRateLimited && !(await inviteBudget.tryHit(context.actor.userId))) {
        throw new AppError('RATE_LIMITED', 'Too many invitations. Please wait a while and try again.');
      }
      return createInvitation(
        db,
        context,
        org,
        { mailer, baseUrl },
        { membershipId: param.membershipId, ...json },
      );
    },
  );

  const moves = guardedRoutes(router, (c) => readMoneyContext(c, db));
  moves.held(
    {
      method: 'post',
      isKeyOptional: true,
      path: '/api/v1/orgs/{orgId}/members/{membershipId}/merge',
      guards: [manage],
      params: z.object({ orgId: z.string(), membershipId: z.uuid('Member not found') }),
      body: ZMergeMemberRecord,
    },
    { answer: ZMergedMemberRecord, description: 'The membership that now holds both records' },
    (ctx, { param, json }) =>
      gateOrRun(ctx, mergeMemberRecordsMove, { membershipId: param.membershipId, ...json }),
  );

  const accountRoutes = guardedRoutes(router, readActionContext);
  accountRoutes.add(
    {
      method: 'post',
      path: '/api/v1/member-claims',
      guards: [guards.requireSession()],
      body: ZClaimMemberRecord,
    },
    { answer: ZClaimedMemberRecord, description: 'The member record now held by the signed-in account' },
    async (context, { json }) => {
      if (isRateLimited && !(await claimBudget.tryHit(context.actor.userId))) {
        throw new AppError('RATE_LIMITED', 'Too many tries. Please wait a few minutes and try again.');
      }
      return claimMemberRecord(db, context, json.code);
    },
  );

  return router;
}
