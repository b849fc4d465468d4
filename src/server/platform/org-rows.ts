import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../db/client';

/** A table whose rows belong to one organization each. */
type TOrgTable = PgTable & { organizationId: AnyPgColumn };

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
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.organizationId, organizationId), eq(column, value)))
    .limit(1);
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
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.organizationId, organizationId), eq(column, value)))
    .for('update')
    .limit(1);
  return row as T['$inferSelect'] | undefined;
}
