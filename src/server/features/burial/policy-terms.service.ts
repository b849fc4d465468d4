import { getTodayIso } from '../../../shared/calendar';
import type {
  TAcceptTerms,
  TEndedPolicyList,
  TMembersWithoutPolicy,
  TMyCover,
  TSetMainMemberDocument,
} from '../../../shared/contracts/burial';
import type { TDbOrTx } from '../../db/client';
import type { TOrgAccess } from '../../platform/caller';
import { AppError } from '../../platform/errors';
import { assertBurialSociety } from './burial-society';
import { loadTermSteps, readMyCover } from './cover.service';
import {
  ALREADY_COVERED,
  assertEntryAge,
  assertWritable,
  auditCoverChange,
  canManage,
  coveredTwiceError,
  lockHolderPolicy,
  readDocument,
  resolveHolder,
} from './dependants.service';
import { isDocumentCovered, readMainMember, setPersonDocument } from './people.repository';
import { listPlanVersions } from './plans.repository';
import type { TBurialContext } from './plans.service';
import { insertTermChange, listEndedPolicies, listMembersWithoutPolicy } from './policies.repository';

/** Admins (burial.manage): the members who hold no policy yet, whom they may enrol. */
export async function readMembersWithoutPolicy(db: TDbOrTx, org: TOrgAccess): Promise<TMembersWithoutPolicy> {
  assertBurialSociety(org);
  return { members: await listMembersWithoutPolicy(db, org.organizationId) };
}

/**
 * Admins (burial.manage): the policies that ended when their members left the society, with the day and the
 * reason. Each stays readable in full through the member's policy (its people, claims and levies kept).
 */
export async function readEndedPolicies(db: TDbOrTx, org: TOrgAccess): Promise<TEndedPolicyList> {
  assertBurialSociety(org);
  const rows = await listEndedPolicies(db, org.organizationId);
  return {
    policies: rows.flatMap((row) =>
      row.endedOn && row.endReason ? [{ ...row, endedOn: row.endedOn, endReason: row.endReason }] : [],
    ),
  };
}

/**
 * A member for their own policy, or an admin (burial.manage) for any member's: records the main member's
 * identity. The ID is checked, the main member's age on the day the policy started must be within the entry
 * ages of the terms it started under, and the person must not be covered on any other policy on the platform.
 * A member gives it once; an admin may correct it.
 */
export async function setMainMemberDocument(
  ctx: TBurialContext,
  input: TSetMainMemberDocument,
): Promise<TMyCover> {
  assertWritable(ctx);
  const holder = resolveHolder(ctx, input.userId);
  const organizationId = ctx.org.organizationId;
  const today = getTodayIso();
  const document = readDocument(input.document, today);
  try {
    await ctx.db.transaction(async (tx) => {
      const policy = await lockHolderPolicy(tx, ctx, holder);
      const main = await readMainMember(tx, organizationId, policy.id);
      if (!main) throw new Error('a policy always has its main member');
      if (main.documentNumber !== null && !canManage(ctx)) {
        throw new AppError('CONFLICT', 'Your ID is already on file: ask an admin to correct it');
      }
      const steps = (await loadTermSteps(tx, organizationId, [policy])).get(policy.id);
      const joinedUnder = steps?.[0]?.terms;
      if (!joinedUnder) throw new Error('policy names a plan version that does not exist');
      assertEntryAge(joinedUnder, 'main_member', document.dateOfBirth, policy.joinedOn);
      const isSame =
        main.documentKind === document.documentKind && main.documentNumber === document.documentNumber;
      if (!isSame && (await isDocumentCovered(tx, document.documentKind, document.documentNumber))) {
        throw new AppError('CONFLICT', ALREADY_COVERED);
      }
      await setPersonDocument(tx, organizationId, main.id, document);
      await auditCoverChange(tx, ctx, holder, today, {
        action: 'burial.main_member_identified',
        targetType: 'burial_person',
        targetId: main.id,
        summary: {
          memberUserId: holder,
          documentKind: document.documentKind,
          corrected: main.documentNumber !== null,
        },
      });
    });
  } catch (error) {
    throw coveredTwiceError(error);
  }
  return readMyCover(ctx.db, ctx.org, holder, today);
}

/**
 * The member, for their own policy only (it is their consent): moves the policy to the newest terms of its
 * plan in force today, from today. `version` must be the newest (the terms the member was shown). Records
 * who accepted, when and from which version, audited. Premiums change from the next month that starts on or
 * after today; an increased cover starts its own waits (ADR 27).
 */
export async function acceptNewerTerms(ctx: TBurialContext, input: TAcceptTerms): Promise<TMyCover> {
  assertWritable(ctx);
  const organizationId = ctx.org.organizationId;
  const holder = ctx.actor.userId;
  const today = getTodayIso();
  await ctx.db.transaction(async (tx) => {
    const policy = await lockHolderPolicy(tx, ctx, holder);
    const newest = (await listPlanVersions(tx, organizationId, policy.planId))
      .filter((row) => row.effectiveFrom <= today)
      .at(-1);
    if (!newest || newest.version <= policy.planVersion) {
      throw new AppError('CONFLICT', 'Your policy is already on the newest terms');
    }
    if (newest.version !== input.version) {
      throw new AppError('CONFLICT', 'The terms have changed since you read them: read the new terms first');
    }
    await insertTermChange(tx, {
      organizationId,
      policyId: policy.id,
      fromVersion: policy.planVersion,
      toVersion: newest.version,
      effectiveFrom: today,
      acceptedBy: ctx.actor.userId,
    });
    await auditCoverChange(tx, ctx, holder, today, {
      action: 'burial.terms_accepted',
      targetType: 'burial_policy',
      targetId: policy.id,
      summary: { fromVersion: policy.planVersion, toVersion: newest.version, effectiveFrom: today },
    });
  });
  return readMyCover(ctx.db, ctx.org, holder, today);
}
