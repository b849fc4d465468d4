import { can } from '../../../shared/access/permissions';
import { getAgeOn, type TRelationship } from '../../../shared/burial/cover-status';
import { getTodayIso } from '../../../shared/calendar';
import type {
  TAddDependant,
  TDocument,
  TJoinPlan,
  TMyCover,
  TPlanTerms,
} from '../../../shared/contracts/burial';
import { checkSaId, normalizeSaId } from '../../../shared/sa-id';
import type { TDbOrTx } from '../../db/client';
import { type TAuditEntry, writeAudit } from '../../platform/audit';
import { AppError, readPgErrorCode } from '../../platform/errors';
import { assertBurialSociety } from './burial-society';
import { readMyCover, refreshCover } from './cover.service';
import {
  insertPerson,
  isDocumentCovered,
  listPeople,
  markPersonRemoved,
  readDependant,
} from './people.repository';
import { listPlanVersions, lockPlan } from './plans.repository';
import type { TBurialContext } from './plans.service';
import { insertPolicy, lockPolicyOf, readMembership, readPolicyOf } from './policies.repository';
import { clearNominationOf, listSuccessions } from './successions.repository';

export const ALREADY_COVERED = 'This person is already covered by another policy.';

export const RELATIONSHIP_LABELS: Record<TRelationship, string> = {
  main_member: 'main member',
  spouse: 'spouse',
  child: 'child',
  parent: 'parent',
  extended: 'family member',
};

/** What a change answers when a unique index refused it (a person covered twice at once), else its error. */
export function coveredTwiceError(error: unknown, message = ALREADY_COVERED): unknown {
  return readPgErrorCode(error) === '23505' ? new AppError('CONFLICT', message) : error;
}

export function canManage(ctx: TBurialContext) {
  return can({ role: ctx.org.role, userId: ctx.actor.userId }, 'burial.manage');
}

/** The member whose policy the request is about: the caller, or (for admins) the member named. */
export function resolveHolder(ctx: TBurialContext, userId: string | undefined): string {
  const holder = userId ?? ctx.actor.userId;
  if (holder !== ctx.actor.userId && !canManage(ctx)) {
    throw new AppError('FORBIDDEN', "Only the society's admins can manage another member's policy");
  }
  return holder;
}

export function assertWritable(ctx: TBurialContext) {
  assertBurialSociety(ctx.org);
  if (!ctx.org.isActive)
    throw new AppError('CONFLICT', 'This organization is archived: its policies are read-only');
}

/**
 * Locks the holder's policy for a change, or refuses: the caller (`ownText`) or the member named has not
 * joined a plan.
 */
export async function lockHolderPolicy(
  tx: TDbOrTx,
  ctx: TBurialContext,
  holder: string,
  ownText = 'Join a plan first',
) {
  const policy = await lockPolicyOf(tx, ctx.org.organizationId, holder);
  if (!policy) {
    throw new AppError(
      'CONFLICT',
      holder === ctx.actor.userId ? ownText : 'This member is not on a plan yet',
    );
  }
  return policy;
}

/** In a policy change's transaction: audits the change as the caller, then refreshes the holder's cover. */
export async function auditCoverChange(
  tx: TDbOrTx,
  ctx: TBurialContext,
  holder: string,
  today: string,
  change: Pick<TAuditEntry, 'action' | 'targetType' | 'targetId' | 'summary'>,
) {
  const organizationId = ctx.org.organizationId;
  await writeAudit(tx, {
    organizationId,
    actorUserId: ctx.actor.userId,
    ...change,
    requestId: ctx.requestId,
  });
  await refreshCover(tx, organizationId, [holder], today);
}

/** A dependant on the caller's own policy, or (for admins) on any: another member's is not found. */
export async function readOwnDependant(tx: TDbOrTx, ctx: TBurialContext, personId: string) {
  const person = await readDependant(tx, ctx.org.organizationId, personId);
  if (!person || (person.userId !== ctx.actor.userId && !canManage(ctx))) {
    throw new AppError('NOT_FOUND', 'Dependant not found');
  }
  return person;
}

function readTermsOf(versions: Awaited<ReturnType<typeof listPlanVersions>>, version: number) {
  const terms = versions.find((row) => row.version === version)?.terms;
  if (!terms) throw new Error('policy names a plan version that does not exist');
  return terms;
}

