import { z } from 'zod';
import { ZCorrectionReason } from './contributions';

/**
 * Late fines as money owed (issue 18, ADR 0022):
 *   GET  /orgs/{orgId}/fines                        -> ZFineList (admins: every member's; members: their own)
 *   POST /orgs/{orgId}/fines/{fineId}/waive ZWaiveFine -> ZFine   (fine.waive, not one's own; Idempotency-Key;
 *                                                      202 ZApproval when the policy holds reversals)
 */

export const FINE_STATUSES = ['outstanding', 'paid', 'waived'] as const;
export type TFineStatus = (typeof FINE_STATUSES)[number];

export const FINE_STATUS_LABELS = {
  outstanding: 'Outstanding',
  paid: 'Paid',
  waived: 'Waived',
} satisfies Record<TFineStatus, string>;

export const ZWaiveFine = ZCorrectionReason;
export type TWaiveFine = z.infer<typeof ZWaiveFine>;

export const ZFineQuery = z.object({ userId: z.uuid('Unknown member').optional() });
export type TFineQuery = z.infer<typeof ZFineQuery>;

export const ZFine = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  memberName: z.string().nullable(),
  periodKey: z.string(),
  periodLabel: z.string(),
  ruleVersion: z.number().int(),
  /** The day the fine was raised (the period's due date plus the grace days, plus one). */
  raisedOn: z.string(),
  /** The fine as posted (for a per-day fine, what it has grown to). */
  amountCents: z.number().int(),
  /** The part the member's payments cleared. */
  paidCents: z.number().int(),
  /** Still owed: nothing once waived. */
  outstandingCents: z.number().int(),
  status: z.enum(FINE_STATUSES),
  waivedAt: z.string().nullable(),
  waivedByName: z.string().nullable(),
  waivedReason: z.string().nullable(),
});
export type TFine = z.infer<typeof ZFine>;

export const ZFineList = z.object({
  items: z.array(ZFine),
  /** Outstanding over the listed fines (equals the fines receivable of those members on the book). */
  outstandingCents: z.number().int(),
});
export type TFineList = z.infer<typeof ZFineList>;
