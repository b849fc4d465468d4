import { addMonthsIso } from '../../../../shared/burial/cover-status';
import { RELATIONSHIP_LABELS, STATUS_LABELS } from '../../../../shared/burial/cover-text';
import { column, figure, table } from '../../../../shared/report-parts';
import { listSocietyCover, type TSocietyCoverRow } from '../../burial/society-cover';
import type { TBuildInput, TBuiltReport } from './report-kit';

const IN_FORCE = new Set(['waiting', 'covered', 'in_arrears', 'reinstated']);

/**
 * Cover Register (burial societies): every person on the society's policies with their policy holder,
 * relationship, plan, cover amount and status on the report's end date, computed by the cover engine from
 * the plan terms and the premiums paid by that day (the same figures as My Cover and the certificate).
 */
export async function buildCoverRegister(input: TBuildInput): Promise<TBuiltReport> {
  const asOf = input.range.to;
  const people = await listSocietyCover(input.db, input.organizationId, asOf);
  await input.onProgress(70);
  const inForce = people.filter((person) => IN_FORCE.has(person.status));
  const count = (status: TSocietyCoverRow['status']) => people.filter((row) => row.status === status).length;
  return {
    figures: [
      figure('people', 'People on policies', 'count', people.length),
      figure('policies', 'Policies', 'count', new Set(people.map((person) => person.policyId)).size),
      figure('in_force', 'Covers in force', 'count', inForce.length),
      figure(
        'cover_in_force',
        'Cover in force',
        'money',
        inForce.reduce((sum, person) => sum + person.coverCents, 0),
      ),
      figure('in_arrears', 'In arrears', 'count', count('in_arrears')),
      figure('lapsed', 'Lapsed', 'count', count('lapsed')),
    ],
    tables: [
      table({
        key: 'cover',
        title: `Cover on ${asOf}`,
        columns: [
          column('member', 'Person'),
          column('holder', 'Policy holder'),
          column('relationship', 'Relationship'),
          column('plan', 'Plan'),
          column('cover', 'Cover', 'money'),
          column('status', 'Status'),
          column('since', 'Since', 'date'),
          column('until', 'Waiting until', 'date'),
        ],
        rows: people.map((person) => ({
          member: person.fullName,
          holder: person.holderName,
          relationship: RELATIONSHIP_LABELS[person.relationship],
          plan: `${person.planName} v${person.planVersion}`,
          cover: person.coverCents,
          status: STATUS_LABELS[person.status],
          since: person.since,
          until: person.until,
        })),
        totals: {
          member: 'Cover in force',
          holder: null,
          relationship: null,
          plan: null,
          cover: inForce.reduce((sum, person) => sum + person.coverCents, 0),
          status: null,
          since: null,
          until: null,
        },
        emptyText: 'No one is on a policy yet',
      }),
    ],
    chart: null,
    notes: [
      `Status on ${asOf}, from the premiums paid by that day. Cover in force counts people waiting, covered, in arrears or reinstated.`,
      `Since is the day a policy lapsed, a person died or a policy was reinstated; Waiting until is the end of the last wait still running (a wait of N months from a date ends on the same day N months later, e.g. ${addMonthsIso('2026-01-15', 6)} for six months from 2026-01-15).`,
      'Dependants who were removed from a policy are not listed.',
    ],
  };
}
