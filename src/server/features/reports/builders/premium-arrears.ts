import { addMonthsIso } from '../../../../shared/burial/cover-status';
import { listSocietyCover } from '../../burial/society-cover';
import { column, figure, type TBuildInput, type TBuiltReport, table } from './report-kit';

const monthIndex = (isoDate: string) => Number(isoDate.slice(0, 4)) * 12 + Number(isoDate.slice(5, 7)) - 1;

/** Months from the first unpaid month to the month of `asOf`, both counted (December to January is two). */
export function countLapsedMonthsUnpaid(lapsedOn: string, lapseAfterUnpaidMonths: number, asOf: string) {
  const firstUnpaid = monthIndex(addMonthsIso(lapsedOn, -lapseAfterUnpaidMonths));
  return monthIndex(asOf) - firstUnpaid + 1;
}

/**
 * Premium Arrears (burial societies): every policy whose holder is in arrears or lapsed for unpaid premiums
 * on the report's end date. In arrears: the months owed (counted by calendar month across year ends) and
 * that many premiums owed. Lapsed: the months unpaid since the first unpaid month, and the one premium that
 * reinstates the policy (old arrears are not revived, ADR 27).
 */
export async function buildPremiumArrears(input: TBuildInput): Promise<TBuiltReport> {
  const asOf = input.range.to;
  const people = await listSocietyCover(input.db, input.organizationId, asOf);
  await input.onProgress(70);
  const rows = people
    .filter(
      (person) =>
        person.relationship === 'main_member' &&
        (person.status === 'in_arrears' || (person.status === 'lapsed' && person.reason === 'unpaid')),
    )
    .map((person) => {
      const isLapsed = person.status === 'lapsed';
      const monthsOwed =
        isLapsed && person.since
          ? countLapsedMonthsUnpaid(person.since, person.lapseAfterUnpaidMonths, asOf)
          : person.monthsOwed;
      return {
        member: person.holderName,
        plan: `${person.planName} v${person.planVersion}`,
        status: isLapsed ? 'Lapsed' : 'In arrears',
        since: isLapsed ? person.since : null,
        premium: person.monthlyPremiumCents,
        monthsOwed,
        owed: isLapsed ? person.monthlyPremiumCents : monthsOwed * person.monthlyPremiumCents,
      };
    })
    .sort((a, b) => b.monthsOwed - a.monthsOwed || a.member.localeCompare(b.member));
  const inArrears = rows.filter((row) => row.status === 'In arrears');
  const sum = (list: typeof rows) => list.reduce((total, row) => total + row.owed, 0);
  return {
    figures: [
      figure('in_arrears', 'Policies in arrears', 'count', inArrears.length),
      figure('lapsed', 'Policies lapsed', 'count', rows.length - inArrears.length),
      figure('arrears_owed', 'Premiums owed (in arrears)', 'money', sum(inArrears)),
      figure('amount_owed', 'Amount owed', 'money', sum(rows)),
    ],
    tables: [
      table({
        key: 'arrears',
        title: `Arrears on ${asOf}`,
        columns: [
          column('member', 'Policy holder'),
          column('plan', 'Plan'),
          column('status', 'Status'),
          column('since', 'Lapsed since', 'date'),
          column('premium', 'Monthly premium', 'money'),
          column('monthsOwed', 'Months unpaid', 'count'),
          column('owed', 'Amount owed', 'money'),
        ],
        rows,
        totals: {
          member: 'Total',
          plan: null,
          status: null,
          since: null,
          premium: null,
          monthsOwed: rows.reduce((total, row) => total + row.monthsOwed, 0),
          owed: sum(rows),
        },
        emptyText: 'No policy is in arrears or lapsed',
      }),
    ],
    chart: null,
    notes: [
      `Arrears on ${asOf}, from the premiums paid by that day. Months are counted by calendar month, so December and January are two months; a part-paid month counts as unpaid.`,
      'In arrears: the amount owed is the months unpaid times the monthly premium, and the cover still holds. Lapsed: the cover has stopped; the amount owed is the one premium that reinstates it, with the waits starting again.',
    ],
  };
}
