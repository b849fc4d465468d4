import { formatCents } from '../money';
import type { TFineRule, TGroupRules } from './rule-types';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** A due day in words: 'day 1 of the month' or 'Friday'. */
export function describeDueDay(rules: Pick<TGroupRules, 'frequency' | 'dueDay'>): string {
  return rules.frequency === 'monthly'
    ? `day ${rules.dueDay} of the month`
    : (WEEKDAYS[rules.dueDay - 1] ?? '');
}

export function describeFine(fine: TFineRule): string {
  switch (fine.kind) {
    case 'none':
      return 'none';
    case 'fixed':
      return `${formatCents(fine.amountCents)} per late period`;
    case 'per_day':
      return `${formatCents(fine.amountCents)} a day, at most ${formatCents(fine.capCents)}`;
    case 'percent':
      return `${fine.basisPoints / 100}% of the amount due`;
  }
}

function describeJoiningFee(fee: TGroupRules['joiningFee']): string {
  if (fee.amountCents === 0) return 'none';
  return fee.instalments === 1
    ? formatCents(fee.amountCents)
    : `${formatCents(fee.amountCents)} in ${fee.instalments} instalments`;
}

function describeReminders(reminders: TGroupRules['reminders']): string {
  const parts = [
    reminders.daysBefore ? `${reminders.daysBefore} days before` : null,
    reminders.daysAfter ? `${reminders.daysAfter} days after` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' and ') : 'none';
}

function describeOverrides(overrides: Record<string, number>): string {
  const count = Object.keys(overrides).length;
  return count === 0 ? 'none' : `${count} member${count === 1 ? '' : 's'}`;
}

function describeSavings(rules: TGroupRules): string {
  const { savings } = rules;
  if (savings.model === 'contributions') return 'contributions per period';
  const price = rules.shareOut.sharePriceCents ?? 0;
  const most = savings.maxSharesPerMeeting;
  return `shares of ${formatCents(price)}, 1 to ${most} a meeting; social fund ${formatCents(savings.socialFundCents)} a meeting; loans up to ${savings.loanMultiple} times the shares`;
}

/** Each rule in words, by the label people see on the form. */
export function describeRules(rules: TGroupRules): [string, string][] {
  return [
    ['Contribution amount', formatCents(rules.amount.defaultCents)],
    ['Member amounts', describeOverrides(rules.amount.perMemberCents)],
    ['Plan amounts', describeOverrides(rules.amount.perPlanCents)],
    ['Frequency', `${rules.frequency.charAt(0).toUpperCase()}${rules.frequency.slice(1)}`],
    ['Due day', describeDueDay(rules)],
    ['Grace days', String(rules.graceDays)],
    ['Late fine', describeFine(rules.fine)],
    ['Joining fee', describeJoiningFee(rules.joiningFee)],
    ['Payments clear', rules.paymentOrder === 'fines_first' ? 'fines first' : 'contributions first'],
    ['Reminders', describeReminders(rules.reminders)],
    ['Savings', describeSavings(rules)],
  ];
}

/**
 * What a version changed from the previous one, one line per rule ("Contribution amount: R 300,00 -> R
 * 350,00"); the first version reads as the rules it set.
 */
export function describeRuleChanges(previous: TGroupRules | null, next: TGroupRules): string[] {
  const after = describeRules(next);
  if (!previous) return ['First rules', ...after.map(([label, value]) => `${label}: ${value}`)];
  const before = new Map(describeRules(previous));
  const changes = after
    .filter(([label, value]) => before.get(label) !== value)
    .map(([label, value]) => `${label}: ${before.get(label)} → ${value}`);
  if (
    changes.length === 0 &&
    JSON.stringify(previous.amount.perMemberCents) !== JSON.stringify(next.amount.perMemberCents)
  ) {
    changes.push('Member amounts changed');
  }
  return changes.length > 0 ? changes : ['No change to the rules'];
}
