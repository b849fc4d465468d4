import { getTodayIso } from '../../../shared/calendar';
import type { TClaim } from '../../../shared/contracts/burial-claims';
import { AppError } from '../../platform/errors';
import { runMoneyCommand } from '../../platform/money/money-command';
import type { TMoneyContext } from '../../platform/money/money-context';
import { postJournalEntry } from '../ledger/ledger.service';
import { assertBurialSociety } from './burial-society';
import { lockForDecision } from './claim-command';
import { assertStillEligible } from './claim-judgement';
import { recordClaimNotice } from './claim-mail';
import { CLAIM_NOT_FOUND, toClaimView } from './claim-views.service';
import { markPersonDeceased, readClaim, readPersonForClaim, updateClaim } from './claims.repository';
import { refreshCover } from './cover.service';
import { raiseLeviesForPayout } from './levies.service';
import type { TBurialContext } from './plans.service';
import { settleSuccession } from './successor.service';

/**
 * The second admin (claim.decide; not the one who approved, never on their own policy): pays an approved
 * claim. Under the claim's lock it judges the claim once more, posts one payout entry (funeral benefits
 * debited, cash credited: cash may not go below zero, the month must be open), marks the person deceased
 * and refreshes the policy's cover statuses, and raises the plan's levy on every other policy in force on it
 * (ADR 33), all in one transaction through the money command runner (a retried Idempotency-Key answers the
 * paid claim and raises nothing more).
 */
export function payClaim(ctx: TMoneyContext, claimId: string): Promise<TClaim> {
  assertBurialSociety(ctx.org);
  const organizationId = ctx.org.organizationId;
  const burialCtx: TBurialContext = { db: ctx.db, org: ctx.org, actor: ctx.actor, requestId: ctx.requestId };
  return runMoneyCommand(ctx, {
    operation: 'claim.pay',
    targetId: claimId,
    request: { claimId },
    execute: async (tx) => {
      const claim = await readClaim(tx, organizationId, claimId, { lock: true });
      if (claim?.status === 'lodged') {
        throw new AppError('CONFLICT', 'This claim must be approved by one admin before another pays it');
      }
      await lockForDecision(tx, burialCtx, claimId, ['approved'], 'pay out');
      if (claim?.approvedBy === ctx.actor.userId) {
        throw new AppError(
          'FORBIDDEN',
          'Another admin must pay this claim: two different admins approve a claim',
        );
      }
      if (!claim) throw new AppError('NOT_FOUND', CLAIM_NOT_FOUND);
      await assertStillEligible(tx, organizationId, claim);
      const found = await readPersonForClaim(tx, organizationId, claim.personId);
      const { entry } = await postJournalEntry(tx, {
        organizationId,
        entryDate: getTodayIso(),
        description: `Funeral claim paid to the ${claim.payeeKind === 'undertaker' ? 'undertaker' : 'family'} (${claim.payeeName}): ${found?.person.fullName ?? 'a covered person'}`,
        transactionType: 'payout',
        lines: [
          { account: 'funeral_benefits', amountCents: claim.amountCents, memberUserId: claim.holderUserId },
          { account: 'cash', amountCents: -claim.amountCents, memberUserId: claim.holderUserId },
        ],
        createdBy: ctx.actor.userId,
        sourceType: 'burial_claim',
        sourceId: claim.id,
      });
      await updateClaim(tx, organizationId, claimId, {
        status: 'paid',
        paidBy: ctx.actor.userId,
        paidAt: new Date(),
        journalEntryId: entry.id,
      });
      await markPersonDeceased(tx, organizationId, claim.personId, claim.diedOn);
      await recordClaimNotice(tx, organizationId, claimId, 'paid');
      const succession = await settleSuccession(tx, burialCtx, claim);
      await refreshCover(tx, organizationId, [claim.holderUserId]);
      const leviesRaised = await raiseLeviesForPayout(tx, organizationId, claim, getTodayIso());
      return {
        result: await toClaimView(tx, organizationId, claimId),
        resultType: 'burial_claim',
        resultId: claimId,
        audit: {
          action: 'claim.pay',
          targetType: 'burial_claim',
          targetId: claimId,
          summary: {
            amountCents: claim.amountCents,
            journalEntryId: entry.id,
            approvedBy: claim.approvedBy,
            memberUserId: claim.holderUserId,
            leviesRaised,
            ...(succession ? { successorPersonId: succession.successorPersonId } : {}),
          },
        },
        topics: ['claims', 'transactions', 'cover'],
      };
    },
    replay: (tx, id) => toClaimView(tx, organizationId, id),
  });
}
