import type { TGroupRules } from './rule-types';

/**
 * The fine for a period whose contribution is paid (or still unpaid) `daysLate` days after its due date.
 * Nothing within the grace days; then the group's rule: a fixed amount, an amount per day beyond the grace
 * days up to a cap, or a share of the amount due (rounded to the nearest cent).
 */
export function computeFineCents(
  rules: Pick<TGroupRules, 'fine' | 'graceDays'>,
  amountDueCents: number,
  daysLate: number,
): number {
  const daysBeyondGrace = daysLate - rules.graceDays;
  if (daysBeyondGrace <= 0) return 0;
  const { fine } = rules;
  switch (fine.kind) {
    case 'none':
      return 0;
    case 'fixed':
      return fine.amountCents;
    case 'per_day':
      return Math.min(fine.amountCents * daysBeyondGrace, fine.capCents);
    case 'percent':
      return Math.round((amountDueCents * fine.basisPoints) / 10_000);
  }
}

/** Splits a joining fee into instalments; the first ones carry the odd cents (R100 over 3: 33,34 33,33 33,33). */
export function splitJoiningFee(amountCents: number, instalments: number): number[] {
  const base = Math.floor(amountCents / instalments);
  const remainder = amountCents - base * instalments;
  return Array.from({ length: instalments }, (_, index) => base + (index < remainder ? 1 : 0));
}
