import { getEffectiveRole, getHighestRole, isFeatureAvailable } from '../../../shared/access';
import type {
  TCreateSubmission,
  TSubmission,
  TSubmissionList,
  TSubmissionListQuery,
  TSubmissionStatus,
  TUpdateSubmission,
} from '../../../shared/contracts/submissions';
import type { TDb } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import type { TOrgAccess, TSessionUser } from '../../platform/caller';
import { AppError } from '../../platform/errors';
import type { TLogger } from '../../platform/logger';
import type { TUserMailer } from '../../platform/mail/user-mail';
import { publishChange } from '../../platform/realtime/events';
import { findMembershipRole } from '../organizations/index';
import { canManageSubmission, canReadSubmission, type TSubmissionViewer } from './submission-access';
import { buildSubmissionChangeMail } from './submission-mail';
import {
  findFeatureFlagEnabled,
  findOrganizationStanding,
  findSubmission,
  insertSubmission,
  listAdminOrganizationIds,
  listSubmissions,
  lockSubmission,
  type TSubmissionScope,
  type TSubmissionWithPeople,
  updateSubmission,
} from './submissions.repository';

export type TSubmissionDeps = {
  db: TDb;
  userMailer: TUserMailer;
  logger: TLogger;
  /** Where links in e-mails point. */
  baseUrl: string;
};

export type TSubmissionContext = { actor: TSessionUser; requestId: string | null };

const NOT_FOUND = 'Submission not found';

function toSubmission(row: TSubmissionWithPeople, canManage: boolean): TSubmission {
  const { submission } = row;
  return {
    id: submission.id,
    submissionType: submission.submissionType,
    targetType: submission.targetType,
    organizationId: submission.organizationId,
    organizationName: submission.targetType === 'organization' ? row.organizationName : null,
    title: submission.title,
    description: submission.description,
    priority: submission.priority,
    status: submission.status,
    resolutionNotes: submission.resolutionNotes,
    createdAt: submission.createdAt.toISOString(),
    updatedAt: submission.updatedAt.toISOString(),
    submittedBy: { userId: submission.userId, fullName: row.fullName || null, email: row.email },
    canManage,
  };
}

/** A global feature switch with no organization to judge by (staff bypass, as everywhere). */
async function assertGlobalFeature(db: TDb, actor: TSessionUser, featureKey: string, message: string) {
  const enabled = await findFeatureFlagEnabled(db, featureKey);
  const isAvailable = isFeatureAvailable({
    featureKey,
    role: getHighestRole(actor.platformRoles),
    flags: enabled === undefined ? [] : [{ featureKey, enabled }],
    overrides: [],
    organizationType: null,
  });
  if (!isAvailable) throw new AppError('FEATURE_DISABLED', message);
}

const SUBMIT_UNAVAILABLE = 'Submitting requests is not available';
const VIEW_UNAVAILABLE = 'Viewing submissions is not available';

/**
 * Any signed-in user: sends a request to the site operators, or to an organization they belong to (where
 * Submit a Request is available to them). It starts pending; priority defaults to medium. Audited; the
 * submitter and those addressed hear of it live.
 */
