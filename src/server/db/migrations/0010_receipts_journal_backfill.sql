-- Receipts issued before receipts carried their journal entry: link them through their payment's posting.
UPDATE "receipts" AS r
SET "journal_entry_id" = c."journal_entry_id"
FROM "contributions" AS c
WHERE c."id" = r."contribution_id" AND r."journal_entry_id" IS NULL AND c."journal_entry_id" IS NOT NULL;
--> statement-breakpoint
UPDATE "receipts" AS r
SET "journal_entry_id" = p."journal_entry_id"
FROM "loan_repayments" AS p
WHERE p."id" = r."loan_repayment_id" AND r."journal_entry_id" IS NULL AND p."journal_entry_id" IS NOT NULL;
