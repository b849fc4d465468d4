import { daysBetween } from '../group-rules/periods';

/**
 * Burial cover, per person per day (issue 20). Pure: the rules, the person, the policy's premiums, a date.
 *
 * Day convention: a wait of N months that starts on a date ends on the same day N months later (clamped to
 * the month's last day), and the person is covered from that day on. Joined 15 January with a 6-month natural
 * wait: a natural death on 14 July is declined, one on 15 July is covered.
 *
 * Premiums: each calendar month from the month the policy starts (joining, or reinstatement) owes one monthly
 * premium, due from the month's first day. Money paid is applied to the oldest month first, so a month is paid
 * once the total paid covers it and every month before it. Only payments dated on or before the day judged
 * count: a payment made after a death never makes the person covered on the day they died.
 *
 * Arrears and lapse: the months owed and unpaid on a day are counted across year boundaries (December and
 * January are two months). With "lapse after N unpaid months", the policy lapses at the end of the Nth unpaid
 * month: paid January to March, nothing from April, N = 3: in arrears from 1 April, lapsed since 1 July. A
 * policy in arrears still covers (the grace the rules give); a lapsed one does not.
 *
 * Reinstatement: once lapsed, the day the payments made since the lapse reach one premium the policy starts
 * again (owed arrears are not revived) with every wait started afresh from that day; newborns skip no wait then.
 */
export const DEATH_CAUSES = ['natural', 'accidental', 'suicide'] as const;
export type TDeathCause = (typeof DEATH_CAUSES)[number];

/** Causes whose wait excludes them from a cover otherwise in force (the person reads as Covered meanwhile). */
export const EXCLUSION_CAUSES: readonly TDeathCause[] = ['suicide'];

export const COVER_STATUSES = [
  'waiting',
  'covered',
  'in_arrears',
  'lapsed',
  'reinstated',
  'deceased',
] as const;
export type TCoverStatusKind = (typeof COVER_STATUSES)[number];

export const WAIT_STARTS = ['joining', 'added', 'premiums'] as const;
export type TWaitStart = (typeof WAIT_STARTS)[number];

export const RELATIONSHIPS = ['main_member', 'spouse', 'child', 'parent', 'extended'] as const;
export type TRelationship = (typeof RELATIONSHIPS)[number];

/**
 * When the main member dies: the dependants stay covered with nothing more to pay ('paid_up'), their cover
 * ends on the day of death ('cover_ends'), or an adult on the policy takes it over ('successor', ADR 34): the
 * policy goes on with the successor as its main person and premiums still owed month by month. A policy
 * taken over is judged with its new main person, so the engine only sees a main person's death here when
 * nobody took it over: under 'successor' that ends the cover as 'cover_ends' does.
 */
export const MAIN_MEMBER_DEATH_RULES = ['paid_up', 'cover_ends', 'successor'] as const;
export type TMainMemberDeathRule = (typeof MAIN_MEMBER_DEATH_RULES)[number];
export const DEFAULT_MAIN_MEMBER_DEATH_RULE: TMainMemberDeathRule = 'cover_ends';

/** How long a newborn may wait to be added and still skip the waiting periods. */
export const NEWBORN_DAYS = 90;

export type TCoverRules = {
  monthlyPremiumCents: number;
  waitingMonths: Record<TDeathCause, number>;
  /** What starts the wait: the main member's joining, the day the person was added, or N premiums paid. */
  waitStartsOn: TWaitStart;
  premiumsBeforeWait: number;
  lapseAfterUnpaidMonths: number;
  /** Children are covered until this age (their birthday ends it) ... */
  childMaxAge: number;
  /** ... or until this one while they study. */
  studentChildMaxAge: number;
  /** What the main member's death does to the dependants' cover. */
  onMainMemberDeath: TMainMemberDeathRule;
};

export const DEFAULT_WAITING_MONTHS: Record<TDeathCause, number> = {
  natural: 6,
  accidental: 0,
  suicide: 24,
};
export const DEFAULT_LAPSE_AFTER_UNPAID_MONTHS = 3;

export type TCoverPerson = {
  relationship: TRelationship;
  /** The day the person was put on the policy (the main member: the day they joined). */
  addedOn: string;
  dateOfBirth: string | null;
  isStudent: boolean;
  diedOn: string | null;
};

