import { getTodayIso } from '../../../shared/calendar';
import type {
  TGroupImport,
  TGroupImportPreview,
  TStartGroupImport,
} from '../../../shared/contracts/group-import';
import { ZGroupImportPreview } from '../../../shared/contracts/group-import';
import { formatNumber } from '../../../shared/format';
import type { TDb, TDbOrTx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { runCpuTask } from '../../platform/cpu/cpu-pool';
import { AppError } from '../../platform/errors';
import { assertAcceptsMoney, type TMoneyContext } from '../../platform/money/money-context';
import { publishChange } from '../../platform/realtime/events';
import { findImportedKeys, insertContributionHistory } from '../contributions/contribution-history.service';
import { refreshStandings } from '../group-rules/index';
import { readBookDays } from '../ledger/books.service';
import { writeMemberRecords } from '../member-records/member-records.service';
import {
  hasStandingOpeningPosition,
  writeOpeningPosition,
} from '../opening-position/opening-position.service';
import { lockOrganization } from '../organizations/index';
import type { TFilePlan, TMemberRef } from './group-file-plan';
import {
  findGroupImport,
  listMemberNames,
  type TGroupImportRow,
  updateGroupImport,
} from './group-imports.repository';
import type { TGroupFileInput, TGroupFileOutcome } from './read-group-file';

export function toGroupImport(row: TGroupImportRow): TGroupImport {
  return {
    id: row.id,
    fileName: row.fileName,
    status: row.status,
    progress: row.progress,
    preview: row.preview ? ZGroupImportPreview.parse(row.preview) : null,
    result: (row.result as TGroupImport['result']) ?? null,
    failure:
      row.status === 'failed'
        ? { code: row.failureCode ?? 'INTERNAL', message: row.failureMessage ?? 'Not imported' }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function readGroupImport(ctx: Pick<TMoneyContext, 'db' | 'org'>, importId: string) {
  const row = await findGroupImport(ctx.db, ctx.org.organizationId, importId);
  if (!row) throw new AppError('NOT_FOUND', 'Import not found');
  return toGroupImport(row);
}

/** Reads the file on a worker thread against the books as they are now. */
async function readFileAgainstBooks(
  db: TDb,
  row: TGroupImportRow,
  file: Uint8Array,
): Promise<TGroupFileOutcome> {
  const books = await readBookDays(db, row.organizationId);
  const input: TGroupFileInput = {
    contentBase64: Buffer.from(file).toString('base64'),
    fileName: row.fileName,
    mapping: (row.mapping ?? undefined) as TGroupFileInput['mapping'],
    context: {
      booksStartOn: books.booksStartOn,
      closedThrough: books.closedThrough,
      today: getTodayIso(),
      members: await listMemberNames(db, row.organizationId),
    },
  };
  return runCpuTask<TGroupFileOutcome>('readGroupFile', input);
}

const hasOpening = (plan: TFilePlan, openingCashCents: number) =>
  plan.savings.length > 0 || plan.loans.length > 0 || openingCashCents > 0;

/** The dry run: what confirming would write, with every problem and the totals beside the opening cash. */
async function toPreview(
  db: TDbOrTx,
  row: TGroupImportRow,
  outcome: Extract<TGroupFileOutcome, { isRead: true }>,
  booksStartOn: string,
): Promise<TGroupImportPreview> {
  const { plan } = outcome;
  const imported = await findImportedKeys(
    db,
    row.organizationId,
    plan.contributions.map((contribution) => contribution.key),
  );
  const newContributions = plan.contributions.filter((contribution) => !imported.has(contribution.key));
  const isOpeningStanding = await hasStandingOpeningPosition(db, row.organizationId);
  const isOpeningLeftOut = isOpeningStanding && hasOpening(plan, row.openingCashCents);
  const warnings = [
    ...(isOpeningLeftOut
      ? [
          'The opening position is already in the books: the opening cash, savings and loans of this file are left out',
        ]
      : []),
    ...(imported.size > 0
      ? [
          `${formatNumber(imported.size)} contributions of this file are already in the books and are left out`,
        ]
      : []),
    ...outcome.sheets
      .filter((sheet) => !sheet.sheet)
      .map((sheet) => `The sheet '${sheet.name}' is none the app knows and is left out`),
  ];
  const writesOpening = !isOpeningStanding && hasOpening(plan, row.openingCashCents);
  const newCents = newContributions.reduce((sum, contribution) => sum + contribution.amountCents, 0);
  return {
    sheets: outcome.sheets,
    errors: plan.errors,
    errorCount: plan.errorCount,
    warnings,
    booksStartOn,
    members: { newCount: plan.newMembers.length, existingCount: plan.existingCount },
    savings: { count: plan.savings.length, cents: plan.savingsCents },
    loans: { count: plan.loans.length, principalLeftCents: plan.loansLeftCents },
    contributions: {
      newCount: newContributions.length,
      alreadyImportedCount: imported.size,
      cents: newCents,
    },
    openingCashCents: row.openingCashCents,
    cashAfterCents: (writesOpening ? row.openingCashCents : 0) + newCents,
    canConfirm:
      plan.errorCount === 0 && (plan.newMembers.length > 0 || newContributions.length > 0 || writesOpening),
  };
}

/** The job's first step: reads the file and keeps the preview; nothing of the books is written. */
export async function previewGroupImport(db: TDb, row: TGroupImportRow, file: Uint8Array) {
  const outcome = await readFileAgainstBooks(db, row, file);
  if (!outcome.isRead) throw new AppError('VALIDATION_FAILED', outcome.message);
  const { booksStartOn } = await readBookDays(db, row.organizationId);
  const preview = await toPreview(db, row, outcome, booksStartOn);
  await updateGroupImport(db, row.organizationId, row.id, { status: 'previewed', progress: 100, preview });
}

/**
 * The job's second step, once an admin confirmed: reads the file again against the books as they are now
 * and writes all of it in one transaction (members, the opening position, the contributions), or nothing.
 */
export async function writeGroupImport(db: TDb, row: TGroupImportRow, file: Uint8Array) {
  const outcome = await readFileAgainstBooks(db, row, file);
  if (!outcome.isRead) throw new AppError('VALIDATION_FAILED', outcome.message);
  const { plan } = outcome;
  if (plan.errorCount > 0) {
    throw new AppError('VALIDATION_FAILED', `The file no longer reads cleanly: ${plan.errors[0] ?? ''}`);
  }
  const actorUserId = row.confirmedBy;
  if (!actorUserId) throw new Error('a confirmed import names who confirmed it');
  const organizationId = row.organizationId;
  await db.transaction(async (tx) => {
    const organization = await lockOrganization(tx, organizationId);
    if (!organization) throw new AppError('NOT_FOUND', 'Organization not found');
    const actor = { userId: actorUserId, email: '', name: '', platformRoles: [] };
    const added = await writeMemberRecords(
      tx,
      { actor, requestId: null },
      organization,
      plan.newMembers,
      'imported from the group file',
    );
    const userIdOf = (ref: TMemberRef) => {
      const userId = 'userId' in ref ? ref.userId : added[ref.newIndex]?.userId;
      if (!userId) throw new Error('an imported row names a member the import did not add');
      return userId;
    };
    const isOpeningPosted =
      hasOpening(plan, row.openingCashCents) && !(await hasStandingOpeningPosition(tx, organizationId));
    if (isOpeningPosted) {
      await writeOpeningPosition(
        tx,
        { organizationId, actorUserId },
        {
          holdings:
            row.openingCashCents > 0 ? [{ name: 'Cash and bank', balanceCents: row.openingCashCents }] : [],
          savings: plan.savings.map((saving) => ({
            userId: userIdOf(saving.member),
            amountCents: saving.amountCents,
          })),
          loans: plan.loans.map(({ member, ...loan }) => ({ ...loan, userId: userIdOf(member) })),
        },
      );
    }
    const contributionsAdded = await insertContributionHistory(tx, {
      organizationId,
      recordedBy: actorUserId,
      rows: plan.contributions.map(({ member, ...contribution }) => ({
        ...contribution,
        userId: userIdOf(member),
      })),
    });
    await refreshStandings(tx, organizationId, [
      ...new Set(plan.contributions.map((contribution) => userIdOf(contribution.member))),
    ]);
    const result = { membersAdded: added.length, contributionsAdded, isOpeningPosted };
    await writeAudit(tx, {
      organizationId,
      actorUserId,
      action: 'group_import.confirmed',
      targetType: 'group_import',
      targetId: row.id,
      summary: { fileName: row.fileName, ...result },
      requestId: null,
    });
    await updateGroupImport(tx, organizationId, row.id, { status: 'imported', progress: 100, result });
    for (const topic of ['contributions', 'transactions', 'loans', 'memberships'] as const) {
      await publishChange(tx, { topic, organizationId });
    }
  });
}

/** Organization admins, as a move two to sign holds where two: marks a previewed import to be written. */
export async function confirmGroupImport(
  ctx: Pick<TMoneyContext, 'db' | 'org' | 'actor'>,
  importId: string,
): Promise<TGroupImportRow> {
  assertAcceptsMoney(ctx.org);
  const row = await findGroupImport(ctx.db, ctx.org.organizationId, importId);
  if (!row) throw new AppError('NOT_FOUND', 'Import not found');
  if ((row.status === 'confirming' || row.status === 'imported') && row.confirmedBy === ctx.actor.userId)
    return row;
  if (row.status !== 'previewed') {
    throw new AppError('CONFLICT', 'Only an import whose preview is ready can be confirmed');
  }
  if (!row.preview || !ZGroupImportPreview.parse(row.preview).canConfirm) {
    throw new AppError(
      'CONFLICT',
      'Fix the problems in the file and import it again: nothing would be written now',
    );
  }
  await updateGroupImport(ctx.db, ctx.org.organizationId, importId, {
    status: 'confirming',
    progress: 0,
    confirmedBy: ctx.actor.userId,
    confirmedAt: new Date(),
  });
  return { ...row, status: 'confirming', progress: 0, confirmedBy: ctx.actor.userId };
}

export type { TStartGroupImport };
