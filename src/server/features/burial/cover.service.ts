import {
  computeCoverStatus,
  DEFAULT_MAIN_MEMBER_DEATH_RULE,
  getAgeOn,
  type TCoverPerson,
  type TCoverRules,
  type TCoverStatus,
} from '../../../shared/burial/cover-status';
import { buildPersonRules, getCoverLayers, type TTermsStep } from '../../../shared/burial/policy-terms';
import { getMainPersonId } from '../../../shared/burial/successor';
import { getTodayIso } from '../../../shared/calendar';
import type {
  TCoverRegister,
  TCoverRegisterQuery,
  TMyCover,
  TPersonCover,
  TPlanTerms,
} from '../../../shared/contracts/burial';
import type { TDbOrTx } from '../../db/client';
import type { TOrgAccess } from '../../platform/caller';
import { publishChange } from '../../platform/realtime/events';
import { listCompletedPayments } from '../group-rules/index';
import { assertBurialSociety } from './burial-society';
import { readCoverRegisterPage, type TCoverStatusRow, upsertCoverStatuses } from './cover.repository';
import { listPeople, type TPersonRow } from './people.repository';
import { listPlanVersions } from './plans.repository';
import { listPolicies, listTermChanges, readPolicyOf } from './policies.repository';
import { groupSuccessions, listSuccessions, type TSuccessionRow } from './successions.repository';
import { toSuccessorView } from './successor-view';

export function toCoverRules(terms: TPlanTerms): TCoverRules {
  return {
    monthlyPremiumCents: terms.monthlyPremiumCents,
    waitingMonths: terms.waitingMonths,
    waitStartsOn: terms.waitStartsOn,
    premiumsBeforeWait: terms.premiumsBeforeWait,
    lapseAfterUnpaidMonths: terms.lapseAfterUnpaidMonths,
    childMaxAge: terms.childMaxAge,
    studentChildMaxAge: terms.studentChildMaxAge,
    // Versions written before the term existed read as the default (ADR 29).
    onMainMemberDeath: terms.onMainMemberDeath ?? DEFAULT_MAIN_MEMBER_DEATH_RULE,
  };
}

/** The cover amount for a person on a day: by relationship, children by the age band they are in. */
export function getCoverCents(
  terms: TPlanTerms,
  person: Pick<TPersonRow, 'relationship' | 'dateOfBirth'>,
  on: string,
) {
  switch (person.relationship) {
    case 'main_member':
      return terms.cover.mainMemberCents;
    case 'spouse':
      return terms.cover.spouseCents;
    case 'parent':
      return terms.cover.parentCents;
    case 'extended':
      return terms.cover.extendedCents;
    case 'child': {
      const age = person.dateOfBirth ? getAgeOn(person.dateOfBirth, on) : 0;
      return terms.cover.childBands.find((band) => age >= band.fromAge && age <= band.toAge)?.coverCents ?? 0;
    }
  }
}

const toCoverPerson = (person: TPersonRow): TCoverPerson => ({
  relationship: person.relationship,
  addedOn: person.addedOn,
  dateOfBirth: person.dateOfBirth,
  isStudent: person.isStudent,
  diedOn: person.diedOn,
});

type TPolicyRow = Awaited<ReturnType<typeof listPolicies>>[number];
type TVersionRow = Awaited<ReturnType<typeof listPlanVersions>>[number];
type TComputed = {
  person: TPersonRow;
  policy: TPolicyRow;
  terms: TPlanTerms;
  steps: TTermsStep[];
  cover: TCoverStatus;
};

/**
 * Each policy's terms over time: the version it joined under from the joining day, then every version the
 * member accepted from the day they accepted it (ADR 27).
 */
export async function loadTermSteps(
  db: TDbOrTx,
  organizationId: string,
  policies: Pick<TPolicyRow, 'id' | 'planId' | 'planVersion' | 'joinedOn'>[],
  versions?: TVersionRow[],
): Promise<Map<string, TTermsStep[]>> {
  const allVersions = versions ?? (await listPlanVersions(db, organizationId));
  const changes = await listTermChanges(
    db,
    organizationId,
    policies.length > 200 ? undefined : policies.map((policy) => policy.id),
  );
  const termsOf = (planId: string, version: number) =>
    allVersions.find((row) => row.planId === planId && row.version === version)?.terms;
  const steps = new Map<string, TTermsStep[]>();
  for (const policy of policies) {
    const own = changes.filter((change) => change.policyId === policy.id);
    const firstVersion = own[0]?.fromVersion ?? policy.planVersion;
    const list: TTermsStep[] = [];
    const first = termsOf(policy.planId, firstVersion);
    if (first) list.push({ version: firstVersion, from: policy.joinedOn, terms: first });
    for (const change of own) {
      const terms = termsOf(policy.planId, change.toVersion);
      if (terms) list.push({ version: change.toVersion, from: change.effectiveFrom, terms });
    }
    if (list.length > 0) steps.set(policy.id, list);
  }
  return steps;
}

