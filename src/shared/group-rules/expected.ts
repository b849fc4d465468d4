import { endOfMonth } from 'date-fns/endOfMonth';
import { lightFormat } from 'date-fns/lightFormat';
import { parseISO } from 'date-fns/parseISO';
import { subMonths } from 'date-fns/subMonths';
import { iterateMemberPeriods } from './periods';
import type { TRuleMember, TRuleVersion } from './rule-types';

/**
 * A period due in a month starts at most two months before it: members who joined by this day all owe the
 * same periods in the month, so they can be counted instead of listed.
 */
export function getExpectedLookBack(month: string): string {
  return lightFormat(subMonths(parseISO(`${month}-01`), 2), 'yyyy-MM-dd');
}

/**
 * The contributions falling due in a calendar month ('YYYY-MM'): for every member, the amounts of their
 * periods whose due date lies in that month. Each member's periods are read from the look-back day (or their
 * join date, if later), not from the day they joined; `count` stands a member for that many alike.
 */
export function sumExpectedInMonth(
  versions: TRuleVersion[],
  members: (TRuleMember & { count?: number })[],
  month: string,
): number {
  if (versions.length === 0) return 0;
  const monthStart = `${month}-01`;
  const monthEnd = lightFormat(endOfMonth(parseISO(monthStart)), 'yyyy-MM-dd');
  const lookBack = getExpectedLookBack(month);
  let total = 0;
  for (const member of members) {
    const joinedOn = [member.joinedOn, lookBack].sort()[1] ?? lookBack;
    for (const period of iterateMemberPeriods(versions, { ...member, joinedOn })) {
      if (period.dueOn > monthEnd) break;
      if (period.dueOn >= monthStart) total += period.amountCents * (member.count ?? 1);
    }
  }
  return total;
}
