import { z } from 'zod';
import { isIsoDate } from '../calendar';
import { MAX_AMOUNT_CENTS, ZAmountCents, ZCorrectionReason } from './contributions';
import { ZPercent, ZTermMonths } from './loans';

/** At most this many members' savings and loans in one opening position (a large society's roll). */
export const MAX_OPENING_ROWS = 5_000;

const ZBalanceCents = z
  .number({ error: 'Balance is required' })
  .int('Balance must be a whole number of cents')
  .min(0, 'Balance cannot be negative')
  .max(MAX_AMOUNT_CENTS, 'Balance is too large');

/** Cash on hand or one bank account, with what it held when the books start. */
export const ZOpeningHolding = z.object({
  name: z
    .string({ error: 'Name the cash box or bank account' })
    .trim()
    .min(2, 'Name the cash box or bank account')
    .max(80, 'The name must be less than 80 characters'),
  balanceCents: ZBalanceCents,
});

export const ZOpeningSavings = z.object({
  userId: z.uuid('Choose a member'),
  amountCents: ZAmountCents,
});

/** A loan still out when the books start: as it was lent, and what the borrower had repaid by then. */
export const ZOpeningLoan = z.object({
  userId: z.uuid('Choose a member'),
  principalCents: ZAmountCents,
  interestRatePercent: ZPercent,
  termMonths: ZTermMonths,
  lentOn: z
    .string({ error: 'Lent on is required' })
    .refine(isIsoDate, 'Lent on must be a real date in the form YYYY-MM-DD'),
  repaidCents: ZBalanceCents,
});

/** What the group held and owed on the day its books start, entered on one screen (ADR 0067). */
export const ZPostOpeningPosition = z
  .object({
    holdings: z.array(ZOpeningHolding).max(20, 'At most 20 cash boxes and bank accounts'),
    savings: z.array(ZOpeningSavings).max(MAX_OPENING_ROWS, `At most ${MAX_OPENING_ROWS} members' savings`),
    loans: z.array(ZOpeningLoan).max(MAX_OPENING_ROWS, `At most ${MAX_OPENING_ROWS} loans`),
  })
  .refine(
    (value) =>
      value.holdings.some((holding) => holding.balanceCents > 0) ||
      value.savings.length > 0 ||
      value.loans.length > 0,
    { message: 'Enter at least one balance, saving or loan', path: ['holdings'] },
  );
export type TPostOpeningPosition = z.infer<typeof ZPostOpeningPosition>;

/** The opening position as posted. */
export const ZOpeningPosition = z.object({
  id: z.string(),
  asOf: z.string(),
  holdings: z.array(z.object({ name: z.string(), balanceCents: z.number().int() })),
  cashCents: z.number().int(),
  savingsCents: z.number().int(),
  savingsCount: z.number().int(),
  loansCents: z.number().int(),
  loanCount: z.number().int(),
  /** Cash and loans less savings: what belongs to the group itself (negative: a shortfall). */
  equityCents: z.number().int(),
  journalEntryId: z.string(),
  postedByName: z.string().nullable(),
  postedAt: z.string(),
});
export type TOpeningPosition = z.infer<typeof ZOpeningPosition>;

/** The standing opening position of the group, if any, and whether one can be posted now. */
export const ZOpeningPositionView = z.object({
  /** The day the opening position is (or would be) dated: the first day of the books. */
  booksStartOn: z.string(),
  position: ZOpeningPosition.nullable(),
});
export type TOpeningPositionView = z.infer<typeof ZOpeningPositionView>;

/** Reversing the opening position, to enter it again: why, as every correction says. */
export const ZReverseOpeningPosition = ZCorrectionReason;
export type TReverseOpeningPosition = z.infer<typeof ZReverseOpeningPosition>;
