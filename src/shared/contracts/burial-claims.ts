import { z } from 'zod';
import { CLAIM_RULES } from '../burial/claim-eligibility';
import { DEATH_CAUSES, RELATIONSHIPS } from '../burial/cover-status';
import { ZSuccession } from './burial';
import { ZPastDate } from './dates';

/** Funeral claims of burial societies (issue 20, ADR 29). Cents are integers; dates are 'YYYY-MM-DD'. */

export const CLAIM_STATUSES = ['lodged', 'approved', 'paid', 'declined', 'withdrawn'] as const;
export type TClaimStatus = (typeof CLAIM_STATUSES)[number];
export const CLAIM_STATUS_LABELS: Record<TClaimStatus, string> = {
  lodged: 'Lodged',
  approved: 'Approved, to pay',
  paid: 'Paid',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};
/** Lodged and approved claims still wait for money. */
export const OPEN_CLAIM_STATUSES = ['lodged', 'approved'] as const satisfies readonly TClaimStatus[];

export const PAYEE_KINDS = ['undertaker', 'family'] as const;
export type TPayeeKind = (typeof PAYEE_KINDS)[number];

export const CLAIM_DOCUMENT_KINDS = ['death-certificate', 'death-notice'] as const;
export type TClaimDocumentKind = (typeof CLAIM_DOCUMENT_KINDS)[number];

/** The decisions a claim's policy holder (and claimant) hear of by e-mail. */
export const CLAIM_NOTICE_KINDS = ['lodged', 'approved', 'declined', 'paid'] as const;
export type TClaimNoticeKind = (typeof CLAIM_NOTICE_KINDS)[number];

/** Paying within 48 hours of lodging is the society's target. */
export const CLAIM_TARGET_HOURS = 48;

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(min, min <= 1 ? `${label} is required` : `${label} must be at least ${min} characters`)
    .max(max, `${label} is too long`);

export const ZLodgeClaim = z.object({
  personId: z.uuid('Choose the person who died'),
  diedOn: ZPastDate('Date of death'),
  cause: z.enum(DEATH_CAUSES, 'Choose the cause of death'),
  deathNoticeNumber: text('Notice of death (BI-1663) number', 3, 30).regex(
    /^[A-Za-z0-9 /-]+$/,
    'The notice of death number may hold only letters, digits, spaces, slashes and dashes',
  ),
  claimantName: text('Claimant name', 2, 120),
  claimantRelationship: text('Claimant relationship', 2, 60),
  claimantPhone: text('Claimant phone', 10, 20).regex(
    /^\+?[0-9 ]+$/,
    'Enter a phone number, e.g. 082 123 4567',
  ),
  /** Optional: the claimant hears of each decision by e-mail too. */
  claimantEmail: z
    .union([z.literal(''), z.email('Enter a valid e-mail address for the claimant').max(254)])
    .optional(),
  payeeKind: z.enum(PAYEE_KINDS, 'Choose who is paid: the undertaker or the family'),
  payeeName: text('Payee name', 2, 120),
  payeeAccount: text('Payee account or reference', 3, 60),
});
export type TLodgeClaim = z.infer<typeof ZLodgeClaim>;

export const ZDeclineClaim = z.object({ reason: text('Reason', 3, 500) });
export type TDeclineClaim = z.infer<typeof ZDeclineClaim>;

export const ZEligibilityLine = z.object({
  rule: z.enum(CLAIM_RULES),
  passed: z.boolean(),
  explanation: z.string(),
});

export const ZClaim = z.object({
  id: z.uuid(),
  personId: z.uuid(),
  personName: z.string(),
  relationship: z.enum(RELATIONSHIPS),
  holderUserId: z.uuid(),
  holderName: z.string(),
  diedOn: z.string(),
  cause: z.enum(DEATH_CAUSES),
  deathNoticeNumber: z.string(),
  hasDeathCertificate: z.boolean(),
  hasDeathNotice: z.boolean(),
  claimantName: z.string(),
  claimantRelationship: z.string(),
  claimantPhone: z.string(),
  claimantEmail: z.string().nullable(),
  payeeKind: z.enum(PAYEE_KINDS),
  payeeName: z.string(),
  payeeAccount: z.string(),
  amountCents: z.number().int(),
  status: z.enum(CLAIM_STATUSES),
  lodgedOn: z.string(),
  lodgedAt: z.string(),
  lodgedByName: z.string().nullable(),
  approvedByName: z.string().nullable(),
  approvedAt: z.string().nullable(),
  paidByName: z.string().nullable(),
  paidAt: z.string().nullable(),
  closedByName: z.string().nullable(),
  closedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  journalEntryId: z.uuid().nullable(),
  /** Hours since lodging for an open claim (null once paid, declined or withdrawn). */
  ageHours: z.number().int().nullable(),
  isEligible: z.boolean(),
  /** As judged at approval when approved, else as at lodging. */
  eligibility: z.array(ZEligibilityLine),
  /** Paid for a policy's main person under the 'successor' rule: who took the policy over, or nobody (ADR 34). */
  succession: ZSuccession.nullable(),
});
export type TClaim = z.infer<typeof ZClaim>;

export const ZClaimList = z.object({
  targetHours: z.number().int(),
  claims: z.array(ZClaim),
});
export type TClaimList = z.infer<typeof ZClaimList>;
