import { computeFineCents, splitJoiningFee } from './fines';
import {
  findVersionOn,
  isShareSaving,
  iterateMemberPeriods,
  shiftIsoDate,
  type TPeriod,
  toDayNumber,
} from './periods';
import type {
  TDebtKind,
  TGroupRules,
  TRuleMember,
  TRulePayment,
  TRuleVersion,
  TRuleWaiver,
} from './rule-types';

/** Something the member owes the group: a period's contribution, a joining-fee instalment or a late fine. */
export type TDebt = {
  /** `${kind}:${periodKey}` */
  key: string;
  kind: TDebtKind;
  periodKey: string;
  periodLabel: string;
  /** Contributions and joining fees: the period's due date. Fines: the day the fine is raised. */
  dueOn: string;
  /** For a per-day fine: accrued up to the day the period was paid, or to the standing's date. */
  amountCents: number;
  paidCents: number;
  outstandingCents: number;
  waived: boolean;
};

export type TStanding = {
  asOf: string;
  /** Outstanding on debts due on or before `asOf`. */
  owedCents: number;
  /** Paid ahead: money not needed by any debt due on or before `asOf` (it covers later periods). */
  creditCents: number;
  /** Debts due on or before `asOf` with something outstanding, oldest first. */
  overdue: TDebt[];
  /** Every debt through `asOf`, and later periods a payment already covered. */
  debts: TDebt[];
  allocations: { paymentId: string; debtKey: string; cents: number }[];
  /** Contribution periods due on or before `asOf` that are not fully paid. */
  periodsBehind: number;
  oldestUnpaid: { periodKey: string; periodLabel: string; dueOn: string } | null;
  /** Fines raised through `asOf` and not waived, paid or not. */
  finesCents: number;
  nextDue: { periodKey: string; periodLabel: string; dueOn: string; outstandingCents: number } | null;
};

export type TStandingInput = {
  versions: TRuleVersion[];
  member: TRuleMember;
  payments: TRulePayment[];
  waivers: TRuleWaiver[];
  asOf: string;
};

/** A prepayment covers at most this many periods ahead; anything beyond stays as credit. */
const MAX_PERIODS_AHEAD = 600;