/** Each policy's main person (ADR 34): the main member, or the successor of its latest takeover. */
export function findMainPeople(people: TPersonRow[], successions: Map<string, TSuccessionRow[]>) {
  const byId = new Map(people.map((person) => [person.id, person]));
  const main = new Map<string, TPersonRow>();
  for (const person of people) {
    if (person.relationship !== 'main_member' || main.has(person.policyId)) continue;
    const mainId = getMainPersonId(person.id, successions.get(person.policyId) ?? []);
    const found = mainId ? byId.get(mainId) : undefined;
    if (found) main.set(person.policyId, found);
  }
  return main;
}

/** The day the policy's main person died, as the engine reads it for another person on the policy. */
export function getMainDiedOn(main: TPersonRow | undefined, personId: string): string | null {
  return main && main.id !== personId ? main.diedOn : null;
}

/** Every person's status on `asOf`, from each policy's terms over time and the holder's premiums. */
export async function computeCover(
  db: TDbOrTx,
  organizationId: string,
  policies: TPolicyRow[],
  asOf: string,
): Promise<TComputed[]> {
  if (policies.length === 0) return [];
  const byUser = policies.length > 200 ? undefined : policies.map((policy) => policy.userId);
  // One after the other: inside a transaction the queries share one connection.
  const versions = await listPlanVersions(db, organizationId);
  const people = await listPeople(
    db,
    organizationId,
    byUser ? policies.map((policy) => policy.id) : undefined,
  );
  const payments = await listCompletedPayments(db, organizationId, byUser);
  const stepsByPolicy = await loadTermSteps(db, organizationId, policies, versions);
  const paymentsByUser = new Map<string, { paidOn: string; amountCents: number }[]>();
  for (const payment of payments) {
    const list = paymentsByUser.get(payment.userId) ?? [];
    list.push({ paidOn: payment.paidOn, amountCents: payment.amountCents });
    paymentsByUser.set(payment.userId, list);
  }
  const successions = groupSuccessions(
    await listSuccessions(db, organizationId, byUser ? policies.map((policy) => policy.id) : undefined),
  );
  const policyById = new Map(policies.map((policy) => [policy.id, policy]));
  const mainPeople = findMainPeople(people, successions);
  const computed: TComputed[] = [];
  for (const person of people) {
    const policy = policyById.get(person.policyId);
    const steps = policy ? stepsByPolicy.get(policy.id) : undefined;
    if (!policy || !steps) continue;
    const { rules, premiumChanges } = buildPersonRules(steps, person.addedOn, asOf, toCoverRules);
    const cover = computeCoverStatus(
      rules,
      {
        joinedOn: policy.joinedOn,
        payments: paymentsByUser.get(policy.userId) ?? [],
        premiumChanges,
        mainMemberDiedOn: getMainDiedOn(mainPeople.get(policy.id), person.id),
        endedOn: policy.endedOn,
      },
      toCoverPerson(person),
      asOf,
    );
    const terms = steps.filter((step) => step.from <= asOf).at(-1)?.terms ?? steps[0]?.terms;
    if (!terms) continue;
    computed.push({ person, policy, terms, steps, cover });
  }
  return computed;
}

/** What a person's cover status says, as stored and as shown (without the day it was computed for). */
function coverFields(cover: TCoverStatus) {
  return {
    status: cover.status,
    since: cover.since,
    until: cover.until,
    coveredFrom: cover.coveredFrom,
    coveredCauses: cover.coveredCauses,
    monthsOwed: cover.monthsOwed,
    reason: cover.reason,
  };
}

/**
 * Recomputes the stored cover status (burial_cover_statuses) of every person on the organization's
 * policies, or only on the policies of `userIds`, as of `asOf` (today by default). Call it in the
 * transaction that changed a payment, a policy or its people, and from the daily cover job. Publishes
 * `cover`. Organizations without policies cost one query.
 */
export async function refreshCover(
  tx: TDbOrTx,
  organizationId: string,
  userIds?: string[],
  asOf: string = getTodayIso(),
): Promise<number> {
  const policies = await listPolicies(tx, organizationId, userIds);
  if (policies.length === 0) return 0;
  const computed = await computeCover(tx, organizationId, policies, asOf);
  const rows: TCoverStatusRow[] = computed.map(({ person, policy, cover }) => ({
    organizationId,
    personId: person.id,
    policyId: policy.id,
    ...coverFields(cover),
    asOf,
  }));
  await upsertCoverStatuses(tx, rows);
  await publishChange(tx, { topic: 'cover', organizationId });
  return rows.length;
}

