import { CAUSE_LABELS } from '../../../../shared/burial/claim-eligibility';
import { RELATIONSHIP_LABELS } from '../../../../shared/burial/cover-text';
import {
  CLAIM_STATUS_LABELS,
  CLAIM_TARGET_HOURS,
  type TClaim,
  type TClaimStatus,
} from '../../../../shared/contracts/burial-claims';
import { column, figure, table } from '../../../../shared/report-parts';
import { listClaimsLodgedIn } from '../../burial/claim-views.service';
import { getSastMidnight, type TBuildInput, type TBuiltReport } from './report-kit';

const HOUR = 3_600_000;

/** The day after an ISO date. */
function getDayAfter(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const isBefore = (iso: string | null, end: number) => iso !== null && Date.parse(iso) < end;

/** The claim's status at the end of the report's last day (SAST), from the times of its decisions. */
export function getClaimStatusAt(claim: TClaim, end: number): TClaimStatus {
  if (claim.status === 'paid' && isBefore(claim.paidAt, end)) return 'paid';
  if ((claim.status === 'declined' || claim.status === 'withdrawn') && isBefore(claim.closedAt, end))
    return claim.status;
  return isBefore(claim.approvedAt, end) ? 'approved' : 'lodged';
}

/** Whole hours from lodging to payment. */
const hoursToPay = (claim: TClaim) =>
  claim.paidAt ? Math.floor((Date.parse(claim.paidAt) - Date.parse(claim.lodgedAt)) / HOUR) : null;

/**
 * Claims Register (burial societies): every funeral claim lodged in the period, with the person, the policy
 * holder, the cause, the payee, the benefit and the claim's status at the end of the report's last day; a
 * paid claim shows the hours from lodging to payment (the target is 48), an open one its age on that day.
 */
export async function buildClaimsRegister(input: TBuildInput): Promise<TBuiltReport> {
  const claims = await listClaimsLodgedIn(input.db, input.organizationId, input.range);
  await input.onProgress(70);
  const end = Math.min(getSastMidnight(getDayAfter(input.range.to)).getTime(), input.generatedAt.getTime());
  const rows = claims.map((claim) => {
    const status = getClaimStatusAt(claim, end);
    const isPaid = status === 'paid';
    const isOpen = status === 'lodged' || status === 'approved';
    return {
      status,
      lodged: claim.lodgedOn,
      member: claim.personName,
      relationship: RELATIONSHIP_LABELS[claim.relationship],
      holder: claim.holderName,
      died: claim.diedOn,
      cause: CAUSE_LABELS[claim.cause],
      payee: `${claim.payeeKind === 'undertaker' ? 'Undertaker' : 'Family'}: ${claim.payeeName}`,
      amount: claim.amountCents,
      statusLabel: CLAIM_STATUS_LABELS[status],
      hours: isPaid
        ? hoursToPay(claim)
        : isOpen
          ? Math.max(0, Math.floor((end - Date.parse(claim.lodgedAt)) / HOUR))
          : null,
      reason: status === 'declined' ? claim.declineReason : null,
    };
  });
  const paid = rows.filter((row) => row.status === 'paid');
  const open = rows.filter((row) => row.status === 'lodged' || row.status === 'approved');
  const paidCents = paid.reduce((sum, row) => sum + row.amount, 0);
  const paidHours = paid.map((row) => row.hours ?? 0);
  return {
    figures: [
      figure('lodged', 'Claims lodged', 'count', rows.length),
      figure('paid', 'Claims paid', 'count', paid.length),
      figure('paid_cents', 'Benefits paid', 'money', paidCents),
      figure('open', 'Claims open', 'count', open.length),
      figure(
        'open_cents',
        'Open claims to pay',
        'money',
        open.reduce((sum, row) => sum + row.amount, 0),
      ),
      figure('declined', 'Claims declined', 'count', rows.filter((row) => row.status === 'declined').length),
      figure(
        'paid_in_target',
        `Paid within ${CLAIM_TARGET_HOURS} hours`,
        'count',
        paidHours.filter((hours) => hours < CLAIM_TARGET_HOURS).length,
      ),
      figure(
        'average_hours',
        'Average hours to pay',
        'count',
        paidHours.length > 0
          ? Math.round(paidHours.reduce((sum, hours) => sum + hours, 0) / paidHours.length)
          : null,
      ),
    ],
    tables: [
      table({
        key: 'claims',
        title: `Claims lodged ${input.range.from} to ${input.range.to}`,
        columns: [
          column('lodged', 'Lodged', 'date'),
          column('member', 'Person'),
          column('relationship', 'Relationship'),
          column('holder', 'Policy holder'),
          column('died', 'Died', 'date'),
          column('cause', 'Cause'),
          column('payee', 'Payee'),
          column('amount', 'Benefit', 'money'),
          column('statusLabel', 'Status'),
          column('hours', 'Hours', 'count'),
          column('reason', 'Decline reason'),
        ],
        rows: rows.map(({ status: _status, ...row }) => row),
        totals: {
          lodged: null,
          member: 'Benefits paid',
          relationship: null,
          holder: null,
          died: null,
          cause: null,
          payee: null,
          amount: paidCents,
          statusLabel: null,
          hours: null,
          reason: null,
        },
        emptyText: 'No claim was lodged in this period',
      }),
    ],
    chart: null,
    notes: [
      `Claims lodged from ${input.range.from} to ${input.range.to}, each with its status at the end of ${input.range.to} (South African time).`,
      `Hours: for a paid claim the whole hours from lodging to payment (the society's target is ${CLAIM_TARGET_HOURS}); for an open claim its age on the last day; none for a declined or withdrawn one.`,
      'The benefit is the cover the person held on the day of death, twice for an accident where the plan says so.',
    ],
  };
}
