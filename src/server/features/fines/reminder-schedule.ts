import { findVersionOn, listMemberPeriods, shiftIsoDate } from '../../../shared/group-rules/periods';
import type { TRuleMember, TRuleVersion } from '../../../shared/group-rules/rule-types';
import type { TStanding } from '../../../shared/group-rules/standing';

export const REMINDER_KINDS = ['before', 'after'] as const;
export type TReminderKind = (typeof REMINDER_KINDS)[number];

/**
 * A reminder whose day has come. A day missed while no server ran is still caught up within this many
 * days; older ones are stale (the period's next reminder, or the member's statement, says more).
 */
export const REMINDER_CATCH_UP_DAYS = 7;

export type TReminderDue = {
  kind: TReminderKind;
  periodKey: string;
  periodLabel: string;
  dueOn: string;
  /** What is still unpaid for the period (contribution and any joining-fee instalment). */
  outstandingCents: number;
};

/** Far enough ahead to reach every period due within the longest `daysBefore` (30). */
const LOOK_AHEAD_DAYS = 62;

/**
 * The reminders due for one member on `asOf` under the rules in force for each period: `daysBefore` days
 * before a due date while the period is not paid, and `daysAfter` days after it while it is still unpaid.
 * Whether one was already sent is the caller's to check (rule_reminders_sent).
 */
export function findRemindersDue(
  versions: TRuleVersion[],
  member: TRuleMember,
  standing: TStanding,
  asOf: string,
): TReminderDue[] {
  const outstanding = new Map<string, number>();
  for (const debt of standing.debts) {
    if (debt.kind === 'fine') continue;
    outstanding.set(debt.periodKey, (outstanding.get(debt.periodKey) ?? 0) + debt.outstandingCents);
  }
  const earliest = shiftIsoDate(asOf, -REMINDER_CATCH_UP_DAYS);
  const due: TReminderDue[] = [];
  for (const period of listMemberPeriods(versions, member, shiftIsoDate(asOf, LOOK_AHEAD_DAYS))) {
    const rules = findVersionOn(versions, period.startsOn)?.rules;
    if (!rules) continue;
    const left = outstanding.get(period.key) ?? period.amountCents;
    if (left <= 0) continue;
    const base = {
      periodKey: period.key,
      periodLabel: period.label,
      dueOn: period.dueOn,
      outstandingCents: left,
    };
    const { daysBefore, daysAfter } = rules.reminders;
    if (daysBefore !== null) {
      const day = shiftIsoDate(period.dueOn, -daysBefore);
      if (day <= asOf && day >= earliest && asOf < period.dueOn) due.push({ kind: 'before', ...base });
    }
    if (daysAfter !== null) {
      const day = shiftIsoDate(period.dueOn, daysAfter);
      if (day <= asOf && day >= earliest) due.push({ kind: 'after', ...base });
    }
  }
  return due;
}
