import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { TRelationship } from '../../../shared/burial/cover-status';
import type { TCoverRegisterQuery, TPlanTerms } from '../../../shared/contracts/burial';
import type { TDbOrTx } from '../../db/client';
import {
  burialCoverStatuses,
  burialPeople,
  burialPlans,
  burialPlanVersions,
  burialPolicies,
  burialPolicyTermChanges,
  organizations,
  profiles,
  userOrganizations,
} from '../../db/schema';

export async function listPlans(db: TDbOrTx, organizationId: string) {
  return db
    .select({ id: burialPlans.id, name: burialPlans.name })
    .from(burialPlans)
    .where(eq(burialPlans.organizationId, organizationId))
    .orderBy(asc(burialPlans.name));
}

/** Every version of the organization's plans (or of one plan), oldest first. */
export async function listPlanVersions(db: TDbOrTx, organizationId: string, planId?: string) {
  const where: SQL[] = [eq(burialPlanVersions.organizationId, organizationId)];
  if (planId) where.push(eq(burialPlanVersions.planId, planId));
  return db
    .select({
      planId: burialPlanVersions.planId,
      version: burialPlanVersions.version,
      effectiveFrom: burialPlanVersions.effectiveFrom,
      terms: burialPlanVersions.terms,
    })
    .from(burialPlanVersions)
    .where(and(...where))
    .orderBy(asc(burialPlanVersions.planId), asc(burialPlanVersions.version));
}

/** The plan row locked FOR UPDATE, so two new versions never race for one number. */
export async function lockPlan(db: TDbOrTx, organizationId: string, planId: string) {
  const [row] = await db
    .select({ id: burialPlans.id, name: burialPlans.name })
    .from(burialPlans)
    .where(and(eq(burialPlans.organizationId, organizationId), eq(burialPlans.id, planId)))
    .for('update');
  return row;
}

export async function insertPlan(db: TDbOrTx, values: typeof burialPlans.$inferInsert) {
  const [row] = await db.insert(burialPlans).values(values).returning({ id: burialPlans.id });
  if (!row) throw new Error('plan insert returned no row');
  return row.id;
}

export async function insertPlanVersion(
  db: TDbOrTx,
  values: {
    organizationId: string;
    planId: string;
    version: number;
    effectiveFrom: string;
    terms: TPlanTerms;
    createdBy: string;
  },
) {
  await db.insert(burialPlanVersions).values(values);
}

export async function readMembership(db: TDbOrTx, organizationId: string, userId: string) {
  const [row] = await db
    .select({ id: userOrganizations.id, fullName: profiles.fullName })
    .from(userOrganizations)
    .leftJoin(profiles, eq(profiles.userId, userOrganizations.userId))
    .where(and(eq(userOrganizations.organizationId, organizationId), eq(userOrganizations.userId, userId)));
  return row;
}

const policyColumns = {
  id: burialPolicies.id,
  userId: burialPolicies.userId,
  planId: burialPolicies.planId,
  planVersion: burialPolicies.planVersion,
  joinedOn: burialPolicies.joinedOn,
  successorPersonId: burialPolicies.successorPersonId,
  endedOn: burialPolicies.endedOn,
  endReason: burialPolicies.endReason,
};

const isPolicyOpen = isNull(burialPolicies.endedOn);

/**
 * The member's running policy; with `includeEnded`, the latest one when none runs (a former member's, for
 * admins).
 */
export async function readPolicyOf(
  db: TDbOrTx,
  organizationId: string,
  userId: string,
  options: { includeEnded?: boolean } = {},
) {
  const where: SQL[] = [eq(burialPolicies.organizationId, organizationId), eq(burialPolicies.userId, userId)];
  if (!options.includeEnded) where.push(isPolicyOpen);
  const [row] = await db
    .select({ ...policyColumns, planName: burialPlans.name })
    .from(burialPolicies)
    .innerJoin(burialPlans, eq(burialPlans.id, burialPolicies.planId))
    .where(and(...where))
    .orderBy(sql`${burialPolicies.endedOn} desc nulls first`, desc(burialPolicies.createdAt))
    .limit(1);
  return row;
}

