import { sql } from 'drizzle-orm';
import { hashPassword } from '../../src/server/auth/password';
import type { TDb } from '../../src/server/db/client';
import { DEMO_PASSWORD } from '../../src/server/demo/demo-users';
import { loadLargeBankLines } from './large-bank';
import { countLoanSummaryDrift, loadLargeLoans, recomputeLoanSummaries } from './large-loans';

/** The first row's column from a raw query, whichever driver answered. */
function readFirst(result: unknown, column: string): string {
  const rows =
    result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows) ? result.rows : [];
  const first: unknown = rows[0];
  return first && typeof first === 'object' && column in first ? String(Reflect.get(first, column)) : '';
}

export const LARGE_ADMIN_EMAIL = 'large.admin@masakhane.demo';
export type TLargeSeedOptions = {
  contributions: number;
  members: number;
  smallOrganizations: number;
  /** Loans of the large society, with their disbursements and repayments (scripts/large-seed/large-loans.ts). */
  loans: number;
};

/**
 * Bulk-loads a large society on PostgreSQL: one burial society with `members` members, `contributions`
 * completed contributions (each with its balanced journal entry and a matched line on the bank statement,
 * scripts/large-seed/large-bank.ts) and `loans` loans with their postings, plus small organizations of three
 * members and five contributions each. Triggers are paused for the load (session_replication_role), so
 * the maintained balances and summaries are recomputed afterwards and every invariant is verified.
 */
export async function seedLarge(db: TDb, options: TLargeSeedOptions): Promise<{ organizationId: string }> {
  const seeded = await loadInOneTransaction(db, options);
  // Fresh planner statistics, so queries use the indexes from the first request on.
  await db.execute(sql`ANALYZE`);
  return seeded;
}

