import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';

/**
 * The account's own tables: a claim leaves them as they are (the claimant keeps their sign-in, profile and
 * settings; the record's go with it).
 */
const ACCOUNT_TABLES = new Set([
  'accounts',
  'sessions',
  'two_factors',
  'used_totp_codes',
  'profiles',
  'user_settings',
  'user_roles',
  'staff_views',
  'page_views',
]);

/**
 * Columns that name a member without a foreign key to users. The summaries are not here: their triggers
 * move each figure with the row it counts.
 */
export const UNLINKED_MEMBER_COLUMNS = [
  { table: 'transactions', column: 'member_user_id', hasOrganization: true },
];

/**
 * The summaries name a member without a foreign key. Their triggers move each figure with the row it
 * counts, so once the rows name the claimant the record's summaries are all at zero and go.
 */
const SUMMARY_TABLES = ['contribution_summaries', 'loan_summaries', 'receipt_summaries'];

type TMemberColumn = { table: string; column: string; hasOrganization: boolean };

const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Every column that names a member by a foreign key to users, as the database's catalog has it, so a table
 * added later is covered without a change here. Columns ending in `_by` name who acted, which a record
 * without a sign-in never did.
 */
export async function listMemberColumns(db: TDbOrTx): Promise<TMemberColumn[]> {
  const result = await db.execute(sql`
    select cls.relname as table_name, att.attname as column_name,
      exists (select 1 from pg_attribute org where org.attrelid = con.conrelid
        and org.attname = 'organization_id' and not org.attisdropped) as has_organization
    from pg_constraint con
    join pg_class cls on cls.oid = con.conrelid
    join pg_namespace nsp on nsp.oid = cls.relnamespace and nsp.nspname = current_schema()
    join pg_attribute att on att.attrelid = con.conrelid and att.attnum = con.conkey[1]
    where con.contype = 'f' and con.confrelid = (
      select users.oid from pg_class users where users.relname = 'users' and users.relnamespace = nsp.oid)
      and cardinality(con.conkey) = 1
    order by 1, 2`);
  type TRow = { table_name: string; column_name: string; has_organization: boolean };
  return (result as unknown as { rows: TRow[] }).rows
    .filter((row) => !ACCOUNT_TABLES.has(row.table_name) && !row.column_name.endsWith('_by'))
    .map((row) => ({
      table: row.table_name,
      column: row.column_name,
      hasOrganization: row.has_organization,
    }));
}

/**
 * Makes every row of the organization that names the record name the claimant instead: memberships,
 * contributions, loans, cover, fines and the book's lines alike. The journal lets exactly this change
 * through while the transaction names the claim (migration 0055); the summaries follow their rows. The
 * totals of the books do not change: only whose name a line bears.
 */
export async function reattributeMember(
  tx: TDbOrTx,
  input: {
    organizationId: string;
    recordUserId: string;
    claimantUserId: string;
    /** Tables the caller settles itself (a merge keeps the other record's own membership). */
    except?: readonly string[];
  },
): Promise<void> {
  const { organizationId, recordUserId, claimantUserId } = input;
  const except = new Set(input.except ?? []);
  await tx.execute(
    sql`select set_config('masakhane.member_claim', ${`${recordUserId}:${claimantUserId}`}, true)`,
  );
  for (const { table, column, hasOrganization } of await listMemberColumns(tx)) {
    if (except.has(table)) continue;
    const inOrganization = hasOrganization ? sql` and organization_id = ${organizationId}` : sql``;
    await tx.execute(
      sql`update ${sql.raw(quoteName(table))} set ${sql.raw(quoteName(column))} = ${claimantUserId}
        where ${sql.raw(quoteName(column))} = ${recordUserId}${inOrganization}`,
    );
  }
  for (const table of SUMMARY_TABLES) {
    await tx.execute(sql`delete from ${sql.raw(quoteName(table))} where user_id = ${recordUserId}`);
  }
  await tx.execute(sql`select set_config('masakhane.member_claim', '', true)`);
}