export async function createSubmission(
  db: TDb,
  context: TSubmissionContext,
  input: TCreateSubmission,
): Promise<TSubmission> {
  const { actor, requestId } = context;
  if (input.targetType === 'organization' && input.organizationId) {
    const standing = await findOrganizationStanding(db, {
      organizationId: input.organizationId,
      userId: actor.userId,
      featureKey: 'submit_request',
    });
    // Outsiders get the same answer whether or not the organization exists.
    if (!standing?.membershipRole) throw new AppError('NOT_FOUND', 'Organization not found');
    if (!standing.active) {
      throw new AppError('CONFLICT', 'This organization is archived and no longer takes requests');
    }
    const isAvailable = isFeatureAvailable({
      featureKey: 'submit_request',
      role: getEffectiveRole({ platformRoles: actor.platformRoles, membershipRole: standing.membershipRole }),
      flags:
        standing.flagEnabled === null
          ? []
          : [{ featureKey: 'submit_request', enabled: standing.flagEnabled }],
      overrides:
        standing.overrideEnabled === null
          ? []
          : [{ featureKey: 'submit_request', enabled: standing.overrideEnabled }],
      organizationType: standing.type,
    });
    if (!isAvailable) throw new AppError('FEATURE_DISABLED', SUBMIT_UNAVAILABLE);
  } else {
    await assertGlobalFeature(db, actor, 'submit_request', SUBMIT_UNAVAILABLE);
  }

  const { id } = await db.transaction(async (tx) => {
    const row = await insertSubmission(tx, {
      userId: actor.userId,
      submissionType: input.submissionType,
      targetType: input.targetType,
      organizationId: input.organizationId,
      title: input.title,
      description: input.description,
      priority: input.priority,
      status: 'pending',
    });
    await writeAudit(tx, {
      organizationId: input.organizationId,
      actorUserId: actor.userId,
      action: 'submission.created',
      targetType: 'submission',
      targetId: row.id,
      summary: {
        targetType: input.targetType,
        submissionType: input.submissionType,
        priority: input.priority,
      },
      requestId,
    });
    await publishChange(tx, {
      topic: 'submissions',
      organizationId: input.organizationId,
      userId: actor.userId,
    });
    return row;
  });
  return readSubmission(db, actor, id);
}

/** The viewer's standing towards one submission's organization. */
async function readViewer(
  db: TDb,
  actor: TSessionUser,
  organizationId: string | null,
): Promise<TSubmissionViewer> {
  return {
    userId: actor.userId,
    platformRoles: actor.platformRoles,
    membershipRole: organizationId ? await findMembershipRole(db, organizationId, actor.userId) : null,
  };
}

/** Anyone signed in: one submission they sent or that is addressed to them; anything else is not found. */
export async function readSubmission(
  db: TDb,
  actor: TSessionUser,
  submissionId: string,
): Promise<TSubmission> {
  const row = await findSubmission(db, submissionId);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  const viewer = await readViewer(db, actor, row.submission.organizationId);
  if (!canReadSubmission(viewer, row.submission)) throw new AppError('NOT_FOUND', NOT_FOUND);
  return toSubmission(row, canManageSubmission(viewer, row.submission));
}

async function readScope(
  db: TDb,
  scope: TSubmissionScope,
  query: TSubmissionListQuery,
  canManage: (row: TSubmissionWithPeople) => boolean,
): Promise<TSubmissionList> {
  const { rows, total } = await listSubmissions(db, {
    scope,
    priority: query.priority === 'all' ? null : query.priority,
    limit: query.limit,
  });
  return { total, submissions: rows.map((row) => toSubmission(row, canManage(row))) };
}

/** Anyone signed in, while View Submissions is available: the submissions they sent, newest first. */
export async function listMySubmissions(
  db: TDb,
  actor: TSessionUser,
  query: TSubmissionListQuery,
): Promise<TSubmissionList> {
  await assertGlobalFeature(db, actor, 'view_submissions', VIEW_UNAVAILABLE);
  const adminOf = new Set(await listAdminOrganizationIds(db, actor.userId));
  return readScope(db, { kind: 'mine', userId: actor.userId }, query, ({ submission }) =>
    canManageSubmission(
      {
        userId: actor.userId,
        platformRoles: actor.platformRoles,
        membershipRole: submission.organizationId && adminOf.has(submission.organizationId) ? 'admin' : null,
      },
      submission,
    ),
  );
}

/**
 * The organization's admins and platform staff (guarded by submission.read_organization and the
 * view_submissions feature): every submission sent to the organization, newest first.
 */
export async function listOrganizationSubmissions(
  db: TDb,
  actor: TSessionUser,
  org: TOrgAccess,
  query: TSubmissionListQuery,
): Promise<TSubmissionList> {
  const viewer = {
    userId: actor.userId,
    platformRoles: actor.platformRoles,
    membershipRole: org.membershipRole,
  };
  return readScope(
    db,
    { kind: 'organization', organizationId: org.organizationId },
    query,
    ({ submission }) => canManageSubmission(viewer, submission),
  );
}

