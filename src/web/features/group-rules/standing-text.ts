import { formatLongDate } from '../../../shared/book-months';
import type { TMyStanding } from '../../../shared/contracts/group-rules';
import type { TPaidPeriod } from '../../../shared/group-rules/payment-trail';
import { formatCents } from '../../../shared/money';

/** Drops the year from 'October 2026' when it is this standing's year, as people say it. */
function shortLabel(label: string, asOf: string): string {
  return label.endsWith(` ${asOf.slice(0, 4)}`) ? label.slice(0, -5) : label;
}

/**
 * The one-line answer on the member's card, about contributions only (loans have their own card): "Up to
 * date", "Up to date, R 80,00 in credit", or "You owe R 450,00 in contributions: October, November (R 50,00
 * of R 250,00), late fine R 50,00" (the periods still owed after payments were applied oldest first, a part
 * owed with its amount, then joining fee and fines outstanding).
 */
export function describeStanding(standing: TMyStanding): string {
  if (standing.owedCents === 0) {
    return standing.creditCents > 0
      ? `Up to date, ${formatCents(standing.creditCents)} in credit`
      : 'Up to date';
  }
  const periods = standing.overdue
    .filter((debt) => debt.kind === 'contribution')
    .map((debt) => {
      const label = shortLabel(debt.periodLabel, standing.asOf);
      return debt.outstandingCents < debt.amountCents
        ? `${label} (${formatCents(debt.outstandingCents)} of ${formatCents(debt.amountCents)})`
        : label;
    });
  const sumOf = (kind: 'fine' | 'joining_fee') =>
    standing.overdue
      .filter((debt) => debt.kind === kind)
      .reduce((sum, debt) => sum + debt.outstandingCents, 0);
  const fines = standing.overdue.filter((debt) => debt.kind === 'fine');
  const joiningFee = sumOf('joining_fee');
  const parts = [
    ...periods,
    ...(joiningFee > 0 ? [`joining fee ${formatCents(joiningFee)}`] : []),
    ...(fines.length > 0 ? [`late fine${fines.length === 1 ? '' : 's'} ${formatCents(sumOf('fine'))}`] : []),
  ];
  return `You owe ${formatCents(standing.owedCents)} in contributions: ${parts.join(', ')}`;
}

/**
 * How a period was paid, in words: "Paid on 19 September 2026", "Paid on 19 October 2026 (R 10,00) and
 * 19 November 2026 (R 240,00)", "R 10,00 paid on 19 November 2026, R 240,00 owed" or "Not paid".
 */
export function describePaidPeriod(period: TPaidPeriod): string {
  const dates = period.paidBy.map((payment) =>
    period.paidBy.length === 1 && period.outstandingCents === 0
      ? formatLongDate(payment.paidOn)
      : `${formatLongDate(payment.paidOn)} (${formatCents(payment.cents)})`,
  );
  const paidOn = dates.length > 1 ? `${dates.slice(0, -1).join(', ')} and ${dates.at(-1)}` : dates[0];
  if (period.outstandingCents === 0) return `Paid on ${paidOn}`;
  if (paidOn === undefined) return 'Not paid';
  return `Part paid on ${paidOn}, ${formatCents(period.outstandingCents)} owed`;
}
