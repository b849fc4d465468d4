import { getTodayIso } from '../../../shared/calendar';
import type { TPersonCover } from '../../../shared/contracts/burial';
import type { TDbOrTx } from '../../db/client';
import { computeCover, toPersonCover } from './cover.service';
import { listPlans } from './plans.repository';
import { listPolicies } from './policies.repository';

/** One covered person of the society, with the policy they are on, as the engine judges them on a day. */
export type TSocietyCoverRow = TPersonCover & {
  policyId: string;
  memberUserId: string;
  /** The policy holder (the main member's name on the policy). */
  holderName: string;
  planName: string;
  planVersion: number;
  monthlyPremiumCents: number;
  lapseAfterUnpaidMonths: number;
};

/**
 * Every person on the society's policies (removed dependants left out) with their cover on `asOf`, computed
 * live from the plan terms and the premiums paid by that day: the same engine as My Cover, so the register
 * report, the arrears report, the reserve and a certificate agree. Ordered by holder, then as added.
 */
export async function listSocietyCover(
  db: TDbOrTx,
  organizationId: string,
  asOf: string = getTodayIso(),
): Promise<TSocietyCoverRow[]> {
  const policies = await listPolicies(db, organizationId);
  const computed = await computeCover(db, organizationId, policies, asOf);
  const plans = new Map((await listPlans(db, organizationId)).map((plan) => [plan.id, plan.name]));
  const holders = new Map(
    computed
      .filter((entry) => entry.person.relationship === 'main_member')
      .map((entry) => [entry.policy.id, entry.person.fullName]),
  );
  const rows = computed.map(({ person, policy, terms, steps, cover }) => ({
    ...toPersonCover(person, steps, cover, asOf),
    policyId: policy.id,
    memberUserId: policy.userId,
    holderName: holders.get(policy.id) ?? 'Member',
    planName: plans.get(policy.planId) ?? 'Plan',
    planVersion: policy.planVersion,
    monthlyPremiumCents: terms.monthlyPremiumCents,
    lapseAfterUnpaidMonths: terms.lapseAfterUnpaidMonths,
  }));
  const isMain = (row: TSocietyCoverRow) => (row.relationship === 'main_member' ? 0 : 1);
  return rows.sort(
    (a, b) =>
      a.holderName.localeCompare(b.holderName) ||
      a.policyId.localeCompare(b.policyId) ||
      isMain(a) - isMain(b),
  );
}
