import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { groupImports, profiles, userOrganizations } from '../../db/schema';
import { findOrgRow, setOrgRow } from '../../platform/org-rows';

export type TGroupImportRow = typeof groupImports.$inferSelect;

export async function insertGroupImport(db: TDbOrTx, values: typeof groupImports.$inferInsert) {
  const [row] = await db.insert(groupImports).values(values).returning();
  if (!row) throw new Error('group import insert returned no row');
  return row;
}

export const findGroupImport = (db: TDbOrTx, organizationId: string, importId: string) =>
  findOrgRow(db, groupImports, organizationId, groupImports.id, importId);

/**
 * Takes an import for its job's step: one queued (to read) or confirming, or one left reading by a server
 * that died (not touched for `leaseSeconds`). Undefined when another server has it or it has ended.
 */
export async function claimGroupImport(db: TDbOrTx, importId: string, leaseSeconds: number) {
  const stale = lt(groupImports.updatedAt, sql`now() - make_interval(secs => ${leaseSeconds})`);
  const [row] = await db
    .update(groupImports)
    .set({
      status: sql`case when ${groupImports.status} = 'confirming' then 'confirming'::group_import_status else 'reading'::group_import_status end`,
      progress: 10,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(groupImports.id, importId),
        or(
          eq(groupImports.status, 'queued'),
          and(eq(groupImports.status, 'reading'), stale),
          eq(groupImports.status, 'confirming'),
        ),
      ),
    )
    .returning();
  return row;
}

export async function updateGroupImport(
  db: TDbOrTx,
  organizationId: string,
  importId: string,
  values: Partial<typeof groupImports.$inferInsert>,
) {
  await setOrgRow(db, groupImports, organizationId, importId, { ...values, updatedAt: new Date() });
}

/** Imports whose job had not finished: asked for before a restart, or left by a server that died. */
export async function listUnfinishedGroupImports(db: TDbOrTx) {
  return db
    .select({ id: groupImports.id, organizationId: groupImports.organizationId, status: groupImports.status })
    .from(groupImports)
    .where(inArray(groupImports.status, ['queued', 'reading', 'confirming']));
}

/** The organization's members by name, as the file names them. */
export async function listMemberNames(db: TDbOrTx, organizationId: string) {
  const rows = await db
    .select({ userId: userOrganizations.userId, name: profiles.fullName })
    .from(userOrganizations)
    .innerJoin(profiles, eq(profiles.userId, userOrganizations.userId))
    .where(eq(userOrganizations.organizationId, organizationId));
  return rows.flatMap((row) => (row.name ? [{ userId: row.userId, name: row.name }] : []));
}