/** The policies that ended (their members left the society), the latest ending first, with the holder. */
export async function listEndedPolicies(db: TDbOrTx, organizationId: string) {
  return db
    .select({
      policyId: burialPolicies.id,
      userId: burialPolicies.userId,
      holderName: burialPeople.fullName,
      planName: burialPlans.name,
      joinedOn: burialPolicies.joinedOn,
      endedOn: burialPolicies.endedOn,
      endReason: burialPolicies.endReason,
    })
    .from(burialPolicies)
    .innerJoin(burialPlans, eq(burialPlans.id, burialPolicies.planId))
    .innerJoin(
      burialPeople,
      and(eq(burialPeople.policyId, burialPolicies.id), eq(burialPeople.relationship, 'main_member')),
    )
    .where(and(eq(burialPolicies.organizationId, organizationId), isNotNull(burialPolicies.endedOn)))
    .orderBy(desc(burialPolicies.endedOn), asc(burialPeople.fullName))
    .limit(500);
}

/** The organization's running policies (all, or those of `userIds`); ended ones are left out. */
export async function listPolicies(db: TDbOrTx, organizationId: string, userIds?: string[]) {
  const where: SQL[] = [eq(burialPolicies.organizationId, organizationId), isPolicyOpen];
  if (userIds) where.push(inArray(burialPolicies.userId, userIds));
  return db
    .select(policyColumns)
    .from(burialPolicies)
    .where(and(...where));
}

export async function insertPolicy(db: TDbOrTx, values: typeof burialPolicies.$inferInsert) {
  const [row] = await db.insert(burialPolicies).values(values).returning({ id: burialPolicies.id });
  if (!row) throw new Error('policy insert returned no row');
  return row.id;
}

const personColumns = {
  id: burialPeople.id,
  policyId: burialPeople.policyId,
  relationship: burialPeople.relationship,
  fullName: burialPeople.fullName,
  documentKind: burialPeople.documentKind,
  documentNumber: burialPeople.documentNumber,
  dateOfBirth: burialPeople.dateOfBirth,
  isStudent: burialPeople.isStudent,
  addedOn: burialPeople.addedOn,
  diedOn: burialPeople.diedOn,
};
export type TPersonRow = {
  id: string;
  policyId: string;
  relationship: TRelationship;
  fullName: string;
  documentKind: 'sa_id' | 'passport' | 'other' | null;
  documentNumber: string | null;
  dateOfBirth: string | null;
  isStudent: boolean;
  addedOn: string;
  diedOn: string | null;
};

/**
 * The people still on the policies given (removed people left out), in the order they were added. An ended
 * policy's people are those who were on it when it ended (they left it that day).
 */
export async function listPeople(
  db: TDbOrTx,
  organizationId: string,
  policyIds?: string[],
): Promise<TPersonRow[]> {
  const where: SQL[] = [
    eq(burialPeople.organizationId, organizationId),
    or(isNull(burialPeople.removedOn), eq(burialPeople.removedOn, burialPolicies.endedOn)) as SQL,
  ];
  if (policyIds) where.push(inArray(burialPeople.policyId, policyIds));
  return db
    .select(personColumns)
    .from(burialPeople)
    .innerJoin(burialPolicies, eq(burialPolicies.id, burialPeople.policyId))
    .where(and(...where))
    .orderBy(asc(burialPeople.policyId), asc(burialPeople.createdAt));
}

export async function insertPerson(db: TDbOrTx, values: typeof burialPeople.$inferInsert) {
  const [row] = await db.insert(burialPeople).values(values).returning({ id: burialPeople.id });
  if (!row) throw new Error('person insert returned no row');
  return row.id;
}

