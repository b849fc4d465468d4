import { z } from 'zod';
import { ZAmountCents } from '../../../shared/contracts/contributions';
import { parseRandToCents } from '../../../shared/money';

export const AMOUNT_HINT = 'Enter an amount like 250 or 250,50';

/** Digits with at most one decimal comma or point, spaces between thousands: a number, if not one we take. */
const NUMBER_LIKE = /^-?\s*R?\s*[\d\s]+([.,]\d*)?$/;

/** Why a typed amount is not one: negative, too large, or not a number at all. */
export function describeBadAmount(value: string): string {
  const text = value.trim();
  if (text === '') return 'Amount is required';
  if (!NUMBER_LIKE.test(text)) return `Amount must be a number. ${AMOUNT_HINT}`;
  if (text.startsWith('-')) return 'Amount cannot be negative';
  if (/[.,]\d{3,}$/.test(text)) return 'Amount can have at most two decimals (cents)';
  return 'Amount is too large';
}

/**
 * What a person types in rand ('250', '250,50', 'R 1 234,56') to integer cents, then the contract's checks
 * (zero: "Amount must be greater than zero"). A bad value says why.
 */
export const ZRandInput = z
  .string()
  .transform((value, context) => {
    const cents = parseRandToCents(value);
    if (cents === null) {
      context.addIssue({ code: 'custom', message: describeBadAmount(value) });
      return z.NEVER;
    }
    return cents;
  })
  .pipe(ZAmountCents);

/** The first message of a failed parse, in the schema's field order (the spec shows only the first). */
export function readFirstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Please check the form';
}
