import { sql } from 'drizzle-orm';
import type { TTx } from '../../src/server/db/client';

/**
 * Loads `count` loans into the large society (temp tables large_orgs and large_members must exist, triggers
 * paused): one in twenty pending, approved, rejected or defaulted each, five active, the rest paid. Disbursed
 * loans post their disbursement; paid loans two repayments that settle them, active and defaulted loans one
 * instalment. Repayments split interest and principal in proportion, the settling one taking the remainders
 * (src/shared/loans.ts splitRepayment), and post cash, interest income and loans receivable lines.
 */
export async function loadLargeLoans(tx: TTx, input: { count: number; members: number; adminId: string }) {
  if (input.count <= 0) return;
  await tx.execute(sql`CREATE TEMP TABLE large_loans ON COMMIT DROP AS
    SELECT l.*, l.amount_cents + l.interest_cents AS total_cents
      FROM (SELECT gen_random_uuid() AS id, gen_random_uuid() AS entry_id, o.id AS organization_id, m.id AS user_id,
                   (CURRENT_DATE - 30 - ((g::bigint * 7907) % 700)::integer)::date AS loan_date,
                   (100000 + (g::bigint * 131) % 900000)::bigint AS amount_cents,
                   round((100000 + (g::bigint * 131) % 900000) * 0.1)::bigint AS interest_cents,
                   3 + g % 10 AS term_months,
                   (CASE g % 20 WHEN 0 THEN 'pending' WHEN 1 THEN 'approved' WHEN 2 THEN 'rejected'
                      WHEN 3 THEN 'defaulted' WHEN 4 THEN 'active' WHEN 5 THEN 'active' WHEN 6 THEN 'active'
                      WHEN 7 THEN 'active' WHEN 8 THEN 'active' ELSE 'paid' END)::loan_status AS status
              FROM generate_series(1, ${input.count}) AS g
              JOIN large_members m ON m.n = 1 + (g % ${input.members})
              JOIN large_orgs o ON o.is_large) l`);
  await tx.execute(sql`INSERT INTO loans (id, organization_id, user_id, loan_date, amount_cents, interest_rate_bps,
      term_months, total_repayable_cents, due_date, status, purpose, decided_by, decided_at, disbursed_on, disbursement_entry_id)
    SELECT id, organization_id, user_id, loan_date, amount_cents, 1000, term_months, total_cents,
           (loan_date + make_interval(months => term_months))::date, status, 'School fees',
           CASE WHEN status <> 'pending' THEN ${input.adminId}::uuid END,
           CASE WHEN status <> 'pending' THEN loan_date::timestamptz END,
           CASE WHEN status IN ('active', 'paid', 'defaulted') THEN loan_date END,
           CASE WHEN status IN ('active', 'paid', 'defaulted') THEN entry_id END
      FROM large_loans`);
  await tx.execute(sql`INSERT INTO journal_entries (id, organization_id, entry_date, description, transaction_type, source_type, source_id)
    SELECT entry_id, organization_id, loan_date, 'Loan disbursed', 'loan_disbursement', 'loan', id
      FROM large_loans WHERE status IN ('active', 'paid', 'defaulted')`);
  await tx.execute(sql`INSERT INTO journal_lines (organization_id, entry_id, account_id, member_user_id, amount_cents)
    SELECT l.organization_id, l.entry_id, a.id, CASE WHEN a.code = 'loans_receivable' THEN l.user_id END,
           CASE WHEN a.code = 'cash' THEN -l.amount_cents ELSE l.amount_cents END
      FROM large_loans l JOIN ledger_accounts a ON a.organization_id = l.organization_id AND a.code IN ('cash', 'loans_receivable')
     WHERE l.status IN ('active', 'paid', 'defaulted')`);

  // Paid: half, then the rest; active and defaulted: one instalment of total / term.
  await tx.execute(sql`CREATE TEMP TABLE large_repayments ON COMMIT DROP AS
    SELECT r.*, r.amount_cents - r.interest_cents AS principal_cents
      FROM (SELECT gen_random_uuid() AS id, gen_random_uuid() AS entry_id, l.id AS loan_id, l.organization_id, l.user_id,
                   LEAST(CURRENT_DATE, l.loan_date + 30 * k)::date AS repayment_date,
                   CASE WHEN l.status = 'paid' AND k = 2 THEN l.total_cents - l.total_cents / 2
                        WHEN l.status = 'paid' THEN l.total_cents / 2
                        ELSE round(l.total_cents::numeric / l.term_months)::bigint END AS amount_cents,
                   CASE WHEN l.status = 'paid' AND k = 2 THEN l.interest_cents - round((l.total_cents / 2) * l.interest_cents::numeric / l.total_cents)::bigint
                        WHEN l.status = 'paid' THEN round((l.total_cents / 2) * l.interest_cents::numeric / l.total_cents)::bigint
                        ELSE round(round(l.total_cents::numeric / l.term_months) * l.interest_cents / l.total_cents)::bigint END AS interest_cents
              FROM large_loans l CROSS JOIN generate_series(1, 2) AS k
             WHERE l.status = 'paid' OR (l.status IN ('active', 'defaulted') AND k = 1)) r`);
  await tx.execute(sql`INSERT INTO journal_entries (id, organization_id, entry_date, description, transaction_type, source_type, source_id)
    SELECT entry_id, organization_id, repayment_date, 'Loan repayment', 'loan_repayment', 'loan_repayment', id FROM large_repayments`);
  await tx.execute(sql`INSERT INTO journal_lines (organization_id, entry_id, account_id, member_user_id, amount_cents)
    SELECT r.organization_id, r.entry_id, a.id, CASE WHEN a.code = 'loans_receivable' THEN r.user_id END,
           CASE a.code WHEN 'cash' THEN r.amount_cents WHEN 'interest_income' THEN -r.interest_cents ELSE -r.principal_cents END
      FROM large_repayments r JOIN ledger_accounts a ON a.organization_id = r.organization_id
       AND a.code IN ('cash', 'interest_income', 'loans_receivable')`);
  await tx.execute(sql`INSERT INTO loan_repayments (id, organization_id, loan_id, user_id, repayment_date, amount_cents,
      principal_cents, interest_cents, status, journal_entry_id, recorded_by)
    SELECT id, organization_id, loan_id, user_id, repayment_date, amount_cents, principal_cents, interest_cents,
           'completed', entry_id, ${input.adminId}::uuid FROM large_repayments`);
}