/** Whether anyone on any policy, in any organization, holds this document (removed people do not count). */
export async function isDocumentCovered(db: TDbOrTx, kind: string, number: string): Promise<boolean> {
  const [row] = await db
    .select({ id: burialPeople.id })
    .from(burialPeople)
    .where(
      and(
        eq(burialPeople.documentKind, kind as 'sa_id'),
        eq(burialPeople.documentNumber, number),
        isNull(burialPeople.removedOn),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A dependant still on a policy of the organization, with the policy holder. */
export async function readDependant(db: TDbOrTx, organizationId: string, personId: string) {
  const [row] = await db
    .select({
      id: burialPeople.id,
      relationship: burialPeople.relationship,
      userId: burialPolicies.userId,
      dateOfBirth: burialPeople.dateOfBirth,
      isStudent: burialPeople.isStudent,
      policyId: burialPeople.policyId,
    })
    .from(burialPeople)
    .innerJoin(burialPolicies, eq(burialPolicies.id, burialPeople.policyId))
    .where(
      and(
        eq(burialPeople.organizationId, organizationId),
        eq(burialPeople.id, personId),
        isNull(burialPeople.removedOn),
      ),
    );
  return row;
}

export async function markPersonRemoved(db: TDbOrTx, organizationId: string, personId: string, on: string) {
  await db
    .update(burialPeople)
    .set({ removedOn: on })
    .where(and(eq(burialPeople.organizationId, organizationId), eq(burialPeople.id, personId)));
  await db
    .delete(burialCoverStatuses)
    .where(
      and(eq(burialCoverStatuses.organizationId, organizationId), eq(burialCoverStatuses.personId, personId)),
    );
}

export type TCoverStatusRow = typeof burialCoverStatuses.$inferInsert;

/** Writes the statuses, replacing each person's previous one; in chunks so a large society fits a statement. */
export async function upsertCoverStatuses(db: TDbOrTx, rows: TCoverStatusRow[]) {
  for (let start = 0; start < rows.length; start += 1000) {
    const chunk = rows.slice(start, start + 1000);
    await db
      .insert(burialCoverStatuses)
      .values(chunk)
      .onConflictDoUpdate({
        target: [burialCoverStatuses.organizationId, burialCoverStatuses.personId],
        set: {
          policyId: sql`excluded.policy_id`,
          status: sql`excluded.status`,
          since: sql`excluded.since`,
          until: sql`excluded.until`,
          coveredFrom: sql`excluded.covered_from`,
          coveredCauses: sql`excluded.covered_causes`,
          monthsOwed: sql`excluded.months_owed`,
          reason: sql`excluded.reason`,
          asOf: sql`excluded.as_of`,
          updatedAt: sql`now()`,
        },
      });
  }
}

/** The stored statuses of the given people. */
export async function listCoverStatuses(db: TDbOrTx, organizationId: string, personIds: string[]) {
  if (personIds.length === 0) return [];
  return db
    .select()
    .from(burialCoverStatuses)
    .where(
      and(
        eq(burialCoverStatuses.organizationId, organizationId),
        inArray(burialCoverStatuses.personId, personIds),
      ),
    );
}

/** A page of the cover register: people with their stored status, member and plan, by member name. */
export async function readCoverRegisterPage(db: TDbOrTx, organizationId: string, query: TCoverRegisterQuery) {
  const where = and(
    eq(burialCoverStatuses.organizationId, organizationId),
    query.status ? eq(burialCoverStatuses.status, query.status) : undefined,
  );
  const rows = await db
    .select({
      status: burialCoverStatuses,
      person: personColumns,
      memberUserId: burialPolicies.userId,
      memberName: profiles.fullName,
      planName: burialPlans.name,
      planId: burialPolicies.planId,
      planVersion: burialPolicies.planVersion,
      policyId: burialPolicies.id,
      joinedOn: burialPolicies.joinedOn,
    })
    .from(burialCoverStatuses)
    .innerJoin(burialPeople, eq(burialPeople.id, burialCoverStatuses.personId))
    .innerJoin(burialPolicies, eq(burialPolicies.id, burialCoverStatuses.policyId))
    .innerJoin(burialPlans, eq(burialPlans.id, burialPolicies.planId))
    .leftJoin(profiles, eq(profiles.userId, burialPolicies.userId))
    .where(where)
    .orderBy(asc(profiles.fullName), asc(burialPolicies.userId), asc(burialPeople.createdAt))
    .limit(query.limit)
    .offset(query.offset);
  const counts = await db
    .select({
      status: burialCoverStatuses.status,
      n: count(),
      asOf: sql<string | null>`max(${burialCoverStatuses.asOf})::text`,
    })
    .from(burialCoverStatuses)
    .where(eq(burialCoverStatuses.organizationId, organizationId))
    .groupBy(burialCoverStatuses.status);
  return { rows, counts: counts.map((row) => ({ ...row, n: Number(row.n) })) };
}

/** Burial societies that have at least one policy (what the daily cover run walks). */
export async function listOrganizationsWithPolicies(db: TDbOrTx) {
  const rows = await db
    .selectDistinct({ id: burialPolicies.organizationId })
    .from(burialPolicies)
    .innerJoin(organizations, eq(organizations.id, burialPolicies.organizationId))
    .where(eq(organizations.organizationType, 'burial_society'));
  return rows.map((row) => row.id);
}

/** The policy row locked FOR UPDATE: two dependants added at once are counted one after the other. */
export async function lockPolicyOf(db: TDbOrTx, organizationId: string, userId: string) {
  const [row] = await db
    .select(policyColumns)
    .from(burialPolicies)
    .where(
      and(eq(burialPolicies.organizationId, organizationId), eq(burialPolicies.userId, userId), isPolicyOpen),
    )
    .for('update');
  return row;
}

/** The newer terms accepted on the organization's policies (or on the policies given), oldest first. */
export async function listTermChanges(db: TDbOrTx, organizationId: string, policyIds?: string[]) {
  const where: SQL[] = [eq(burialPolicyTermChanges.organizationId, organizationId)];
  if (policyIds) where.push(inArray(burialPolicyTermChanges.policyId, policyIds));
  return db
    .select({
      policyId: burialPolicyTermChanges.policyId,
      fromVersion: burialPolicyTermChanges.fromVersion,
      toVersion: burialPolicyTermChanges.toVersion,
      effectiveFrom: burialPolicyTermChanges.effectiveFrom,
      acceptedAt: burialPolicyTermChanges.acceptedAt,
    })
    .from(burialPolicyTermChanges)
    .where(and(...where))
    .orderBy(asc(burialPolicyTermChanges.policyId), asc(burialPolicyTermChanges.toVersion));
}

/** Records an acceptance of newer terms and moves the policy to them. */
export async function insertTermChange(db: TDbOrTx, values: typeof burialPolicyTermChanges.$inferInsert) {
  await db.insert(burialPolicyTermChanges).values(values);
  await db
    .update(burialPolicies)
    .set({ planVersion: values.toVersion })
    .where(
      and(eq(burialPolicies.organizationId, values.organizationId), eq(burialPolicies.id, values.policyId)),
    );
}

/** The main member's row on a policy. */
export async function readMainMember(db: TDbOrTx, organizationId: string, policyId: string) {
  const [row] = await db
    .select(personColumns)
    .from(burialPeople)
    .where(
      and(
        eq(burialPeople.organizationId, organizationId),
        eq(burialPeople.policyId, policyId),
        eq(burialPeople.relationship, 'main_member'),
        isNull(burialPeople.removedOn),
      ),
    );
  return row;
}

export async function setPersonDocument(
  db: TDbOrTx,
  organizationId: string,
  personId: string,
  document: Pick<typeof burialPeople.$inferInsert, 'documentKind' | 'documentNumber' | 'dateOfBirth' | 'sex'>,
) {
  await db
    .update(burialPeople)
    .set(document)
    .where(and(eq(burialPeople.organizationId, organizationId), eq(burialPeople.id, personId)));
}

/** Members of the organization who hold no policy there, by name (whom an admin may enrol). */
export async function listMembersWithoutPolicy(db: TDbOrTx, organizationId: string) {
  const rows = await db
    .select({ userId: userOrganizations.userId, fullName: profiles.fullName })
    .from(userOrganizations)
    .leftJoin(profiles, eq(profiles.userId, userOrganizations.userId))
    .leftJoin(
      burialPolicies,
      and(
        eq(burialPolicies.organizationId, userOrganizations.organizationId),
        eq(burialPolicies.userId, userOrganizations.userId),
        isPolicyOpen,
      ),
    )
    .where(and(eq(userOrganizations.organizationId, organizationId), isNull(burialPolicies.id)))
    .orderBy(asc(profiles.fullName))
    .limit(500);
  return rows.map((row) => ({ userId: row.userId, fullName: row.fullName ?? 'Member' }));
}

export async function setPersonStudying(
  db: TDbOrTx,
  organizationId: string,
  personId: string,
  isStudent: boolean,
) {
  await db
    .update(burialPeople)
    .set({ isStudent })
    .where(and(eq(burialPeople.organizationId, organizationId), eq(burialPeople.id, personId)));
}
