import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { memberInvitations, organizations, profiles, userOrganizations, users } from '../../db/schema';
import { toPlaceholderAddress } from '../../platform/mail/placeholder-address';

/**
 * A person the group knows who has no account: a users row that no one can sign in as (no credential, an
 * undeliverable address) and a profile with the name, phone and contact e-mail the admin gave.
 */
export async function insertPersonWithoutSignIn(
  tx: TDbOrTx,
  person: { fullName: string; phone: string | null; email: string | null },
): Promise<string> {
  const userId = randomUUID();
  await tx.insert(users).values({ id: userId, name: person.fullName, email: toPlaceholderAddress(userId) });
  await tx.insert(profiles).values({
    userId,
    fullName: person.fullName,
    phone: person.phone,
    email: person.email ?? '',
    hasSignIn: false,
  });
  return userId;
}

/** The membership with its person, in this organization only. */
export async function findMemberRecord(tx: TDbOrTx, organizationId: string, membershipId: string) {
  const [row] = await tx
    .select({
      membershipId: userOrganizations.id,
      userId: userOrganizations.userId,
      fullName: profiles.fullName,
      contactEmail: profiles.email,
      hasSignIn: sql<boolean>`coalesce(${profiles.hasSignIn}, true)`,
      organizationName: organizations.name,
    })
    .from(userOrganizations)
    .innerJoin(organizations, eq(organizations.id, userOrganizations.organizationId))
    .leftJoin(profiles, eq(profiles.userId, userOrganizations.userId))
    .where(and(eq(userOrganizations.organizationId, organizationId), eq(userOrganizations.id, membershipId)))
    .limit(1);
  return row;
}

/** A new invitation ends the member's earlier ones that were not used. */
export async function revokeOpenInvitations(tx: TDbOrTx, organizationId: string, membershipId: string) {
  await tx
    .update(memberInvitations)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(memberInvitations.organizationId, organizationId),
        eq(memberInvitations.membershipId, membershipId),
        isNull(memberInvitations.claimedAt),
        isNull(memberInvitations.revokedAt),
      ),
    );
}

export async function insertInvitation(tx: TDbOrTx, values: typeof memberInvitations.$inferInsert) {
  const [row] = await tx.insert(memberInvitations).values(values).returning();
  if (!row) throw new Error('member_invitations insert returned no row');
  return row;
}

/** The invitation a code names, locked until the claim's transaction ends. */
export async function lockInvitationByDigest(tx: TDbOrTx, codeDigest: string) {
  const [row] = await tx
    .select()
    .from(memberInvitations)
    .where(eq(memberInvitations.codeDigest, codeDigest))
    .limit(1)
    .for('update');
  return row;
}

export async function markInvitationClaimed(tx: TDbOrTx, invitationId: string, claimantUserId: string) {
  await tx
    .update(memberInvitations)
    .set({ claimedAt: new Date(), claimedBy: claimantUserId })
    .where(eq(memberInvitations.id, invitationId));
}

/** Whether the user already holds a membership of the organization. */
export async function isMemberOf(tx: TDbOrTx, organizationId: string, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: userOrganizations.id })
    .from(userOrganizations)
    .where(and(eq(userOrganizations.organizationId, organizationId), eq(userOrganizations.userId, userId)))
    .limit(1);
  return row !== undefined;
}
