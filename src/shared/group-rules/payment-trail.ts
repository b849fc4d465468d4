import type { TStanding } from './standing';

/** One contribution period and the payments that paid it, as the engine applied them. */
export type TPaidPeriod = {
  periodKey: string;
  periodLabel: string;
  dueOn: string;
  amountCents: number;
  outstandingCents: number;
  /** The payments that went to this period, in the order they were made. */
  paidBy: { paidOn: string; cents: number }[];
};

/**
 * The last `count` contribution periods due by the standing's date, oldest first, each with the payments that
 * paid it. A payment pays the oldest period still owed first, so a missed month is paid by the next payment
 * and the month that payment was made in is the one left owing: this is what lets a member see why.
 */
export function tracePaidPeriods(
  standing: TStanding,
  payments: { id: string; paidOn: string }[],
  count = 6,
): TPaidPeriod[] {
  const paidOnById = new Map(payments.map((payment) => [payment.id, payment.paidOn]));
  const periods = standing.debts
    .filter((debt) => debt.kind === 'contribution' && debt.dueOn <= standing.asOf)
    .slice(-count);
  return periods.map((debt) => ({
    periodKey: debt.periodKey,
    periodLabel: debt.periodLabel,
    dueOn: debt.dueOn,
    amountCents: debt.amountCents,
    outstandingCents: debt.outstandingCents,
    paidBy: standing.allocations
      .filter((allocation) => allocation.debtKey === debt.key)
      .map((allocation) => ({ paidOn: paidOnById.get(allocation.paymentId) ?? '', cents: allocation.cents })),
  }));
}
