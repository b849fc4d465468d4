import { describe, expect, it } from 'vitest';
import { monthlyRules, ruleMember, ruleVersion } from '../../../shared/group-rules/rule-fixtures';
import { computeStanding } from '../../../shared/group-rules/standing';
import { findRemindersDue } from './reminder-schedule';

const versions = [ruleVersion('2025-10-01', monthlyRules({ reminders: { daysBefore: 3, daysAfter: 5 } }))];
const member = ruleMember('2025-10-01');

function remindersOn(asOf: string, payments: { id: string; paidOn: string; amountCents: number }[] = []) {
  const standing = computeStanding({ versions, member, payments, waivers: [], asOf });
  return findRemindersDue(versions, member, standing, asOf).map((due) => `${due.kind}:${due.periodKey}`);
}

describe('which reminders are due', () => {
  it('reminds three days before the due date and five days after it while unpaid', () => {
    expect(remindersOn('2025-10-28')).toEqual([]);
    expect(remindersOn('2025-10-29')).toEqual(['before:2025-10']);
    expect(remindersOn('2025-10-31')).toEqual(['before:2025-10']);
    expect(remindersOn('2025-11-01')).toEqual([]);
    expect(remindersOn('2025-11-06')).toEqual(['after:2025-10']);
  });

  it('says nothing about a paid period', () => {
    const paid = [{ id: 'p1', paidOn: '2025-10-20', amountCents: 30_000 }];
    expect(remindersOn('2025-10-29', paid)).toEqual([]);
    expect(remindersOn('2025-11-06', paid)).toEqual([]);
  });

  it('catches up a reminder day missed by up to seven days, not older ones', () => {
    expect(remindersOn('2025-11-13')).toEqual(['after:2025-10']);
    expect(remindersOn('2025-11-14')).toEqual([]);
  });

  it('sends none when the rules ask for none', () => {
    const quiet = [ruleVersion('2025-10-01', monthlyRules())];
    const standing = computeStanding({
      versions: quiet,
      member,
      payments: [],
      waivers: [],
      asOf: '2025-11-06',
    });
    expect(findRemindersDue(quiet, member, standing, '2025-11-06')).toEqual([]);
  });
});
