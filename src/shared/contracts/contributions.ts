import { z } from 'zod';
import { CONTRIBUTION_STATUSES, PAYMENT_METHODS } from '../money-records';
import { Z_LIST_DATE_RANGE, ZPastDate } from './dates';
import { zPageOf, zPaging } from './paging';
import { ZPaymentSlip } from './payment-slips';

/** The largest single amount we accept: R100 million, in cents. */
export const MAX_AMOUNT_CENTS = 10_000_000_000;

/** A money date: a real calendar date, not after today in South Africa, not before 2000. */
export const ZMoneyDate = ZPastDate('Date').refine(
  (value) => value >= '2000-01-01',
  'Date cannot be before 2000',
);

/** Amounts travel as integer cents. */
export const ZAmountCents = z
  .number({ error: 'Amount is required' })
  .int('Amount must be a whole number of cents')
  .positive('Amount must be greater than zero')
  .max(MAX_AMOUNT_CENTS, 'Amount is too large');

const ZOptionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => value || null)
    .nullish();

export const ZRecordContribution = z.object({
  userId: z.uuid('Choose a member'),
  contributionDate: ZMoneyDate,
  amountCents: ZAmountCents,
  paymentMethod: z.enum(PAYMENT_METHODS, 'Choose a payment method'),
  referenceNumber: ZOptionalText(100, 'Reference must be less than 100 characters'),
  notes: ZOptionalText(1000, 'Notes must be less than 1000 characters'),
  /** Another member who paid this on the member's behalf (absent: the member paid). */
  paidByUserId: z.uuid('Choose the member who paid').nullish(),
});

/**
 * A member reports their own payment, or one they made on behalf of another member of the group
 * (`beneficiaryUserId`: it counts for that member); an admin confirms it later.
 */
export const ZSubmitContribution = ZRecordContribution.omit({ userId: true, paidByUserId: true }).extend({
  beneficiaryUserId: z.uuid('Choose the member you paid for').nullish(),
  referenceNumber: z
    .string({ error: 'Payment reference is required' })
    .trim()
    .min(1, 'Payment reference is required')
    .max(100, 'Reference must be less than 100 characters'),
});

/** Why a posting is corrected (a reversal, a waiver): kept with the correcting entry and in the audit log. */
export const ZCorrectionReason = z.object({
  reason: z
    .string({ error: 'Reason is required' })
    .trim()
    .min(3, 'Reason must be at least 3 characters')
    .max(300, 'Reason must be less than 300 characters'),
});

export const ZReverseContribution = ZCorrectionReason;

export const ZContributionQuery = z.object({
  userId: z.uuid('Unknown member').optional(),
  status: z.enum(CONTRIBUTION_STATUSES).optional(),
  ...Z_LIST_DATE_RANGE,
  ...zPaging(500, 50),
});

export const ZContribution = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  userId: z.uuid(),
  memberName: z.string().nullable(),
  /** Who paid, when another member paid on this member's behalf. */
  paidByUserId: z.uuid().nullable(),
  paidByName: z.string().nullable(),
  contributionDate: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  referenceNumber: z.string().nullable(),
  status: z.enum(CONTRIBUTION_STATUSES),
  notes: z.string().nullable(),
  /** The member's proof of payment, when they attached one. */
  slip: ZPaymentSlip.nullable(),
  createdAt: z.string(),
});

export const ZContributionList = zPageOf(ZContribution);

/** The four stat cards: whole organization for admins, the caller's own for members. */
export const ZContributionStats = z.object({
  scope: z.enum(['organization', 'own']),
  totalCents: z.number().int(),
  thisMonthCents: z.number().int(),
  count: z.number().int(),
  averageCents: z.number().int(),
});

export type TRecordContribution = z.infer<typeof ZRecordContribution>;
export type TSubmitContribution = z.infer<typeof ZSubmitContribution>;
export type TContributionQuery = z.infer<typeof ZContributionQuery>;
export type TContribution = z.infer<typeof ZContribution>;
export type TContributionStats = z.infer<typeof ZContributionStats>;
export type TContributionList = z.infer<typeof ZContributionList>;
export type TContributionStatus = (typeof CONTRIBUTION_STATUSES)[number];
