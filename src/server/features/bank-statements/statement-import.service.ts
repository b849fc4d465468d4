import { formatLongDate } from '../../../shared/book-months';
import type { TImportOutcome, TImportStatement } from '../../../shared/contracts/bank-statements';
import { formatNumber } from '../../../shared/format';
import { shiftIsoDate } from '../../../shared/group-rules/periods';
import type { TDb, TDbOrTx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { publishChange } from '../../platform/realtime/events';
import { readOrganizationBooksStartOn } from '../organizations/organizations.service';
import { toBankStatement } from './bank-mapping';
import {
  countLinesImportedSince,
  insertNewLines,
  insertStatement,
  lockStatementImports,
  setStatementNewLineCount,
} from './bank-statements.repository';
import { StatementError } from './parsers/parse-statement';
import { readStatementOffThread, type TStatementRead } from './parsers/read-statement-file';
import { finishStatementImport, setStatementImportStep } from './statement-imports.repository';

/** The books are in rand: a statement of an account in another currency cannot be matched to them. */
const BOOK_CURRENCY = 'ZAR';

/** Statement lines one organization may import in 24 hours: three of the largest statements. */
export const MAX_STATEMENT_LINES_PER_DAY = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Lines dated more than this many days before the books start are named in a warning. */
const DAYS_BEFORE_BOOKS_WARNED = 365;

/**
 * Refuses a statement in another currency, with the reason; warns of lines dated over a year before the
 * books start (a wrong account's file, or days and months read the other way round).
 */
function checkStatement(parsed: TStatementRead, booksStartOn: string | null): string[] {
  if (parsed.currency && parsed.currency !== BOOK_CURRENCY) {
    throw new AppError(
      'VALIDATION_FAILED',
      `This statement is of an account in ${parsed.currency}: the group's books are in rand (ZAR), so import the statement of its rand account`,
    );
  }
  const { count, oldest } = parsed.early;
  if (!booksStartOn || count === 0 || !oldest) return [];
  return [
    `${count} ${count === 1 ? 'line is' : 'lines are'} dated more than a year before the group's books start on ${formatLongDate(booksStartOn)} (the oldest ${formatLongDate(oldest)}): check that this is the group's account and that its dates read as the bank wrote them`,
  ];
}

/**
 * Refuses past the day's lines: before an upload's body is read (with one line, so a spent day costs no
 * parsing), and inside the import's transaction under the organization's import lock (with its lines).
 */
export async function assertWithinDailyLines(tx: TDbOrTx, organizationId: string, lineCount: number) {
  const imported = await countLinesImportedSince(tx, organizationId, new Date(Date.now() - DAY_MS));
  if (imported + lineCount <= MAX_STATEMENT_LINES_PER_DAY) return;
  throw new AppError(
    'RATE_LIMITED',
    `The group has imported ${formatNumber(imported)} statement lines in the last 24 hours and may import ${formatNumber(MAX_STATEMENT_LINES_PER_DAY)} a day: import this statement tomorrow`,
  );
}

/** An upload the import job reads back: its file (as sent, base64), the mapping chosen, and who sent it. */
export type TStoredImport = {
  importId: string;
  organizationId: string;
  actorUserId: string | null;
  requestId: string | null;
  fileName: string;
  contentBase64: string;
  mapping: TImportStatement['mapping'];
};

/**
 * Reads a statement file on a worker thread and stores its lines in one transaction, ending its import
 * (statement-import-job.ts) in the same transaction: lines already stored from an overlapping statement
 * (same fingerprint) are skipped, so a re-import adds nothing. A file that cannot be read, or of an
 * account in another currency, stores nothing; an unknown CSV answers with its headers to be mapped. The
 * statement's period is the file's own; lines dated over a year before the books start are
 * imported with a warning that says so.
 */
export async function storeStatement(db: TDb, upload: TStoredImport): Promise<TImportOutcome> {
  const { organizationId } = upload;
  const booksStartOn = await readOrganizationBooksStartOn(db, organizationId);
  const warnBefore = booksStartOn ? shiftIsoDate(booksStartOn, -DAYS_BEFORE_BOOKS_WARNED) : null;
  let parsed: TStatementRead;
  try {
    parsed = await readStatementOffThread(upload.contentBase64, upload.mapping, warnBefore);
  } catch (error) {
    if (!(error instanceof StatementError)) throw error;
    if (error.headers && !upload.mapping) {
      const outcome = { outcome: 'needs_mapping' as const, message: error.message, headers: error.headers };
      await finishStatementImport(db, organizationId, upload.importId, { status: 'done', outcome });
      return outcome;
    }
    throw new AppError('VALIDATION_FAILED', error.message);
  }
  const warnings = checkStatement(parsed, booksStartOn);
  await setStatementImportStep(db, organizationId, upload.importId, { status: 'storing', progress: 50 });
  return db.transaction(async (tx) => {
    await lockStatementImports(tx, organizationId);
    await assertWithinDailyLines(tx, organizationId, parsed.lineCount);
    const statement = await insertStatement(tx, {
      organizationId,
      format: parsed.format,
      fileName: upload.fileName,
      periodStart: parsed.periodStart,
      periodEnd: parsed.periodEnd,
      closingBalanceCents: parsed.closingBalanceCents,
      lineCount: parsed.lineCount,
      newLineCount: 0,
      importedBy: upload.actorUserId,
    });
    const addedCount = await insertNewLines(
      tx,
      { organizationId, statementId: statement.id },
      parsed.lineChunks,
    );
    await setStatementNewLineCount(tx, organizationId, statement.id, addedCount);
    await writeAudit(tx, {
      organizationId,
      actorUserId: upload.actorUserId,
      action: 'bank_statement.import',
      targetType: 'bank_statement',
      targetId: statement.id,
      summary: {
        format: parsed.format,
        fileName: upload.fileName,
        period: [parsed.periodStart, parsed.periodEnd],
        lineCount: parsed.lineCount,
        addedCount,
        warnings,
      },
      requestId: upload.requestId,
    });
    const outcome = {
      outcome: 'imported' as const,
      statement: toBankStatement({ ...statement, newLineCount: addedCount, importedByName: null }),
      addedCount,
      duplicateCount: parsed.lineCount - addedCount,
      warnings,
    };
    await finishStatementImport(tx, organizationId, upload.importId, { status: 'done', outcome });
    await publishChange(tx, { topic: 'bank', organizationId });
    return outcome;
  });
}
