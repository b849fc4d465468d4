import { randomUUID } from 'node:crypto';
import { can } from '../../../shared/access';
import {
  evaluateClaim,
  firstFailure,
  isEligible,
  type TEligibilityLine,
} from '../../../shared/burial/claim-eligibility';
import { computeCoverStatus, type TCoverStatus, type TDeathCause } from '../../../shared/burial/cover-status';
import {
  buildPersonRules,
  getCoverLayers,
  getPayableCents,
  getStepOn,
  type TTermsStep,
} from '../../../shared/burial/policy-terms';
import { getTodayIso } from '../../../shared/calendar';
import {
  CLAIM_TARGET_HOURS,
  type TClaim,
  type TClaimDocumentKind,
  type TClaimList,
  type TLodgeClaim,
} from '../../../shared/contracts/burial-claims';
import { formatCents } from '../../../shared/money';
import type { TDbOrTx } from '../../db/client';
import type { TFileUpload } from '../../http/file-uploads';
import { writeAudit } from '../../platform/audit';
import { csvLabel, csvRand, toCsv } from '../../platform/csv';
import { AppError, readPgErrorCode } from '../../platform/errors';
import { assertMayActOn, runMoneyCommand } from '../../platform/money/money-command';
import type { TMoneyContext } from '../../platform/money/money-context';
import { publishChange } from '../../platform/realtime/events';
import type { TStorage, TStoredFile } from '../../platform/storage/storage';
import { listCompletedPayments } from '../group-rules/group-rules.repository';
import { postJournalEntry } from '../ledger/ledger.service';
import { cleanOriginalName, prepareSlip } from '../payment-slips/slip-file';
import { listPeople } from './burial.repository';
import { assertBurialSociety } from './burial-society';
import { recordClaimNotice } from './claim-mail';
import {
  hasOtherLiveClaim,
  insertClaim,
  listClaimRows,
  listClaimRowsLodgedIn,
  markPersonDeceased,
  readClaim,
  readNames,
  readPersonForClaim,
  type TClaimRow,
  type TPersonForClaim,
  updateClaim,
} from './claims.repository';
import {
  findMainPeople,
  getCoverCents,
  getMainDiedOn,
  loadTermSteps,
  refreshCover,
  toCoverRules,
} from './cover.service';
import { raiseLeviesForPayout } from './levies.service';
import type { TBurialContext } from './plans.service';
import { groupSuccessions, listSuccessions, listSuccessionsOfClaims } from './successions.repository';
import { settleSuccession } from './successor.service';

const CLAIM_NOT_FOUND = 'Claim not found';
const ALREADY_CLAIMED = 'A claim for this person is already open or paid.';

const isClaimsAdmin = (ctx: Pick<TBurialContext, 'org'>) => can({ role: ctx.org.role }, 'burial.manage');

function assertActive(ctx: Pick<TBurialContext, 'org'>) {
  if (!ctx.org.isActive)
    throw new AppError('CONFLICT', 'This organization is archived: its claims are read-only');
}

/**
 * The funeral benefit: the cover the person held on the day of death under the policy's terms as they stood
 * (an increase still inside its own wait pays the earlier amount), twice for an accident if the plan says so.
 */
export function getClaimAmountCents(
  person: TPersonForClaim['person'],
  steps: TTermsStep[],
  coveredFrom: TCoverStatus['coveredFrom'],
  claim: { diedOn: string; cause: TDeathCause },
): number {
  const { diedOn, cause } = claim;
  const layers = getCoverLayers(
    steps,
    person.addedOn,
    diedOn,
    (terms) => getCoverCents(terms, person, diedOn),
    coveredFrom,
  );
  const payable = getPayableCents(layers, true, cause, diedOn);
  return cause === 'accidental' && getStepOn(steps, diedOn).terms.doubleForAccident === true
    ? payable * 2
    : payable;
}

/**
 * Judges the claim on the facts as they stand: the policy's terms over time (ADR 27), the holder's premiums,
 * the person and other claims. Returns the rules line by line and the benefit the claim would pay.
 */
