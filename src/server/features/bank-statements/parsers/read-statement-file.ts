import { formatNumber } from '../../../../shared/format';
import { runCpuTask } from '../../../platform/cpu/cpu-pool';
import type { TColumnMapping } from './bank-formats';
import { MAX_STATEMENT_BYTES, parseStatement, StatementError } from './parse-statement';
import type { TParsedStatement } from './statement-types';

/** One import stores at most this many lines: a year of a busy group's account is a few thousand. */
export const MAX_STATEMENT_LINES = 20_000;

/**
 * Lines one insert carries, as a single JSON parameter (bank-statements.repository insertNewLines). The
 * worker writes them out, so the event loop never holds a statement's lines as objects.
 */
export const INSERT_CHUNK = 5000;

/** A statement read on a worker thread: its facts, and its lines as JSON ready to insert. */
export type TStatementRead = Omit<TParsedStatement, 'lines'> & {
  lineCount: number;
  /** Lines oldest first, INSERT_CHUNK to a part, each {lineDate, amountCents, description, balanceCents, fingerprint, position}. */
  lineChunks: string[];
  /** Lines dated before the date asked about (a year before the group's books start), and the oldest. */
  early: { count: number; oldest: string | null };
};

type TReadOutcome =
  | { isRead: true; statement: TStatementRead }
  | { isRead: false; message: string; headers: string[] | null };

function decodeBase64(content: string): Uint8Array {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(content)) throw new StatementError('The file could not be read');
  const bytes = Buffer.from(content, 'base64');
  if (bytes.length > MAX_STATEMENT_BYTES) throw new StatementError('The file is larger than 5 MB');
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
}

function toStatementRead({ lines, ...facts }: TParsedStatement, warnBefore: string | null): TStatementRead {
  const rows = lines.map((line, position) => ({
    lineDate: line.date,
    amountCents: line.amountCents,
    description: line.description,
    balanceCents: line.balanceCents,
    fingerprint: line.fingerprint,
    position,
  }));
  const lineChunks: string[] = [];
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    lineChunks.push(JSON.stringify(rows.slice(start, start + INSERT_CHUNK)));
  }
  const early = warnBefore === null ? [] : lines.filter((line) => line.date < warnBefore);
  return {
    ...facts,
    lineCount: lines.length,
    lineChunks,
    early: { count: early.length, oldest: early[0]?.date ?? null },
  };
}

/**
 * On a worker thread (cpu-worker.ts): decodes and reads the file and refuses one over MAX_STATEMENT_LINES there, so an
 * over-size statement's lines never cross back. A refusal comes back as data: an error crossing threads
 * loses its class and its headers.
 */
export function readStatementFile([contentBase64, mapping, warnBefore]: [
  string,
  TColumnMapping | undefined,
  string | null,
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
    return { isRead: true, statement: toStatementRead(statement, warnBefore) };
  } catch (error) {
    if (!(error instanceof StatementError)) throw error;
    return { isRead: false, message: error.message, headers: error.headers };
  }
}

/**
 * Reads a statement file, sent as base64, off the event loop, counting the lines dated before
 * `warnBefore`; what cannot be read throws a StatementError, as parseStatement does.
 */
export async function readStatementOffThread(
  contentBase64: string,
  mapping: TColumnMapping | undefined,
  warnBefore: string | null,
): Promise<TStatementRead> {
  const outcome = await runCpuTask<TReadOutcome>('readStatementFile', [contentBase64, mapping, warnBefore]);
  if (!outcome.isRead) throw new StatementError(outcome.message, outcome.headers);
  return outcome.statement;
}