/**
 * Refuses a person whose age on `on` is outside the plan's entry ages for their relationship. A child marked
 * as studying may join up to the day before the plan's studying-child age limit (their cover runs to it), even
 * past the oldest entry age of children.
 */
export function assertEntryAge(
  terms: TPlanTerms,
  relationship: TRelationship,
  dateOfBirth: string,
  on: string,
  options: { isStudent?: boolean } = {},
) {
  const limit = terms.entryAges[relationship];
  const age = getAgeOn(dateOfBirth, on);
  const isStudyingChild = relationship === 'child' && options.isStudent === true;
  const maxAge = isStudyingChild ? Math.max(limit.maxAge, terms.studentChildMaxAge - 1) : limit.maxAge;
  if (age >= limit.minAge && age <= maxAge) return;
  const studyingText =
    relationship === 'child' && terms.studentChildMaxAge - 1 > limit.maxAge
      ? ` (${terms.studentChildMaxAge - 1} while studying)`
      : '';
  throw new AppError(
    'VALIDATION_FAILED',
    isStudyingChild
      ? `A studying child must be ${limit.minAge} to ${maxAge} years old to join this plan (its cover ends at ${terms.studentChildMaxAge})`
      : `A ${RELATIONSHIP_LABELS[relationship]} must be ${limit.minAge} to ${limit.maxAge} years old${studyingText} to join this plan`,
  );
}

/**
 * A member for themselves, or an admin (burial.manage) for any member: puts the member on a plan from today
 * (admins may date it back with `startsOn`), under the plan version in force that day, with the member as its
 * main member. One policy per member. With the main member's document: the ID is checked, their age on the
 * start day must be within the plan's entry ages, and they must not be covered on any other policy.
 */
export async function joinPlan(ctx: TBurialContext, input: TJoinPlan): Promise<TMyCover> {
  assertWritable(ctx);
  const holder = resolveHolder(ctx, input.userId);
  const organizationId = ctx.org.organizationId;
  const today = getTodayIso();
  if (input.startsOn !== undefined && !canManage(ctx)) {
    throw new AppError('FORBIDDEN', "Only the society's admins can choose a policy's start date");
  }
  const startsOn = input.startsOn ?? today;
  if (startsOn > today) throw new AppError('VALIDATION_FAILED', 'A policy cannot start in the future');
  const document = input.mainMember ? readDocument(input.mainMember.document, today) : null;
  try {
    await ctx.db.transaction(async (tx) => {
      const plan = await lockPlan(tx, organizationId, input.planId);
      if (!plan) throw new AppError('NOT_FOUND', 'Plan not found');
      const membership = await readMembership(tx, organizationId, holder);
      if (!membership) throw new AppError('NOT_FOUND', 'Member not found');
      if (await readPolicyOf(tx, organizationId, holder)) {
        throw new AppError('CONFLICT', 'This member is already on a plan');
      }
      const version = (await listPlanVersions(tx, organizationId, plan.id))
        .filter((row) => row.effectiveFrom <= startsOn)
        .at(-1);
      if (!version) {
        throw new AppError(
          'CONFLICT',
          startsOn === today
            ? 'This plan has no terms in force yet'
            : 'This plan had no terms in force on that day',
        );
      }
      if (document) {
        assertEntryAge(version.terms, 'main_member', document.dateOfBirth, startsOn);
        if (await isDocumentCovered(tx, document.documentKind, document.documentNumber)) {
          throw new AppError('CONFLICT', ALREADY_COVERED);
        }
      }
      const policyId = await insertPolicy(tx, {
        organizationId,
        planId: plan.id,
        planVersion: version.version,
        userId: holder,
        membershipId: membership.id,
        joinedOn: startsOn,
      });
      await insertPerson(tx, {
        organizationId,
        policyId,
        relationship: 'main_member',
        fullName: membership.fullName ?? 'Main member',
        ...(document ?? {}),
        addedOn: startsOn,
        createdBy: ctx.actor.userId,
      });
      await auditCoverChange(tx, ctx, holder, today, {
        action: 'burial.policy_created',
        targetType: 'burial_policy',
        targetId: policyId,
        summary: {
          memberUserId: holder,
          plan: plan.name,
          version: version.version,
          startsOn,
          hasDocument: document !== null,
        },
      });
    });
  } catch (error) {
    // The same person enrolled twice at once: one index decides (the policy's, or the person's document).
    throw coveredTwiceError(error, document ? ALREADY_COVERED : 'This member is already on a plan');
  }
  return readMyCover(ctx.db, ctx.org, holder, today);
}

