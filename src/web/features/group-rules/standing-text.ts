import type { TMyStanding } from '../../../shared/contracts/group-rules';
import { formatCents } from '../../../shared/money';

/** Drops the year from 'October 2026' when it is this standing's year, as people say it. */
function shortLabel(label: string, asOf: string): string {
  return label.endsWith(` ${asOf.slice(0, 4)}`) ? label.slice(0, -5) : label;
}

/**
 * The one-line answer on the member's card: "Up to date", or "You owe R 450,00: October, November, late
 * fine R 50,00" (periods in order, then joining fee and fines outstanding).
 */
export function describeStanding(standing: TMyStanding): string {
  if (standing.owedCents === 0) return 'Up to date';
  const periods = standing.overdue
    .filter((debt) => debt.kind === 'contribution')
    .map((debt) => shortLabel(debt.periodLabel, standing.asOf));
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
  return `You owe ${formatCents(standing.owedCents)}: ${parts.join(', ')}`;
}
