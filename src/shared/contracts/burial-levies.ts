import { z } from 'zod';
import { PAYMENT_METHODS } from '../money-records';
import { ZPastDate } from './dates';

/** Levies owed after a funeral payout (issue 20, ADR 33). Cents are integers; dates are 'YYYY-MM-DD'. */

export const ZLevy = z.object({
  id: z.uuid(),
  claimId: z.uuid(),
  memberUserId: z.uuid(),
  memberName: z.string(),
  amountCents: z.number().int(),
  raisedOn: z.string(),
  paidOn: z.string().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  journalEntryId: z.uuid().nullable(),
});
export type TLevy = z.infer<typeof ZLevy>;

export const ZLevyTotals = z.object({
  raisedCents: z.number().int(),
  paidCents: z.number().int(),
  owedCents: z.number().int(),
  owedCount: z.number().int(),
});
export type TLevyTotals = z.infer<typeof ZLevyTotals>;

/** Admins: every levy of the society; a member: their own. Newest first, with the totals. */
export const ZLevyList = z.object({ totals: ZLevyTotals, levies: z.array(ZLevy) });
export type TLevyList = z.infer<typeof ZLevyList>;

export const ZPayLevy = z.object({
  paidOn: ZPastDate('Date paid'),
  paymentMethod: z.enum(PAYMENT_METHODS, 'Choose how it was paid').default('cash'),
});
export type TPayLevy = z.infer<typeof ZPayLevy>;
