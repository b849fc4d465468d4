import type { TRulePayment } from './rule-types';
import { accrueFines, openLedger, type TLedger, type TPeriodState } from './standing-ledger';
import { applyPayment } from './standing-payments';
import type { TDebt, TStanding, TStandingInput } from './standing-types';

export type { TDebt, TStanding, TStandingInput } from './standing-types';

/**
 * What a member owes on a date, judged period by period by the rules in force for each. Payments are applied
 * in the order they were made. With fines first, a payment clears every fine raised by its day, then the
 * contributions oldest first. With contributions first, it clears the contributions due by its day, then the
 * fines, and only then pays ahead. Within each, oldest first; what is left covers the next periods ahead. A
 * period not paid in full by the end of its grace days raises a fine, which (per day) grows until the period
 * is paid. Every cent paid is either allocated to a debt or left as credit; none is lost or invented.
 *
 * A group that saves in shares (VSLA style) is judged meeting by meeting: a payment pays its own meeting's
 * share first, then older meetings still unpaid, then fines, and never pays ahead; what is left is savings
 * (more shares), not credit.
 */
export function computeStanding(input: TStandingInput): TStanding {
  const ledger = openLedger(input);
  const payments = listPaymentsInOrder(input.payments, input.asOf);
  for (const payment of payments) applyPayment(ledger, payment);
  accrueFines(ledger, input.asOf);
  return summarizeStanding(ledger, payments, input.asOf);
}

/** The payments made by `asOf`, in the order they were made. */
function listPaymentsInOrder(payments: readonly TRulePayment[], asOf: string): TRulePayment[] {
  return payments
    .filter((payment) => payment.paidOn <= asOf && payment.amountCents > 0)
    .sort((a, b) => a.paidOn.localeCompare(b.paidOn) || a.id.localeCompare(b.id));
}

/** Every debt of the periods started by `asOf`, and of later periods a payment already covered, by due date. */
function listDebts(states: readonly TPeriodState[], asOf: string): TDebt[] {
  const debts: TDebt[] = [];
  for (const state of states) {
    const isCurrentOrPast = state.period.startsOn <= asOf;
    const isCovered = state.contribution.paidCents > 0;
    if (!isCurrentOrPast && !isCovered) continue;
    debts.push(state.contribution);
    if (state.joiningFee !== null) debts.push(state.joiningFee);
    if (state.fine.amountCents > 0 || state.fine.waived) debts.push(state.fine);
  }
  return debts.sort((a, b) => a.dueOn.localeCompare(b.dueOn));
}

/** The first period due after `asOf`, with what is still outstanding on it. */
function findNextDue(states: readonly TPeriodState[], asOf: string): TStanding['nextDue'] {
  const upcoming = states.find((state) => state.period.dueOn > asOf);
  if (upcoming === undefined) return null;
  return {
    periodKey: upcoming.period.key,
    periodLabel: upcoming.period.label,
    dueOn: upcoming.period.dueOn,
    outstandingCents: upcoming.contribution.outstandingCents + (upcoming.joiningFee?.outstandingCents ?? 0),
  };
}

/** The standing on `asOf` from the ledger once every payment is applied and the fines brought up to date. */
function summarizeStanding(ledger: TLedger, payments: readonly TRulePayment[], asOf: string): TStanding {
  const debts = listDebts(ledger.states, asOf);
  const due = debts.filter((debt) => debt.dueOn <= asOf);
  const overdue = due.filter((debt) => debt.outstandingCents > 0);
  const paidTotal = payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  const paidOnDue = due.reduce((sum, debt) => sum + debt.paidCents, 0);
  const oldest = overdue.find((debt) => debt.kind !== 'fine') ?? null;
  return {
    asOf,
    owedCents: overdue.reduce((sum, debt) => sum + debt.outstandingCents, 0),
    creditCents: paidTotal - paidOnDue - ledger.savedCents,
    overdue,
    debts,
    allocations: ledger.allocations,
    periodsBehind: overdue.filter((debt) => debt.kind === 'contribution').length,
    oldestUnpaid: oldest && {
      periodKey: oldest.periodKey,
      periodLabel: oldest.periodLabel,
      dueOn: oldest.dueOn,
    },
    finesCents: debts
      .filter((debt) => debt.kind === 'fine' && !debt.waived)
      .reduce((sum, debt) => sum + debt.amountCents, 0),
    nextDue: findNextDue(ledger.states, asOf),
  };
}
