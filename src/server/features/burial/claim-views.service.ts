import { can } from '../../../shared/access';
import { isEligible } from '../../../shared/burial/claim-eligibility';
import { CLAIM_TARGET_HOURS, type TClaim, type TClaimList } from '../../../shared/contracts/burial-claims';
import { formatCents } from '../../../shared/money';
import type { TDbOrTx } from '../../db/client';
import { csvLabel, csvRand, toCsv } from '../../platform/csv';
import { AppError } from '../../platform/errors';
import { assertBurialSociety } from './burial-society';
import {
  listClaimRows,
  listClaimRowsLodgedIn,
  readClaim,
  readNames,
  type TClaimRow,
} from './claims.repository';
import type { TBurialContext } from './plans.service';
import { listSuccessionsOfClaims } from './successions.repository';

export const CLAIM_NOT_FOUND = 'Claim not found';

export const isClaimsAdmin = (ctx: Pick<TBurialContext, 'org'>) =>
  can({ role: ctx.org.role }, 'burial.manage');

/** The claims with the names of the people who acted on them, their successions and each open claim's age. */
async function toClaimViews(
  db: TDbOrTx,
  rows: { claim: TClaimRow; personName: string; relationship: TClaim['relationship'] }[],
  now = Date.now(),
): Promise<TClaim[]> {
  const names = await readNames(
    db,
    rows.flatMap(({ claim }) =>
      [claim.holderUserId, claim.lodgedBy, claim.approvedBy, claim.paidBy, claim.closedBy].filter(
        (id): id is string => id !== null,
      ),
    ),
  );
  const nameOf = (id: string | null) => (id ? (names.get(id) ?? 'Member') : null);
  const organizationId = rows[0]?.claim.organizationId;
  const successions = new Map(
    (organizationId
      ? await listSuccessionsOfClaims(
          db,
          organizationId,
          rows.map(({ claim }) => claim.id),
        )
      : []
    ).map((row) => [row.claimId, { successorName: row.successorName, on: row.takenOverOn }]),
  );
  return rows.map(({ claim, personName, relationship }) => {
    const isOpen = claim.status === 'lodged' || claim.status === 'approved';
    const eligibility = claim.approvalEligibility ?? claim.eligibility;
    return {
      id: claim.id,
      personId: claim.personId,
      personName,
      relationship,
      holderUserId: claim.holderUserId,
      holderName: nameOf(claim.holderUserId) ?? 'Member',
      diedOn: claim.diedOn,
      cause: claim.cause,
      deathNoticeNumber: claim.deathNoticeNumber,
      hasDeathCertificate: claim.deathCertificateKey !== null,
      hasDeathNotice: claim.deathNoticeKey !== null,
      claimantName: claim.claimantName,
      claimantRelationship: claim.claimantRelationship,
      claimantPhone: claim.claimantPhone,
      claimantEmail: claim.claimantEmail,
      payeeKind: claim.payeeKind,
      payeeName: claim.payeeName,
      payeeAccount: claim.payeeAccount,
      amountCents: claim.amountCents,
      status: claim.status,
      lodgedOn: claim.lodgedOn,
      lodgedAt: claim.createdAt.toISOString(),
      lodgedByName: nameOf(claim.lodgedBy),
      approvedByName: nameOf(claim.approvedBy),
      approvedAt: claim.approvedAt?.toISOString() ?? null,
      paidByName: nameOf(claim.paidBy),
      paidAt: claim.paidAt?.toISOString() ?? null,
      closedByName: nameOf(claim.closedBy),
      closedAt: claim.closedAt?.toISOString() ?? null,
      declineReason: claim.declineReason,
      journalEntryId: claim.journalEntryId,
      ageHours: isOpen ? Math.max(0, Math.floor((now - claim.createdAt.getTime()) / 3_600_000)) : null,
      isEligible: isEligible(eligibility),
      eligibility,
      succession: successions.get(claim.id) ?? null,
    };
  });
}

/** The claim as its holder or an admin sees it; anyone else is told it does not exist. */
export async function readVisibleClaim(
  ctx: Pick<TBurialContext, 'db' | 'org' | 'actor'>,
  db: TDbOrTx,
  claimId: string,
) {
  const claim = await readClaim(db, ctx.org.organizationId, claimId);
  if (!claim || !(isClaimsAdmin(ctx) || claim.holderUserId === ctx.actor.userId)) {
    throw new AppError('NOT_FOUND', CLAIM_NOT_FOUND);
  }
  return claim;
}

/** One claim as the claims list shows it, read on `db`. */
export async function toClaimView(db: TDbOrTx, organizationId: string, claimId: string): Promise<TClaim> {
  const [row] = await listClaimRows(db, organizationId, { claimId });
  if (!row) throw new AppError('NOT_FOUND', CLAIM_NOT_FOUND);
  const [view] = await toClaimViews(db, [row]);
  if (!view) throw new AppError('NOT_FOUND', CLAIM_NOT_FOUND);
  return view;
}

/** Admins: every claim, newest first, with each open claim's age; a member: their own policy's claims. */
export async function listClaims(ctx: TBurialContext): Promise<TClaimList> {
  assertBurialSociety(ctx.org);
  const rows = await listClaimRows(
    ctx.db,
    ctx.org.organizationId,
    isClaimsAdmin(ctx) ? {} : { holderUserId: ctx.actor.userId },
  );
  return { targetHours: CLAIM_TARGET_HOURS, claims: await toClaimViews(ctx.db, rows) };
}

/** The claim with its eligibility lines: its holder and admins only (404 for anyone else). */
export async function readClaimDetail(ctx: TBurialContext, claimId: string): Promise<TClaim> {
  assertBurialSociety(ctx.org);
  await readVisibleClaim(ctx, ctx.db, claimId);
  return toClaimView(ctx.db, ctx.org.organizationId, claimId);
}

/**
 * Services, for an organization already authorised (the report job): every claim lodged in the range, oldest
 * first, as the claims list shows them.
 */
export async function listClaimsLodgedIn(
  db: TDbOrTx,
  organizationId: string,
  range: { from: string; to: string },
): Promise<TClaim[]> {
  return toClaimViews(db, await listClaimRowsLodgedIn(db, organizationId, range));
}

/** Admins (burial.manage): every claim as a CSV register, newest first. */
export async function exportClaimsCsv(ctx: TBurialContext): Promise<string> {
  const list = await listClaims(ctx);
  return toCsv(
    [
      'Lodged on',
      'Person',
      'Relationship',
      'Policy holder',
      'Died on',
      'Cause',
      'Notice of death (BI-1663)',
      'Claimant',
      'Payee',
      'Payee name',
      'Amount',
      'Amount (ZAR)',
      'Status',
      'Age (hours)',
      'Approved by',
      'Paid by',
      'Paid at',
      'Decline reason',
    ],
    list.claims.map((claim) => [
      claim.lodgedOn,
      claim.personName,
      csvLabel(claim.relationship),
      claim.holderName,
      claim.diedOn,
      csvLabel(claim.cause),
      claim.deathNoticeNumber,
      `${claim.claimantName} (${claim.claimantRelationship})`,
      csvLabel(claim.payeeKind),
      claim.payeeName,
      formatCents(claim.amountCents),
      csvRand(claim.amountCents),
      csvLabel(claim.status),
      claim.ageHours,
      claim.approvedByName,
      claim.paidByName,
      claim.paidAt,
      claim.declineReason,
    ]),
  );
}
