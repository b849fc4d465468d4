import { formatLongDate } from '../book-months';
import type { TPersonCover, TSuccession } from '../contracts/burial';
import { formatCents } from '../money';
import type {
  TCoverStatusKind,
  TDeathCause,
  TMainMemberDeathRule,
  TPolicyEndReason,
  TRelationship,
} from './cover-status';

export const STATUS_LABELS: Record<TCoverStatusKind, string> = {
  waiting: 'Waiting',
  covered: 'Covered',
  in_arrears: 'In arrears',
  lapsed: 'Lapsed',
  reinstated: 'Reinstated',
  deceased: 'Deceased',
};

export const RELATIONSHIP_LABELS: Record<TRelationship, string> = {
  main_member: 'Main member',
  spouse: 'Spouse',
  child: 'Child',
  parent: 'Parent',
  extended: 'Extended family',
};

/** Why a policy ended, as the former members' list and the policy name it. */
export const POLICY_END_REASON_LABELS: Record<TPolicyEndReason, string> = {
  member_removed: 'removed from the society',
  account_closed: 'closed their account',
};

/** The plan's rule for the main member's death, as the plan form's select and My Cover name it. */
export const MAIN_MEMBER_DEATH_RULE_LABELS: Record<TMainMemberDeathRule, string> = {
  cover_ends: 'Cover ends',
  paid_up: 'Dependants stay covered, paid up',
  successor: 'A nominated successor takes over',
};

/** What a main person's death did to the policy (ADR 34), on the policy and on the claim. */
export function describeSuccession(succession: TSuccession): string {
  return succession.successorName
    ? `Taken over by ${succession.successorName} on ${formatLongDate(succession.on)}`
    : `No adult on the policy could take it over: the dependants' cover ended on ${formatLongDate(succession.on)}`;
}

const CAUSE_LABELS: Record<TDeathCause, string> = {
  natural: 'natural death',
  accidental: 'accidental death',
  suicide: 'suicide',
};

/** One plain sentence on what the person's cover is today, as the member and the register show it. */
export function describeCover(
  person: Pick<TPersonCover, 'status' | 'since' | 'coveredFrom' | 'coveredCauses' | 'monthsOwed' | 'reason'>,
): string {
  switch (person.status) {
    case 'deceased':
      return `Died on ${formatLongDate(person.since ?? '')}.`;
    case 'lapsed':
      if (person.reason === 'ended') {
        return `Cover ended on ${formatLongDate(person.since ?? '')}, when the policy ended.`;
      }
      if (person.reason === 'main_died') {
        return `Cover ended on ${formatLongDate(person.since ?? '')}, when the main member died.`;
      }
      return person.reason === 'aged_out'
        ? `Aged out of the plan on ${formatLongDate(person.since ?? '')}.`
        : `Lapsed since ${formatLongDate(person.since ?? '')}: premiums were not paid. Paying a premium reinstates the cover with a new waiting period.`;
    case 'covered': {
      const excluded = (Object.keys(CAUSE_LABELS) as TDeathCause[]).filter(
        (cause) => !person.coveredCauses.includes(cause),
      );
      if (excluded.length === 0) return 'Covered for every cause of death.';
      const covered = person.coveredCauses.map((cause) => CAUSE_LABELS[cause]).join(' and ');
      const exclusions = excluded.map((cause) => {
        const from = person.coveredFrom[cause];
        const label = CAUSE_LABELS[cause];
        const name = `${label.charAt(0).toUpperCase()}${label.slice(1)}`;
        return from
          ? `${name} is excluded until ${formatLongDate(from)}, covered from that day`
          : `${name} is excluded`;
      });
      return `Covered for ${covered}. ${exclusions.join('. ')}.`;
    }
    default: {
      const owed =
        person.monthsOwed > 0
          ? `${person.monthsOwed} ${person.monthsOwed === 1 ? 'month' : 'months'} owed. `
          : '';
      const waits = (Object.keys(CAUSE_LABELS) as TDeathCause[])
        .filter((cause) => !person.coveredCauses.includes(cause))
        .map((cause) => {
          const from = person.coveredFrom[cause];
          return from
            ? `${CAUSE_LABELS[cause]} from ${formatLongDate(from)}`
            : `${CAUSE_LABELS[cause]} once the required premiums are paid`;
        });
      const covered = person.coveredCauses.map((cause) => CAUSE_LABELS[cause]);
      const coveredText = covered.length > 0 ? `Covered for ${covered.join(' and ')}. ` : '';
      const waitText = waits.length > 0 ? `Waiting: ${waits.join('; ')}.` : '';
      return `${owed}${coveredText}${waitText}`.trim();
    }
  }
}

/** The first month that owes the new premium when terms are accepted on `day`: its month, if the 1st, else the next. */
export function getNewPremiumMonth(day: string): string {
  if (day.endsWith('-01')) return day;
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** Cover added by newer terms that still waits, one sentence each ("R 10 000,00 of this cover is new: ..."). */
export function describeIncreases(person: Pick<TPersonCover, 'coverIncreases' | 'status'>): string[] {
  // Lapsed or deceased: the status sentence says it all; no part of the cover is waiting.
  if (person.status === 'lapsed' || person.status === 'deceased') return [];
  return person.coverIncreases.map((increase) => {
    const waits = (Object.keys(CAUSE_LABELS) as TDeathCause[]).map((cause) => {
      const from = increase.coveredFrom[cause];
      return from
        ? `${CAUSE_LABELS[cause]} from ${formatLongDate(from)}`
        : `${CAUSE_LABELS[cause]} once the required premiums are paid`;
    });
    return `${formatCents(increase.cents)} of this cover is new and covers ${waits.join('; ')}.`;
  });
}
