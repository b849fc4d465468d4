import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { burialPeople, burialPolicies, burialSuccessions } from '../../db/schema';
import { setOrgRow } from '../../platform/org-rows';

/** The takeovers of the organization's policies (or of the policies given), oldest first per policy. */
export async function listSuccessions(db: TDbOrTx, organizationId: string, policyIds?: string[]) {
  const where: SQL[] = [eq(burialSuccessions.organizationId, organizationId)];
  if (policyIds) {
    if (policyIds.length === 0) return [];
    where.push(inArray(burialSuccessions.policyId, policyIds));
  }
  return db
    .select({
      policyId: burialSuccessions.policyId,
      claimId: burialSuccessions.claimId,
      deceasedPersonId: burialSuccessions.deceasedPersonId,
      successorPersonId: burialSuccessions.successorPersonId,
      successorName: burialPeople.fullName,
      takenOverOn: burialSuccessions.takenOverOn,
    })
    .from(burialSuccessions)
    .leftJoin(burialPeople, eq(burialPeople.id, burialSuccessions.successorPersonId))
    .where(and(...where))
    .orderBy(asc(burialSuccessions.policyId), asc(burialSuccessions.createdAt));
}

export type TSuccessionRow = Awaited<ReturnType<typeof listSuccessions>>[number];

/** Groups takeovers by policy (each list oldest first). */
export function groupSuccessions(rows: TSuccessionRow[]): Map<string, TSuccessionRow[]> {
  const byPolicy = new Map<string, TSuccessionRow[]>();
  for (const row of rows) {
    const list = byPolicy.get(row.policyId) ?? [];
    list.push(row);
    byPolicy.set(row.policyId, list);
  }
  return byPolicy;
}

/** The takeovers recorded by the claims given. */
export async function listSuccessionsOfClaims(db: TDbOrTx, organizationId: string, claimIds: string[]) {
  if (claimIds.length === 0) return [];
  return db
    .select({
      claimId: burialSuccessions.claimId,
      successorName: burialPeople.fullName,
      takenOverOn: burialSuccessions.takenOverOn,
    })
    .from(burialSuccessions)
    .leftJoin(burialPeople, eq(burialPeople.id, burialSuccessions.successorPersonId))
    .where(
      and(eq(burialSuccessions.organizationId, organizationId), inArray(burialSuccessions.claimId, claimIds)),
    );
}

export async function insertSuccession(db: TDbOrTx, values: typeof burialSuccessions.$inferInsert) {
  await db.insert(burialSuccessions).values(values);
}

/** Records (or clears, with null) the successor the policy's member nominated. */
export async function setNominatedSuccessor(
  db: TDbOrTx,
  organizationId: string,
  policyId: string,
  personId: string | null,
) {
  await setOrgRow(db, burialPolicies, organizationId, policyId, { successorPersonId: personId });
}

/** Clears a nomination of a person leaving the policy (the spouse by default again). */
export async function clearNominationOf(db: TDbOrTx, organizationId: string, personId: string) {
  await db
    .update(burialPolicies)
    .set({ successorPersonId: null })
    .where(
      and(eq(burialPolicies.organizationId, organizationId), eq(burialPolicies.successorPersonId, personId)),
    );
}
