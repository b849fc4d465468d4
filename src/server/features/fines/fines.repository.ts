import { and, desc, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { memberFines, profiles } from '../../db/schema';
import { lockOrgRow, setOrgRow } from '../../platform/org-rows';

export type TFineRow = typeof memberFines.$inferSelect;

/** The organization's fine rows, by member and then by period. */
export async function readOrganizationFineRows(
  db: TDbOrTx,
  organizationId: string,
): Promise<Map<string, Map<string, TFineRow>>> {
  const rows = await db.select().from(memberFines).where(eq(memberFines.organizationId, organizationId));
  const byMember = new Map<string, Map<string, TFineRow>>();
  for (const row of rows) {
    const periods = byMember.get(row.userId) ?? new Map<string, TFineRow>();
    periods.set(row.periodKey, row);
    byMember.set(row.userId, periods);
  }
  return byMember;
}

const CHUNK = 1_000;

export type TNewFineRow = Pick<
  typeof memberFines.$inferInsert,
  'organizationId' | 'userId' | 'periodKey' | 'periodLabel' | 'ruleVersion' | 'raisedOn'
>;

/**
 * New fine rows (nothing posted yet), in multi-row inserts. Call under the rules-run lock, which keeps
 * anyone else from creating the same rows: a row that exists already fails the insert.
 */
export async function insertFineRows(db: TDbOrTx, values: TNewFineRow[]): Promise<TFineRow[]> {
  const rows: TFineRow[] = [];
  for (let start = 0; start < values.length; start += CHUNK) {
    rows.push(
      ...(await db
        .insert(memberFines)
        .values(values.slice(start, start + CHUNK))
        .returning()),
    );
  }
  return rows;
}

export type TFineFigures = Pick<TFineRow, 'id' | 'amountCents' | 'paidCents' | 'postings'>;

/** Several fines' posted figures in one statement per thousand rows. */
export async function updateFineFigures(db: TDbOrTx, organizationId: string, values: TFineFigures[]) {
  for (let start = 0; start < values.length; start += CHUNK) {
    const rows = values
      .slice(start, start + CHUNK)
      .map(
        (row) =>
          sql`(${row.id}::uuid, ${row.amountCents}::bigint, ${row.paidCents}::bigint, ${row.postings}::int)`,
      );
    await db.execute(sql`update ${memberFines} set amount_cents = v.amount_cents, paid_cents = v.paid_cents,
        postings = v.postings, updated_at = now()
      from (values ${sql.join(rows, sql`, `)}) as v(id, amount_cents, paid_cents, postings)
      where ${memberFines.organizationId} = ${organizationId} and ${memberFines.id} = v.id`);
  }
}

export async function updateFineRow(
  db: TDbOrTx,
  organizationId: string,
  id: string,
  values: Partial<
    Pick<
      TFineRow,
      'amountCents' | 'paidCents' | 'postings' | 'waivedAt' | 'waivedBy' | 'waivedReason' | 'waiverEntryId'
    >
  >,
) {
  await setOrgRow(db, memberFines, organizationId, id, values);
}

/** One fine, locked until the transaction ends (a waiver holds it while it posts). */
export async function lockFine(db: TDbOrTx, organizationId: string, id: string) {
  return lockOrgRow(db, memberFines, organizationId, memberFines.id, id);
}

/** A person's name beside the fine (columns named in full: a one-table select leaves them unqualified). */
const nameOf = (column: 'user_id' | 'waived_by') =>
  sql<
    string | null
  >`(select p.full_name from ${profiles} p where p.user_id = ${sql.raw(`member_fines.${column}`)})`;

/** Fines with something posted (or waived), newest period first: all of them, or one member's. */
export async function listFines(
  db: TDbOrTx,
  organizationId: string,
  filter: { userId?: string | undefined },
) {
  return db
    .select({
      fine: memberFines,
      memberName: nameOf('user_id'),
      waivedByName: nameOf('waived_by'),
    })
    .from(memberFines)
    .where(
      and(
        eq(memberFines.organizationId, organizationId),
        filter.userId ? eq(memberFines.userId, filter.userId) : undefined,
        sql`(${memberFines.amountCents} > 0 or ${memberFines.waivedAt} is not null)`,
      ),
    )
    .orderBy(desc(memberFines.raisedOn), desc(memberFines.createdAt))
    .limit(1000);
}

export async function findFine(db: TDbOrTx, organizationId: string, id: string) {
  const [row] = await db
    .select({
      fine: memberFines,
      memberName: nameOf('user_id'),
      waivedByName: nameOf('waived_by'),
    })
    .from(memberFines)
    .where(and(eq(memberFines.organizationId, organizationId), eq(memberFines.id, id)));
  return row;
}