export type TPolicy = {
  joinedOn: string;
  payments: { paidOn: string; amountCents: number }[];
  /**
   * Later premiums, oldest first (newer terms the member accepted): every month whose first day is on or after
   * `from` owes this premium instead of the rules' one. A month is judged by the terms in force on its first
   * day, as the group rules are (ADR 21).
   */
  premiumChanges?: { from: string; monthlyPremiumCents: number }[];
  /**
   * The day the policy's main person died (absent or null while they live): the main member, or after a
   * takeover the successor (ADR 34).
   */
  mainMemberDiedOn?: string | null;
  /** The day the policy ended (absent or null while it runs): nobody on it is covered from that day. */
  endedOn?: string | null;
};

export type TCoverStatus = {
  status: TCoverStatusKind;
  on: string;
  /** Lapsed or deceased since; reinstated on. */
  since: string | null;
  /** The last of the waits still running (null when none runs). */
  until: string | null;
  /** The day each cause is covered from (null while the wait has not started: premiums still to pay). */
  coveredFrom: Record<TDeathCause, string | null>;
  coveredCauses: TDeathCause[];
  monthsOwed: number;
  reason: TCoverEndReason | null;
};

/**
 * Why cover ended: premiums unpaid, a child past the age limit, the main member's death ended it, or the
 * policy itself ended (the member left the society).
 */
export const COVER_END_REASONS = ['unpaid', 'aged_out', 'main_died', 'ended'] as const;
export type TCoverEndReason = (typeof COVER_END_REASONS)[number];

/** Why a policy ended: the member was removed from the society, or closed their account. */
export const POLICY_END_REASONS = ['member_removed', 'account_closed'] as const;
export type TPolicyEndReason = (typeof POLICY_END_REASONS)[number];

const monthIndex = (isoDate: string) => Number(isoDate.slice(0, 4)) * 12 + Number(isoDate.slice(5, 7)) - 1;
const pad = (value: number) => String(value).padStart(2, '0');
const monthStart = (index: number) => `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-01`;
const daysInMonth = (year: number, month0: number) => new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();

/** The same day `months` later, clamped to the month's last day (31 August + 6 months = 28 or 29 February). */
export function addMonthsIso(isoDate: string, months: number): string {
  const index = monthIndex(isoDate) + months;
  const year = Math.floor(index / 12);
  const day = Math.min(Number(isoDate.slice(8, 10)), daysInMonth(year, index % 12));
  return `${year}-${pad((index % 12) + 1)}-${pad(day)}`;
}

const later = (a: string, b: string) => (a > b ? a : b);

type TSegment = {
  startOn: string;
  isReinstated: boolean;
  lapsedOn: string | null;
  /** The day the segment's Nth premium was fully paid (null when not yet). */
  premiumsReachedOn: (count: number) => string | null;
  monthsOwed: number;
};

/**
 * Walks the policy's premiums up to `on` (payments after `on` ignored): the segment in force on `on` (from
 * joining, or from the last reinstatement) and whether and since when it lapsed.
 */
/** The premium each month owes (by month index) and the first paid-up month after `total` from `firstMonth`. */
function buildPremiums(rules: TCoverRules, policy: TPolicy) {
  const changes = (policy.premiumChanges ?? []).map((change) => ({
    // A change dated on a month's first day applies to that month; otherwise from the next one.
    month: monthIndex(change.from) + (change.from.endsWith('-01') ? 0 : 1),
    cents: change.monthlyPremiumCents,
  }));
  const lastChange = changes.at(-1)?.month ?? Number.NEGATIVE_INFINITY;
  const premiumOf = (month: number) =>
    changes.filter((change) => change.month <= month).at(-1)?.cents ?? rules.monthlyPremiumCents;
  /** The first month `total` cents do not pay, paying months from `firstMonth` oldest first. */
  const firstUnpaidAfter = (firstMonth: number, total: number) => {
    let month = firstMonth;
    let left = total;
    for (;;) {
      const premium = premiumOf(month);
      if (month >= lastChange) return month + Math.floor(left / premium);
      if (left < premium) return month;
      left -= premium;
      month += 1;
    }
  };
  /** What the first `count` months from `firstMonth` owe together. */
  const sumOf = (firstMonth: number, count: number) => {
    let sum = 0;
    for (let index = 0; index < count; index += 1) sum += premiumOf(firstMonth + index);
    return sum;
  };
  return { premiumOf, firstUnpaidAfter, sumOf };
}

