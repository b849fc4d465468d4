-- Late fines are money a member owes the group (ADR 0022): fines receivable (asset) against fine income.
-- New organizations get both accounts with the rest of the chart; existing ones get them now.
CREATE OR REPLACE FUNCTION ledger_create_chart() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_accounts (organization_id, code, name, type) VALUES
    (NEW.id, 'cash', 'Cash and bank', 'asset'),
    (NEW.id, 'loans_receivable', 'Loans receivable', 'asset'),
    (NEW.id, 'fines_receivable', 'Fines receivable', 'asset'),
    (NEW.id, 'member_funds', 'Member contributions', 'equity'),
    (NEW.id, 'interest_income', 'Interest income', 'income'),
    (NEW.id, 'fee_income', 'Fees and other income', 'income'),
    (NEW.id, 'fine_income', 'Fine income', 'income'),
    (NEW.id, 'payouts', 'Member payouts', 'expense'),
    (NEW.id, 'expenses', 'Fees and other expenses', 'expense'),
    (NEW.id, 'loan_write_offs', 'Loan write-offs', 'expense');
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO ledger_accounts (organization_id, code, name, type)
SELECT o.id, chart.code, chart.name, chart.type::ledger_account_type
  FROM organizations o
 CROSS JOIN (VALUES ('fines_receivable', 'Fines receivable', 'asset'),
                    ('fine_income', 'Fine income', 'income')) AS chart(code, name, type)
 WHERE NOT EXISTS (
   SELECT 1 FROM ledger_accounts a WHERE a.organization_id = o.id AND a.code = chart.code
 );
