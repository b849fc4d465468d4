import { formatLongDate } from '../book-months';
import {
  addMonthsIso,
  computeCoverStatus,
  type TCoverPerson,
  type TCoverRules,
  type TDeathCause,
  type TPolicy,
} from './cover-status';

/**
 * Whether a death is a valid claim, line by line (issue 20, ADR 29). Pure: the plan's rules, the policy's
 * premiums, the person, the death and the day the claim is judged. Built on computeCoverStatus, so a claim
 * is judged exactly as the cover register and My Cover read: only premiums paid on or before the day of
 * death count, a wait of N months ends on the same day N months later, a reinstatement restarts every wait.
 */
export const CLAIM_RULES = [
  'date_of_death',
  'on_policy',
  'in_force',
  'wait_passed',
  'no_earlier_claim',
  'lodged_in_time',
] as const;
export type TClaimRule = (typeof CLAIM_RULES)[number];

export type TEligibilityLine = { rule: TClaimRule; passed: boolean; explanation: string };

/** A claim must be lodged within this many months of the death. */
export const CLAIM_LODGE_MONTHS = 6;

export const CAUSE_LABELS: Record<TDeathCause, string> = {
  natural: 'Natural death',
  accidental: 'Accidental death',
  suicide: 'Suicide',
};

export type TClaimFacts = {
  rules: TCoverRules;
  policy: TPolicy;
  /** The person as on the policy; `removedOn` set when they were taken off it. */
  person: TCoverPerson & { removedOn: string | null };
  diedOn: string;
  cause: TDeathCause;
  /** The day the claim was lodged (judged at lodging: today). */
  lodgedOn: string;
  /** Today: a death after it is refused. */
  today: string;
  /** Another lodged, approved or paid claim for this person. */
  hasEarlierClaim: boolean;
};

const long = (isoDate: string) => formatLongDate(isoDate);

/** Every rule with whether it passed and why, in the order a treasurer reads them. */
export function evaluateClaim(facts: TClaimFacts): TEligibilityLine[] {
  const { rules, policy, person, diedOn, cause } = facts;
  const lines: TEligibilityLine[] = [];
  const isFuture = diedOn > facts.today;
  const isBeforeAdded = diedOn < person.addedOn;
  lines.push({
    rule: 'date_of_death',
    passed: !isFuture && !isBeforeAdded,
    explanation: isFuture
      ? `The date of death (${long(diedOn)}) is after today.`
      : isBeforeAdded
        ? `The person died on ${long(diedOn)}, before they were added to the policy on ${long(person.addedOn)}.`
        : `Died on ${long(diedOn)}, after being added to the policy on ${long(person.addedOn)}.`,
  });
  const wasRemoved = person.removedOn !== null && person.removedOn <= diedOn;
  lines.push({
    rule: 'on_policy',
    passed: !wasRemoved,
    explanation: wasRemoved
      ? `The person was taken off the policy on ${long(person.removedOn ?? diedOn)}, before the death.`
      : 'The person was on the policy on the day of death.',
  });
  const status = computeCoverStatus(rules, policy, { ...person, diedOn: null }, diedOn);
  const paidAfter = policy.payments.filter((payment) => payment.paidOn > diedOn && payment.amountCents > 0);
  const afterNote =
    paidAfter.length > 0
      ? ` ${paidAfter.length === 1 ? 'A premium' : `${paidAfter.length} premiums`} paid after the death ${paidAfter.length === 1 ? 'does' : 'do'} not count.`
      : '';
  const isLapsed = status.status === 'lapsed';
  lines.push({
    rule: 'in_force',
    passed: !isLapsed,
    explanation: isLapsed
      ? status.reason === 'aged_out'
        ? `Cover had ended on ${long(status.since ?? diedOn)}: the child had passed the plan's age limit.`
        : status.reason === 'main_died'
          ? `Cover had ended on ${long(status.since ?? diedOn)}, when the main member died (the plan's rule).`
          : `The policy had lapsed on ${long(status.since ?? diedOn)} for unpaid premiums, counting the premiums paid on or before the death.${afterNote}`
      : `The policy was in force on the day of death, counting the premiums paid on or before it.${afterNote}`,
  });
  const from = status.coveredFrom[cause];
  const waitPassed = !isLapsed && from !== null && from <= diedOn;
  const label = CAUSE_LABELS[cause];
  const months = rules.waitingMonths[cause];
  lines.push({
    rule: 'wait_passed',
    passed: waitPassed,
    explanation: isLapsed
      ? `${label} was not covered: the policy was not in force.`
      : from === null
        ? `${label} was not covered yet: the premiums that start the wait had not been paid.`
        : waitPassed
          ? `${label} is covered from ${long(from)} (${months}-month wait), on or before the death.`
          : `${label} is covered only from ${long(from)} (${months}-month wait): the death came before it.`,
  });
  lines.push({
    rule: 'no_earlier_claim',
    passed: !facts.hasEarlierClaim,
    explanation: facts.hasEarlierClaim
      ? 'A claim for this person is already open or paid.'
      : 'No other claim for this person.',
  });
  const lodgeBy = addMonthsIso(diedOn, CLAIM_LODGE_MONTHS);
  const inTime = facts.lodgedOn <= lodgeBy;
  lines.push({
    rule: 'lodged_in_time',
    passed: inTime,
    explanation: inTime
      ? `Lodged on ${long(facts.lodgedOn)}, within ${CLAIM_LODGE_MONTHS} months of the death (by ${long(lodgeBy)}).`
      : `Lodged on ${long(facts.lodgedOn)}: claims must be lodged within ${CLAIM_LODGE_MONTHS} months of the death (by ${long(lodgeBy)}).`,
  });
  return lines;
}

export const isEligible = (lines: readonly TEligibilityLine[]) => lines.every((line) => line.passed);

/** The first failed line, as a refusal reads it. */
export const firstFailure = (lines: readonly TEligibilityLine[]) => lines.find((line) => !line.passed);
