import { asc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { organizationFeatureFlags, organizations, profiles, userOrganizations, users } from '../../db/schema';

export async function findUserWithProfile(db: TDb, userId: string) {
  const [row] = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function listMemberships(db: TDb, userId: string) {
  return db
    .select({ membership: userOrganizations, organization: organizations })
    .from(userOrganizations)
    .innerJoin(organizations, eq(organizations.id, userOrganizations.organizationId))
    .where(eq(userOrganizations.userId, userId))
    .orderBy(asc(userOrganizations.joinedAt), asc(organizations.name));
}

export async function listOrganizationOverrides(db: TDb, organizationId: string) {
  return db
    .select({ featureKey: organizationFeatureFlags.featureKey, enabled: organizationFeatureFlags.enabled })
    .from(organizationFeatureFlags)
    .where(eq(organizationFeatureFlags.organizationId, organizationId))
    .orderBy(asc(organizationFeatureFlags.featureKey));
}
