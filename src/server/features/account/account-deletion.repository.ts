import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import {
  accounts,
  loans,
  organizations,
  profiles,
  sessions,
  twoFactors,
  userOrganizations,
  userSettings,
  users,
} from '../../db/schema';
import { isLoanStillOwedSql } from '../figures/figures.repository';

/** What a deleted account's name becomes wherever the books still show the person. */
export const FORMER_MEMBER_NAME = 'Former member';

/**
 * Organizations where the user is the only admin, with their names. With `lock`, each organization the user
 * administers is row-locked first (the lock every membership change takes), so the count cannot change
 * before the transaction ends.
 */
export async function findSoleAdminOrganizations(
  tx: TDbOrTx,
  userId: string,
  options: { lock: boolean },
): Promise<string[]> {
  const administered = await tx
    .select({ organizationId: userOrganizations.organizationId })
    .from(userOrganizations)
    .where(and(eq(userOrganizations.userId, userId), eq(userOrganizations.role, 'admin')));
  if (administered.length === 0) return [];
  const ids = administered.map((row) => row.organizationId).sort();
  if (options.lock) {
    await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(inArray(organizations.id, ids))
      .for('update');
  }
  const rows = await tx
    .select({
      name: organizations.name,
      adminCount: sql<number>`(select count(*) from ${userOrganizations} m
        where m.organization_id = ${organizations.id} and m.role = 'admin')`.mapWith(Number),
    })
    .from(organizations)
    .where(inArray(organizations.id, ids))
    .orderBy(organizations.name);
  return rows.filter((row) => row.adminCount <= 1).map((row) => row.name);
}

/** Organizations where the user has a loan that is still owed: active, or defaulted and not written off. */
export async function findOrganizationsOwed(tx: TDbOrTx, userId: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ name: organizations.name })
    .from(loans)
    .innerJoin(organizations, eq(organizations.id, loans.organizationId))
    .where(and(eq(loans.userId, userId), isLoanStillOwedSql))
    .orderBy(organizations.name);
  return rows.map((row) => row.name);
}

/**
 * Removes the person from the account while keeping the row the books point at: name and e-mail replaced,
 * photo, sign-in methods, sessions, two-factor, settings and memberships gone, the account barred.
 * Returns the organizations the person left.
 */
export async function anonymizeUser(tx: TDbOrTx, userId: string, now: Date): Promise<string[]> {
  const placeholderEmail = `deleted-${userId}@deleted.invalid`;
  const [user] = await tx
    .update(users)
    .set({
      name: FORMER_MEMBER_NAME,
      email: placeholderEmail,
      emailVerified: false,
      image: null,
      twoFactorEnabled: false,
      banned: true,
      banReason: 'Account deleted',
      banExpires: null,
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (!user) return [];
  await tx
    .update(profiles)
    .set({
      fullName: FORMER_MEMBER_NAME,
      companyName: null,
      phone: null,
      email: placeholderEmail,
      deletedAt: now,
    })
    .where(and(eq(profiles.userId, userId), isNull(profiles.deletedAt)));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(accounts).where(eq(accounts.userId, userId));
  await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
  await tx.delete(userSettings).where(eq(userSettings.userId, userId));
  const left = await tx
    .delete(userOrganizations)
    .where(eq(userOrganizations.userId, userId))
    .returning({ organizationId: userOrganizations.organizationId });
  return left.map((row) => row.organizationId);
}

/** Whether the account is deleted; null when there is no such user. */
export async function isAccountDeleted(tx: TDbOrTx, userId: string): Promise<boolean | null> {
  const [row] = await tx
    .select({ deletedAt: profiles.deletedAt })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return row.deletedAt !== null;
}

/** The name staff know the person by: the profile's full name, else the account's name, else the e-mail. */
export async function findAccountHolderName(tx: TDbOrTx, userId: string): Promise<string> {
  const [row] = await tx
    .select({ fullName: profiles.fullName, name: users.name, email: users.email })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row?.fullName?.trim() || row?.name?.trim() || row?.email || 'This user';
}
