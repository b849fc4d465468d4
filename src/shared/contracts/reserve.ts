import { z } from 'zod';

/** A burial society's cash against its exposure (ADR 30), for its admins. */
export const ZReserve = z.object({
  asOf: z.string(),
  /** The cash and bank balance: the same Total Balance as the dashboard. */
  cashCents: z.number().int(),
  /** The group rule: warn when the cash is below the cost of this many of the largest covers. */
  warnBelowPayouts: z.number().int(),
  /** The largest covers in force, largest first (at most warnBelowPayouts of them). */
  largestCoversCents: z.array(z.number().int()),
  /** Their sum: what that many funerals would cost. */
  costOfLargestCents: z.number().int(),
  /** People whose cover is in force (waiting, covered, in arrears or reinstated). */
  coversInForce: z.number().int(),
  /** Payouts (net of reversals) over the 12 whole months before this one, divided by 12. */
  averageMonthlyPayoutsCents: z.number().int(),
  /** How many months of average payouts the cash pays for (one decimal); null without payouts. */
  monthsOfPayouts: z.number().nullable(),
  /** Cash below the cost of the largest covers. */
  isBelow: z.boolean(),
});
export type TReserve = z.infer<typeof ZReserve>;
