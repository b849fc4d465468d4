import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { perDatabase } from '../db/per-database';
import {
  featureFlags,
  organizationFeatureFlags,
  organizationFigureVersions,
  organizations,
  sessions,
  userOrganizations,
  userRoles,
  users,
} from '../db/schema';

/** The statements every guarded request runs: each looks a row up by a unique key (src/server/db/per-database.ts). */
function prepareRequestStatements(db: TDb) {
  return {
    // Every session a turn of the event loop asked for, in one round trip (src/server/auth/session-reads.ts):
    // one row per (request, platform role) with the session's user and, when the request names an organization,
    // that organization with the user's membership, its figures version (ADR 41) and every feature flag with the
    // organization's override (ten flags, read whole).
    sessions: db
      .select({
        requestToken: sql<string>`requested.token`,
        requestOrganizationId: sql<string | null>`requested.organization_id`,
        userId: users.id,
        email: users.email,
        name: users.name,
        banned: users.banned,
        role: userRoles.role,
        expiresAt: sessions.expiresAt,
        organizationId: organizations.id,
        organizationType: organizations.organizationType,
        organizationActive: organizations.active,
        membershipRole: userOrganizations.role,
        figuresVersion: organizationFigureVersions.version,
        flags: sql<
          [string, boolean, boolean | null][] | null
        >`case when ${organizations.id} is null then null else
          (select coalesce(json_agg(json_build_array(
            ${featureFlags.featureKey}, ${featureFlags.enabled}, ${organizationFeatureFlags.enabled})), '[]'::json)
          from ${featureFlags} left join ${organizationFeatureFlags}
            on ${organizationFeatureFlags.featureKey} = ${featureFlags.featureKey}
           and ${organizationFeatureFlags.organizationId} = ${organizations.id}) end`,
      })
      .from(
        sql`json_to_recordset(${sql.placeholder('requests')}::json) as requested(token text, organization_id uuid)`,
      )
      .innerJoin(sessions, eq(sessions.token, sql`requested.token`))
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(userRoles, eq(userRoles.userId, users.id))
      .leftJoin(organizations, eq(organizations.id, sql`requested.organization_id`))
      .leftJoin(
        userOrganizations,
        and(eq(userOrganizations.organizationId, organizations.id), eq(userOrganizations.userId, users.id)),
      )
      .leftJoin(organizationFigureVersions, eq(organizationFigureVersions.organizationId, organizations.id))
      .prepare('request_sessions'),
    userById: db
      .select({
        userId: users.id,
        email: users.email,
        name: users.name,
        banned: users.banned,
        role: userRoles.role,
      })
      .from(users)
      .leftJoin(userRoles, eq(userRoles.userId, users.id))
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare('request_user'),
    // A bearer token names its session (`sid`): it is honoured only while that session lives.
    liveSessionById: db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, sql.placeholder('sid')), sql`${sessions.expiresAt} > now()`))
      .prepare('request_live_session'),
    // The feature's flag and override ride along when a feature guard loads the organization first.
    orgAccess: db
      .select({
        id: organizations.id,
        type: organizations.organizationType,
        active: organizations.active,
        membershipRole: userOrganizations.role,
        figuresVersion: organizationFigureVersions.version,
        flagEnabled: sql<boolean | null>`(select ${featureFlags.enabled} from ${featureFlags}
          where ${featureFlags.featureKey} = ${sql.placeholder('featureKey')})`,
        overrideEnabled: sql<
          boolean | null
        >`(select ${organizationFeatureFlags.enabled} from ${organizationFeatureFlags}
          where ${organizationFeatureFlags.organizationId} = ${organizations.id}
            and ${organizationFeatureFlags.featureKey} = ${sql.placeholder('featureKey')})`,
      })
      .from(organizations)
      .leftJoin(
        userOrganizations,
        and(
          eq(userOrganizations.organizationId, organizations.id),
          eq(userOrganizations.userId, sql.placeholder('userId')),
        ),
      )
      .leftJoin(organizationFigureVersions, eq(organizationFigureVersions.organizationId, organizations.id))
      .where(eq(organizations.id, sql.placeholder('organizationId')))
      .prepare('request_org_access'),
    featureState: db
      .select({ enabled: featureFlags.enabled, overrideEnabled: organizationFeatureFlags.enabled })
      .from(featureFlags)
      .leftJoin(
        organizationFeatureFlags,
        and(
          eq(organizationFeatureFlags.featureKey, featureFlags.featureKey),
          eq(organizationFeatureFlags.organizationId, sql.placeholder('organizationId')),
        ),
      )
      .where(eq(featureFlags.featureKey, sql.placeholder('featureKey')))
      .prepare('request_feature_state'),
  };
}

export const getRequestStatements = perDatabase(prepareRequestStatements);
