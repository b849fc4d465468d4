import { and, asc, between, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { burialClaims, burialPeople, burialPolicies, profiles } from '../../db/schema';
import { setOrgRow, updateOrgRow } from '../../platform/org-rows';

export type TClaimRow = typeof burialClaims.$inferSelect;

/** A person of the organization (removed ones too) with their policy and its holder. */
export async function readPersonForClaim(db: TDbOrTx, organizationId: string, personId: string) {
  const [row] = await db
    .select({
      person: {
        id: burialPeople.id,
        policyId: burialPeople.policyId,
        relationship: burialPeople.relationship,
        fullName: burialPeople.fullName,
        dateOfBirth: burialPeople.dateOfBirth,
        isStudent: burialPeople.isStudent,
        addedOn: burialPeople.addedOn,
        removedOn: burialPeople.removedOn,
        diedOn: burialPeople.diedOn,
      },
      holderUserId: burialPolicies.userId,
      policy: {
        id: burialPolicies.id,
        planId: burialPolicies.planId,
        planVersion: burialPolicies.planVersion,
        joinedOn: burialPolicies.joinedOn,
      },
    })
    .from(burialPeople)
    .innerJoin(burialPolicies, eq(burialPolicies.id, burialPeople.policyId))
    .where(and(eq(burialPeople.organizationId, organizationId), eq(burialPeople.id, personId)));
  return row;
}
export type TPersonForClaim = NonNullable<Awaited<ReturnType<typeof readPersonForClaim>>>;

/** Whether the person has another lodged, approved or paid claim. */
export async function hasOtherLiveClaim(
  db: TDbOrTx,
  organizationId: string,
  personId: string,
  exceptClaimId?: string,
) {
  const where: SQL[] = [
    eq(burialClaims.organizationId, organizationId),
    eq(burialClaims.personId, personId),
    inArray(burialClaims.status, ['lodged', 'approved', 'paid']),
  ];
  if (exceptClaimId) where.push(ne(burialClaims.id, exceptClaimId));
  const [row] = await db
    .select({ id: burialClaims.id })
    .from(burialClaims)
    .where(and(...where))
    .limit(1);
  return row !== undefined;
}

export async function insertClaim(db: TDbOrTx, values: typeof burialClaims.$inferInsert) {
  const [row] = await db.insert(burialClaims).values(values).returning();
  if (!row) throw new Error('claim insert returned no row');
  return row;
}

/** The claim (of the holder when given), locked FOR UPDATE when asked: decisions on it queue. */
export async function readClaim(
  db: TDbOrTx,
  organizationId: string,
  claimId: string,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select()
    .from(burialClaims)
    .where(and(eq(burialClaims.organizationId, organizationId), eq(burialClaims.id, claimId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function updateClaim(
  db: TDbOrTx,
  organizationId: string,
  claimId: string,
  values: Partial<typeof burialClaims.$inferInsert>,
) {
  return updateOrgRow(db, burialClaims, organizationId, claimId, values, 'claim update returned no row');
}

/** Claims with the name and relationship of the person each is for. */
function selectClaimRows(db: TDbOrTx) {
  return db
    .select({
      claim: burialClaims,
      personName: burialPeople.fullName,
      relationship: burialPeople.relationship,
    })
    .from(burialClaims)
    .innerJoin(burialPeople, eq(burialPeople.id, burialClaims.personId));
}

/** The organization's claims (or one holder's, or one), newest first, with the person's name and relationship. */
export async function listClaimRows(
  db: TDbOrTx,
  organizationId: string,
  filter: { holderUserId?: string; claimId?: string } = {},
) {
  const where: SQL[] = [eq(burialClaims.organizationId, organizationId)];
  if (filter.holderUserId) where.push(eq(burialClaims.holderUserId, filter.holderUserId));
  if (filter.claimId) where.push(eq(burialClaims.id, filter.claimId));
  return selectClaimRows(db)
    .where(and(...where))
    .orderBy(desc(burialClaims.createdAt))
    .limit(500);
}

/** Every claim lodged between two days (both counted), oldest first: the claims register report. */
export async function listClaimRowsLodgedIn(
  db: TDbOrTx,
  organizationId: string,
  range: { from: string; to: string },
) {
  return selectClaimRows(db)
    .where(
      and(
        eq(burialClaims.organizationId, organizationId),
        between(burialClaims.lodgedOn, range.from, range.to),
      ),
    )
    .orderBy(asc(burialClaims.lodgedOn), asc(burialClaims.createdAt));
}

/** Full names of the users given, by id. */
export async function readNames(db: TDbOrTx, userIds: string[]) {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ userId: profiles.userId, fullName: profiles.fullName })
    .from(profiles)
    .where(inArray(profiles.userId, ids));
  return new Map(rows.map((row) => [row.userId, row.fullName ?? 'Member']));
}

/** Records the death on the person, so their cover reads Deceased from that day. */
export async function markPersonDeceased(
  db: TDbOrTx,
  organizationId: string,
  personId: string,
  diedOn: string,
) {
  await setOrgRow(db, burialPeople, organizationId, personId, { diedOn });
}
