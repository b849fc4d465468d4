import { z } from 'zod';
import { isIsoDate } from '../calendar';
import { TRANSACTION_TYPES } from '../money-records';
import { zPageOf, zPaging } from './paging';

export const ZJournalQuery = z.object({
  ...zPaging(200, 50),
});

export const ZJournalLine = z.object({
  accountCode: z.string(),
  accountName: z.string(),
  memberUserId: z.uuid().nullable(),
  memberName: z.string().nullable(),
  debitCents: z.number().int(),
  creditCents: z.number().int(),
});

export const ZJournalEntry = z.object({
  id: z.uuid(),
  entryDate: z.string(),
  description: z.string(),
  transactionType: z.enum(TRANSACTION_TYPES),
  reversalOf: z.uuid().nullable(),
  createdAt: z.string(),
  lines: z.array(ZJournalLine),
});

/** A page of the journal; its entries counted up to 1,000 (ADR 63). */
export const ZJournalPage = zPageOf(ZJournalEntry);

export const ZTrialBalance = z.object({
  accounts: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      type: z.enum(['asset', 'liability', 'equity', 'income', 'expense']),
      debitCents: z.number().int(),
      creditCents: z.number().int(),
    }),
  ),
  totalDebitCents: z.number().int(),
  totalCreditCents: z.number().int(),
});

const ZDate = (label: string) =>
  z.string().refine(isIsoDate, `${label} must be a date in the form YYYY-MM-DD`);

export const ZStatementQuery = z
  .object({
    memberId: z.uuid('Choose a member'),
    from: ZDate('From'),
    to: ZDate('To'),
  })
  .refine((value) => value.from <= value.to, { message: 'From must be on or before To', path: ['to'] });

/** A member's savings (their contributions less reversals) between two dates. */
export const ZMemberStatement = z.object({
  memberUserId: z.uuid(),
  memberName: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  openingBalanceCents: z.number().int(),
  movements: z.array(
    z.object({
      date: z.string(),
      description: z.string(),
      transactionType: z.enum(TRANSACTION_TYPES),
      amountCents: z.number().int(),
      balanceCents: z.number().int(),
    }),
  ),
  closingBalanceCents: z.number().int(),
});

export type TJournalEntry = z.infer<typeof ZJournalEntry>;
export type TJournalPage = z.infer<typeof ZJournalPage>;
export type TTrialBalance = z.infer<typeof ZTrialBalance>;
export type TStatementQuery = z.infer<typeof ZStatementQuery>;
export type TMemberStatement = z.infer<typeof ZMemberStatement>;
