import { z } from 'zod';
import { MAX_AMOUNT_CENTS, ZAmountCents, ZMoneyDate } from './contributions';

/**
 * Meetings of share-based (VSLA style) groups (issue 21, ADR 0032), run in the order groups run them:
 * attendance, shares bought, social fund, loan repayments, new loans, fines, cash counted, closed.
 *   GET  /orgs/{orgId}/meetings                               -> ZMeetingList (meeting.read)
 *   GET  /orgs/{orgId}/meetings/my-shares                     -> ZMyShares (meeting.read: the caller's shares)
 *   POST /orgs/{orgId}/meetings ZOpenMeeting                  -> ZMeetingDetail (meeting.run)
 *   GET  /orgs/{orgId}/meetings/{meetingId}                   -> ZMeetingDetail (meeting.run)
 *   PUT  /orgs/{orgId}/meetings/{meetingId}/attendance        -> ZMeetingDetail (meeting.run)
 *   POST /orgs/{orgId}/meetings/{meetingId}/shares            -> ZMeetingDetail (meeting.run; Idempotency-Key)
 *   POST /orgs/{orgId}/meetings/{meetingId}/shares/{id}/reverse   (meeting.run; Idempotency-Key)
 *   POST /orgs/{orgId}/meetings/{meetingId}/payments          -> ZMeetingDetail (meeting.run; Idempotency-Key)
 *   POST /orgs/{orgId}/meetings/{meetingId}/payments/{id}/reverse (meeting.run; Idempotency-Key)
 *   POST /orgs/{orgId}/meetings/{meetingId}/close ZCloseMeeting    (meeting.run)
 *   POST /orgs/{orgId}/meetings/{meetingId}/reopen ZReopenMeeting  (meeting.run: the latest meeting only)
 */

export const ATTENDANCE_STATUSES = ['present', 'absent', 'excused'] as const;
export type TAttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
export const MEETING_PAYMENT_KINDS = ['social_fund', 'grant', 'fine'] as const;
export type TMeetingPaymentKind = (typeof MEETING_PAYMENT_KINDS)[number];
export const MEETING_PAYMENT_LABELS = {
  social_fund: 'Social fund',
  grant: 'Grant from the social fund',
  fine: 'Fine',
} satisfies Record<TMeetingPaymentKind, string>;

const ZReason = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(3, `${label} must be at least 3 characters`)
    .max(200, `${label} must be at most 200 characters`);

export const ZOpenMeeting = z.object({
  meetingDate: ZMoneyDate,
  /** Starts a new cycle (after the share-out); the first meeting always starts cycle 1. */
  startsNewCycle: z.boolean().default(false),
});
export type TOpenMeeting = z.infer<typeof ZOpenMeeting>;

export const ZRecordAttendance = z.object({
  entries: z
    .array(
      z.object({
        userId: z.uuid('Choose a member'),
        status: z.enum(ATTENDANCE_STATUSES, 'Choose present, absent or excused'),
      }),
    )
    .min(1, 'Mark at least one member')
    .max(2_000, 'Too many members at once'),
});
export type TRecordAttendance = z.infer<typeof ZRecordAttendance>;

export const ZBuyShares = z.object({
  userId: z.uuid('Choose a member'),
  shares: z
    .number({ error: 'Shares are required' })
    .int('Shares must be a whole number')
    .min(1, 'A member buys at least 1 share at a meeting')
    .max(100, 'A member buys at most 100 shares at a meeting'),
});
export type TBuyShares = z.infer<typeof ZBuyShares>;

export const ZRecordMeetingPayment = z.object({
  userId: z.uuid('Choose a member'),
  kind: z.enum(MEETING_PAYMENT_KINDS, 'Choose social fund, grant or fine'),
  /** Social fund: the rule's amount when left out. Grants and fines need an amount. */
  amountCents: ZAmountCents.optional(),
  reason: z.string().trim().max(200, 'Reason must be at most 200 characters').optional(),
});
export type TRecordMeetingPayment = z.infer<typeof ZRecordMeetingPayment>;

