import { StatementError } from './statement-error';
import type { TParsedLine } from './statement-types';
import { parseStatementAmount } from './values';

/**
 * The value of an OFX element inside a block. OFX 1.x (SGML) may leave elements unclosed
 * (<TRNAMT>250.00 followed by a line break); OFX 2.x (XML) closes them. Both are read the same way.
 */
function readElement(block: string, name: string): string | null {
  const match = new RegExp(`<${name}>([^<\\r\\n]*)`, 'i').exec(block);
  return match ? decodeEntities((match[1] ?? '').trim()) : null;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

function readBlocks(text: string, name: string): string[] {
  const blocks: string[] = [];
  const pattern = new RegExp(`<${name}>([\\s\\S]*?)(?=</${name}>|<${name}>|</BANKTRANLIST>)`, 'gi');
  for (const match of text.matchAll(pattern)) blocks.push(match[1] ?? '');
  return blocks;
}

/** An OFX date (YYYYMMDD, optionally followed by time and zone) as 'YYYY-MM-DD'. */
function readOfxDate(value: string | null, what: string): string {
  const match = /^(\d{4})(\d{2})(\d{2})/.exec(value ?? '');
  if (!match) throw new StatementError(`The OFX file has no valid ${what}`);
  const iso = `${match[1]}-${match[2]}-${match[3]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) {
    throw new StatementError(`The OFX file has no valid ${what}`);
  }
  return iso;
}

export function isOfx(text: string): boolean {
  const head = text.slice(0, 2000);
  return /OFXHEADER/i.test(head) || /<OFX>/i.test(head) || /<\?OFX/i.test(head);
}

/** An OFX 1.x or 2.x bank statement: its STMTTRN transactions and LEDGERBAL closing balance. */
export function parseOfxStatement(text: string): {
  lines: TParsedLine[];
  closingBalanceCents: number | null;
  periodStart: string | null;
  periodEnd: string | null;
  currency: string | null;
} {
  if (!/<BANKTRANLIST>/i.test(text)) throw new StatementError('The OFX file has no transaction list');
  const lines = readBlocks(text, 'STMTTRN').map((block, index): TParsedLine => {
    const what = `transaction ${index + 1}`;
    const amount = parseStatementAmount(readElement(block, 'TRNAMT') ?? '', index + 1);
    if (amount === null) throw new StatementError(`The OFX file's ${what} has no amount`);
    const description = [readElement(block, 'NAME'), readElement(block, 'MEMO')].filter(Boolean).join(' / ');
    return {
      date: readOfxDate(readElement(block, 'DTPOSTED'), `date on ${what}`),
      amountCents: amount,
      description: description.slice(0, 500),
      balanceCents: null,
      fitId: readElement(block, 'FITID'),
    };
  });
  if (lines.length === 0) throw new StatementError('The statement has no transactions');
  const ledger = /<LEDGERBAL>([\s\S]*?)(?:<\/LEDGERBAL>|<AVAILBAL>|<\/STMTRS>)/i.exec(text)?.[1] ?? null;
  const balance = ledger ? readElement(ledger, 'BALAMT') : null;
  const start = readElement(text, 'DTSTART');
  const end = readElement(text, 'DTEND');
  return {
    lines,
    closingBalanceCents: balance ? parseStatementAmount(balance, 0) : null,
    periodStart: start ? readOfxDate(start, 'start date') : null,
    periodEnd: end ? readOfxDate(end, 'end date') : null,
    currency: readElement(text, 'CURDEF')?.trim().toUpperCase() || null,
  };
}