/** The document as stored and compared, with the date of birth (and sex) it gives. */
export function readDocument(input: TDocument, today: string) {
  if (input.kind === 'sa_id') {
    const check = checkSaId(input.number, today);
    if (!check.ok) throw new AppError('VALIDATION_FAILED', check.message);
    return {
      documentKind: 'sa_id' as const,
      documentNumber: normalizeSaId(input.number),
      dateOfBirth: check.details.dateOfBirth,
      sex: check.details.sex,
    };
  }
  if (input.dateOfBirth > today)
    throw new AppError('VALIDATION_FAILED', 'Date of birth cannot be in the future');
  return {
    documentKind: input.kind,
    documentNumber: input.number.replace(/[\s-]+/g, '').toUpperCase(),
    dateOfBirth: input.dateOfBirth,
    sex: null,
  };
}

/**
 * A member on their own policy, or an admin (burial.manage) on any member's: adds a dependant from today.
 * Refuses an invalid ID number, an age outside the plan's entry ages for the relationship, a policy already
 * holding the plan's maximum of dependants, and a person already covered on any policy on the platform
 * (without saying where). Recomputes the policy's cover in the same transaction.
 */
export async function addDependant(ctx: TBurialContext, input: TAddDependant): Promise<TMyCover> {
  assertWritable(ctx);
  const holder = resolveHolder(ctx, input.userId);
  const organizationId = ctx.org.organizationId;
  const today = getTodayIso();
  const document = readDocument(input.document, today);
  try {
    await ctx.db.transaction(async (tx) => {
      const policy = await lockHolderPolicy(tx, ctx, holder, 'Join a plan before adding dependants');
      const terms = readTermsOf(
        await listPlanVersions(tx, organizationId, policy.planId),
        policy.planVersion,
      );
      assertEntryAge(terms, input.relationship, document.dateOfBirth, today, {
        isStudent: input.isStudent,
      });
      const dependants = (await listPeople(tx, organizationId, [policy.id])).filter(
        (person) => person.relationship !== 'main_member',
      );
      if (dependants.length >= terms.maxDependants) {
        throw new AppError('CONFLICT', `This plan covers at most ${terms.maxDependants} dependants`);
      }
      if (await isDocumentCovered(tx, document.documentKind, document.documentNumber)) {
        throw new AppError('CONFLICT', ALREADY_COVERED);
      }
      const personId = await insertPerson(tx, {
        organizationId,
        policyId: policy.id,
        relationship: input.relationship,
        fullName: input.fullName,
        ...document,
        isStudent: input.relationship === 'child' && input.isStudent,
        addedOn: today,
        createdBy: ctx.actor.userId,
      });
      await auditCoverChange(tx, ctx, holder, today, {
        action: 'burial.dependant_added',
        targetType: 'burial_person',
        targetId: personId,
        summary: { memberUserId: holder, relationship: input.relationship },
      });
    });
  } catch (error) {
    // Two policies adding the same person at once: the unique index decides, with the same message.
    throw coveredTwiceError(error);
  }
  return readMyCover(ctx.db, ctx.org, holder, today);
}

/**
 * A member on their own policy, or an admin (burial.manage) on any: takes a dependant off the policy from
 * today (the row stays, marked removed, so the person may be covered elsewhere). Another member's dependant
 * is answered as not found.
 */
export async function removeDependant(ctx: TBurialContext, personId: string): Promise<TMyCover> {
  assertWritable(ctx);
  const organizationId = ctx.org.organizationId;
  const today = getTodayIso();
  const holder = await ctx.db.transaction(async (tx: TDbOrTx) => {
    const person = await readOwnDependant(tx, ctx, personId);
    const successions = await listSuccessions(tx, organizationId, [person.policyId]);
    if (person.relationship === 'main_member' || successions.at(-1)?.successorPersonId === personId) {
      throw new AppError('CONFLICT', 'The main member cannot be removed from their own policy');
    }
    await markPersonRemoved(tx, organizationId, personId, today);
    await clearNominationOf(tx, organizationId, personId);
    await auditCoverChange(tx, ctx, person.userId, today, {
      action: 'burial.dependant_removed',
      targetType: 'burial_person',
      targetId: personId,
      summary: { memberUserId: person.userId, relationship: person.relationship },
    });
    return person.userId;
  });
  return readMyCover(ctx.db, ctx.org, holder, today);
}
