import { z } from 'zod';
import { getTodayIso, isIsoDate } from '../calendar';

/**
 * A day that has already come (Johannesburg's today at the latest), named in its messages: "Date of death
 * cannot be in the future". Money dates, deaths, births and payments are all of this kind.
 */
export const ZPastDate = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .refine(isIsoDate, `${label} must be a real date in the form YYYY-MM-DD`)
    .refine((value) => value <= getTodayIso(), `${label} cannot be in the future`);

/** A list's optional date range filter, as the contribution and loan lists take it. */
export const Z_LIST_DATE_RANGE = {
  from: z.string().refine(isIsoDate, 'From must be a date').optional(),
  to: z.string().refine(isIsoDate, 'To must be a date').optional(),
};