export function toPersonCover(
  person: TPersonRow,
  steps: TTermsStep[],
  cover: TCoverStatus,
  on: string,
): TPersonCover {
  const layers = getCoverLayers(
    steps,
    person.addedOn,
    on,
    (terms) => getCoverCents(terms, person, on),
    cover.coveredFrom,
  );
  return {
    personId: person.id,
    fullName: person.fullName,
    relationship: person.relationship,
    documentKind: person.documentKind,
    documentEnding: person.documentNumber ? person.documentNumber.slice(-4) : null,
    dateOfBirth: person.dateOfBirth,
    isStudent: person.isStudent,
    addedOn: person.addedOn,
    coverCents: layers.coverCents,
    ...coverFields(cover),
    coverIncreases: layers.increases,
  };
}

/**
 * A member of a burial society, for themselves: their policy and each person on it with their cover on
 * `asOf` (today by default), computed from the rules and the premiums paid by then. With `includeEnded`
 * (admins), a former member's ended policy when no policy of theirs runs.
 */
export async function readMyCover(
  db: TDbOrTx,
  org: TOrgAccess,
  userId: string,
  asOf: string = getTodayIso(),
  options: { includeEnded?: boolean } = {},
): Promise<TMyCover> {
  assertBurialSociety(org);
  const policy = await readPolicyOf(db, org.organizationId, userId, options);
  if (!policy) return { asOf, policy: null, people: [] };
  const computed = await computeCover(db, org.organizationId, [policy], asOf);
  const versions = await listPlanVersions(db, org.organizationId, policy.planId);
  const steps = (await loadTermSteps(db, org.organizationId, [policy], versions)).get(policy.id) ?? [];
  const changes = await listTermChanges(db, org.organizationId, [policy.id]);
  const terms = versions.find((row) => row.version === policy.planVersion)?.terms;
  if (!terms) throw new Error('policy names a plan version that does not exist');
  const today = getTodayIso();
  const successions = await listSuccessions(db, org.organizationId, [policy.id]);
  const { successor, succession } = toSuccessorView(
    computed.map((entry) => entry.person),
    successions,
    policy.successorPersonId,
    today,
  );
  const newest = versions.filter((row) => row.effectiveFrom <= today).at(-1);
  return {
    asOf,
    policy: {
      id: policy.id,
      planId: policy.planId,
      planName: policy.planName,
      planVersion: policy.planVersion,
      joinedOn: policy.joinedOn,
      monthlyPremiumCents: terms.monthlyPremiumCents,
      maxDependants: terms.maxDependants,
      terms,
      history: steps.map((step) => ({
        version: step.version,
        from: step.from,
        acceptedAt:
          changes.find((change) => change.toVersion === step.version)?.acceptedAt.toISOString() ?? null,
      })),
      newerTerms:
        newest && newest.version > policy.planVersion
          ? { version: newest.version, effectiveFrom: newest.effectiveFrom, terms: newest.terms }
          : null,
      successor,
      succession,
      ended: policy.endedOn && policy.endReason ? { on: policy.endedOn, reason: policy.endReason } : null,
    },
    people: computed.map((entry) => toPersonCover(entry.person, entry.steps, entry.cover, asOf)),
  };
}

/** Organization admins: a page of the cover register (stored statuses), filtered by status, with counts. */
export async function readCoverRegister(
  db: TDbOrTx,
  org: TOrgAccess,
  query: TCoverRegisterQuery,
): Promise<TCoverRegister> {
  assertBurialSociety(org);
  const page = await readCoverRegisterPage(db, org.organizationId, query);
  const policies = [
    ...new Map(
      page.rows.map((row) => [
        row.policyId,
        { id: row.policyId, planId: row.planId, planVersion: row.planVersion, joinedOn: row.joinedOn },
      ]),
    ).values(),
  ];
  const steps = await loadTermSteps(db, org.organizationId, policies);
  const counts = Object.fromEntries(page.counts.map((row) => [row.status, row.n]));
  const total = query.status ? (counts[query.status] ?? 0) : page.counts.reduce((sum, row) => sum + row.n, 0);
  const asOf = page.counts
    .map((row) => row.asOf)
    .filter((value): value is string => value !== null)
    .sort()
    .at(-1);
  return {
    asOf: asOf ?? null,
    total,
    counts,
    rows: page.rows.flatMap((row) => {
      const own = steps.get(row.policyId);
      if (!own) return [];
      const cover: TCoverStatus = {
        status: row.status.status,
        on: row.status.asOf,
        since: row.status.since,
        until: row.status.until,
        coveredFrom: row.status.coveredFrom,
        coveredCauses: row.status.coveredCauses,
        monthsOwed: row.status.monthsOwed,
        reason: row.status.reason,
      };
      return [
        {
          ...toPersonCover(row.person, own, cover, row.status.asOf),
          memberUserId: row.memberUserId,
          memberName: row.memberName ?? 'Member',
          planName: row.planName,
          planVersion: row.planVersion,
        },
      ];
    }),
  };
}