export const ZReverseMeetingItem = z.object({ reason: ZReason('Reason') });
export type TReverseMeetingItem = z.infer<typeof ZReverseMeetingItem>;

export const ZCloseMeeting = z.object({
  cashCountedCents: z
    .number({ error: 'Cash counted is required' })
    .int('Cash counted must be a whole number of cents')
    .min(0, 'Cash counted cannot be negative')
    .max(MAX_AMOUNT_CENTS, 'Cash counted is too large'),
});
export type TCloseMeeting = z.infer<typeof ZCloseMeeting>;

export const ZReopenMeeting = z.object({ reason: ZReason('Reason') });
export type TReopenMeeting = z.infer<typeof ZReopenMeeting>;

/** The group's share rules in force, for the meeting screen. */
export const ZShareSettings = z.object({
  sharePriceCents: z.number().int(),
  maxSharesPerMeeting: z.number().int(),
  socialFundCents: z.number().int(),
  loanMultiple: z.number().int(),
});
export type TShareSettings = z.infer<typeof ZShareSettings>;

export const ZMeetingTotals = z.object({
  present: z.number().int(),
  shares: z.number().int(),
  sharesCents: z.number().int(),
  socialFundCents: z.number().int(),
  grantsCents: z.number().int(),
  finesCents: z.number().int(),
  /** Loan repayments and new loans posted on the meeting's date (through the loans pages). */
  loanRepaymentsCents: z.number().int(),
  loansDisbursedCents: z.number().int(),
});
export type TMeetingTotals = z.infer<typeof ZMeetingTotals>;

export const ZMeetingSummary = z.object({
  id: z.string(),
  cycle: z.number().int(),
  number: z.number().int(),
  meetingDate: z.string(),
  status: z.enum(['open', 'closed']),
  totals: ZMeetingTotals,
  cashCountedCents: z.number().int().nullable(),
  bookCashCents: z.number().int().nullable(),
  /** Counted less the books (negative: cash short). */
  differenceCents: z.number().int().nullable(),
  /** Only the latest meeting, once closed, can be reopened. */
  canReopen: z.boolean(),
});
export type TMeetingSummary = z.infer<typeof ZMeetingSummary>;

export const ZMeetingList = z.object({
  shares: ZShareSettings.nullable(),
  items: z.array(ZMeetingSummary),
});
export type TMeetingList = z.infer<typeof ZMeetingList>;

export const ZMeetingMember = z.object({
  userId: z.string(),
  name: z.string().nullable(),
  attendance: z.enum(ATTENDANCE_STATUSES).nullable(),
  shares: z.number().int(),
  purchases: z.array(
    z.object({
      id: z.string(),
      shares: z.number().int(),
      amountCents: z.number().int(),
      isReversed: z.boolean(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(MEETING_PAYMENT_KINDS),
      amountCents: z.number().int(),
      reason: z.string().nullable(),
      isReversed: z.boolean(),
    }),
  ),
});
export type TMeetingMember = z.infer<typeof ZMeetingMember>;

export const ZMeetingDetail = ZMeetingSummary.extend({
  shares: ZShareSettings,
  members: z.array(ZMeetingMember),
  /** The cash account now: what the box should hold. */
  bookCashNowCents: z.number().int(),
  socialFundBalanceCents: z.number().int(),
});
export type TMeetingDetail = z.infer<typeof ZMeetingDetail>;

export const ZMyShares = z.object({
  shares: ZShareSettings.nullable(),
  cycle: z.number().int().nullable(),
  totalShares: z.number().int(),
  savingsCents: z.number().int(),
  loanLimitCents: z.number().int(),
  socialFundPaidCents: z.number().int(),
  meetings: z.array(
    z.object({
      meetingId: z.string(),
      number: z.number().int(),
      meetingDate: z.string(),
      shares: z.number().int(),
    }),
  ),
});
export type TMyShares = z.infer<typeof ZMyShares>;
