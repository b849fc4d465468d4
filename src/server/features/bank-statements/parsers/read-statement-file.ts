import { formatNumber } from '../../../../shared/format';
import { runCpuTask } from '../../../platform/cpu/cpu-pool';
import type { TColumnMapping } from './bank-formats';
import { MAX_STATEMENT_BYTES, parseStatement, StatementError } from './parse-statement';
import type { TParsedStatement } from './statement-types';

/** One import stores at most this many lines: a year of a busy group's account is a few thousand. */
export const MAX_STATEMENT_LINES = 20_000;

type TReadOutcome =
  | { isRead: true; statement: TParsedStatement }
  | { isRead: false; message: string; headers: string[] | null };

function decodeBase64(content: string): Uint8Array {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(content)) throw new StatementError('The file could not be read');
  const bytes = Buffer.from(content, 'base64');
  if (bytes.length > MAX_STATEMENT_BYTES) throw new StatementError('The file is larger than 5 MB');
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
}

/**
 * On a worker thread (cpu-worker.ts): decodes and reads the file and refuses one over MAX_STATEMENT_LINES there, so an
 * over-size statement's lines never cross back. A refusal comes back as data: an error crossing threads
 * loses its class and its headers.
 */
export function readStatementFile([contentBase64, mapping]: [
  string,
  TColumnMapping | undefined,
]): TReadOutcome {
  try {
    const statement = parseStatement(decodeBase64(contentBase64), mapping);
    if (statement.lines.length > MAX_STATEMENT_LINES) {
      return {
        isRead: false,
        message: `This statement has ${formatNumber(statement.lines.length)} lines and one import takes at most ${formatNumber(MAX_STATEMENT_LINES)}: export a shorter period and import each part`,
        headers: null,
      };
    }
    return { isRead: true, statement };
  } catch (error) {
    if (!(error instanceof StatementError)) throw error;
    return { isRead: false, message: error.message, headers: error.headers };
  }
}

/**
 * Reads a statement file, sent as base64, off the event loop; what cannot be read throws a StatementError,
 * as parseStatement does.
 */
export async function readStatementOffThread(
  contentBase64: string,
  mapping: TColumnMapping | undefined,
): Promise<TParsedStatement> {
  const outcome = await runCpuTask<TReadOutcome>('readStatementFile', [contentBase64, mapping]);
  if (!outcome.isRead) throw new StatementError(outcome.message, outcome.headers);
  return outcome.statement;
}
