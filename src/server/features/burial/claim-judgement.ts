import { evaluateClaim, firstFailure, type TEligibilityLine } from '../../../shared/burial/claim-eligibility';
import { computeCoverStatus, type TCoverStatus, type TDeathCause } from '../../../shared/burial/cover-status';
import {
  buildPersonRules,
  getCoverLayers,
  getPayableCents,
  getStepOn,
  type TTermsStep,
} from '../../../shared/burial/policy-terms';
import { getTodayIso } from '../../../shared/calendar';
import type { TDbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { listCompletedPayments } from '../group-rules/index';
import {
  hasOtherLiveClaim,
  readPersonForClaim,
  type TClaimRow,
  type TPersonForClaim,
} from './claims.repository';
import { findMainPeople, getCoverCents, getMainDiedOn, loadTermSteps, toCoverRules } from './cover.service';
import { listPeople } from './people.repository';
import { groupSuccessions, listSuccessions } from './successions.repository';

/**
 * The funeral benefit: the cover the person held on the day of death under the policy's terms as they stood
 * (an increase still inside its own wait pays the earlier amount), twice for an accident if the plan says so.
 */
export function getClaimAmountCents(
  person: TPersonForClaim['person'],
  steps: TTermsStep[],
  coveredFrom: TCoverStatus['coveredFrom'],
  claim: { diedOn: string; cause: TDeathCause },
): number {
  const { diedOn, cause } = claim;
  const layers = getCoverLayers(
    steps,
    person.addedOn,
    diedOn,
    (terms) => getCoverCents(terms, person, diedOn),
    coveredFrom,
  );
  const payable = getPayableCents(layers, true, cause, diedOn);
  return cause === 'accidental' && getStepOn(steps, diedOn).terms.doubleForAccident === true
    ? payable * 2
    : payable;
}

/**
 * Judges the claim on the facts as they stand: the policy's terms over time (ADR 27), the holder's premiums,
 * the person and other claims. Returns the rules line by line and the benefit the claim would pay.
 */
export async function judgeClaim(
  tx: TDbOrTx,
  organizationId: string,
  found: TPersonForClaim,
  claim: { diedOn: string; cause: TDeathCause; lodgedOn: string; exceptClaimId?: string },
): Promise<{ lines: TEligibilityLine[]; amountCents: number }> {
  const steps = (await loadTermSteps(tx, organizationId, [found.policy])).get(found.policy.id);
  if (!steps) throw new AppError('NOT_FOUND', 'Person not found');
  const payments = await listCompletedPayments(tx, organizationId, [found.holderUserId]);
  const hasEarlierClaim = await hasOtherLiveClaim(tx, organizationId, found.person.id, claim.exceptClaimId);
  const people = await listPeople(tx, organizationId, [found.person.policyId]);
  const successions = groupSuccessions(await listSuccessions(tx, organizationId, [found.person.policyId]));
  const mainMemberDiedOn = getMainDiedOn(
    findMainPeople(people, successions).get(found.person.policyId),
    found.person.id,
  );
  const { rules, premiumChanges } = buildPersonRules(steps, found.person.addedOn, claim.diedOn, toCoverRules);
  const policy = {
    joinedOn: found.policy.joinedOn,
    payments: payments.map((payment) => ({ paidOn: payment.paidOn, amountCents: payment.amountCents })),
    premiumChanges,
    mainMemberDiedOn,
  };
  const person = { ...found.person, diedOn: null };
  const lines = evaluateClaim({
    rules,
    policy,
    person,
    diedOn: claim.diedOn,
    cause: claim.cause,
    lodgedOn: claim.lodgedOn,
    today: getTodayIso(),
    hasEarlierClaim,
  });
  const { coveredFrom } = computeCoverStatus(rules, policy, person, claim.diedOn);
  return { lines, amountCents: getClaimAmountCents(found.person, steps, coveredFrom, claim) };
}

/** Re-judges a claim on today's facts; refuses (409) with the first rule it fails. */
export async function assertStillEligible(tx: TDbOrTx, organizationId: string, claim: TClaimRow) {
  const found = await readPersonForClaim(tx, organizationId, claim.personId);
  if (!found) throw new AppError('NOT_FOUND', 'Person not found');
  const { lines } = await judgeClaim(tx, organizationId, found, { ...claim, exceptClaimId: claim.id });
  const failed = firstFailure(lines);
  if (failed) throw new AppError('CONFLICT', `This claim cannot be approved: ${failed.explanation}`);
  return lines;
}
