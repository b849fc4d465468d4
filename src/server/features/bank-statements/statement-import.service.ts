import type { TImportOutcome, TImportStatement } from '../../../shared/contracts/bank-statements';
import { writeAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { assertAcceptsMoney, type TMoneyContext } from '../../platform/money/money-context';
import { publishChange } from '../../platform/realtime/events';
import { toBankStatement } from './bank-mapping';
import { insertNewLines, insertStatement, setStatementNewLineCount } from './bank-statements.repository';
import { MAX_STATEMENT_BYTES, parseStatement, StatementError } from './parsers/parse-statement';
import type { TParsedStatement } from './parsers/statement-types';

type TImportContext = Pick<TMoneyContext, 'db' | 'org' | 'actor' | 'requestId'>;

function decodeBase64(content: string): Uint8Array {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(content))
    throw new AppError('VALIDATION_FAILED', 'The file could not be read');
  const bytes = Buffer.from(content, 'base64');
  if (bytes.length > MAX_STATEMENT_BYTES)
    throw new AppError('VALIDATION_FAILED', 'The file is larger than 5 MB');
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
}

/**
 * Admins (bank.reconcile): reads a statement file and stores its lines in one transaction: lines already
 * stored from an overlapping statement (same fingerprint) are skipped, so a re-import adds nothing. A file
 * that cannot be read stores nothing; an unknown CSV answers with its headers to be mapped.
 */
export async function importStatement(ctx: TImportContext, input: TImportStatement): Promise<TImportOutcome> {
  assertAcceptsMoney(ctx.org);
  let parsed: TParsedStatement;
  try {
    parsed = parseStatement(decodeBase64(input.contentBase64), input.mapping);
  } catch (error) {
    if (!(error instanceof StatementError)) throw error;
    if (error.headers && !input.mapping) {
      return { outcome: 'needs_mapping', message: error.message, headers: error.headers };
    }
    throw new AppError('VALIDATION_FAILED', error.message);
  }
  const organizationId = ctx.org.organizationId;
  return ctx.db.transaction(async (tx) => {
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
      },
      requestId: ctx.requestId,
    });
    await publishChange(tx, { topic: 'bank', organizationId });
    return {
      outcome: 'imported' as const,
      statement: toBankStatement({ ...statement, newLineCount: addedCount, importedByName: null }),
      addedCount,
      duplicateCount: parsed.lines.length - addedCount,
    };
  });
}
