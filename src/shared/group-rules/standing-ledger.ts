import { computeFineCents, splitJoiningFee } from './fines';
import { iterateMemberPeriods, shiftIsoDate, type TPeriod, toDayNumber } from './periods';
import type { TDebtKind, TGroupRules, TRuleVersion } from './rule-types';
import type { TDebt, TStanding, TStandingInput } from './standing-types';

/** A prepayment covers at most this many periods ahead; anything beyond stays as credit. */
const MAX_PERIODS_AHEAD = 600;

export type TPeriodState = {
  period: TPeriod;
  rules: TGroupRules;
  contribution: TDebt;
  joiningFee: TDebt | null;
  fine: TDebt;
  graceEndsOn: string;
  /** The day the contribution was paid in full, once it is. */
  coveredOn: string | null;
  dueDayNumber: number;
  /** The fine can no longer change: waived, or its period paid and the fine worked out to that day. */
  isFineFinal: boolean;
};

/** A member's periods, oldest first and made as payments reach them, with what each payment paid. */
export type TLedger = {
  /** The rules versions, oldest first. */
  versions: TRuleVersion[];
  waived: ReadonlySet<string>;
  periods: Generator<TPeriod>;
  states: TPeriodState[];
  joiningInstalments: number[] | null;
  isExhausted: boolean;
  // Everything before these indexes is settled, so each payment looks only at what is still open.
  firstOpenFine: number;
  firstUnpaidPeriod: number;
  /** Payments reach no period past this many: those started by the standing's date and some ahead. */
  periodLimit: number;
  allocations: TStanding['allocations'];
  /** Share groups: what a payment leaves after its meeting, older meetings and fines buys more shares. */
  savedCents: number;
};

function newDebt(kind: TDebtKind, period: TPeriod, dueOn: string, amountCents: number): TDebt {
  return {
    key: `${kind}:${period.key}`,
    kind,
    periodKey: period.key,
    periodLabel: period.label,
    dueOn,
    amountCents,
    paidCents: 0,
    outstandingCents: amountCents,
    waived: false,
  };
}

/** The joining-fee instalment due with the period at `index`, split once by the first period's rules. */
function readJoiningInstalment(ledger: TLedger, rules: TGroupRules, index: number): number | undefined {
  if (ledger.joiningInstalments === null) {
    ledger.joiningInstalments =
      rules.joiningFee.amountCents > 0
        ? splitJoiningFee(rules.joiningFee.amountCents, rules.joiningFee.instalments)
        : [];
  }
  return ledger.joiningInstalments[index];
}

function newPeriodState(ledger: TLedger, period: TPeriod, rules: TGroupRules): TPeriodState {
  const instalment = readJoiningInstalment(ledger, rules, ledger.states.length);
  const graceEndsOn = shiftIsoDate(period.dueOn, rules.graceDays);
  const fine = newDebt('fine', period, shiftIsoDate(graceEndsOn, 1), 0);
  fine.waived = ledger.waived.has(period.key);
  return {
    period,
    rules,
    contribution: newDebt('contribution', period, period.dueOn, period.amountCents),
    joiningFee: instalment === undefined ? null : newDebt('joining_fee', period, period.dueOn, instalment),
    fine,
    graceEndsOn,
    coveredOn: null,
    dueDayNumber: toDayNumber(period.dueOn),
    isFineFinal: fine.waived,
  };
}

/** Adds the member's next period (its contribution, joining-fee instalment and fine), or null after the last. */
export function addNextPeriod(ledger: TLedger): TPeriodState | null {
  if (ledger.isExhausted) return null;
  const next = ledger.periods.next();
  const rules = next.done
    ? undefined
    : ledger.versions.find((version) => version.version === next.value.version)?.rules;
  if (next.done || rules === undefined) {
    ledger.isExhausted = true;
    return null;
  }
  const state = newPeriodState(ledger, next.value, rules);
  ledger.states.push(state);
  return state;
}

/** Adds the periods that have started by `asOf`: they always count, paid or not. */
function addStartedPeriods(ledger: TLedger, asOf: string) {
  while (true) {
    const last = ledger.states.at(-1);
    if (last !== undefined && shiftIsoDate(last.period.endsOn, 1) > asOf) break;
    if (addNextPeriod(ledger) === null) break;
  }
}

/** The member's ledger with the periods started by the standing's date, nothing paid yet. */
export function openLedger(input: TStandingInput): TLedger {
  const versions = [...input.versions].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  const ledger: TLedger = {
    versions,
    waived: new Set(input.waivers.map((waiver) => waiver.periodKey)),
    periods: iterateMemberPeriods(versions, input.member),
    states: [],
    joiningInstalments: null,
    isExhausted: false,
    firstOpenFine: 0,
    firstUnpaidPeriod: 0,
    periodLimit: 0,
    allocations: [],
    savedCents: 0,
  };
  addStartedPeriods(ledger, input.asOf);
  ledger.periodLimit = ledger.states.length + MAX_PERIODS_AHEAD;
  return ledger;
}

/** Brings one period's fine up to the day numbered `dayNumber`, or marks it final once it cannot change. */
function accrueFine(state: TPeriodState, dayNumber: number) {
  if (state.isFineFinal) return;
  if (state.coveredOn !== null && state.coveredOn <= state.graceEndsOn) {
    state.isFineFinal = true;
    return;
  }
  const { fine } = state;
  const lateUntil = state.coveredOn === null ? dayNumber : toDayNumber(state.coveredOn);
  const amount = computeFineCents(state.rules, state.period.amountCents, lateUntil - state.dueDayNumber);
  fine.amountCents = Math.max(fine.amountCents, amount);
  fine.outstandingCents = fine.amountCents - fine.paidCents;
  if (state.coveredOn !== null) state.isFineFinal = true;
}

/** Moves past the fines that are final and paid, so later payments skip them. */
function skipSettledFines(ledger: TLedger) {
  while (ledger.firstOpenFine < ledger.states.length) {
    const state = ledger.states[ledger.firstOpenFine] as TPeriodState;
    if (!state.isFineFinal || state.fine.outstandingCents > 0) break;
    ledger.firstOpenFine += 1;
  }
}

/** Brings every fine up to `day`: raised once the grace days have passed, growing (per day) until covered. */
export function accrueFines(ledger: TLedger, day: string) {
  const dayNumber = toDayNumber(day);
  for (let index = ledger.firstOpenFine; index < ledger.states.length; index += 1) {
    const state = ledger.states[index] as TPeriodState;
    if (state.fine.dueOn > day) break;
    accrueFine(state, dayNumber);
  }
  skipSettledFines(ledger);
}

/** Pays what it can of `debt` out of `available` cents of the payment, and answers how much. */
export function payDebt(ledger: TLedger, debt: TDebt, paymentId: string, available: number): number {
  const cents = Math.min(available, debt.outstandingCents);
  if (cents <= 0) return 0;
  debt.paidCents += cents;
  debt.outstandingCents -= cents;
  ledger.allocations.push({ paymentId, debtKey: debt.key, cents });
  return cents;
}
