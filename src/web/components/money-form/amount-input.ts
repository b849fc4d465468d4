import { z } from 'zod';
import { ZAmountCents } from '../../../shared/contracts/contributions';
import { parseRandToCents } from '../../../shared/money';

export const AMOUNT_HINT = 'Enter an amount like 250 or 250,50';

/** What a person types in rand ('250', '250,50', 'R 1 234,56') to integer cents, then the contract's checks. */
export const ZRandInput = z
  .string()
  .transform((value, context) => {
    const cents = parseRandToCents(value);
    if (cents === null) {
      context.addIssue({ code: 'custom', message: AMOUNT_HINT });
      return z.NEVER;
    }
    return cents;
  })
  .pipe(ZAmountCents);

/** The first message of a failed parse, in the schema's field order (the spec shows only the first). */
export function readFirstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Please check the form';
}
