import { z } from 'zod';
import { MONTH_PATTERN } from '../book-months';

/** Close every open month through this one ('YYYY-MM'). */
export const ZCloseBooks = z.object({
  month: z.string({ error: 'Choose a month to close' }).regex(MONTH_PATTERN, 'Choose a month to close'),
});
export type TCloseBooks = z.infer<typeof ZCloseBooks>;

export const ZBookClosing = z.object({
  closedThrough: z.string(),
  closedByName: z.string().nullable(),
  closedAt: z.string(),
});

/** The organization's books: since when they run, which months are closed and which can be closed now. */
export const ZBooksStatus = z.object({
  createdOn: z.string(),
  /** The last day of the last closed month, or null while every month is open. */
  closedThrough: z.string().nullable(),
  /** Ended months that are still open, oldest first ('YYYY-MM'). */
  closableMonths: z.array(z.string()),
  /** Who closed the books and when, newest first. */
  closings: z.array(ZBookClosing),
});
export type TBooksStatus = z.infer<typeof ZBooksStatus>;
