import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../db/client';

/** A table whose rows belong to one organization each. */
type TOrgTable = PgTable & { organizationId: AnyPgColumn };

function selectOrgRow(
  db: TDbOrTx,
  table: TOrgTable,
  organizationId: string,
  column: AnyPgColumn,
  value: string,
) {
  return db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.organizationId, organizationId), eq(column, value)))
    .limit(1);
}

/**
 * The row of `table` in this organization whose `column` is `value`, or undefined: a row of another
 * organization is not found.
 */
export async function findOrgRow<T extends TOrgTable>(
  db: TDbOrTx,
  table: T,
  organizationId: string,
  column: AnyPgColumn,
  value: string,
): Promise<T['$inferSelect'] | undefined> {
  const [row] = await selectOrgRow(db, table, organizationId, column, value);
  return row as T['$inferSelect'] | undefined;
}

/** As `findOrgRow`, locking the row for a change: other changes to it wait for this transaction. */
export async function lockOrgRow<T extends TOrgTable>(
  db: TDbOrTx,
  table: T,
  organizationId: string,
  column: AnyPgColumn,
  value: string,
): Promise<T['$inferSelect'] | undefined> {
  const [row] = await selectOrgRow(db, table, organizationId, column, value).for('update');
  return row as T['$inferSelect'] | undefined;
}

/**
 * Sets `values` on the row `id` of this organization and returns it, updated; a row that is not there is a
 * fault of the caller (`missing`: the error's message).
 */
export async function updateOrgRow<T extends TOrgTable & { id: AnyPgColumn }>(
  db: TDbOrTx,
  table: T,
  organizationId: string,
  id: string,
  values: Partial<T['$inferInsert']>,
  missing: string,
): Promise<T['$inferSelect']> {
  const [row] = await db
    .update(table as PgTable)
    .set(values)
    .where(and(eq(table.organizationId, organizationId), eq(table.id, id)))
    .returning();
  if (!row) throw new Error(missing);
  return row as T['$inferSelect'];
}

/** Sets `values` on the row `id` of this organization (none when it is not there). */
export async function setOrgRow<T extends TOrgTable & { id: AnyPgColumn }>(
  db: TDbOrTx,
  table: T,
  organizationId: string,
  id: string,
  values: Partial<T['$inferInsert']>,
): Promise<void> {
  await db
    .update(table as PgTable)
    .set(values)
    .where(and(eq(table.organizationId, organizationId), eq(table.id, id)));
}
