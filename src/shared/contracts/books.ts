import { z } from 'zod';
import { MONTH_PATTERN } from '../book-months';
import { ZPastDate } from './dates';

/** Close every open month through this one ('YYYY-MM'). */
export const ZCloseBooks = z.object({
  month: z.string({ error: 'Choose a month to close' }).regex(MONTH_PATTERN, 'Choose a month to close'),
  /** Required when the month's bank statement does not reconcile with the book. */
  reason: z
    .string()
    .trim()
    .min(5, 'The reason must be at least 5 characters')
    .max(500, 'The reason must be less than 500 characters')
    .optional(),
});
export type TCloseBooks = z.infer<typeof ZCloseBooks>;

export const ZBookClosing = z.object({
  closedThrough: z.string(),
  closedByName: z.string().nullable(),
  closedAt: z.string(),
  /** Why the month was closed although its bank statement did not reconcile. */
  reason: z.string().nullable(),
});

/** The organization's books: since when they run, which months are closed and which can be closed now. */
export const ZBooksStatus = z.object({
  /** When the group was founded, when known (it may be decades before it came to the app). */
  foundedOn: z.string().nullable(),
  /** The first day whose entries live in the app: entries are dated from it to today. */
  booksStartOn: z.string(),
  /** The last day of the last closed month, or null while every month is open. */
  closedThrough: z.string().nullable(),
  /** Ended months that are still open, oldest first ('YYYY-MM'). */
  closableMonths: z.array(z.string()),
  /** Who closed the books and when, newest first. */
  closings: z.array(ZBookClosing),
});
export type TBooksStatus = z.infer<typeof ZBooksStatus>;

/** When the group was founded (optional) and the first day whose entries live in the app. */
export const ZSetBooksStart = z
  .object({
    foundedOn: ZPastDate('Founded on').nullish(),
    booksStartOn: ZPastDate('Books start'),
  })
  .refine((value) => !value.foundedOn || value.foundedOn <= value.booksStartOn, {
    message: 'The group must be founded on or before the day its books start',
    path: ['foundedOn'],
  });
export type TSetBooksStart = z.infer<typeof ZSetBooksStart>;