async function loadInOneTransaction(
  db: TDb,
  options: TLargeSeedOptions,
): Promise<{ organizationId: string }> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    const admin = await tx.execute(sql`
      INSERT INTO users (name, email, email_verified) VALUES ('Large Society Admin', ${LARGE_ADMIN_EMAIL}, true) RETURNING id`);
    const adminId = readFirst(admin, 'id');
    await tx.execute(
      sql`INSERT INTO accounts (user_id, account_id, provider_id, password) VALUES (${adminId}, ${adminId}, 'credential', ${passwordHash})`,
    );
    await tx.execute(
      sql`INSERT INTO profiles (user_id, full_name, email) VALUES (${adminId}, 'Large Society Admin', ${LARGE_ADMIN_EMAIL})`,
    );
    await tx.execute(sql`INSERT INTO user_roles (user_id, role) VALUES (${adminId}, 'user')`);

    await tx.execute(sql`CREATE TEMP TABLE large_members ON COMMIT DROP AS
      SELECT gen_random_uuid() AS id, n FROM generate_series(1, ${options.members}) AS n`);
    await tx.execute(sql`INSERT INTO users (id, name, email, email_verified)
      SELECT id, 'Member ' || n, 'member' || n || '@large.masakhane.demo', true FROM large_members`);
    await tx.execute(sql`INSERT INTO profiles (user_id, full_name, email)
      SELECT id, 'Member ' || n, 'member' || n || '@large.masakhane.demo' FROM large_members`);

    await tx.execute(sql`CREATE TEMP TABLE large_orgs ON COMMIT DROP AS
      SELECT gen_random_uuid() AS id, n, n = 0 AS is_large FROM generate_series(0, ${options.smallOrganizations}) AS n`);
    // Founded three years back, before the two years of generated history.
    await tx.execute(sql`INSERT INTO organizations (id, name, organization_type, created_by, created_at)
      SELECT id, CASE WHEN is_large THEN 'Large Savings Society' ELSE 'Small Society ' || n END,
             CASE WHEN is_large THEN 'burial_society'::organization_type
                  ELSE (ARRAY['stokvel','burial_society','cooperative','investment_club','general']::organization_type[])[1 + n % 5] END,
             ${adminId}, now() - interval '3 years'
        FROM large_orgs`);
    // The triggers are paused: each organization's figures version (ADR 41) and chart of accounts directly.
    await tx.execute(
      sql`INSERT INTO organization_figure_versions (organization_id) SELECT id FROM large_orgs`,
    );
    await tx.execute(sql`INSERT INTO ledger_accounts (organization_id, code, name, type)
      SELECT o.id, c.code, c.name, c.type::ledger_account_type FROM large_orgs o CROSS JOIN (VALUES
        ('cash','Cash and bank','asset'), ('loans_receivable','Loans receivable','asset'),
        ('fines_receivable','Fines receivable','asset'), ('member_funds','Member contributions','equity'),
        ('interest_income','Interest income','income'), ('fee_income','Fees and other income','income'),
        ('fine_income','Fine income','income'), ('payouts','Member payouts','expense'),
        ('expenses','Fees and other expenses','expense'), ('loan_write_offs','Loan write-offs','expense')) AS c(code, name, type)`);

    await tx.execute(sql`INSERT INTO user_organizations (organization_id, user_id, role)
      SELECT o.id, ${adminId}::uuid, 'admin' FROM large_orgs o WHERE o.is_large`);
    await tx.execute(sql`INSERT INTO user_organizations (organization_id, user_id, role)
      SELECT o.id, m.id, 'member' FROM large_orgs o CROSS JOIN large_members m WHERE o.is_large`);
    await tx.execute(sql`INSERT INTO user_organizations (organization_id, user_id, role)
      SELECT o.id, m.id, CASE WHEN k = 0 THEN 'admin'::membership_role ELSE 'member'::membership_role END
        FROM large_orgs o CROSS JOIN generate_series(0, 2) AS k
        JOIN large_members m ON m.n = 1 + ((o.n * 3 + k) % ${options.members})
       WHERE NOT o.is_large`);

    // Contributions: the large society's spread over two years, five per small organization.
    await tx.execute(sql`CREATE TEMP TABLE large_contributions ON COMMIT DROP AS
      SELECT gen_random_uuid() AS id, gen_random_uuid() AS entry_id, o.id AS organization_id, m.id AS user_id,
             (CURRENT_DATE - ((g::bigint * 7919) % 730)::integer)::date AS contribution_date, (5000 + (g::bigint * 37) % 95000)::bigint AS amount_cents
        FROM generate_series(1, ${options.contributions}) AS g
        JOIN large_members m ON m.n = 1 + (g % ${options.members})
        JOIN large_orgs o ON o.is_large
      UNION ALL
      SELECT gen_random_uuid(), gen_random_uuid(), uo.organization_id, uo.user_id,
             (CURRENT_DATE - (k * 30))::date, (10000 + k * 500)::bigint
        FROM user_organizations uo JOIN large_orgs o ON o.id = uo.organization_id AND NOT o.is_large
        CROSS JOIN generate_series(1, 5) AS k
       WHERE uo.role = 'member' AND k <= 3 OR (uo.role = 'admin' AND k <= 2)`);
    await tx.execute(sql`INSERT INTO journal_entries (id, organization_id, entry_date, description, transaction_type, source_type, source_id)
      SELECT entry_id, organization_id, contribution_date, 'Contribution', 'contribution', 'contribution', id FROM large_contributions`);
    await tx.execute(sql`INSERT INTO journal_lines (organization_id, entry_id, account_id, member_user_id, amount_cents)
      SELECT c.organization_id, c.entry_id, a.id, c.user_id, CASE WHEN a.code = 'cash' THEN c.amount_cents ELSE -c.amount_cents END
        FROM large_contributions c JOIN ledger_accounts a ON a.organization_id = c.organization_id AND a.code IN ('cash', 'member_funds')`);
    await tx.execute(sql`INSERT INTO contributions (id, organization_id, user_id, contribution_date, amount_cents, payment_method, status, journal_entry_id, recorded_by)
      SELECT id, organization_id, user_id, contribution_date, amount_cents, 'eft', 'completed', entry_id, ${adminId}::uuid FROM large_contributions`);

    // A paid receipt per contribution, as the books issue them (numbers unique per organization by row).
    await tx.execute(sql`INSERT INTO receipts (organization_id, user_id, receipt_number, amount_cents, description, category,
        receipt_date, status, contribution_id, journal_entry_id, issued_by, created_at)
      SELECT organization_id, user_id,
             'RCP-' || (extract(epoch FROM contribution_date) * 1000)::bigint || '-' ||
               lpad(upper(to_hex(row_number() OVER (PARTITION BY organization_id))), 6, '0'),
             amount_cents, 'Contribution', 'contribution', contribution_date, 'paid', id, entry_id, ${adminId}::uuid,
             contribution_date::timestamptz
        FROM large_contributions`);

    await loadLargeLoans(tx, { count: options.loans, members: options.members, adminId });
    await loadLargeBankLines(tx, { adminId });
    await recomputeMaintainedFigures(tx);
    await recomputeLoanSummaries(tx);
    await tx.execute(sql`SET LOCAL session_replication_role = origin`);
    await verifyInvariants(tx);
    const large = await tx.execute(sql`SELECT id FROM large_orgs WHERE is_large`);
    return { organizationId: readFirst(large, 'id') };
  });
}

