import { findVersionOn, isShareSaving } from './periods';
import type { TRulePayment } from './rule-types';
import { accrueFines, addNextPeriod, payDebt, type TLedger, type TPeriodState } from './standing-ledger';

/** One payment as it is applied: `left` is what of it no debt has taken yet. */
type TPaymentRun = { ledger: TLedger; payment: TRulePayment; left: number };

/** Pays the fines raised by the payment's day, oldest first. */
function clearFines(run: TPaymentRun) {
  const { ledger, payment } = run;
  for (let index = ledger.firstOpenFine; index < ledger.states.length && run.left > 0; index += 1) {
    const fine = (ledger.states[index] as TPeriodState).fine;
    if (fine.dueOn > payment.paidOn) break;
    run.left -= payDebt(ledger, fine, payment.id, run.left);
  }
}

/** Pays a period's contribution, then its joining-fee instalment; a contribution paid in full is covered. */
function payPeriod(run: TPaymentRun, state: TPeriodState) {
  run.left -= payDebt(run.ledger, state.contribution, run.payment.id, run.left);
  if (state.joiningFee !== null) run.left -= payDebt(run.ledger, state.joiningFee, run.payment.id, run.left);
  if (state.coveredOn === null && state.contribution.outstandingCents === 0)
    state.coveredOn = run.payment.paidOn;
}

/** Moves past the periods paid in full, so later payments skip them. */
function skipPaidPeriods(ledger: TLedger) {
  while (ledger.firstUnpaidPeriod < ledger.states.length) {
    const state = ledger.states[ledger.firstUnpaidPeriod] as TPeriodState;
    if (state.contribution.outstandingCents > 0 || (state.joiningFee?.outstandingCents ?? 0) > 0) break;
    ledger.firstUnpaidPeriod += 1;
  }
}

/**
 * Pays periods oldest first: those due by `dueBy`, or (null) as far ahead as the money goes; with
 * `startsBefore`, only periods that start before that day.
 */
function payPeriods(run: TPaymentRun, dueBy: string | null, startsBefore: string | null = null) {
  const { ledger } = run;
  for (let index = ledger.firstUnpaidPeriod; run.left > 0; index += 1) {
    const state =
      ledger.states[index] ?? (ledger.states.length < ledger.periodLimit ? addNextPeriod(ledger) : null);
    if (state === null || state === undefined) break;
    if (dueBy !== null && state.contribution.dueOn > dueBy) break;
    if (startsBefore !== null && state.period.startsOn >= startsBefore) break;
    payPeriod(run, state);
  }
  skipPaidPeriods(ledger);
}

/** Share groups: the payment's own meeting, then older meetings still unpaid, then fines; the rest is savings. */
function payAtMeeting(run: TPaymentRun, meeting: TPeriodState) {
  payPeriod(run, meeting);
  payPeriods(run, null, meeting.period.startsOn);
  clearFines(run);
  run.ledger.savedCents += run.left;
}

/** The meeting (period) a share group's payment was made in, when the rules of its day save in shares. */
function findMeetingOf(ledger: TLedger, paidOn: string): TPeriodState | undefined {
  return ledger.states.find((state) => state.period.startsOn <= paidOn && paidOn <= state.period.endsOn);
}

/**
 * Applies one payment, on its day, in the order the rules in force that day set: fines first or
 * contributions first, then ahead; in a share group, its meeting first and never ahead.
 */
export function applyPayment(ledger: TLedger, payment: TRulePayment) {
  accrueFines(ledger, payment.paidOn);
  const run: TPaymentRun = { ledger, payment, left: payment.amountCents };
  const rules = findVersionOn(ledger.versions, payment.paidOn)?.rules;
  const meeting = rules && isShareSaving(rules) ? findMeetingOf(ledger, payment.paidOn) : undefined;
  if (meeting) {
    payAtMeeting(run, meeting);
    return;
  }
  if (rules?.paymentOrder === 'contributions_first') {
    payPeriods(run, payment.paidOn);
    clearFines(run);
  } else {
    clearFines(run);
  }
  payPeriods(run, null);
}
