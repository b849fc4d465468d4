import { addMonthsIso } from '../../../../shared/burial/cover-status';
import { column, figure, table } from '../../../../shared/report-parts';
import { listSocietyCover } from '../../burial/society-cover';
import { listLeviesOwedOn } from '../../figures/burial-levies';
import type { TBuildInput, TBuiltReport } from './report-kit';

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
 * reinstates the policy (old arrears are not revived, ADR 27). Then the levies owed after payouts, per member
 * (ADR 33): owed, but they do not count towards a lapse.
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
  const holders = new Map(
    people
      .filter((person) => person.relationship === 'main_member')
      .map((person) => [person.memberUserId, person.holderName]),
  );
  const levies = (await listLeviesOwedOn(input.db, input.organizationId, asOf))
    .map((levy) => ({
      member: holders.get(levy.userId) ?? 'Member',
      levies: levy.count,
      oldest: levy.oldestRaisedOn,
      owed: levy.owedCents,
    }))
    .sort((a, b) => b.owed - a.owed || a.member.localeCompare(b.member));
  const leviesOwed = levies.reduce((total, row) => total + row.owed, 0);
  const inArrears = rows.filter((row) => row.status === 'In arrears');
  const sum = (list: typeof rows) => list.reduce((total, row) => total + row.owed, 0);
  return {
    figures: [
      figure('in_arrears', 'Policies in arrears', 'count', inArrears.length),
      figure('lapsed', 'Policies lapsed', 'count', rows.length - inArrears.length),
      figure('arrears_owed', 'Premiums owed (in arrears)', 'money', sum(inArrears)),
      figure('amount_owed', 'Amount owed', 'money', sum(rows)),
      figure('levies_owed', 'Levies owed', 'money', leviesOwed),
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
      table({
        key: 'levies',
        title: `Levies owed after payouts on ${asOf}`,
        columns: [
          column('member', 'Policy holder'),
          column('levies', 'Levies', 'count'),
          column('oldest', 'Oldest raised on', 'date'),
          column('owed', 'Amount owed', 'money'),
        ],
        rows: levies,
        totals: {
          member: 'Total',
          levies: levies.reduce((total, row) => total + row.levies, 0),
          oldest: null,
          owed: leviesOwed,
        },
        emptyText: 'No levy is owed',
      }),
    ],
    chart: null,
    notes: [
      `Arrears on ${asOf}, from the premiums paid by that day. Months are counted by calendar month, so December and January are two months; a part-paid month counts as unpaid.`,
      'In arrears: the amount owed is the months unpaid times the monthly premium, and the cover still holds. Lapsed: the cover has stopped; the amount owed is the one premium that reinstates it, with the waits starting again.',
      'Levies: what each member owes after funeral payouts, raised on the day a claim was paid and not paid by the end date. They are owed, but an unpaid levy does not lapse the cover.',
    ],
  };
}
