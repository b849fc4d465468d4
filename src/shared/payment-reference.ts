/**
 * A member's payment reference: what they type as the reference of a bank payment to the group, so the
 * treasurer (and the statement matching) can tell whose money arrived. The organization's initials, a dash
 * and digits, e.g. `KSS-4821` for "Kasi Savings Society". Unique within the organization; assigned by the
 * database when a membership is created (migration 0025 mirrors `paymentReferencePrefix` in SQL).
 */

/** Used when a name has fewer than two letters A-Z to take initials from. */
export const FALLBACK_REFERENCE_PREFIX = 'MSK';

/** Two or three capital letters, a dash, four to six digits. */
export const PAYMENT_REFERENCE_PATTERN = /^[A-Z]{2,3}-\d{4,6}$/;

/**
 * The organization's initials, upper case A-Z only: the first letter of each of its first three words
 * ("Kasi Savings Society" -> KSS); a one-word name gives its first three letters ("Ubuntu" -> UBU).
 */
export function paymentReferencePrefix(organizationName: string): string {
  const words = organizationName
    .toUpperCase()
    .split(/[^A-Z]+/)
    .filter((word) => word.length > 0);
  let prefix = words
    .map((word) => word[0])
    .join('')
    .slice(0, 3);
  if (prefix.length < 2) prefix = words.join('').slice(0, 3);
  return prefix.length >= 2 ? prefix : FALLBACK_REFERENCE_PREFIX;
}

/** `KSS` and 4821 -> `KSS-4821`. */
export function formatPaymentReference(prefix: string, serial: number): string {
  return `${prefix}-${String(serial).padStart(4, '0')}`;
}

export function isPaymentReference(value: string): boolean {
  return PAYMENT_REFERENCE_PATTERN.test(value);
}

// Letters not glued to a preceding letter, an optional dash or space, digits not glued to a following digit.
const REFERENCE_IN_TEXT = /(?<![A-Za-z])([A-Za-z]{2,3})[\s-]?(\d{4,6})(?!\d)/g;

/**
 * The references a bank line's free text may carry, written as the app writes them: banks and members
 * drop the dash or change the case ("kss4821", "KSS 4821", "Ref KSS-4821 T Dlamini" all give KSS-4821).
 */
export function findPaymentReferences(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(REFERENCE_IN_TEXT)) {
    found.add(`${(match[1] ?? '').toUpperCase()}-${match[2] ?? ''}`);
  }
  return [...found];
}

/** What the member is told on their dashboard and contributions page. */
export function describePaymentReference(reference: string): string {
  return `Pay into the group's account using reference ${reference}`;
}