async function recomputeMaintainedFigures(tx: Parameters<Parameters<TDb['transaction']>[0]>[0]) {
  await tx.execute(sql`UPDATE ledger_accounts a SET balance_cents = s.total
    FROM (SELECT account_id, sum(amount_cents) AS total FROM journal_lines GROUP BY account_id) s WHERE s.account_id = a.id`);
  await tx.execute(sql`DELETE FROM receipt_summaries`);
  await tx.execute(sql`INSERT INTO receipt_summaries (organization_id, user_id, total_count, paid_count, pending_count, paid_cents)
    SELECT organization_id, coalesce(user_id, '00000000-0000-0000-0000-000000000000'), count(*),
           count(*) FILTER (WHERE status IN ('approved', 'paid')), count(*) FILTER (WHERE status = 'pending'),
           coalesce(sum(amount_cents) FILTER (WHERE status IN ('approved', 'paid')), 0)
      FROM receipts GROUP BY GROUPING SETS ((organization_id, user_id), (organization_id))`);
  await tx.execute(sql`DELETE FROM contribution_summaries`);
  await tx.execute(sql`INSERT INTO contribution_summaries (organization_id, user_id, month, completed_count, completed_cents)
    SELECT organization_id, coalesce(user_id, '00000000-0000-0000-0000-000000000000'), coalesce(month, DATE '0001-01-01'), count(*), sum(amount_cents)
      FROM (SELECT organization_id, user_id, date_trunc('month', contribution_date)::date AS month, amount_cents
              FROM contributions WHERE status = 'completed') c
     GROUP BY GROUPING SETS ((organization_id, user_id, month), (organization_id, user_id), (organization_id, month), (organization_id))`);
  await tx.execute(sql`DELETE FROM bank_line_days`);
  await tx.execute(sql`INSERT INTO bank_line_days (organization_id, line_date, line_count, total_cents, not_in_book_count, not_in_book_cents)
    SELECT organization_id, line_date, count(*), sum(amount_cents), count(*) FILTER (WHERE journal_entry_id IS NULL),
           coalesce(sum(amount_cents) FILTER (WHERE journal_entry_id IS NULL), 0)
      FROM bank_statement_lines GROUP BY organization_id, line_date`);
}

/** The load is refused (rolled back) unless the books are exactly as the triggers would have kept them. */
async function verifyInvariants(tx: Parameters<Parameters<TDb['transaction']>[0]>[0]) {
  const unbalanced = await tx.execute(sql`SELECT count(*) AS n FROM
    (SELECT entry_id FROM journal_lines GROUP BY entry_id HAVING sum(amount_cents) <> 0 OR count(*) < 2) x`);
  const drift = await tx.execute(sql`SELECT count(*) AS n FROM ledger_accounts a
    LEFT JOIN (SELECT account_id, sum(amount_cents) AS total FROM journal_lines GROUP BY account_id) s ON s.account_id = a.id
    WHERE a.balance_cents <> coalesce(s.total, 0)`);
  const summaries = await tx.execute(sql`SELECT count(*) AS n FROM contribution_summaries s
    JOIN (SELECT organization_id, sum(amount_cents) AS total FROM contributions WHERE status = 'completed' GROUP BY organization_id) c
      ON c.organization_id = s.organization_id
    WHERE s.user_id = '00000000-0000-0000-0000-000000000000' AND s.month = DATE '0001-01-01' AND s.completed_cents <> c.total`);
  const loanDrift = await countLoanSummaryDrift(tx);
  const problems = [unbalanced, drift, summaries, loanDrift].map((result) =>
    Number(readFirst(result, 'n') || 0),
  );
  if (problems.some((n) => n > 0)) throw new Error(`large seed failed verification: ${problems.join(', ')}`);
}