type TPeriodState = {
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
  const { member, asOf } = input;
  const versions = [...input.versions].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  const rulesOn = (date: string) => findVersionOn(versions, date)?.rules;
  const waived = new Set(input.waivers.map((waiver) => waiver.periodKey));
  const periods = iterateMemberPeriods(versions, member);
  const states: TPeriodState[] = [];
  let joiningInstalments: number[] | null = null;
  let isExhausted = false;

  function addNextPeriod(): TPeriodState | null {
    if (isExhausted) return null;
    const next = periods.next();
    const rules = next.done
      ? undefined
      : versions.find((version) => version.version === next.value.version)?.rules;
    if (next.done || rules === undefined) {
      isExhausted = true;
      return null;
    }
    const period = next.value;
    if (joiningInstalments === null) {
      joiningInstalments =
        rules.joiningFee.amountCents > 0
          ? splitJoiningFee(rules.joiningFee.amountCents, rules.joiningFee.instalments)
          : [];
    }
    const instalment = joiningInstalments[states.length];
    const graceEndsOn = shiftIsoDate(period.dueOn, rules.graceDays);
    const fine = newDebt('fine', period, shiftIsoDate(graceEndsOn, 1), 0);
    fine.waived = waived.has(period.key);
    const state: TPeriodState = {
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
    states.push(state);
    return state;
  }

  // The periods that have started by asOf always count, paid or not.
  while (true) {
    const last = states.at(-1);
    if (last !== undefined && shiftIsoDate(last.period.endsOn, 1) > asOf) break;
    if (addNextPeriod() === null) break;
  }

  // Everything before these indexes is settled, so each payment looks only at what is still open.
  let firstOpenFine = 0;
  let firstUnpaidPeriod = 0;

  /** Brings every fine up to `day`: raised once the grace days have passed, growing (per day) until covered. */
  function accrueFines(day: string) {
    const dayNumber = toDayNumber(day);
    for (let index = firstOpenFine; index < states.length; index += 1) {
      const state = states[index] as TPeriodState;
      const { fine } = state;
      if (fine.dueOn > day) break;
      if (state.isFineFinal) continue;
      if (state.coveredOn !== null && state.coveredOn <= state.graceEndsOn) {
        state.isFineFinal = true;
        continue;
      }
      const lateUntil = state.coveredOn === null ? dayNumber : toDayNumber(state.coveredOn);
      const amount = computeFineCents(state.rules, state.period.amountCents, lateUntil - state.dueDayNumber);
      fine.amountCents = Math.max(fine.amountCents, amount);
      fine.outstandingCents = fine.amountCents - fine.paidCents;
      if (state.coveredOn !== null) state.isFineFinal = true;
    }
    while (firstOpenFine < states.length) {
      const state = states[firstOpenFine] as TPeriodState;
      if (!state.isFineFinal || state.fine.outstandingCents > 0) break;
      firstOpenFine += 1;
    }
  }

  const periodLimit = states.length + MAX_PERIODS_AHEAD;
  const allocations: TStanding['allocations'] = [];
  function pay(debt: TDebt, paymentId: string, available: number): number {
    const cents = Math.min(available, debt.outstandingCents);
    if (cents <= 0) return 0;
    debt.paidCents += cents;
    debt.outstandingCents -= cents;
    allocations.push({ paymentId, debtKey: debt.key, cents });
    return cents;
  }

  // Share groups: what a payment leaves after its meeting, older meetings and fines buys more shares.
  let savedCents = 0;
  const payments = input.payments
    .filter((payment) => payment.paidOn <= asOf && payment.amountCents > 0)
    .sort((a, b) => a.paidOn.localeCompare(b.paidOn) || a.id.localeCompare(b.id));
  for (const payment of payments) {
    accrueFines(payment.paidOn);
    let left = payment.amountCents;
    const clearFines = () => {
      for (let index = firstOpenFine; index < states.length && left > 0; index += 1) {
        const fine = (states[index] as TPeriodState).fine;
        if (fine.dueOn > payment.paidOn) break;
        left -= pay(fine, payment.id, left);
      }
    };
    const payPeriod = (state: TPeriodState) => {
      left -= pay(state.contribution, payment.id, left);
      if (state.joiningFee !== null) left -= pay(state.joiningFee, payment.id, left);
      if (state.coveredOn === null && state.contribution.outstandingCents === 0)
        state.coveredOn = payment.paidOn;
    };
    /**
     * Pays periods oldest first: those due by `dueBy`, or (null) as far ahead as the money goes; with
     * `startsBefore`, only periods that start before that day.
     */
    const payPeriods = (dueBy: string | null, startsBefore: string | null = null) => {
      for (let index = firstUnpaidPeriod; left > 0; index += 1) {
        const state = states[index] ?? (states.length < periodLimit ? addNextPeriod() : null);
        if (state === null || state === undefined) break;
        if (dueBy !== null && state.contribution.dueOn > dueBy) break;
        if (startsBefore !== null && state.period.startsOn >= startsBefore) break;
        payPeriod(state);
      }
      while (firstUnpaidPeriod < states.length) {
        const state = states[firstUnpaidPeriod] as TPeriodState;
        if (state.contribution.outstandingCents > 0 || (state.joiningFee?.outstandingCents ?? 0) > 0) break;
        firstUnpaidPeriod += 1;
      }
    };
    const rules = rulesOn(payment.paidOn);
    const meeting =
      rules && isShareSaving(rules)
        ? states.find(
            (state) => state.period.startsOn <= payment.paidOn && payment.paidOn <= state.period.endsOn,
          )
        : undefined;
    if (meeting) {
      payPeriod(meeting);
      payPeriods(null, meeting.period.startsOn);
      clearFines();
      savedCents += left;
      continue;
    }
    if (rules?.paymentOrder === 'contributions_first') {
      payPeriods(payment.paidOn);
      clearFines();
    } else {
      clearFines();
    }
    payPeriods(null);
  }
  accrueFines(asOf);

  const debts: TDebt[] = [];
  for (const state of states) {
    const isCurrentOrPast = state.period.startsOn <= asOf;
    const isCovered = state.contribution.paidCents > 0;
    if (!isCurrentOrPast && !isCovered) continue;
    debts.push(state.contribution);
    if (state.joiningFee !== null) debts.push(state.joiningFee);
    if (state.fine.amountCents > 0 || state.fine.waived) debts.push(state.fine);
  }
  debts.sort((a, b) => a.dueOn.localeCompare(b.dueOn));

  const due = debts.filter((debt) => debt.dueOn <= asOf);
  const overdue = due.filter((debt) => debt.outstandingCents > 0);
  const owedCents = overdue.reduce((sum, debt) => sum + debt.outstandingCents, 0);
  const paidTotal = payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  const paidOnDue = due.reduce((sum, debt) => sum + debt.paidCents, 0);
  const behind = overdue.filter((debt) => debt.kind === 'contribution');
  const oldest = overdue.find((debt) => debt.kind !== 'fine') ?? null;
  const upcoming = states.find((state) => state.period.dueOn > asOf);
  return {
    asOf,
    owedCents,
    creditCents: paidTotal - paidOnDue - savedCents,
    overdue,
    debts,
    allocations,
    periodsBehind: behind.length,
    oldestUnpaid: oldest && {
      periodKey: oldest.periodKey,
      periodLabel: oldest.periodLabel,
      dueOn: oldest.dueOn,
    },
    finesCents: debts
      .filter((debt) => debt.kind === 'fine' && !debt.waived)
      .reduce((sum, debt) => sum + debt.amountCents, 0),
    nextDue:
      upcoming === undefined
        ? null
        : {
            periodKey: upcoming.period.key,
            periodLabel: upcoming.period.label,
            dueOn: upcoming.period.dueOn,
            outstandingCents:
              upcoming.contribution.outstandingCents + (upcoming.joiningFee?.outstandingCents ?? 0),
          },
  };
}
