import { createHash } from 'node:crypto';
import type { TColumnMapping } from './bank-formats';
import { parseCsvStatement } from './csv-statement';
import { isOfx, parseOfxStatement } from './ofx-statement';
import { StatementError } from './statement-error';
import type { TParsedLine, TParsedStatement } from './statement-types';

export const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;

/**
 * The file's text. Statements are UTF-8 (a byte-order mark is dropped) or Windows-1252 text; UTF-16 and
 * binary files (NUL bytes) are refused with what to do instead.
 */
export function decodeStatementBytes(bytes: Uint8Array): string {
  if (bytes.length === 0) throw new StatementError('The file is empty');
  if (bytes.length > MAX_STATEMENT_BYTES) throw new StatementError('The file is larger than 5 MB');
  const [first, second] = [bytes[0], bytes[1]];
  if ((first === 0xff && second === 0xfe) || (first === 0xfe && second === 0xff)) {
    throw new StatementError('The file is UTF-16 text: export the statement again as CSV (UTF-8) or OFX');
  }
  if (bytes.subarray(0, 64 * 1024).includes(0)) {
    throw new StatementError('The file is not a text statement: upload the CSV or OFX export of the account');
  }
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * Stable across re-imports: the bank's transaction id when it gives one, otherwise a hash of the date,
 * amount, description, running balance and how many identical lines came before it in the file.
 */
function fingerprintLines(lines: TParsedLine[]): (TParsedLine & { fingerprint: string })[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    if (line.fitId) return { ...line, fingerprint: `fitid:${line.fitId}`.slice(0, 100) };
    const key = [line.date, line.amountCents, line.description, line.balanceCents ?? ''].join('|');
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    const hash = createHash('sha256').update(`${key}|${occurrence}`).digest('hex');
    return { ...line, fingerprint: `sha256:${hash}` };
  });
}

/** Newest-first statements are turned around, keeping the order of lines that share a date. */
function toOldestFirst(lines: TParsedLine[]): TParsedLine[] {
  const first = lines[0]?.date ?? '';
  const last = lines[lines.length - 1]?.date ?? '';
  return first > last ? [...lines].reverse() : lines;
}

/** Reads a statement file: OFX, a known bank's CSV, or any CSV with a column mapping. */
export function parseStatement(bytes: Uint8Array, mapping?: TColumnMapping): TParsedStatement {
  const text = decodeStatementBytes(bytes).replace(/^\uFEFF/, '');
  if (isOfx(text)) {
    const ofx = parseOfxStatement(text);
    const lines = toOldestFirst(ofx.lines);
    return {
      format: 'ofx',
      lines: fingerprintLines(lines),
      periodStart: ofx.periodStart ?? lines[0]?.date ?? '',
      periodEnd: ofx.periodEnd ?? lines[lines.length - 1]?.date ?? '',
      closingBalanceCents: ofx.closingBalanceCents,
      currency: ofx.currency,
    };
  }
  const csv = parseCsvStatement(text, mapping);
  const lines = toOldestFirst(csv.lines);
  const dates = [...csv.datedRows].sort();
  return {
    format: csv.format,
    lines: fingerprintLines(lines),
    periodStart: dates[0] ?? '',
    periodEnd: dates[dates.length - 1] ?? '',
    closingBalanceCents: lines[lines.length - 1]?.balanceCents ?? null,
    currency: csv.currency,
  };
}

export { StatementError };
