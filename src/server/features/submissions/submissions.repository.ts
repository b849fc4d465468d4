import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import {
  featureFlags,
  organizationFeatureFlags,
  organizations,
  profiles,
  submissions,
  userOrganizations,
  users,
} from '../../db/schema';

export type TSubmissionRow = typeof submissions.$inferSelect;
export type TSubmissionInsert = typeof submissions.$inferInsert;

/** Which submissions a list reads: one person's, one organization's, or the site operators'. */
export type TSubmissionScope =
  | { kind: 'mine'; userId: string }
  | { kind: 'organization'; organizationId: string }
  | { kind: 'site' };

function buildScopeFilter(
  scope: TSubmissionScope,
  priority: TSubmissionRow['priority'] | null,
): SQL | undefined {
  const inScope =
    scope.kind === 'mine'
      ? eq(submissions.userId, scope.userId)
      : scope.kind === 'organization'
        ? and(
            eq(submissions.organizationId, scope.organizationId),
            eq(submissions.targetType, 'organization'),
          )
        : and(isNull(submissions.organizationId), eq(submissions.targetType, 'site_operators'));
  return priority ? and(inScope, eq(submissions.priority, priority)) : inScope;
}

const SUBMISSION_WITH_PEOPLE = {
  submission: submissions,
  fullName: profiles.fullName,
  email: users.email,
  organizationName: organizations.name,
};

/** Submissions with the submitter's name and e-mail and the organization's name. */
function selectSubmissions(db: TDbOrTx) {
  return db
    .select(SUBMISSION_WITH_PEOPLE)
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.userId))
    .leftJoin(profiles, eq(profiles.userId, submissions.userId))
    .leftJoin(organizations, eq(organizations.id, submissions.organizationId));
}

export type TSubmissionWithPeople = {
  submission: TSubmissionRow;
  fullName: string | null;
  email: string;
  organizationName: string | null;
};

/** The newest submissions of a scope (at most `limit`), and how many match in all. */
export async function listSubmissions(
  db: TDbOrTx,
  input: { scope: TSubmissionScope; priority: TSubmissionRow['priority'] | null; limit: number },
): Promise<{ rows: TSubmissionWithPeople[]; total: number }> {
  const where = buildScopeFilter(input.scope, input.priority);
  const rows = await selectSubmissions(db)
    .where(where)
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(input.limit);
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(submissions)
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function findSubmission(db: TDbOrTx, submissionId: string) {
  const [row] = await selectSubmissions(db).where(eq(submissions.id, submissionId)).limit(1);
  return row;
}

/** The submission alone, locked for the rest of the transaction. */
export async function lockSubmission(tx: TDbOrTx, submissionId: string) {
  const [row] = await tx
    .select()
    .from(submissions)
    .where(eq(submissions.id, submissionId))
    .limit(1)
    .for('update');
  return row;
}

export async function insertSubmission(tx: TDbOrTx, values: TSubmissionInsert) {
  const [row] = await tx.insert(submissions).values(values).returning({ id: submissions.id });
  if (!row) throw new Error('submission insert returned no row');
  return row;
}

export async function updateSubmission(
  tx: TDbOrTx,
  submissionId: string,
  patch: Partial<Pick<TSubmissionRow, 'status' | 'priority' | 'resolutionNotes'>>,
) {
  const [row] = await tx
    .update(submissions)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(submissions.id, submissionId))
    .returning({ id: submissions.id });
  if (!row) throw new Error('submission update returned no row');
  return row;
}

/** The organization a request would go to, the caller's membership in it, and a feature's flag and override. */
export async function findOrganizationStanding(
  db: TDbOrTx,
  input: { organizationId: string; userId: string; featureKey: string },
) {
  const [row] = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      type: organizations.organizationType,
      active: organizations.active,
      membershipRole: userOrganizations.role,
      flagEnabled: sql<boolean | null>`(select ${featureFlags.enabled} from ${featureFlags}
        where ${featureFlags.featureKey} = ${input.featureKey})`,
      overrideEnabled: sql<boolean | null>`(select ${organizationFeatureFlags.enabled}
        from ${organizationFeatureFlags}
        where ${organizationFeatureFlags.organizationId} = ${organizations.id}
          and ${organizationFeatureFlags.featureKey} = ${input.featureKey})`,
    })
    .from(organizations)
    .leftJoin(
      userOrganizations,
      and(eq(userOrganizations.organizationId, organizations.id), eq(userOrganizations.userId, input.userId)),
    )
    .where(eq(organizations.id, input.organizationId))
    .limit(1);
  return row;
}

/** The global flag of a feature; undefined when there is no flag row (which means enabled). */
export async function findFeatureFlagEnabled(db: TDbOrTx, featureKey: string): Promise<boolean | undefined> {
  const [row] = await db
    .select({ enabled: featureFlags.enabled })
    .from(featureFlags)
    .where(eq(featureFlags.featureKey, featureKey))
    .limit(1);
  return row?.enabled;
}

/** The organizations the user is an admin of. */
export async function listAdminOrganizationIds(db: TDbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ organizationId: userOrganizations.organizationId })
    .from(userOrganizations)
    .where(and(eq(userOrganizations.userId, userId), eq(userOrganizations.role, 'admin')));
  return rows.map((row) => row.organizationId);
}