export function walkPolicy(rules: TCoverRules, policy: TPolicy, on: string): TSegment {
  const premiums = buildPremiums(rules, policy);
  const payments = policy.payments
    .filter((payment) => payment.paidOn <= on && payment.amountCents > 0)
    .sort((a, b) => a.paidOn.localeCompare(b.paidOn));
  let startOn = policy.joinedOn;
  let isReinstated = false;
  let next = 0;
  for (;;) {
    const segmentPayments: { paidOn: string; total: number }[] = [];
    let total = 0;
    let lapsedOn: string | null = null;
    const firstMonth = monthIndex(startOn);
    for (;;) {
      const firstUnpaid = premiums.firstUnpaidAfter(firstMonth, total);
      const lapseOn = monthStart(firstUnpaid + rules.lapseAfterUnpaidMonths);
      const payment = payments[next];
      if (payment && payment.paidOn < lapseOn) {
        total += payment.amountCents;
        segmentPayments.push({ paidOn: payment.paidOn, total });
        next += 1;
        continue;
      }
      if (lapseOn <= on) lapsedOn = lapseOn;
      break;
    }
    const premiumsReachedOn = (count: number) =>
      count <= 0
        ? startOn
        : (segmentPayments.find((entry) => entry.total >= premiums.sumOf(firstMonth, count))?.paidOn ?? null);
    if (lapsedOn === null) {
      const firstUnpaid = premiums.firstUnpaidAfter(firstMonth, total);
      const monthsOwed = Math.max(0, monthIndex(on) - firstUnpaid + 1);
      return { startOn, isReinstated, lapsedOn: null, premiumsReachedOn, monthsOwed };
    }
    // Lapsed: the payments since the lapse reinstate the policy the day they reach one premium.
    let sinceLapse = 0;
    let reinstatedOn: string | null = null;
    const premium = premiums.premiumOf(monthIndex(lapsedOn));
    for (let index = next; index < payments.length; index += 1) {
      sinceLapse += payments[index]?.amountCents ?? 0;
      if (sinceLapse >= premium) {
        reinstatedOn = payments[index]?.paidOn ?? null;
        break;
      }
    }
    if (reinstatedOn === null) {
      return { startOn, isReinstated, lapsedOn, premiumsReachedOn, monthsOwed: 0 };
    }
    startOn = reinstatedOn;
    isReinstated = true;
  }
}

/** The day a child's cover ends by age (their birthday at the plan's age limit), null for other people. */
export function getAgeOutDate(rules: TCoverRules, person: TCoverPerson): string | null {
  if (person.relationship !== 'child' || person.dateOfBirth === null) return null;
  const maxAge = person.isStudent ? rules.studentChildMaxAge : rules.childMaxAge;
  return addMonthsIso(person.dateOfBirth, maxAge * 12);
}

/** Whether a child was added within the newborn window (and so skips the waits of the first cover). */
export function isNewbornAddition(person: TCoverPerson): boolean {
  return (
    person.relationship === 'child' &&
    person.dateOfBirth !== null &&
    person.addedOn >= person.dateOfBirth &&
    daysBetween(person.dateOfBirth, person.addedOn) <= NEWBORN_DAYS
  );
}

function getWaitStart(rules: TCoverRules, person: TCoverPerson, policy: TPolicy, segment: TSegment) {
  if (segment.isReinstated) return later(segment.startOn, person.addedOn);
  if (rules.waitStartsOn === 'joining') return policy.joinedOn;
  if (rules.waitStartsOn === 'added') return person.addedOn;
  const reached = segment.premiumsReachedOn(rules.premiumsBeforeWait);
  return reached === null ? null : later(reached, person.addedOn);
}

const noCover = (): Record<TDeathCause, string | null> => ({
  natural: null,
  accidental: null,
  suicide: null,
});

