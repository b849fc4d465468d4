import type { TMatchCandidate, TMatchProposal, TPaymentRef } from '../../../shared/contracts/bank-statements';

/** How many days after the payment date a deposit may appear on the statement. */
export const MATCH_WINDOW_DAYS = 5;

/** A pending contribution or loan repayment, as the matcher sees it. */
export type TPendingPayment = TPaymentRef & {
  memberUserId: string;
  memberName: string | null;
  /** What else names the member on a bank line: phone numbers, their payment reference. */
  memberReferences: readonly string[];
  amountCents: number;
  paymentDate: string;
  referenceNumber: string | null;
};

export type TDepositLine = { lineDate: string; amountCents: number; description: string };

const DAY_MS = 24 * 60 * 60 * 1000;

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const digits = (text: string) => text.replace(/\D/g, '');

/**
 * Whether the bank line names the member: their full name (every part of it, in any order), the last nine
 * digits of a phone number, their payment reference, or the reference they gave with the payment.
 */
export function namesMember(description: string, payment: TPendingPayment): boolean {
  const text = ` ${words(description)} `;
  const nameParts = words(payment.memberName ?? '')
    .split(' ')
    .filter((part) => part.length >= 2);
  if (nameParts.length >= 2 && nameParts.every((part) => text.includes(` ${part} `))) return true;
  const lineDigits = digits(description);
  const compactText = words(description).replace(/ /g, '');
  for (const reference of [...payment.memberReferences, payment.referenceNumber ?? '']) {
    const phone = digits(reference);
    if (phone.length >= 9 && reference.replace(/[\s+()-]/g, '').length === phone.length) {
      if (lineDigits.includes(phone.slice(-9))) return true;
      continue;
    }
    const referenceWords = words(reference);
    if (referenceWords.length >= 4 && text.includes(` ${referenceWords} `)) return true;
    // Banks often drop the dash: KSS-4821 arrives as KSS4821.
    const compact = referenceWords.replace(/ /g, '');
    if (compact.length >= 6 && /\d/.test(compact) && compactText.includes(compact)) return true;
  }
  return false;
}

/** Pending payments by amount, so thousands of lines are matched without comparing every pair. */
export function indexByAmount(payments: readonly TPendingPayment[]): Map<number, TPendingPayment[]> {
  const index = new Map<number, TPendingPayment[]>();
  for (const payment of payments) {
    const list = index.get(payment.amountCents);
    if (list) list.push(payment);
    else index.set(payment.amountCents, [payment]);
  }
  return index;
}

function toCandidate(payment: TPendingPayment, isReferenceMatch: boolean): TMatchCandidate {
  const { memberReferences: _references, ...candidate } = payment;
  return { ...candidate, isReferenceMatch };
}

/**
 * The pending payments (contributions and loan repayments alike) a deposit may be: the exact amount, paid on the deposit's date or up to five days
 * before. One candidate, or one among several that the line names, is an exact proposal; several otherwise
 * are ambiguous (those the line names first); none is none.
 */
export function proposeMatch(
  line: TDepositLine,
  byAmount: ReadonlyMap<number, readonly TPendingPayment[]>,
): TMatchProposal {
  if (line.amountCents <= 0) return { kind: 'none', candidates: [] };
  const earliest = addDays(line.lineDate, -MATCH_WINDOW_DAYS);
  const inWindow = (byAmount.get(line.amountCents) ?? []).filter(
    (payment) => payment.paymentDate >= earliest && payment.paymentDate <= line.lineDate,
  );
  const candidates = inWindow
    .map((payment) => toCandidate(payment, namesMember(line.description, payment)))
    .sort((a, b) => Number(b.isReferenceMatch) - Number(a.isReferenceMatch));
  if (candidates.length === 0) return { kind: 'none', candidates };
  const named = candidates.filter((candidate) => candidate.isReferenceMatch);
  if (candidates.length === 1) return { kind: 'exact', candidates };
  if (named.length === 1) return { kind: 'exact', candidates: named };
  return { kind: 'ambiguous', candidates };
}

const FEE_WORDS = /\b(fee|fees|charge|charges|admin|commission|service fee)\b/i;

/** Money out that reads like a bank charge. */
export function isLikelyFee(line: { amountCents: number; description: string }): boolean {
  return line.amountCents < 0 && FEE_WORDS.test(line.description);
}
