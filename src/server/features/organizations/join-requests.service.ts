import {
  DEFAULT_JOIN_MESSAGE,
  type TJoinOutcome,
  type TJoinRequest,
  type TJoinRequestList,
} from '../../../shared/contracts/join-requests';
import type { TListQuery } from '../../../shared/contracts/members';
import type { TDb } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import type { TOrgAccess } from '../../platform/caller';
import { AppError, readPgErrorCode } from '../../platform/errors';
import { sendMemberUpdate } from '../../platform/mail/member-alerts';
import { publishChange } from '../../platform/realtime/events';
import { refreshStandings } from '../group-rules/standings.service';
import { assertCanRequestToJoin, type TCreationLimits } from './creation-limits';
import { transitionJoinRequest } from './join-request-status';
import {
  findPendingJoinRequest,
  insertJoinRequest,
  listJoinRequests as listJoinRequestRows,
  lockJoinRequest,
  updateJoinRequestStatus,
} from './join-requests.repository';
import { findMembershipOfUser } from './memberships.repository';
import { assertCanAddMember, lockManagedOrganization, type TActionContext } from './organization-rules';
import { insertMembership, lockOrganization } from './organizations.repository';
import { assertBrowserAvailable } from './organizations.service';

const PENDING_REFUSAL = 'You already have a pending join request for this organization';
const MEMBER_REFUSAL = 'You are already a member of this organization';

/**
 * Any signed-in user, while the organizations browser is available, for an active organization they do not
 * belong to: records a pending join request (one pending per organization, also enforced by a unique index),
 * or joins at once when the organization allows public joining without approval and has room. At most
 * MAX_JOIN_REQUESTS_PER_HOUR requests per user (429 beyond).
 */
export async function requestToJoin(
  db: TDb,
  context: TActionContext,
  input: { organizationId: string; message: string | undefined },
  limits: TCreationLimits,
): Promise<TJoinOutcome> {
  const { actor, requestId } = context;
  await assertBrowserAvailable(db, actor);
  let duplicateRefusal = PENDING_REFUSAL;
  try {
    return await db.transaction(async (tx): Promise<TJoinOutcome> => {
      const organization = await lockOrganization(tx, input.organizationId);
      // Archived organizations have left the browser: they answer as if they did not exist.
      if (!organization?.active) throw new AppError('NOT_FOUND', 'Organization not found');
      if (await findMembershipOfUser(tx, organization.id, actor.userId)) {
        throw new AppError('CONFLICT', MEMBER_REFUSAL);
      }
      if (await findPendingJoinRequest(tx, organization.id, actor.userId)) {
        throw new AppError('CONFLICT', PENDING_REFUSAL);
      }
      await assertCanRequestToJoin(tx, limits, actor.userId);
      const { allow_public_join: isPublic, require_approval: needsApproval } = organization.settings;
      if (isPublic && !needsApproval) {
        duplicateRefusal = MEMBER_REFUSAL;
        await assertCanAddMember(tx, organization);
        const membership = await insertMembership(tx, {
          organizationId: organization.id,
          userId: actor.userId,
          role: 'member',
          invitationAcceptedAt: new Date(),
        });
        await writeAudit(tx, {
          organizationId: organization.id,
          actorUserId: actor.userId,
          action: 'membership.joined',
          targetType: 'membership',
          targetId: membership.id,
          summary: { userId: actor.userId, reason: 'public join' },
          requestId,
        });
        // A new member owes from the period they joined in, under the group's rules.
        await refreshStandings(tx, organization.id, [actor.userId]);
        await publishChange(tx, { topic: 'memberships', organizationId: organization.id });
        // Its member count changed: open organization lists refresh.
        await publishChange(tx, { topic: 'organizations', organizationId: organization.id });
        return { outcome: 'joined', organizationId: organization.id, joinRequest: null };
      }
      const request = await insertJoinRequest(tx, {
        organizationId: organization.id,
        userId: actor.userId,
        message: input.message || DEFAULT_JOIN_MESSAGE,
      });
      await writeAudit(tx, {
        organizationId: organization.id,
        actorUserId: actor.userId,
        action: 'join_request.created',
        targetType: 'join_request',
        targetId: request.id,
        summary: { userId: actor.userId },
        requestId,
      });
      await publishChange(tx, { topic: 'join_requests', organizationId: organization.id });
      return {
        outcome: 'requested',
        organizationId: organization.id,
        joinRequest: {
          id: request.id,
          status: request.status,
          createdAt: request.createdAt.toISOString(),
          reviewedAt: null,
        },
      };
    });
  } catch (error) {
    // Two requests racing past the checks: the unique index lets one through.
    if (readPgErrorCode(error) === '23505') throw new AppError('CONFLICT', duplicateRefusal);
    throw error;
  }
}

