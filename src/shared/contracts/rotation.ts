import { z } from 'zod';
import { isIsoDate } from '../calendar';
import { CONTRIBUTION_FREQUENCIES } from '../group-rules/rule-types';
import { PAYMENT_METHODS } from '../money-records';
import { ZAmountCents, ZMoneyDate } from './contributions';

/**
 * Rotating stokvel API (issue 21, ADR 26), under /api/v1/orgs/{orgId}/rotation, stokvels only:
 * GET  /rotation                                   the current cycle with every round's status (any member)
 * POST /rotation/cycles                            start a cycle and draw its order (rotation.manage)
 * PUT  /rotation/cycles/{cycleId}/order            set the order by hand (rotation.manage)
 * POST /rotation/cycles/{cycleId}/swaps            propose a swap with another member (members in the cycle)
 * POST /rotation/swaps/{swapId}/accept | /decline  the counterpart answers
 * POST /rotation/cycles/{cycleId}/rounds/{number}/payout  pay the round's pot out (rotation.payout)
 * POST /rotation/cycles/{cycleId}/members/{userId}/debt-payments  a payment towards a member's rotation debt:
 *      an admin records another member's (completed), the member reports their own (pending)
 */

const ZMemberIds = z
  .array(z.uuid('Choose members'))
  .min(2, 'A rotation needs at least two members')
  .max(200, 'A rotation can have at most 200 members')
  .refine((ids) => new Set(ids).size === ids.length, 'Each member can appear only once');

export const ZNewRotationCycle = z.object({
  amountCents: ZAmountCents,
  frequency: z.enum(CONTRIBUTION_FREQUENCIES, 'Choose how often members pay'),
  startsOn: z.string().refine(isIsoDate, 'Enter the first day of round 1'),
  recipientPays: z.boolean(),
  memberUserIds: ZMemberIds,
  /** The draw's seed; left out, the server makes a random one. Recorded either way. */
  seed: z.string().trim().min(1).max(100).optional(),
});
export type TNewRotationCycle = z.infer<typeof ZNewRotationCycle>;

export const ZRotationOrder = z.object({ memberUserIds: ZMemberIds });
export const ZNewRotationSwap = z.object({ counterpartId: z.uuid('Choose the member to swap with') });

export const ZRotationRound = z.object({
  number: z.number().int(),
  recipientId: z.uuid(),
  recipientName: z.string().nullable(),
  startsOn: z.string(),
  endsOn: z.string(),
  /** Null for a round that has not started. */
  status: z
    .object({
      paidIds: z.array(z.uuid()),
      owingIds: z.array(z.uuid()),
      excusedIds: z.array(z.uuid()),
      potCents: z.number().int(),
      expectedPotCents: z.number().int(),
      /** Whether an admin may pay the pot out now: everyone expected has paid, or the round has ended. */
      isReady: z.boolean(),
    })
    .nullable(),
  payout: z
    .object({ amountCents: z.number().int(), journalEntryId: z.uuid(), paidAt: z.string() })
    .nullable(),
});

export const ZRotationSwap = z.object({
  id: z.uuid(),
  proposedBy: z.uuid(),
  counterpartId: z.uuid(),
  status: z.enum(['pending', 'accepted', 'declined']),
  createdAt: z.string(),
});

export const ZRotationMember = z.object({
  userId: z.uuid(),
  name: z.string().nullable(),
  turn: z.number().int(),
  paidCents: z.number().int(),
  receivedCents: z.number().int(),
  owesCents: z.number().int(),
  netCents: z.number().int(),
  /** The ended rounds the member missed after being paid. */
  missedAfterPaidRounds: z.array(z.number().int()),
  /** What the member still owes the group for those rounds: the cycle's amount each, less what they paid back. */
  debtCents: z.number().int(),
  /** Paid back towards that debt (completed payments). */
  debtRepaidCents: z.number().int(),
  /** Reported as paid back by the member, waiting for an admin to confirm it. */
  debtPendingCents: z.number().int(),
  /** The collateral the member pledged, as an admin noted it. */
  collateralNote: z.string().nullable(),
});

/** Admins: note the collateral a member of the cycle pledged; an empty note clears it. */
export const ZRotationCollateral = z.object({
  note: z.string().trim().max(300, 'Collateral note must be at most 300 characters'),
});
export type TRotationCollateral = z.infer<typeof ZRotationCollateral>;

export const ZRotationCycle = z.object({
  id: z.uuid(),
  amountCents: z.number().int(),
  frequency: z.enum(CONTRIBUTION_FREQUENCIES),
  startsOn: z.string(),
  recipientPays: z.boolean(),
  /** The recorded draw seed (null when the order was set by hand): see src/shared/rotation/draw.ts. */
  drawSeed: z.string().nullable(),
  /** The round in progress today (null before round 1 and after the last). */
  currentRound: z.number().int().nullable(),
  members: z.array(ZRotationMember),
  rounds: z.array(ZRotationRound),
  swaps: z.array(ZRotationSwap),
});
export type TRotationCycle = z.infer<typeof ZRotationCycle>;

export const ZRotationView = z.object({ cycle: ZRotationCycle.nullable() });
export type TRotationView = z.infer<typeof ZRotationView>;

export const ZRotationPayout = z.object({
  roundNumber: z.number().int(),
  amountCents: z.number().int(),
  journalEntryId: z.uuid(),
});
export type TRotationPayout = z.infer<typeof ZRotationPayout>;

/** A payment towards a member's rotation debt (ADR 37): at most what they still owe. */
export const ZRotationDebtPayment = z.object({
  amountCents: ZAmountCents,
  paymentDate: ZMoneyDate,
  paymentMethod: z.enum(PAYMENT_METHODS, 'Choose a payment method'),
  referenceNumber: z.string().trim().max(100, 'Reference must be less than 100 characters').optional(),
});
export type TRotationDebtPayment = z.infer<typeof ZRotationDebtPayment>;
