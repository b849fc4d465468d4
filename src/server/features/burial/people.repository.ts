import { and, asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { TRelationship } from '../../../shared/burial/cover-status';
import type { TDbOrTx } from '../../db/client';
import { burialCoverStatuses, burialPeople, burialPolicies } from '../../db/schema';
import { setOrgRow } from '../../platform/org-rows';

export const personColumns = {
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
  await setOrgRow(db, burialPeople, organizationId, personId, { removedOn: on });
  await db
    .delete(burialCoverStatuses)
    .where(
      and(eq(burialCoverStatuses.organizationId, organizationId), eq(burialCoverStatuses.personId, personId)),
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
  await setOrgRow(db, burialPeople, organizationId, personId, document);
}

export async function setPersonStudying(
  db: TDbOrTx,
  organizationId: string,
  personId: string,
  isStudent: boolean,
) {
  await setOrgRow(db, burialPeople, organizationId, personId, { isStudent });
}
