import { getStepOn } from '../../../shared/burial/policy-terms';
import { chooseSuccessor, isEligibleSuccessor } from '../../../shared/burial/successor';
import { getTodayIso } from '../../../shared/calendar';
import type { TMyCover, TNominateSuccessor } from '../../../shared/contracts/burial';
import type { TDbOrTx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { publishChange } from '../../platform/realtime/events';
import { loadTermSteps, readMyCover } from './cover.service';
import { assertWritable, lockHolderPolicy, resolveHolder } from './dependants.service';
import { listPeople } from './people.repository';
import type { TBurialContext } from './plans.service';
import { listPolicies } from './policies.repository';
import { insertSuccession, listSuccessions, setNominatedSuccessor } from './successions.repository';
import { mainPersonOf } from './successor-view';

const NOT_ELIGIBLE = 'A successor must be an adult (18 or older) on the policy, other than its main person';

/**
 * The policy's member for themselves, or an admin (burial.manage) for any member's policy: nominates the
 * adult on the policy who takes it over at the main person's death, or clears the nomination (`personId`
 * null: the spouse by default). Another member is refused (403); a person not on the policy is not found;
 * a child, the main person or someone who died is refused. Audited as `burial.successor_nominated`.
 */
export async function nominateSuccessor(ctx: TBurialContext, input: TNominateSuccessor): Promise<TMyCover> {
  assertWritable(ctx);
  const holder = resolveHolder(ctx, input.userId);
  const organizationId = ctx.org.organizationId;
  const today = getTodayIso();
  await ctx.db.transaction(async (tx) => {
    const policy = await lockHolderPolicy(tx, ctx, holder);
    if (input.personId !== null) {
      const people = await listPeople(tx, organizationId, [policy.id]);
      const person = people.find((entry) => entry.id === input.personId);
      if (!person) throw new AppError('NOT_FOUND', 'Person not found on this policy');
      const successions = await listSuccessions(tx, organizationId, [policy.id]);
      if (!isEligibleSuccessor(person, mainPersonOf(people, successions) ?? '', today)) {
        throw new AppError('VALIDATION_FAILED', NOT_ELIGIBLE);
      }
    }
    await setNominatedSuccessor(tx, organizationId, policy.id, input.personId);
    await writeAudit(tx, {
      organizationId,
      actorUserId: ctx.actor.userId,
      action: 'burial.successor_nominated',
      targetType: 'burial_policy',
      targetId: policy.id,
      summary: { memberUserId: holder, personId: input.personId, previousPersonId: policy.successorPersonId },
      requestId: ctx.requestId,
    });
    // My Cover and the admin's view of the policy show the nominee.
    await publishChange(tx, { topic: 'cover', organizationId });
  });
  return readMyCover(ctx.db, ctx.org, holder, today);
}

/**
 * In the payout's transaction, after the person is marked deceased: when the claim is for the policy's main
 * person and the terms in force on the day of death say 'successor', records who takes the policy over from
 * that day (the nominee while eligible, else the first adult spouse) or that nobody can (the cover ends, as
 * under 'cover_ends') and clears the nomination; the caller refreshes the statuses. Returns what it recorded.
 */
export async function settleSuccession(
  tx: TDbOrTx,
  ctx: Pick<TBurialContext, 'org' | 'actor' | 'requestId'>,
  claim: { id: string; personId: string; policyId: string; holderUserId: string; diedOn: string },
): Promise<{ successorPersonId: string | null } | null> {
  const organizationId = ctx.org.organizationId;
  const [policy] = await listPolicies(tx, organizationId, [claim.holderUserId]);
  if (!policy || policy.id !== claim.policyId) return null;
  const people = await listPeople(tx, organizationId, [policy.id]);
  const successions = await listSuccessions(tx, organizationId, [policy.id]);
  if (mainPersonOf(people, successions) !== claim.personId) return null;
  const steps = (await loadTermSteps(tx, organizationId, [policy])).get(policy.id);
  if (!steps || getStepOn(steps, claim.diedOn).terms.onMainMemberDeath !== 'successor') return null;
  const chosen = chooseSuccessor(people, claim.personId, policy.successorPersonId, claim.diedOn);
  const successorPersonId = chosen?.person.id ?? null;
  await insertSuccession(tx, {
    organizationId,
    policyId: policy.id,
    claimId: claim.id,
    deceasedPersonId: claim.personId,
    successorPersonId,
    takenOverOn: claim.diedOn,
    createdBy: ctx.actor.userId,
  });
  await setNominatedSuccessor(tx, organizationId, policy.id, null);
  await writeAudit(tx, {
    organizationId,
    actorUserId: ctx.actor.userId,
    action: successorPersonId ? 'burial.policy_taken_over' : 'burial.policy_cover_ended',
    targetType: 'burial_policy',
    targetId: policy.id,
    summary: {
      memberUserId: claim.holderUserId,
      claimId: claim.id,
      deceasedPersonId: claim.personId,
      successorPersonId,
      isNominated: chosen?.isNominated ?? false,
      on: claim.diedOn,
    },
    requestId: ctx.requestId,
  });
  return { successorPersonId };
}