/** The person's cover status on `on`, from the rules, the policy's premiums paid by then and the person. */
export function computeCoverStatus(
  rules: TCoverRules,
  policy: TPolicy,
  person: TCoverPerson,
  on: string,
): TCoverStatus {
  const base = { on, since: null, until: null, coveredCauses: [], monthsOwed: 0, reason: null };
  if (person.diedOn !== null && person.diedOn <= on) {
    return { ...base, status: 'deceased', since: person.diedOn, coveredFrom: noCover() };
  }
  const endedOn = policy.endedOn ?? null;
  if (endedOn !== null && endedOn <= on) {
    return { ...base, status: 'lapsed', since: endedOn, coveredFrom: noCover(), reason: 'ended' };
  }
  const ageOut = getAgeOutDate(rules, person);
  if (ageOut !== null && ageOut <= on) {
    return { ...base, status: 'lapsed', since: ageOut, coveredFrom: noCover(), reason: 'aged_out' };
  }
  // The main person's death: the dependants' cover ends that day (also when nobody could take the policy
  // over), or stays with no premium owed after it.
  const mainDiedOn = person.relationship === 'main_member' ? null : (policy.mainMemberDiedOn ?? null);
  const isAfterMainDeath = mainDiedOn !== null && mainDiedOn <= on;
  if (isAfterMainDeath && rules.onMainMemberDeath !== 'paid_up') {
    return { ...base, status: 'lapsed', since: mainDiedOn, coveredFrom: noCover(), reason: 'main_died' };
  }
  const segment = walkPolicy(rules, policy, isAfterMainDeath ? mainDiedOn : on);
  if (isAfterMainDeath) segment.monthsOwed = 0;
  if (segment.lapsedOn !== null) {
    return { ...base, status: 'lapsed', since: segment.lapsedOn, coveredFrom: noCover(), reason: 'unpaid' };
  }
  const waitStart = getWaitStart(rules, person, policy, segment);
  const skipsWait = !segment.isReinstated && isNewbornAddition(person);
  const coveredFrom = noCover();
  for (const cause of DEATH_CAUSES) {
    if (waitStart === null) continue;
    coveredFrom[cause] = skipsWait ? waitStart : addMonthsIso(waitStart, rules.waitingMonths[cause]);
  }
  const coveredCauses = DEATH_CAUSES.filter((cause) => {
    const from = coveredFrom[cause];
    return from !== null && from <= on;
  });
  const running = DEATH_CAUSES.map((cause) => coveredFrom[cause]).filter(
    (from): from is string => from !== null && from > on,
  );
  const until = running.length > 0 ? (running.sort().at(-1) ?? null) : null;
  // A suicide wait is an exclusion from cover that is in force, not a wait for it: once natural and
  // accidental deaths are covered the person is Covered, the exclusion shown with the day it ends.
  const isWaiting = DEATH_CAUSES.some(
    (cause) => !EXCLUSION_CAUSES.includes(cause) && !coveredCauses.includes(cause),
  );
  const status: TCoverStatusKind =
    segment.monthsOwed > 0
      ? 'in_arrears'
      : isWaiting
        ? segment.isReinstated
          ? 'reinstated'
          : 'waiting'
        : 'covered';
  return {
    status,
    on,
    since: segment.isReinstated ? segment.startOn : null,
    until,
    coveredFrom,
    coveredCauses,
    monthsOwed: segment.monthsOwed,
    reason: segment.monthsOwed > 0 ? 'unpaid' : null,
  };
}

/** Whether a death on `diedOn` of `cause` falls under the cover (payments made after it never count). */
export function isCoveredOn(
  rules: TCoverRules,
  policy: TPolicy,
  person: TCoverPerson,
  diedOn: string,
  cause: TDeathCause,
): boolean {
  const status = computeCoverStatus(rules, policy, { ...person, diedOn: null }, diedOn);
  return status.coveredCauses.includes(cause);
}

/** Whole years of age on a date (a birthday counts from its day; 29 February birthdays from 28 February). */
export function getAgeOn(dateOfBirth: string, on: string): number {
  const years = Number(on.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return addMonthsIso(dateOfBirth, years * 12) <= on ? years : years - 1;
}
