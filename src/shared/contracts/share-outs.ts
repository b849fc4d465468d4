import { z } from 'zod';
import { isIsoDate } from '../calendar';
import { SHARE_OUT_RULES } from '../share-out/share-out-types';

/**
 * Year-end share-out (issue 21, ADR 0028):
 *   GET  /orgs/{orgId}/share-outs/preview?startsOn&endsOn -> ZShareOut (any member: computed from the books now)
 *   GET  /orgs/{orgId}/share-outs/latest                  -> ZLatestShareOut (any member: the table to review)
 *   POST /orgs/{orgId}/share-outs ZShareOutCycle          -> ZShareOut (shareout.manage: propose)
 *   POST /orgs/{orgId}/share-outs/{id}/post               -> ZShareOut (shareout.manage; Idempotency-Key;
 *                                                           202 ZApproval: always with two admins)
 *   GET  /orgs/{orgId}/share-outs/{id}/statements/{userId} -> PDF (the member's own; admins: anyone's)
 */

const ZCycleDate = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .refine(isIsoDate, `${label} must be a date in the form YYYY-MM-DD`);

export const ZShareOutCycle = z
  .object({ startsOn: ZCycleDate('Cycle start'), endsOn: ZCycleDate('Cycle end') })
  .refine((cycle) => cycle.startsOn <= cycle.endsOn, {
    path: ['endsOn'],
    message: 'Cycle end cannot be before its start',
  });
export type TShareOutCycle = z.infer<typeof ZShareOutCycle>;

export const ZShareOutLine = z.object({
  userId: z.string(),
  memberName: z.string().nullable(),
  paidInCents: z.number().int(),
  shares: z.number().int(),
  incomeShareCents: z.number().int(),
  grossCents: z.number().int(),
  /** The member's part of the groceries bought with the pot (ADR 0036); 0 for share-outs before them. */
  groceriesCents: z.number().int().default(0),
  loanDeductedCents: z.number().int(),
  netPayoutCents: z.number().int(),
  /** Why the member gets no part of the income (they saved nothing in the cycle); null when they do. */
  leftOutReason: z.string().nullable().default(null),
});
export type TShareOutLine = z.infer<typeof ZShareOutLine>;

export const SHARE_OUT_STATUSES = ['preview', 'proposed', 'posted', 'withdrawn'] as const;

export const ZShareOut = z.object({
  /** Null for a preview that was never proposed. */
  id: z.uuid().nullable(),
  status: z.enum(SHARE_OUT_STATUSES),
  startsOn: z.string(),
  endsOn: z.string(),
  rule: z.enum(SHARE_OUT_RULES),
  pot: z.object({
    savingsCents: z.number().int(),
    interestCents: z.number().int(),
    finesCents: z.number().int(),
    otherIncomeCents: z.number().int(),
    groceriesCents: z.number().int().default(0),
    /** Expenses and loans written off in the cycle: off the pot; 0 for share-outs before they were. */
    expensesCents: z.number().int().default(0),
  }),
  /** savings + income - expenses: what the group really has to share. */
  totalCents: z.number().int(),
  totalShares: z.number().int(),
  valuePerShareCents: z.number().nullable(),
  lines: z.array(ZShareOutLine),
  totals: z.object({
    grossCents: z.number().int(),
    groceriesCents: z.number().int().default(0),
    loanDeductedCents: z.number().int(),
    netPayoutCents: z.number().int(),
  }),
  proposedBy: z.string().nullable(),
  proposedByName: z.string().nullable(),
  postedOn: z.string().nullable(),
  /** The second admin's approval it waits for, if asked (ADR 0019, 0028). */
  pendingApproval: z
    .object({ id: z.uuid(), proposedBy: z.string().nullable(), proposedByName: z.string().nullable() })
    .nullable(),
});
export type TShareOut = z.infer<typeof ZShareOut>;

export const ZLatestShareOut = z.object({
  shareOut: ZShareOut.nullable(),
  /** Two admins or more: a share-out is posted only when a second admin approves it. */
  isSecondAdminNeeded: z.boolean(),
});
export type TLatestShareOut = z.infer<typeof ZLatestShareOut>;