/** Platform staff (guarded by submission.read_site): every submission sent to the site operators. */
export async function listSiteSubmissions(
  db: TDb,
  actor: TSessionUser,
  query: TSubmissionListQuery,
): Promise<TSubmissionList> {
  const viewer = { userId: actor.userId, platformRoles: actor.platformRoles, membershipRole: null };
  return readScope(db, { kind: 'site' }, query, ({ submission }) => canManageSubmission(viewer, submission));
}

/**
 * Those a submission is addressed to (its organization's admins and staff; staff for the site operators):
 * sets status (any to any), priority and resolution notes. Someone who may only read it is refused (403);
 * anyone else is told it does not exist (404). Audited with before and after; the submitter hears of it
 * live and, when the status changed or notes were added, by e-mail (if their settings allow).
 */
export async function manageSubmission(
  deps: TSubmissionDeps,
  context: TSubmissionContext,
  submissionId: string,
  input: TUpdateSubmission,
): Promise<TSubmission> {
  const { db } = deps;
  const { actor, requestId } = context;
  const outcome = await db.transaction(async (tx) => {
    const before = await lockSubmission(tx, submissionId);
    if (!before) throw new AppError('NOT_FOUND', NOT_FOUND);
    const viewer = {
      userId: actor.userId,
      platformRoles: actor.platformRoles,
      membershipRole: before.organizationId
        ? await findMembershipRole(tx, before.organizationId, actor.userId)
        : null,
    };
    if (!canReadSubmission(viewer, before)) throw new AppError('NOT_FOUND', NOT_FOUND);
    if (!canManageSubmission(viewer, before)) {
      throw new AppError('FORBIDDEN', 'Only those the request was sent to can manage it');
    }
    const after = {
      status: input.status ?? before.status,
      priority: input.priority ?? before.priority,
      resolutionNotes: input.resolutionNotes === undefined ? before.resolutionNotes : input.resolutionNotes,
    };
    const isStatusChanged = after.status !== before.status;
    const isNotesChanged = after.resolutionNotes !== before.resolutionNotes;
    const isPriorityChanged = after.priority !== before.priority;
    if (isStatusChanged || isNotesChanged || isPriorityChanged) {
      await updateSubmission(tx, before.id, after);
      await writeAudit(tx, {
        organizationId: before.organizationId,
        actorUserId: actor.userId,
        action: 'submission.updated',
        targetType: 'submission',
        targetId: before.id,
        summary: {
          before: {
            status: before.status,
            priority: before.priority,
            hasNotes: before.resolutionNotes !== null,
          },
          after: { status: after.status, priority: after.priority, hasNotes: after.resolutionNotes !== null },
          notesChanged: isNotesChanged,
        },
        requestId,
      });
      await publishChange(tx, {
        topic: 'submissions',
        organizationId: before.organizationId,
        userId: before.userId,
      });
    }
    return {
      before,
      // Notes cleared are not news; new or changed notes are.
      isNewsForSubmitter: isStatusChanged || (isNotesChanged && after.resolutionNotes !== null),
    };
  });

  const submission = await readSubmission(db, actor, submissionId);
  if (outcome.isNewsForSubmitter && outcome.before.userId !== actor.userId) {
    await notifySubmitter(deps, submission, outcome.before.status);
  }
  return submission;
}

/** The change is saved whatever happens to the e-mail; a failed delivery is logged (and kept in the outbox). */
async function notifySubmitter(
  deps: TSubmissionDeps,
  submission: TSubmission,
  previousStatus: TSubmissionStatus,
) {
  const mail = buildSubmissionChangeMail({ submission, previousStatus, baseUrl: deps.baseUrl });
  try {
    await deps.userMailer.sendToUser({
      userId: submission.submittedBy.userId,
      kind: 'notification',
      ...mail,
    });
  } catch (error) {
    deps.logger.warn('submission update e-mail not delivered', {
      submissionId: submission.id,
      reason: error instanceof Error ? error.message : String(error),
    });
  }
}
