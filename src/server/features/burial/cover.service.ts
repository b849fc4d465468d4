import {
  computeCoverStatus,
  DEFAULT_MAIN_MEMBER_DEATH_RULE,
  getAgeOn,
  type TCoverPerson,
  type TCoverRules,
  type TCoverStatus,
} from '../../../shared/burial/cover-status';
import { getTodayIso } from '../../../shared/calendar';
import type {
  TCoverRegister,
  TCoverRegisterQuery,
  TMyCover,
  TPersonCover,
  TPlanTerms,
} from '../../../shared/contracts/burial';
import type { TDbOrTx } from '../../db/client';
import type { TOrgAccess } from '../../http/env';
import { publishChange } from '../../platform/realtime/events';
import { listCompletedPayments } from '../group-rules/group-rules.repository';
import {
  listPeople,
  listPlanVersions,
  listPolicies,
  readCoverRegisterPage,
  readPolicyOf,
  type TCoverStatusRow,
  type TPersonRow,
  upsertCoverStatuses,
} from './burial.repository';
import { assertBurialSociety } from './burial-society';

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
type TComputed = { person: TPersonRow; policy: TPolicyRow; terms: TPlanTerms; cover: TCoverStatus };

/** Every person's status on `asOf`, from the version each policy joined under and the holder's premiums. */
async function computeCover(
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
  const versionKey = (planId: string, version: number) => `${planId}:${version}`;
  const terms = new Map<string, TVersionRow['terms']>(
    versions.map((row) => [versionKey(row.planId, row.version), row.terms]),
  );
  const paymentsByUser = new Map<string, { paidOn: string; amountCents: number }[]>();
  for (const payment of payments) {
    const list = paymentsByUser.get(payment.userId) ?? [];
    list.push({ paidOn: payment.paidOn, amountCents: payment.amountCents });
    paymentsByUser.set(payment.userId, list);
  }
  const policyById = new Map(policies.map((policy) => [policy.id, policy]));
  const mainDiedOn = new Map(
    people
      .filter((person) => person.relationship === 'main_member' && person.diedOn !== null)
      .map((person) => [person.policyId, person.diedOn]),
  );
  const computed: TComputed[] = [];
  for (const person of people) {
    const policy = policyById.get(person.policyId);
    const planTerms = policy ? terms.get(versionKey(policy.planId, policy.planVersion)) : undefined;
    if (!policy || !planTerms) continue;
    const cover = computeCoverStatus(
      toCoverRules(planTerms),
      {
        joinedOn: policy.joinedOn,
        payments: paymentsByUser.get(policy.userId) ?? [],
        mainMemberDiedOn: mainDiedOn.get(policy.id) ?? null,
      },
      toCoverPerson(person),
      asOf,
    );
    computed.push({ person, policy, terms: planTerms, cover });
  }
  return computed;
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
    status: cover.status,
    since: cover.since,
    until: cover.until,
    coveredFrom: cover.coveredFrom,
    coveredCauses: cover.coveredCauses,
    monthsOwed: cover.monthsOwed,
    reason: cover.reason,
    asOf,
  }));
  await upsertCoverStatuses(tx, rows);
  await publishChange(tx, { topic: 'cover', organizationId });
  return rows.length;
}

function toPersonCover(person: TPersonRow, terms: TPlanTerms, cover: TCoverStatus, on: string): TPersonCover {
  return {
    personId: person.id,
    fullName: person.fullName,
    relationship: person.relationship,
    documentKind: person.documentKind,
    documentEnding: person.documentNumber ? person.documentNumber.slice(-4) : null,
    dateOfBirth: person.dateOfBirth,
    addedOn: person.addedOn,
    coverCents: getCoverCents(terms, person, on),
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
 * A member of a burial society, for themselves: their policy and each person on it with their cover on
 * `asOf` (today by default), computed from the rules and the premiums paid by then.
 */
export async function readMyCover(
  db: TDbOrTx,
  org: TOrgAccess,
  userId: string,
  asOf: string = getTodayIso(),
): Promise<TMyCover> {
  assertBurialSociety(org);
  const policy = await readPolicyOf(db, org.organizationId, userId);
  if (!policy) return { asOf, policy: null, people: [] };
  const computed = await computeCover(db, org.organizationId, [policy], asOf);
  const terms = (await listPlanVersions(db, org.organizationId, policy.planId)).find(
    (row) => row.version === policy.planVersion,
  )?.terms;
  return {
    asOf,
    policy: {
      id: policy.id,
      planId: policy.planId,
      planName: policy.planName,
      planVersion: policy.planVersion,
      joinedOn: policy.joinedOn,
      monthlyPremiumCents: terms?.monthlyPremiumCents ?? 0,
      maxDependants: terms?.maxDependants ?? 0,
    },
    people: computed.map((entry) => toPersonCover(entry.person, entry.terms, entry.cover, asOf)),
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
  const versions = await listPlanVersions(db, org.organizationId);
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
      const terms = versions.find(
        (version) => version.planId === row.planId && version.version === row.planVersion,
      )?.terms;
      if (!terms) return [];
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
          ...toPersonCover(row.person, terms, cover, row.status.asOf),
          memberUserId: row.memberUserId,
          memberName: row.memberName ?? 'Member',
          planName: row.planName,
        },
      ];
    }),
  };
}
