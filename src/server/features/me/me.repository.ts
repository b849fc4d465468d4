import DataLoader from 'dataloader';
import { asc, eq, sql } from 'drizzle-orm';
import type { TOrganizationType } from '../../../shared/organization-types';
import type { TDb } from '../../db/client';
import { perDatabase } from '../../db/per-database';
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

/** One membership as the /me statement returns it: id, organization id, role, joined at, name, type, description, logo, active. */
export type TMeMembershipRow = [
  string,
  string,
  'admin' | 'member',
  string,
  string,
  TOrganizationType,
  string | null,
  string | null,
  boolean,
];

/**
 * Everything /api/v1/me answers in one prepared statement (a lookup by the user's key, planned once per
 * connection): the account, its profile and its memberships, newest last, as one JSON array.
 */
const prepareMeStatement = perDatabase((db: TDb) =>
  db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      emailVerified: users.emailVerified,
      image: users.image,
      twoFactorEnabled: users.twoFactorEnabled,
      createdAt: users.createdAt,
      fullName: profiles.fullName,
      companyName: profiles.companyName,
      phone: profiles.phone,
      profileEmail: profiles.email,
      primaryRole: profiles.primaryRole,
      memberships: sql<TMeMembershipRow[]>`(select coalesce(json_agg(json_build_array(
          ${userOrganizations.id}, ${organizations.id}, ${userOrganizations.role}, ${userOrganizations.joinedAt},
          ${organizations.name}, ${organizations.organizationType}, ${organizations.description},
          ${organizations.logoUrl}, ${organizations.active})
          order by ${userOrganizations.joinedAt}, ${organizations.name}), '[]'::json)
        from ${userOrganizations} join ${organizations} on ${organizations.id} = ${userOrganizations.organizationId}
        where ${userOrganizations.userId} = ${users.id})`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(
      sql`${users.id} in (select value::uuid from json_array_elements_text(${sql.placeholder('userIds')}::json))`,
    )
    .prepare('me_answers'),
);

type TMeRow = Awaited<ReturnType<ReturnType<typeof prepareMeStatement>['execute']>>[number];

/** The most users one read asks for; more wait for the next. */
const MAX_USERS_PER_READ = 200;

/**
 * The /me rows of the requests that arrived in one turn of the event loop, in one round trip (as the session
 * reads are, src/server/auth/session-reads.ts): each request still reads after it arrived.
 */
const meReader = perDatabase(
  (db: TDb) =>
    new DataLoader<string, TMeRow | undefined>(
      async (userIds) => {
        const rows = await prepareMeStatement(db).execute({ userIds: JSON.stringify([...new Set(userIds)]) });
        const byId = new Map(rows.map((row) => [row.id, row]));
        return userIds.map((userId) => byId.get(userId));
      },
      { cache: false, maxBatchSize: MAX_USERS_PER_READ, batchScheduleFn: (read) => setImmediate(read) },
    ),
);

/** The /me answer's row for a user (root database only: a prepared statement), or undefined without the user. */
export function readMeRow(db: TDb, userId: string): Promise<TMeRow | undefined> {
  return meReader(db).load(userId);
}

export async function listOrganizationOverrides(db: TDb, organizationId: string) {
  return db
    .select({ featureKey: organizationFeatureFlags.featureKey, enabled: organizationFeatureFlags.enabled })
    .from(organizationFeatureFlags)
    .where(eq(organizationFeatureFlags.organizationId, organizationId))
    .orderBy(asc(organizationFeatureFlags.featureKey));
}
