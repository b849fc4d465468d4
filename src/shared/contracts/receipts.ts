import { z } from 'zod';
import { isIsoDate } from '../calendar';
import { PAYMENT_METHODS } from '../money-records';
import { ZAmountCents, ZMoneyDate } from './contributions';
import { zPageOf, zPaging } from './paging';

export const RECEIPT_STATUSES = ['approved', 'paid', 'pending', 'void'] as const;
export const RECEIPT_CATEGORIES = ['contribution', 'loan_payment', 'membership_fee', 'other'] as const;
export const RECEIPT_CATEGORY_LABELS = {
  contribution: 'Contribution',
  loan_payment: 'Loan payment',
  membership_fee: 'Membership fee',
  other: 'Other',
} satisfies Record<(typeof RECEIPT_CATEGORIES)[number], string>;
export const RECEIPT_STATUS_LABELS = {
  approved: 'Approved',
  paid: 'Paid',
  pending: 'Pending',
  void: 'Void',
} satisfies Record<(typeof RECEIPT_STATUSES)[number], string>;

/** Spec part 2 section 9: the first page holds 10 receipts, each Load More appends 15. */
export const RECEIPT_PAGE_SIZE = 10;
export const RECEIPT_MORE_SIZE = 15;
/** Receipt numbers: a fixed prefix, the issue time in milliseconds and a random suffix. */
export const RECEIPT_NUMBER_PATTERN = /^RCP-\d{13}-[0-9A-Z]{6}$/;
/** The most receipts one ZIP download holds. */
export const RECEIPT_BATCH_LIMIT = 5_000;

/** The public address where anyone can check a receipt with its code. */
export function getReceiptVerifyPath(receiptNumber: string, code: string): string {
  return `/verify/${encodeURIComponent(receiptNumber)}?code=${encodeURIComponent(code)}`;
}

export const ZReceiptQuery = z.object({
  search: z.string().trim().max(100, 'Search must be less than 100 characters').optional(),
  ...zPaging(100, RECEIPT_PAGE_SIZE),
});

export const ZReceipt = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  userId: z.uuid(),
  memberName: z.string().nullable(),
  memberEmail: z.string().nullable(),
  receiptNumber: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  description: z.string().nullable(),
  category: z.enum(RECEIPT_CATEGORIES).nullable(),
  receiptDate: z.string(),
  status: z.enum(RECEIPT_STATUSES),
  journalEntryId: z.uuid().nullable(),
  verificationCode: z.string(),
  voidReason: z.string().nullable(),
  createdAt: z.string(),
});

export const ZReceiptList = zPageOf(ZReceipt);

/** The four stat cards. Paid counts approved and paid receipts; the average is over those. */
export const ZReceiptStats = z.object({
  scope: z.enum(['own', 'organization']),
  totalCount: z.number().int(),
  paidCount: z.number().int(),
  pendingCount: z.number().int(),
  paidCents: z.number().int(),
  averageCents: z.number().int(),
});

const ZOptionalDescription = z
  .string()
  .trim()
  .max(500, 'Description must be less than 500 characters')
  .transform((value) => value || null)
  .nullish();

/** New Receipt (spec part 2 section 5): the money it evidences is recorded through the master book. */
export const ZNewReceipt = z
  .object({
    userId: z.uuid('Choose the member who paid'),
    amountCents: ZAmountCents,
    receiptDate: ZMoneyDate,
    description: ZOptionalDescription,
    category: z.enum(RECEIPT_CATEGORIES, 'Choose a category').default('other'),
    loanId: z.uuid('Choose the loan this payment is for').nullish(),
    paymentMethod: z.enum(PAYMENT_METHODS, 'Choose a payment method').default('eft'),
  })
  .refine((value) => value.category !== 'loan_payment' || Boolean(value.loanId), {
    message: 'Choose the loan this payment is for',
    path: ['loanId'],
  });

export const ZEmailReceipt = z.object({
  recipientEmail: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .max(255, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address')),
});

export const ZEmailReceiptResult = z.object({ recipientEmail: z.string() });
export type TEmailReceiptResult = z.infer<typeof ZEmailReceiptResult>;

export const ZReceiptBatchQuery = z
  .object({
    from: z.string({ error: 'Choose the first day' }).refine(isIsoDate, 'From must be a date'),
    to: z.string({ error: 'Choose the last day' }).refine(isIsoDate, 'To must be a date'),
  })
  .refine((value) => value.from <= value.to, {
    message: 'The period must end after it starts',
    path: ['to'],
  });

export const ZReceiptBatchInfo = z.object({ count: z.number().int() });

export const ZVerifyReceiptQuery = z.object({
  code: z.string().trim().max(32).optional(),
});

/** What the public verify page shows: the organization, amount, date and status, nothing personal. */
export const ZReceiptVerification = z.object({
  receiptNumber: z.string(),
  organizationName: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  receiptDate: z.string(),
  status: z.enum(RECEIPT_STATUSES),
});

export type TReceiptStatus = (typeof RECEIPT_STATUSES)[number];
export type TReceiptCategory = (typeof RECEIPT_CATEGORIES)[number];
export type TReceiptQuery = z.infer<typeof ZReceiptQuery>;
export type TReceipt = z.infer<typeof ZReceipt>;
export type TReceiptList = z.infer<typeof ZReceiptList>;
export type TReceiptStats = z.infer<typeof ZReceiptStats>;
export type TNewReceipt = z.infer<typeof ZNewReceipt>;
export type TNewReceiptInput = z.input<typeof ZNewReceipt>;
export type TEmailReceipt = z.infer<typeof ZEmailReceipt>;
export type TReceiptBatchQuery = z.infer<typeof ZReceiptBatchQuery>;
export type TReceiptVerification = z.infer<typeof ZReceiptVerification>;
