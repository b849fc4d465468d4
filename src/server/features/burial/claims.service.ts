import { isEligible } from '../../../shared/burial/claim-eligibility';
import { getTodayIso } from '../../../shared/calendar';
import type { TClaim, TLodgeClaim } from '../../../shared/contracts/burial-claims';
import { AppError, readPgErrorCode } from '../../platform/errors';
import { assertBurialSociety } from './burial-society';
import { announce, assertActive, lockForDecision } from './claim-command';
import { assertStillEligible, judgeClaim } from './claim-judgement';
import { recordClaimNotice } from './claim-mail';
import { CLAIM_NOT_FOUND, isClaimsAdmin, readVisibleClaim, toClaimView } from './claim-views.service';
import {
  hasOtherLiveClaim,
  insertClaim,
  readClaim,
  readPersonForClaim,
  updateClaim,
} from './claims.repository';
import type { TBurialContext } from './plans.service';

const ALREADY_CLAIMED = 'A claim for this person is already open or paid.';

/**
 * Lodges a claim for a person on a policy: admins (burial.manage) for anyone, a member for a person on
 * their own policy (another member's person answers 404). The eligibility lines are judged and stored;
 * an ineligible claim is still lodged (an admin declines it with a reason) but a second open or paid
 * claim for the same person, or a death after today, is refused.
 */
export async function lodgeClaim(ctx: TBurialContext, input: TLodgeClaim): Promise<TClaim> {
  assertBurialSociety(ctx.org);
  assertActive(ctx);
  const organizationId = ctx.org.organizationId;
  const today = getTodayIso();
  if (input.diedOn > today)
    throw new AppError('VALIDATION_FAILED', 'The date of death cannot be after today');
  try {
    const claimId = await ctx.db.transaction(async (tx) => {
      const found = await readPersonForClaim(tx, organizationId, input.personId);
      if (!found || !(isClaimsAdmin(ctx) || found.holderUserId === ctx.actor.userId)) {
        throw new AppError('NOT_FOUND', 'Person not found');
      }
      if (await hasOtherLiveClaim(tx, organizationId, found.person.id))
        throw new AppError('CONFLICT', ALREADY_CLAIMED);
      const judged = await judgeClaim(tx, organizationId, found, { ...input, lodgedOn: today });
      const claim = await insertClaim(tx, {
        organizationId,
        personId: found.person.id,
        policyId: found.person.policyId,
        holderUserId: found.holderUserId,
        diedOn: input.diedOn,
        cause: input.cause,
        deathNoticeNumber: input.deathNoticeNumber.toUpperCase(),
        claimantName: input.claimantName,
        claimantRelationship: input.claimantRelationship,
        claimantPhone: input.claimantPhone,
        claimantEmail: input.claimantEmail || null,
        payeeKind: input.payeeKind,
        payeeName: input.payeeName,
        payeeAccount: input.payeeAccount,
        amountCents: judged.amountCents,
        lodgedOn: today,
        lodgedBy: ctx.actor.userId,
        eligibility: judged.lines,
      });
      await recordClaimNotice(tx, organizationId, claim.id, 'lodged');
      await announce(tx, ctx, 'claim.lodge', claim, {
        amountCents: claim.amountCents,
        eligible: isEligible(judged.lines),
      });
      return claim.id;
    });
    return toClaimView(ctx.db, organizationId, claimId);
  } catch (error) {
    if (readPgErrorCode(error) === '23505') throw new AppError('CONFLICT', ALREADY_CLAIMED);
    throw error;
  }
}

/**
 * The first of two admins (claim.decide, never on their own policy): approves a lodged claim after judging
 * it again on today's facts (409 with the failed rule). The payout waits for a second, different admin.
 */
export async function approveClaim(ctx: TBurialContext, claimId: string): Promise<TClaim> {
  assertBurialSociety(ctx.org);
  assertActive(ctx);
  await ctx.db.transaction(async (tx) => {
    const claim = await lockForDecision(tx, ctx, claimId, ['lodged'], 'decide on');
    const lines = await assertStillEligible(tx, ctx.org.organizationId, claim);
    const approved = await updateClaim(tx, ctx.org.organizationId, claimId, {
      status: 'approved',
      approvedBy: ctx.actor.userId,
      approvedAt: new Date(),
      approvalEligibility: lines,
    });
    await recordClaimNotice(tx, ctx.org.organizationId, claimId, 'approved');
    await announce(tx, ctx, 'claim.approve', approved, { amountCents: approved.amountCents });
  });
  return toClaimView(ctx.db, ctx.org.organizationId, claimId);
}

/** Admins (claim.decide, never on their own policy): declines a lodged or approved claim with a reason. */
export async function declineClaim(ctx: TBurialContext, claimId: string, reason: string): Promise<TClaim> {
  assertBurialSociety(ctx.org);
  assertActive(ctx);
  await ctx.db.transaction(async (tx) => {
    await lockForDecision(tx, ctx, claimId, ['lodged', 'approved'], 'decide on');
    const declined = await updateClaim(tx, ctx.org.organizationId, claimId, {
      status: 'declined',
      closedBy: ctx.actor.userId,
      closedAt: new Date(),
      declineReason: reason,
    });
    await recordClaimNotice(tx, ctx.org.organizationId, claimId, 'declined');
    await announce(tx, ctx, 'claim.decline', declined, { reason });
  });
  return toClaimView(ctx.db, ctx.org.organizationId, claimId);
}

/** The policy holder or an admin: withdraws a claim that is not paid yet. */
export async function withdrawClaim(ctx: TBurialContext, claimId: string): Promise<TClaim> {
  assertBurialSociety(ctx.org);
  assertActive(ctx);
  await ctx.db.transaction(async (tx) => {
    await readVisibleClaim(ctx, tx, claimId);
    const claim = await readClaim(tx, ctx.org.organizationId, claimId, { lock: true });
    if (!claim) throw new AppError('NOT_FOUND', CLAIM_NOT_FOUND);
    if (claim.status !== 'lodged' && claim.status !== 'approved') {
      throw new AppError('CONFLICT', `This claim is ${claim.status}: it cannot be withdrawn`);
    }
    const withdrawn = await updateClaim(tx, ctx.org.organizationId, claimId, {
      status: 'withdrawn',
      closedBy: ctx.actor.userId,
      closedAt: new Date(),
    });
    await announce(tx, ctx, 'claim.withdraw', withdrawn);
  });
  return toClaimView(ctx.db, ctx.org.organizationId, claimId);
}