/** loan_summaries as the triggers would have kept them: per borrower and per organization. */
export async function recomputeLoanSummaries(tx: TTx) {
  await tx.execute(sql`DELETE FROM loan_summaries`);
  await tx.execute(sql`INSERT INTO loan_summaries (organization_id, user_id, disbursed_cents, active_count, active_cents, repaid_cents, defaulted_count)
    SELECT organization_id, coalesce(user_id, '00000000-0000-0000-0000-000000000000'), sum(disbursed), sum(active_count),
           sum(active_cents), sum(repaid), sum(defaulted_count)
      FROM (SELECT organization_id, user_id,
                   CASE WHEN status IN ('active', 'paid', 'defaulted') THEN amount_cents ELSE 0 END AS disbursed,
                   (status = 'active')::int AS active_count,
                   CASE WHEN status = 'active' THEN amount_cents ELSE 0 END AS active_cents,
                   0::bigint AS repaid, (status = 'defaulted')::int AS defaulted_count
              FROM loans WHERE status IN ('active', 'paid', 'defaulted')
            UNION ALL
            SELECT organization_id, user_id, 0, 0, 0, amount_cents, 0 FROM loan_repayments WHERE status = 'completed') x
     GROUP BY GROUPING SETS ((organization_id, user_id), (organization_id))`);
}

/** Organization rows of loan_summaries that disagree with the loans and repayments (must be none). */
export function countLoanSummaryDrift(tx: TTx) {
  return tx.execute(sql`SELECT count(*) AS n FROM loan_summaries s
    JOIN (SELECT organization_id,
                 sum(CASE WHEN status IN ('active', 'paid', 'defaulted') THEN amount_cents ELSE 0 END) AS disbursed,
                 count(*) FILTER (WHERE status = 'active') AS active_count
            FROM loans GROUP BY organization_id) l ON l.organization_id = s.organization_id
   WHERE s.user_id = '00000000-0000-0000-0000-000000000000'
     AND (s.disbursed_cents <> l.disbursed OR s.active_count <> l.active_count)`);
}