/** The organization's admins or platform staff: its join requests, newest first, with pending and total counts. */
export async function listJoinRequests(
  db: TDb,
  org: TOrgAccess,
  query: Pick<TListQuery, 'limit' | 'offset'>,
): Promise<TJoinRequestList> {
  const { rows, total, pendingCount } = await listJoinRequestRows(db, {
    organizationId: org.organizationId,
    limit: query.limit,
    offset: query.offset,
  });
  return {
    total,
    pendingCount,
    requests: rows.map(
      ({ request, fullName, email, image }): TJoinRequest => ({
        id: request.id,
        userId: request.userId,
        fullName,
        email,
        image,
        message: request.message,
        status: request.status,
        createdAt: request.createdAt.toISOString(),
        reviewedAt: request.reviewedAt?.toISOString() ?? null,
      }),
    ),
  };
}

/**
 * The organization's admins or platform staff: approves or rejects a pending request, once. Approval adds
 * the requester as a member (invited_by the reviewer, accepted now) unless the organization is archived or
 * at its member limit; the organization row lock makes the limit hold under concurrent approvals.
 */
export async function reviewJoinRequest(
  db: TDb,
  context: TActionContext,
  org: TOrgAccess,
  input: { joinRequestId: string; decision: 'approved' | 'rejected' },
): Promise<{ id: string; status: 'approved' | 'rejected' }> {
  const { actor, requestId } = context;
  const result = await db.transaction(async (tx) => {
    const organization = await lockManagedOrganization(tx, org.organizationId, actor);
    const request = await lockJoinRequest(tx, org.organizationId, input.joinRequestId);
    if (!request) throw new AppError('NOT_FOUND', 'Join request not found');
    const status = transitionJoinRequest(request.status, input.decision);
    const now = new Date();
    if (status === 'approved' && !(await findMembershipOfUser(tx, org.organizationId, request.userId))) {
      await assertCanAddMember(tx, organization);
      const membership = await insertMembership(tx, {
        organizationId: org.organizationId,
        userId: request.userId,
        role: 'member',
        invitedBy: actor.userId,
        invitationAcceptedAt: now,
      });
      await writeAudit(tx, {
        organizationId: org.organizationId,
        actorUserId: actor.userId,
        action: 'membership.created',
        targetType: 'membership',
        targetId: membership.id,
        summary: { userId: request.userId, role: 'member', reason: 'join request approved' },
        requestId,
      });
      await refreshStandings(tx, org.organizationId, [request.userId]);
      await publishChange(tx, { topic: 'memberships', organizationId: org.organizationId });
      await publishChange(tx, { topic: 'organizations', organizationId: org.organizationId });
    }
    await updateJoinRequestStatus(tx, {
      organizationId: org.organizationId,
      requestId: request.id,
      status,
      reviewedBy: actor.userId,
      reviewedAt: now,
    });
    await writeAudit(tx, {
      organizationId: org.organizationId,
      actorUserId: actor.userId,
      action: status === 'approved' ? 'join_request.approved' : 'join_request.rejected',
      targetType: 'join_request',
      targetId: request.id,
      summary: { userId: request.userId, before: request.status, after: status },
      requestId,
    });
    await publishChange(tx, { topic: 'join_requests', organizationId: org.organizationId });
    return { id: request.id, status: input.decision, userId: request.userId };
  });
  await sendMemberUpdate(
    { db, userMailer: context.userMailer },
    {
      organizationId: org.organizationId,
      memberUserId: result.userId,
      event: result.status === 'approved' ? 'join_approved' : 'join_rejected',
    },
  );
  return { id: result.id, status: result.status };
}
