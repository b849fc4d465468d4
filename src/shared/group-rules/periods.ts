import { addDays } from 'date-fns/addDays';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { endOfMonth } from 'date-fns/endOfMonth';
import { getISODay } from 'date-fns/getISODay';
import { setDate } from 'date-fns/setDate';
import { startOfISOWeek } from 'date-fns/startOfISOWeek';
import { startOfMonth } from 'date-fns/startOfMonth';
import { formatLongDate, formatMonthName } from '../book-months';
import type { TGroupRules, TRuleMember, TRuleVersion } from './rule-types';

/** One period a member owes a contribution for (see rule-types.ts for how periods and due dates fall). */
export type TPeriod = {
  /** Monthly: 'YYYY-MM'; weekly and fortnightly: the first day, 'YYYY-MM-DD'. */
  key: string;
  label: string;
  startsOn: string;
  /** The last day, inclusive. */
  endsOn: string;
  dueOn: string;
  /** The rules version that judges the period: the one in force on its first day. */
  version: number;
  amountCents: number;
};

/** Enough periods for any real membership; a guard against a runaway loop on bad input. */
const MAX_PERIODS = 5_000;

// Plain conversions between 'YYYY-MM-DD' and a local-midnight Date (date-fns' parseISO and format are
// general-purpose and cost more than everything else in a standing; the calendar arithmetic stays date-fns').
const pad = (value: number) => String(value).padStart(2, '0');
const toIso = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const parseDate = (isoDate: string) =>
  new Date(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10)));

export function shiftIsoDate(isoDate: string, days: number): string {
  return toIso(addDays(parseDate(isoDate), days));
}

/** Days since 1970-01-01 for a 'YYYY-MM-DD' date: cheap day arithmetic for loops that run per payment. */
export function toDayNumber(isoDate: string): number {
  const time = Date.UTC(
    Number(isoDate.slice(0, 4)),
    Number(isoDate.slice(5, 7)) - 1,
    Number(isoDate.slice(8, 10)),
  );
  return Math.round(time / 86_400_000);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(parseDate(to), parseDate(from));
}

function sortedVersions(versions: TRuleVersion[]): TRuleVersion[] {
  return [...versions].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
}

/** The version in force on a date: the latest that took effect on or before it (null before the first). */
export function findVersionOn(versions: TRuleVersion[], date: string): TRuleVersion | null {
  let found: TRuleVersion | null = null;
  for (const version of sortedVersions(versions)) {
    if (version.effectiveFrom <= date) found = version;
  }
  return found;
}

/** Whether the group saves in shares bought at meetings (VSLA style), judged one meeting at a time. */
export function isShareSaving(rules: Pick<TGroupRules, 'savings'>): boolean {
  return rules.savings?.model === 'shares';
}

/** Whether a date starts a period under these rules: the 1st of a month, or a Monday. */
export function isPeriodBoundary(frequency: TGroupRules['frequency'], date: string): boolean {
  return frequency === 'monthly' ? date.endsWith('-01') : getISODay(parseDate(date)) === 1;
}

function periodBounds(version: TRuleVersion, date: string): { startsOn: string; endsOn: string } {
  const day = parseDate(date);
  const { frequency } = version.rules;
  if (frequency === 'monthly') {
    return { startsOn: toIso(startOfMonth(day)), endsOn: toIso(endOfMonth(day)) };
  }
  if (frequency === 'weekly') {
    const start = startOfISOWeek(day);
    return { startsOn: toIso(start), endsOn: toIso(addDays(start, 6)) };
  }
  // Fortnights are counted from the Monday of the week the version took effect.
  const anchor = startOfISOWeek(parseDate(version.effectiveFrom));
  const index = Math.floor(differenceInCalendarDays(day, anchor) / 14);
  const start = addDays(anchor, index * 14);
  return { startsOn: toIso(start), endsOn: toIso(addDays(start, 13)) };
}

/** The first due day after the period ends: the `dueDay` of the next month, or the next `dueDay` weekday. */
export function dueDateAfter(rules: Pick<TGroupRules, 'frequency' | 'dueDay'>, endsOn: string): string {
  const dayAfter = addDays(parseDate(endsOn), 1);
  if (rules.frequency === 'monthly') {
    const candidate = setDate(dayAfter, rules.dueDay);
    return toIso(candidate < dayAfter ? setDate(addDays(endOfMonth(dayAfter), 1), rules.dueDay) : candidate);
  }
  const offset = (rules.dueDay - getISODay(dayAfter) + 7) % 7;
  return toIso(addDays(dayAfter, offset));
}

function periodLabel(frequency: TGroupRules['frequency'], startsOn: string): string {
  if (frequency === 'monthly') return formatMonthName(startsOn);
  return `${frequency === 'weekly' ? 'Week' : 'Fortnight'} of ${formatLongDate(startsOn)}`;
}

/**
 * What this member pays per period under a version: their own amount, else their plan's, else the group's.
 * A group that saves in shares expects one share at the share price per meeting (ADR 37), whatever else the
 * amounts say: a member who buys at least one share at a meeting is not in arrears for it.
 */
export function memberAmountCents(rules: TGroupRules, member: TRuleMember): number {
  if (isShareSaving(rules)) return rules.shareOut.sharePriceCents ?? rules.amount.defaultCents;
  const own = rules.amount.perMemberCents[member.memberKey];
  if (own !== undefined) return own;
  const plan = member.planKey === null ? undefined : rules.amount.perPlanCents[member.planKey];
  return plan ?? rules.amount.defaultCents;
}

/**
 * Every period the member owes, in order and without end (the caller stops): from the period holding the
 * join date (or the first version's date, if later) while the period starts on or before the leave date.
 */
export function* iterateMemberPeriods(versions: TRuleVersion[], member: TRuleMember): Generator<TPeriod> {
  const ordered = sortedVersions(versions);
  const first = ordered[0];
  if (first === undefined) return;
  let cursor = [member.joinedOn, first.effectiveFrom].sort()[1] ?? member.joinedOn;
  for (let count = 0; count < MAX_PERIODS; count += 1) {
    if (member.leftOn !== null && cursor > member.leftOn) return;
    const version = findVersionOn(ordered, cursor) ?? first;
    const bounds = periodBounds(version, cursor);
    const startsOn = count === 0 ? bounds.startsOn : cursor;
    const next = ordered.find((candidate) => candidate.effectiveFrom > cursor);
    // A version with another frequency may start mid-period: the period ends the day before it.
    const endsOn =
      next !== undefined && next.effectiveFrom <= bounds.endsOn
        ? shiftIsoDate(next.effectiveFrom, -1)
        : bounds.endsOn;
    yield {
      key: version.rules.frequency === 'monthly' ? startsOn.slice(0, 7) : startsOn,
      label: periodLabel(version.rules.frequency, startsOn),
      startsOn,
      endsOn,
      dueOn: dueDateAfter(version.rules, endsOn),
      version: version.version,
      amountCents: memberAmountCents(version.rules, member),
    };
    cursor = shiftIsoDate(endsOn, 1);
  }
}

/** The periods the member owes that start on or before `through`. */
export function listMemberPeriods(versions: TRuleVersion[], member: TRuleMember, through: string): TPeriod[] {
  const periods: TPeriod[] = [];
  for (const period of iterateMemberPeriods(versions, member)) {
    if (period.startsOn > through) break;
    periods.push(period);
  }
  return periods;
}
