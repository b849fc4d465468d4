import { sql } from 'drizzle-orm';
import type { TTx } from '../../src/server/db/client';

/** One statement line in this many is a deposit still to match; the rest are matched to their contribution. */
const UNMATCHED_EVERY = 50;

/**
 * Loads the large society's bank statement (temp tables large_orgs and large_contributions must exist,
 * triggers paused): one imported statement over the whole history with a deposit line for every
 * contribution, on its date, as the bank shows them, matched to it, but for one in fifty left unmatched.
 */
export async function loadLargeBankLines(tx: TTx, input: { adminId: string }) {
  await tx.execute(sql`CREATE TEMP TABLE large_bank_lines ON COMMIT DROP AS
    SELECT gen_random_uuid() AS id, c.organization_id, c.id AS contribution_id, c.entry_id, c.contribution_date,
           c.amount_cents, row_number() OVER (ORDER BY c.contribution_date, c.id) AS position
      FROM large_contributions c JOIN large_orgs o ON o.id = c.organization_id AND o.is_large`);
  await tx.execute(sql`WITH statement AS (
      INSERT INTO bank_statements (organization_id, format, file_name, period_start, period_end, line_count,
          new_line_count, imported_by)
      SELECT organization_id, 'generic_csv', 'large-society-statement.csv', min(contribution_date),
             max(contribution_date), count(*), count(*), ${input.adminId}::uuid
        FROM large_bank_lines GROUP BY organization_id RETURNING id, organization_id)
    INSERT INTO bank_statement_lines (id, organization_id, statement_id, line_date, amount_cents,
      description, fingerprint, position, status, matched_contribution_id, journal_entry_id, matched_by, matched_at)
    SELECT l.id, l.organization_id, s.id, contribution_date, amount_cents,
           'DEPOSIT ' || upper(left(contribution_id::text, 8)), 'large-' || contribution_id, position,
           (CASE WHEN position % ${UNMATCHED_EVERY} = 0 THEN 'unmatched' ELSE 'matched' END)::bank_line_status,
           CASE WHEN position % ${UNMATCHED_EVERY} <> 0 THEN contribution_id END,
           CASE WHEN position % ${UNMATCHED_EVERY} <> 0 THEN entry_id END,
           CASE WHEN position % ${UNMATCHED_EVERY} <> 0 THEN ${input.adminId}::uuid END,
           CASE WHEN position % ${UNMATCHED_EVERY} <> 0 THEN contribution_date::timestamptz END
      FROM large_bank_lines l JOIN statement s ON s.organization_id = l.organization_id`);
}
