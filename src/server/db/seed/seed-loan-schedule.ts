/** Loan arithmetic for the seed: flat interest on the principal, interest and principal paid in proportion. */

export type TLoanTerms = { amountCents: number; interestRateBps: number; termMonths: number };

export type TRepaymentPart = { amountCents: number; principalCents: number; interestCents: number };

export function totalInterestCents(terms: TLoanTerms): number {
  return Math.round((terms.amountCents * terms.interestRateBps) / 10_000);
}

export function totalRepayableCents(terms: TLoanTerms): number {
  return terms.amountCents + totalInterestCents(terms);
}

/**
 * The first `count` monthly instalments (equal, rounded to the cent). Each is split interest-first in
 * proportion: interest = round(amount × total interest / total repayable). When `settles` is true the
 * last instalment takes the exact remainders, so principal parts sum to the loan amount and interest
 * parts to the total interest.
 */
export function planInstalments(terms: TLoanTerms, count: number, settles: boolean): TRepaymentPart[] {
  const totalInterest = totalInterestCents(terms);
  const totalRepayable = totalRepayableCents(terms);
  const instalment = Math.round(totalRepayable / terms.termMonths);
  const parts: TRepaymentPart[] = [];
  let paid = 0;
  let interestPaid = 0;
  for (let index = 0; index < count; index += 1) {
    const isLast = settles && index === count - 1;
    const amountCents = isLast ? totalRepayable - paid : instalment;
    const interestCents = isLast
      ? totalInterest - interestPaid
      : Math.round((amountCents * totalInterest) / totalRepayable);
    parts.push({ amountCents, interestCents, principalCents: amountCents - interestCents });
    paid += amountCents;
    interestPaid += interestCents;
  }
  return parts;
}
