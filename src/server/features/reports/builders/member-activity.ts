import { column, figure, table } from '../../../../shared/report-parts';
import { listMemberProfiles } from '../../organizations/index';
import { readMemberNames, sumMemberActivity } from '../report-ledger.repository';
import type { TBuildInput, TBuiltReport } from './report-kit';

/**
 * Member Activity Report: per member, contributions in the period (amount and count, net of reversals),
 * the last contribution up to the end date, loan principal owed at the end date and principal repaid in
 * the period; all from journal lines that name the member.
 */
export async function buildMemberActivity(input: TBuildInput): Promise<TBuiltReport> {
  const { db, organizationId, range } = input;
  const members = await listMemberProfiles(db, organizationId);
  await input.onProgress(30);
  const activity = await sumMemberActivity(db, organizationId, range);
  await input.onProgress(70);
  const listed = new Set(members.map((member) => member.userId));
  const formerIds = [...activity.keys()].filter((userId) => userId && !listed.has(userId));
  const formerNames = await readMemberNames(db, formerIds);
  const people = [
    ...members.map((member) => ({
      userId: member.userId,
      name: member.deletedAt ? 'Former member' : (member.name ?? member.email ?? 'No name'),
      isMember: true,
    })),
    ...formerIds.map((userId) => ({
      userId,
      name: formerNames.get(userId) ?? 'Former member',
      isMember: false,
    })),
  ];
  const rows = people.map((person) => {
    const figures = activity.get(person.userId);
    return {
      member: person.isMember ? person.name : `${person.name} (no longer a member)`,
      contributed: figures?.contributedCents ?? 0,
      count: figures?.contributionCount ?? 0,
      lastPayment: figures?.lastContributionDate ?? null,
      loanOutstanding: figures?.loanOutstandingCents ?? 0,
      principalRepaid: figures?.principalRepaidCents ?? 0,
    };
  });
  const total = (key: 'contributed' | 'count' | 'loanOutstanding' | 'principalRepaid') =>
    rows.reduce((sum, row) => sum + row[key], 0);
  const contributing = rows.filter((row) => row.count > 0).length;

  return {
    figures: [
      figure('members', 'Members', 'count', members.length),
      figure('contributing_members', 'Members who contributed', 'count', contributing),
      figure('total_contributed', 'Contributions', 'money', total('contributed')),
      figure('contribution_count', 'Number of contributions', 'count', total('count')),
      figure('loans_outstanding', 'Loan principal owed by members', 'money', total('loanOutstanding')),
    ],
    tables: [
      table({
        key: 'members',
        title: 'Activity per member',
        columns: [
          column('member', 'Member'),
          column('contributed', 'Contributions', 'money'),
          column('count', 'Count', 'count'),
          column('lastPayment', 'Last payment', 'date'),
          column('loanOutstanding', 'Loan outstanding', 'money'),
          column('principalRepaid', 'Principal repaid', 'money'),
        ],
        rows,
        totals: {
          member: 'Total',
          contributed: total('contributed'),
          count: total('count'),
          lastPayment: null,
          loanOutstanding: total('loanOutstanding'),
          principalRepaid: total('principalRepaid'),
        },
        emptyText: 'The organization has no members',
      }),
    ],
    chart: null,
    notes: [
      'Contributions and their count are net of reversals. Last payment is the latest contribution on or before the end date.',
      'Arrears are not shown: the organization has not set expected contribution amounts.',
    ],
  };
}
