import { z } from 'zod';
import { TRANSACTION_TYPES } from '../money-records';
import { ZAmountCents, ZCorrectionReason, ZMoneyDate } from './contributions';
import { zPageOf, zPaging } from './paging';

/** What an admin can record directly; contributions and loans have their own forms. */
export const NEW_TRANSACTION_KINDS = ['payout', 'fee', 'other_income', 'other_expense'] as const;
export const NEW_TRANSACTION_KIND_LABELS = {
  payout: 'Payout to a member',
  fee: 'Bank or service fee',
  other_income: 'Other money in',
  other_expense: 'Other money out',
} satisfies Record<(typeof NEW_TRANSACTION_KINDS)[number], string>;

export const ZNewTransaction = z
  .object({
    kind: z.enum(NEW_TRANSACTION_KINDS, 'Choose a transaction type'),
    description: z
      .string({ error: 'Description is required' })
      .trim()
      .min(2, 'Description must be at least 2 characters')
      .max(200, 'Description must be less than 200 characters'),
    amountCents: ZAmountCents,
    transactionDate: ZMoneyDate,
    memberUserId: z.uuid('Choose a member').nullish(),
  })
  .refine((value) => value.kind !== 'payout' || Boolean(value.memberUserId), {
    message: 'Choose the member who receives the payout',
    path: ['memberUserId'],
  });

export const ZTransactionQuery = z.object({
  search: z.string().trim().max(100, 'Search must be less than 100 characters').optional(),
  type: z.enum(TRANSACTION_TYPES).optional(),
  ...zPaging(500, 50),
});

export const ZTransaction = z.object({
  id: z.uuid(),
  description: z.string(),
  transactionDate: z.string(),
  transactionType: z.enum(TRANSACTION_TYPES),
  /** Negative is money out. */
  amountCents: z.number().int(),
  isReversal: z.boolean(),
  /** A reversing entry has been posted for it. */
  isReversed: z.boolean(),
  /**
   * Recorded on the Transactions page (payout, fee, other money) and not reversed: reversed there too.
   * Contributions, loans and meeting items are corrected where they were recorded.
   */
  isReversibleHere: z.boolean(),
  createdAt: z.string(),
});

export const ZReverseTransaction = ZCorrectionReason;

export const ZTransactionList = zPageOf(ZTransaction);

export type TNewTransaction = z.infer<typeof ZNewTransaction>;
export type TTransactionQuery = z.infer<typeof ZTransactionQuery>;
export type TTransaction = z.infer<typeof ZTransaction>;
export type TTransactionList = z.infer<typeof ZTransactionList>;
export type TReverseTransaction = z.infer<typeof ZReverseTransaction>;
