ALTER TABLE "approvals" ADD COLUMN "move_key" varchar(200);--> statement-breakpoint
-- The moves already pending keep one approval each under the new rule: the oldest of each move takes its
-- key; a later duplicate keeps none and stays pending for an admin to cancel (approving it is refused once
-- the first has made the move).
UPDATE "approvals" AS a SET "move_key" = k."move_key"
FROM (
  SELECT "id", "move_key",
    row_number() OVER (PARTITION BY "organization_id", "move_key" ORDER BY "created_at", "id") AS n
  FROM (
    SELECT "id", "organization_id", "created_at",
      "operation" || ':' || CASE "operation"
        WHEN 'contribution.reverse' THEN "payload" ->> 'contributionId'
        WHEN 'transaction.reverse' THEN "payload" ->> 'transactionId'
        WHEN 'loan.disburse' THEN "payload" ->> 'loanId'
        WHEN 'loan.write_off' THEN "payload" ->> 'loanId'
        WHEN 'loan.reverse_disbursement' THEN "payload" ->> 'loanId'
        WHEN 'repayment.reverse' THEN "payload" ->> 'repaymentId'
        WHEN 'fine.waive' THEN "payload" ->> 'fineId'
        WHEN 'rotation.payout' THEN ("payload" ->> 'cycleId') || ':' || ("payload" ->> 'roundNumber')
        WHEN 'shareout.post' THEN "payload" ->> 'shareOutId'
      END AS "move_key"
    FROM "approvals"
    WHERE "status" = 'pending'
  ) AS s
  WHERE "move_key" IS NOT NULL
) AS k
WHERE a."id" = k."id" AND k.n = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "approvals_org_pending_move" ON "approvals" USING btree ("organization_id","move_key") WHERE "approvals"."status" = 'pending' and "approvals"."move_key" is not null;
