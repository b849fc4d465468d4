/** Who belongs to which organization, and what people and organizations are called: read by the kernel and every feature. */
import { and, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../db/client';
import { organizations, profiles, userOrganizations, users } from '../db/schema';

/** Whether the user holds a membership of the organization now (a former member does not). */
export async function isOrganizationMember(db: TDbOrTx, organizationId: string, userId: string) {
  const rows = await db
    .select({ id: userOrganizations.id })
    .from(userOrganizations)
    .where(and(eq(userOrganizations.organizationId, organizationId), eq(userOrganizations.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** The name a person is shown by: their profile's full name, else their account's name; null when unknown. */
export async function readDisplayName(db: TDbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ fullName: profiles.fullName, name: users.name })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ? (row.fullName ?? row.name) : null;
}

/** Whether the person can sign in: false for a member an admin added without an account (ADR 65). */
export async function hasSignIn(db: TDbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ hasSignIn: profiles.hasSignIn })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row?.hasSignIn ?? true;
}

/** An organization's name, or `fallback` when it is gone. */
export async function readOrganizationName(
  db: TDbOrTx,
  organizationId: string,
  fallback = 'Organization',
): Promise<string> {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.name ?? fallback;
}
