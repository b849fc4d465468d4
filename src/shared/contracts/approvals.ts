import { z } from 'zod';
import { MAX_AMOUNT_CENTS } from './contributions';

/**
 * Two to sign (ADR 0019).
 *   GET  /orgs/{orgId}/approval-policy                 -> ZApprovalPolicy (approval.decide)
 *   PUT  /orgs/{orgId}/approval-policy   ZUpdateApprovalPolicy -> ZApprovalPolicy (approval.decide);
 *        what tightens the policy takes effect at once, what loosens it is held (202) while it holds moves
 *   GET  /orgs/{orgId}/approvals                       -> ZApprovalBoard (approval.decide)
 *   POST /orgs/{orgId}/approvals/{approvalId}/approve  -> ZApproval (another admin; Idempotency-Key)
 *   POST /orgs/{orgId}/approvals/{approvalId}/cancel   -> ZApproval (any admin; Idempotency-Key)
 * A held move answers 202 with ZApproval from the route that was asked to make it.
 */

export const APPROVAL_STATUSES = ['pending', 'approved', 'cancelled', 'failed'] as const;

/** The moves that can be held for a second admin. */
export const APPROVAL_OPERATION_LABELS: Record<string, string> = {
  'transaction.record': 'Payout or expense',
  'loan.disburse': 'Loan disbursement',
  'loan.write_off': 'Loan write-off',
  'contribution.reverse': 'Contribution reversal',
  'transaction.reverse': 'Transaction reversal',
  'approval_policy.loosen': 'Two to sign loosened',
  'membership.demote_admin': 'Admin demoted',
  'membership.remove_admin': 'Admin removed',
};

const ZThreshold = z
  .number({ error: 'Amount must be a number' })
  .int('Amount must be a whole number of cents')
  .min(0, 'Amount cannot be negative')
  .max(MAX_AMOUNT_CENTS, 'Amount is too large')
  .nullable();

export const ZUpdateApprovalPolicy = z.object({
  /** Payouts and expenses above this amount wait for a second admin; null: never. */
  payoutsAboveCents: ZThreshold,
  /** Loan disbursements above this amount wait for a second admin; null: never. */
  disbursementsAboveCents: ZThreshold,
  /** Every loan write-off waits for a second admin. */
  isWriteOffGated: z.boolean(),
  /** Every reversal waits for a second admin. */
  isReversalGated: z.boolean(),
});

export const ZApprovalPolicy = ZUpdateApprovalPolicy.extend({
  /** How many admins the organization has; the policy holds moves only from two. */
  adminCount: z.number().int(),
  isEffective: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
});

export const ZApproval = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  operation: z.string(),
  status: z.enum(APPROVAL_STATUSES),
  description: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  memberUserId: z.uuid().nullable(),
  memberName: z.string().nullable(),
  proposedBy: z.uuid().nullable(),
  proposedByName: z.string().nullable(),
  decidedBy: z.uuid().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
});

export const ZApprovalBoard = z.object({
  pending: z.array(ZApproval),
  /** The latest decided approvals (approved, cancelled, failed), newest first. */
  recent: z.array(ZApproval),
});

export type TUpdateApprovalPolicy = z.infer<typeof ZUpdateApprovalPolicy>;
export type TApprovalPolicy = z.infer<typeof ZApprovalPolicy>;
export type TApproval = z.infer<typeof ZApproval>;
export type TApprovalBoard = z.infer<typeof ZApprovalBoard>;
