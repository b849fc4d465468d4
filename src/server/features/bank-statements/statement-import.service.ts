import { formatLongDate } from '../../../shared/book-months';
import type { TImportOutcome, TImportStatement } from '../../../shared/contracts/bank-statements';
import { formatNumber } from '../../../shared/format';
import { shiftIsoDate } from '../../../shared/group-rules/periods';
import { writeAudit } from '../../platform/audit';
import type { THeavyWork } from '../../platform/cpu/heavy-work';
import { AppError } from '../../platform/errors';
import { assertAcceptsMoney, type TMoneyContext } from '../../platform/money/money-context';
import { publishChange } from '../../platform/realtime/events';
import { readOrganizationCreatedOn } from '../organizations/organizations.service';
import { toBankStatement } from './bank-mapping';
import {
  countLinesImportedSince,
  insertNewLines,
  insertStatement,
  lockStatementImports,
  setStatementNewLineCount,
} from './bank-statements.repository';
import { StatementError } from './parsers/parse-statement';
import { readStatementOffThread } from './parsers/read-statement-file';
import type { TParsedStatement } from './parsers/statement-types';

type TImportContext = Pick<TMoneyContext, 'db' | 'org' | 'actor' | 'requestId'>;

/** The books are in rand: a statement of an account in another currency cannot be matched to them. */
const BOOK_CURRENCY = 'ZAR';

/** Statement lines one organization may import in 24 hours: three of the largest statements. */
export const MAX_STATEMENT_LINES_PER_DAY = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Lines dated more than this many days before the organization was created are named in a warning. */
const DAYS_BEFORE_CREATION_WARNED = 365;

/**
 * Refuses a statement in another currency, with the reason; warns of lines dated over a year before the
 * organization was created (a wrong account's file, or days and months read the other way round).
 */
async function checkStatement(ctx: TImportContext, parsed: TParsedStatement): Promise<string[]> {
  if (parsed.currency && parsed.currency !== BOOK_CURRENCY) {
    throw new AppError(
      'VALIDATION_FAILED',
      `This statement is of an account in ${parsed.currency}: the group's books are in rand (ZAR), so import the statement of its rand account`,
    );
  }
  const createdOn = await readOrganizationCreatedOn(ctx.db, ctx.org.organizationId);
  if (!createdOn) return [];
  const before = shiftIsoDate(createdOn, -DAYS_BEFORE_CREATION_WARNED);
  const early = parsed.lines.filter((line) => line.date < before);
  if (early.length === 0) return [];
  const oldest = early[0]?.date ?? before;
  return [
    `${early.length} ${early.length === 1 ? 'line is' : 'lines are'} dated more than a year before the group was created on ${formatLongDate(createdOn)} (the oldest ${formatLongDate(oldest)}): check that this is the group's account and that its dates read as the bank wrote them`,
  ];
}

/**
 * Refuses past the day's lines: before an upload's body is read (with one line, so a spent day costs no
 * parsing), and inside the import's transaction under the organization's import lock (with its lines).
 */
export async function assertWithinDailyLines(
  tx: TImportContext['db'],
  organizationId: string,
  lineCount: number,
) {
  const imported = await countLinesImportedSince(tx, organizationId, new Date(Date.now() - DAY_MS));
  if (imported + lineCount <= MAX_STATEMENT_LINES_PER_DAY) return;
  throw new AppError(
    'RATE_LIMITED',
    `The group has imported ${formatNumber(imported)} statement lines in the last 24 hours and may import ${formatNumber(MAX_STATEMENT_LINES_PER_DAY)} a day: import this statement tomorrow`,
  );
}

/**
 * Admins (bank.reconcile): reads a statement file on a worker thread, taking one of the organization's
 * places for heavy work (ADR 64), and stores its lines in one transaction: lines already
 * stored from an overlapping statement (same fingerprint) are skipped, so a re-import adds nothing. A file
 * that cannot be read, or of an account in another currency, stores nothing; an unknown CSV answers with its
 * headers to be mapped. The statement's period is the file's own; lines dated over a year before the
 * organization was created are imported with a warning that says so.
 */
export async function importStatement(
  ctx: TImportContext,
  heavyWork: THeavyWork,
  input: TImportStatement,
): Promise<TImportOutcome> {
  assertAcceptsMoney(ctx.org);
  return heavyWork.run(ctx.org.organizationId, () => storeStatement(ctx, input));
}

async function storeStatement(ctx: TImportContext, input: TImportStatement): Promise<TImportOutcome> {
  let parsed: TParsedStatement;
  try {
    parsed = await readStatementOffThread(input.contentBase64, input.mapping);
  } catch (error) {
    if (!(error instanceof StatementError)) throw error;
    if (error.headers && !input.mapping) {
      return { outcome: 'needs_mapping', message: error.message, headers: error.headers };
    }
    throw new AppError('VALIDATION_FAILED', error.message);
  }
  const warnings = await checkStatement(ctx, parsed);
  const organizationId = ctx.org.organizationId;
  return ctx.db.transaction(async (tx) => {
    await lockStatementImports(tx, organizationId);
    await assertWithinDailyLines(tx, organizationId, parsed.lines.length);
    const statement = await insertStatement(tx, {
      organizationId,
      format: parsed.format,
      fileName: input.fileName,
      periodStart: parsed.periodStart,
      periodEnd: parsed.periodEnd,
      closingBalanceCents: parsed.closingBalanceCents,
      lineCount: parsed.lines.length,
      newLineCount: 0,
      importedBy: ctx.actor.userId,
    });
    const addedCount = await insertNewLines(
      tx,
      parsed.lines.map((line, position) => ({
        organizationId,
        statementId: statement.id,
        lineDate: line.date,
        amountCents: line.amountCents,
        description: line.description,
        balanceCents: line.balanceCents,
        fingerprint: line.fingerprint,
        position,
      })),
    );
    await setStatementNewLineCount(tx, organizationId, statement.id, addedCount);
    await writeAudit(tx, {
      organizationId,
      actorUserId: ctx.actor.userId,
      action: 'bank_statement.import',
      targetType: 'bank_statement',
      targetId: statement.id,
      summary: {
        format: parsed.format,
        fileName: input.fileName,
        period: [parsed.periodStart, parsed.periodEnd],
        lineCount: parsed.lines.length,
        addedCount,
        warnings,
      },
      requestId: ctx.requestId,
    });
    await publishChange(tx, { topic: 'bank', organizationId });
    return {
      outcome: 'imported' as const,
      statement: toBankStatement({ ...statement, newLineCount: addedCount, importedByName: null }),
      addedCount,
      duplicateCount: parsed.lines.length - addedCount,
      warnings,
    };
  });
}
