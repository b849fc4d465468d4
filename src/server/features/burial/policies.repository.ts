import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import {
  burialPeople,
  burialPlans,
  burialPolicies,
  burialPolicyTermChanges,
  organizations,
  profiles,
  userOrganizations,
} from '../../db/schema';

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

/** Burial societies that have at least one policy (what the daily cover run walks). */
export async function listOrganizationsWithPolicies(db: TDbOrTx) {
  const rows = await db
    .selectDistinct({ id: burialPolicies.organizationId })
    .from(burialPolicies)
    .innerJoin(organizations, eq(organizations.id, burialPolicies.organizationId))
    .where(eq(organizations.organizationType, 'burial_society'));
  return rows.map((row) => row.id);
}