async function judgeClaim(
  tx: TDbOrTx,
  organizationId: string,
  found: TPersonForClaim,
  claim: { diedOn: string; cause: TDeathCause; lodgedOn: string; exceptClaimId?: string },
): Promise<{ lines: TEligibilityLine[]; amountCents: number }> {
  const steps = (await loadTermSteps(tx, organizationId, [found.policy])).get(found.policy.id);
  if (!steps) throw new AppError('NOT_FOUND', 'Person not found');
  const payments = await listCompletedPayments(tx, organizationId, [found.holderUserId]);
  const hasEarlierClaim = await hasOtherLiveClaim(tx, organizationId, found.person.id, claim.exceptClaimId);
  const people = await listPeople(tx, organizationId, [found.person.policyId]);
  const successions = groupSuccessions(await listSuccessions(tx, organizationId, [found.person.policyId]));
  const mainMemberDiedOn = getMainDiedOn(
    findMainPeople(people, successions).get(found.person.policyId),
    found.person.id,
  );
  const { rules, premiumChanges } = buildPersonRules(steps, found.person.addedOn, claim.diedOn, toCoverRules);
  const policy = {
    joinedOn: found.policy.joinedOn,
    payments: payments.map((payment) => ({ paidOn: payment.paidOn, amountCents: payment.amountCents })),
    premiumChanges,
    mainMemberDiedOn,
  };
  const person = { ...found.person, diedOn: null };
  const lines = evaluateClaim({
    rules,
    policy,
    person,
    diedOn: claim.diedOn,
    cause: claim.cause,
    lodgedOn: claim.lodgedOn,
    today: getTodayIso(),
    hasEarlierClaim,
  });
  const { coveredFrom } = computeCoverStatus(rules, policy, person, claim.diedOn);
  return { lines, amountCents: getClaimAmountCents(found.person, steps, coveredFrom, claim) };
}

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
async function readVisibleClaim(
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

async function toClaimView(db: TDbOrTx, organizationId: string, claimId: string): Promise<TClaim> {
  const [row] = await listClaimRows(db, organizationId, { claimId });
  if (!row) throw new AppError('NOT_FOUND', CLAIM_NOT_FOUND);
  const [view] = await toClaimViews(db, [row]);
  if (!view) throw new AppError('NOT_FOUND', CLAIM_NOT_FOUND);
  return view;
}

async function announce(
  tx: TDbOrTx,
  ctx: TBurialContext,
  action: string,
  claim: TClaimRow,
  summary: Record<string, unknown> = {},
) {
  await writeAudit(tx, {
    organizationId: ctx.org.organizationId,
    actorUserId: ctx.actor.userId,
    action,
    targetType: 'burial_claim',
    targetId: claim.id,
    summary: { personId: claim.personId, status: claim.status, ...summary },
    requestId: ctx.requestId,
  });
  await publishChange(tx, { topic: 'claims', organizationId: ctx.org.organizationId });
}

/**
 * Lodges a claim for a person on a policy: admins (burial.manage) for anyone, a member for a person on
 * their own policy (another member's person answers 404). The eligibility lines are judged and stored;
 * an ineligible claim is still lodged (an admin declines it with a reason) but a second open or paid
 * claim for the same person, or a death after today, is refused.
 */
export async function lodgeClaim(ctx: TBurialContext, input: TLodgeClaim): Promise<TClaim> {
  assertBurialSociety(ctx.org);
  assertActive(ctx);
  const organizationId = ctx.org.organizationId;
  const today = getTodayIso();
  if (input.diedOn > today)
    throw new AppError('VALIDATION_FAILED', 'The date of death cannot be after today');
  try {
    const claimId = await ctx.db.transaction(async (tx) => {
      const found = await readPersonForClaim(tx, organizationId, input.personId);
      if (!found || !(isClaimsAdmin(ctx) || found.holderUserId === ctx.actor.userId)) {
        throw new AppError('NOT_FOUND', 'Person not found');
      }
      if (await hasOtherLiveClaim(tx, organizationId, found.person.id))
        throw new AppError('CONFLICT', ALREADY_CLAIMED);
      const judged = await judgeClaim(tx, organizationId, found, { ...input, lodgedOn: today });
      const claim = await insertClaim(tx, {
        organizationId,
        personId: found.person.id,
        policyId: found.person.policyId,
        holderUserId: found.holderUserId,
        diedOn: input.diedOn,
        cause: input.cause,
        deathNoticeNumber: input.deathNoticeNumber.toUpperCase(),
        claimantName: input.claimantName,
        claimantRelationship: input.claimantRelationship,
        claimantPhone: input.claimantPhone,
        claimantEmail: input.claimantEmail || null,
        payeeKind: input.payeeKind,
        payeeName: input.payeeName,
        payeeAccount: input.payeeAccount,
        amountCents: judged.amountCents,
        lodgedOn: today,
        lodgedBy: ctx.actor.userId,
        eligibility: judged.lines,
      });
      await recordClaimNotice(tx, organizationId, claim.id, 'lodged');
      await announce(tx, ctx, 'claim.lodge', claim, {
        amountCents: claim.amountCents,
        eligible: isEligible(judged.lines),
      });
      return claim.id;
    });
    return toClaimView(ctx.db, organizationId, claimId);
  } catch (error) {
    if (readPgErrorCode(error) === '23505') throw new AppError('CONFLICT', ALREADY_CLAIMED);
    throw error;
  }
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

/** Locks an open claim for a decision by an admin who is not its holder; refuses any other status. */
async function lockForDecision(
  tx: TDbOrTx,
  ctx: TBurialContext,
  claimId: string,
  expected: readonly TClaimRow['status'][],
  action: 'decide on' | 'pay out',
) {
  const claim = await readClaim(tx, ctx.org.organizationId, claimId, { lock: true });
  if (!claim) throw new AppError('NOT_FOUND', CLAIM_NOT_FOUND);
  if (!expected.includes(claim.status)) {
    throw new AppError('CONFLICT', `This claim is ${claim.status}: it cannot be changed now`);
  }
  await assertMayActOn(tx, ctx, { permission: 'claim.decide', ownerUserId: claim.holderUserId, action });
  return claim;
}

/** Re-judges a claim on today's facts; refuses (409) with the first rule it fails. */
async function assertStillEligible(tx: TDbOrTx, organizationId: string, claim: TClaimRow) {
  const found = await readPersonForClaim(tx, organizationId, claim.personId);
  if (!found) throw new AppError('NOT_FOUND', 'Person not found');
  const { lines } = await judgeClaim(tx, organizationId, found, { ...claim, exceptClaimId: claim.id });
  const failed = firstFailure(lines);
  if (failed) throw new AppError('CONFLICT', `This claim cannot be approved: ${failed.explanation}`);
  return lines;
}

/**
 * The first of two admins (claim.decide, never on their own policy): approves a lodged claim after judging
 * it again on today's facts (409 with the failed rule). The payout waits for a second, different admin.
 */
export async function approveClaim(ctx: TBurialContext, claimId: string): Promise<TClaim> {
  assertBurialSociety(ctx.org);
  assertActive(ctx);
  await ctx.db.transaction(async (tx) => {
    const claim = await lockForDecision(tx, ctx, claimId, ['lodged'], 'decide on');
    const lines = await assertStillEligible(tx, ctx.org.organizationId, claim);
    const approved = await updateClaim(tx, ctx.org.organizationId, claimId, {
      status: 'approved',
      approvedBy: ctx.actor.userId,
      approvedAt: new Date(),
      approvalEligibility: lines,
    });
    await recordClaimNotice(tx, ctx.org.organizationId, claimId, 'approved');
    await announce(tx, ctx, 'claim.approve', approved, { amountCents: approved.amountCents });
  });
  return toClaimView(ctx.db, ctx.org.organizationId, claimId);
}

/**
 * The second admin (claim.decide; not the one who approved, never on their own policy): pays an approved
 * claim. Under the claim's lock it judges the claim once more, posts one payout entry (funeral benefits
 * debited, cash credited: cash may not go below zero, the month must be open), marks the person deceased
 * and refreshes the policy's cover statuses, and raises the plan's levy on every other policy in force on it
 * (ADR 33), all in one transaction through the money command runner (a retried Idempotency-Key answers the
 * paid claim and raises nothing more).
 */
export function payClaim(ctx: TMoneyContext, claimId: string): Promise<TClaim> {
  assertBurialSociety(ctx.org);
  const organizationId = ctx.org.organizationId;
  const burialCtx: TBurialContext = { db: ctx.db, org: ctx.org, actor: ctx.actor, requestId: ctx.requestId };
  return runMoneyCommand(ctx, {
    operation: 'claim.pay',
    targetId: claimId,
    request: { claimId },
    execute: async (tx) => {
      const claim = await readClaim(tx, organizationId, claimId, { lock: true });
      if (claim?.status === 'lodged') {
        throw new AppError('CONFLICT', 'This claim must be approved by one admin before another pays it');
      }
      await lockForDecision(tx, burialCtx, claimId, ['approved'], 'pay out');
      if (claim?.approvedBy === ctx.actor.userId) {
        throw new AppError(
          'FORBIDDEN',
          'Another admin must pay this claim: two different admins approve a claim',
        );
      }
      if (!claim) throw new AppError('NOT_FOUND', CLAIM_NOT_FOUND);
      await assertStillEligible(tx, organizationId, claim);
      const found = await readPersonForClaim(tx, organizationId, claim.personId);
      const { entry } = await postJournalEntry(tx, {
        organizationId,
        entryDate: getTodayIso(),
        description: `Funeral claim paid to the ${claim.payeeKind === 'undertaker' ? 'undertaker' : 'family'} (${claim.payeeName}): ${found?.person.fullName ?? 'a covered person'}`,
        transactionType: 'payout',
        lines: [
          { account: 'funeral_benefits', amountCents: claim.amountCents, memberUserId: claim.holderUserId },
          { account: 'cash', amountCents: -claim.amountCents, memberUserId: claim.holderUserId },
        ],
        createdBy: ctx.actor.userId,
        sourceType: 'burial_claim',
        sourceId: claim.id,
      });
      await updateClaim(tx, organizationId, claimId, {
        status: 'paid',
        paidBy: ctx.actor.userId,
        paidAt: new Date(),
        journalEntryId: entry.id,
      });
      await markPersonDeceased(tx, organizationId, claim.personId, claim.diedOn);
      await recordClaimNotice(tx, organizationId, claimId, 'paid');
      const succession = await settleSuccession(tx, burialCtx, claim);
      await refreshCover(tx, organizationId, [claim.holderUserId]);
      const leviesRaised = await raiseLeviesForPayout(tx, organizationId, claim, getTodayIso());
      return {
        result: await toClaimView(tx, organizationId, claimId),
        resultType: 'burial_claim',
        resultId: claimId,
        audit: {
          action: 'claim.pay',
          targetType: 'burial_claim',
          targetId: claimId,
          summary: {
            amountCents: claim.amountCents,
            journalEntryId: entry.id,
            approvedBy: claim.approvedBy,
            memberUserId: claim.holderUserId,
            leviesRaised,
            ...(succession ? { successorPersonId: succession.successorPersonId } : {}),
          },
        },
        topics: ['claims', 'transactions', 'cover'],
      };
    },
    replay: (tx, id) => toClaimView(tx, organizationId, id),
  });
}

/** Admins (claim.decide, never on their own policy): declines a lodged or approved claim with a reason. */
export async function declineClaim(ctx: TBurialContext, claimId: string, reason: string): Promise<TClaim> {
  assertBurialSociety(ctx.org);
  assertActive(ctx);
  await ctx.db.transaction(async (tx) => {
    await lockForDecision(tx, ctx, claimId, ['lodged', 'approved'], 'decide on');
    const declined = await updateClaim(tx, ctx.org.organizationId, claimId, {
      status: 'declined',
      closedBy: ctx.actor.userId,
      closedAt: new Date(),
      declineReason: reason,
    });
    await recordClaimNotice(tx, ctx.org.organizationId, claimId, 'declined');
    await announce(tx, ctx, 'claim.decline', declined, { reason });
  });
  return toClaimView(ctx.db, ctx.org.organizationId, claimId);
}

/** The policy holder or an admin: withdraws a claim that is not paid yet. */
export async function withdrawClaim(ctx: TBurialContext, claimId: string): Promise<TClaim> {
  assertBurialSociety(ctx.org);
  assertActive(ctx);
  await ctx.db.transaction(async (tx) => {
    await readVisibleClaim(ctx, tx, claimId);
    const claim = await readClaim(tx, ctx.org.organizationId, claimId, { lock: true });
    if (!claim) throw new AppError('NOT_FOUND', CLAIM_NOT_FOUND);
    if (claim.status !== 'lodged' && claim.status !== 'approved') {
      throw new AppError('CONFLICT', `This claim is ${claim.status}: it cannot be withdrawn`);
    }
    const withdrawn = await updateClaim(tx, ctx.org.organizationId, claimId, {
      status: 'withdrawn',
      closedBy: ctx.actor.userId,
      closedAt: new Date(),
    });
    await announce(tx, ctx, 'claim.withdraw', withdrawn);
  });
  return toClaimView(ctx.db, ctx.org.organizationId, claimId);
}

const DOCUMENT_COLUMNS = {
  'death-certificate': { key: 'deathCertificateKey', type: 'deathCertificateType' },
  'death-notice': { key: 'deathNoticeKey', type: 'deathNoticeType' },
} as const satisfies Record<TClaimDocumentKind, { key: keyof TClaimRow; type: keyof TClaimRow }>;

/**
 * The holder or an admin: attaches (or replaces) the death certificate or the notice of death of an open
 * claim. Checked like a payment slip (JPEG, PNG, WebP or PDF, at most 5 MB; images re-encoded without
 * metadata) and kept through the storage module.
 */
export async function attachClaimDocument(
  ctx: TBurialContext,
  storage: TStorage,
  claimId: string,
  kind: TClaimDocumentKind,
  upload: TFileUpload,
): Promise<TClaim> {
  assertBurialSociety(ctx.org);
  assertActive(ctx);
  const prepared = await prepareSlip(upload.bytes);
  const organizationId = ctx.org.organizationId;
  const storageKey = `claims/${organizationId}/${claimId}-${kind}-${randomUUID()}.${prepared.extension}`;
  await storage.put(storageKey, prepared.data, prepared.contentType);
  let previousKey: string | null = null;
  try {
    await ctx.db.transaction(async (tx) => {
      await readVisibleClaim(ctx, tx, claimId);
      const claim = await readClaim(tx, organizationId, claimId, { lock: true });
      if (!claim) throw new AppError('NOT_FOUND', CLAIM_NOT_FOUND);
      if (claim.status !== 'lodged' && claim.status !== 'approved') {
        throw new AppError('CONFLICT', `This claim is ${claim.status}: its documents can no longer change`);
      }
      const columns = DOCUMENT_COLUMNS[kind];
      previousKey = claim[columns.key];
      const updated = await updateClaim(tx, organizationId, claimId, {
        [columns.key]: storageKey,
        [columns.type]: prepared.contentType,
      });
      await announce(tx, ctx, 'claim.document', updated, { kind, name: cleanOriginalName(upload.name) });
    });
  } catch (error) {
    await storage.remove(storageKey);
    throw error;
  }
  if (previousKey) await storage.remove(previousKey);
  return toClaimView(ctx.db, organizationId, claimId);
}

/** The holder and admins only: a claim's document file (404 for anyone else or when none was attached). */
export async function readClaimDocument(
  ctx: TBurialContext,
  storage: TStorage,
  claimId: string,
  kind: TClaimDocumentKind,
): Promise<TStoredFile & { fileName: string }> {
  assertBurialSociety(ctx.org);
  const claim = await readVisibleClaim(ctx, ctx.db, claimId);
  const key = claim[DOCUMENT_COLUMNS[kind].key];
  const file = key ? await storage.get(key) : null;
  if (!key || !file) throw new AppError('NOT_FOUND', 'No such document on this claim');
  const extension = file.contentType === 'application/pdf' ? 'pdf' : 'webp';
  return { ...file, fileName: `${kind}-${claimId.slice(0, 8)}.${extension}` };
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
