import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCsvRows } from '../../../../shared/csv-rows';
import { parseStatement, StatementError } from './parse-statement';
import { parseStatementAmount, parseStatementDate } from './values';

const fixture = (name: string) => new Uint8Array(readFileSync(join(__dirname, '..', 'fixtures', name)));
const summary = (name: string) =>
  parseStatement(fixture(name)).lines.map(({ date, amountCents, description, balanceCents }) => ({
    date,
    amountCents,
    description,
    balanceCents,
  }));

function refusal(run: () => unknown): StatementError {
  try {
    run();
  } catch (error) {
    if (error instanceof StatementError) return error;
    throw error;
  }
  throw new Error('expected the statement to be refused');
}

describe('bank CSV exports, detected from the header', () => {
  it('FNB: account details above the header, signed amounts, year/month/day, footer rows skipped', () => {
    const statement = parseStatement(fixture('fnb.csv'));
    expect(statement.format).toBe('fnb');
    expect(summary('fnb.csv')).toEqual([
      {
        date: '2026-10-05',
        amountCents: 25000,
        description: 'FNB APP PAYMENT FROM THANDI NKOSI',
        balanceCents: 125000,
      },
      { date: '2026-10-06', amountCents: -750, description: '#MONTHLY ACCOUNT FEE', balanceCents: 124250 },
      {
        date: '2026-10-07',
        amountCents: 100000,
        description: 'MAGTAPE CREDIT SIPHO DLAMINI 0821234567',
        balanceCents: 224250,
      },
      {
        date: '2026-10-07',
        amountCents: 100000,
        description: 'MAGTAPE CREDIT SIPHO DLAMINI 0821234567',
        balanceCents: 324250,
      },
    ]);
    expect(statement.closingBalanceCents).toBe(324250);
    expect([statement.periodStart, statement.periodEnd]).toEqual(['2026-10-05', '2026-10-07']);
  });

  it('Standard Bank: compact dates, description and reference joined', () => {
    const statement = parseStatement(fixture('standard-bank.csv'));
    expect(statement.format).toBe('standard_bank');
    expect(summary('standard-bank.csv')[0]).toEqual({
      date: '2026-10-05',
      amountCents: 25000,
      description: 'IB PAYMENT FROM / THANDI NKOSI OCT',
      balanceCents: 125000,
    });
    expect(statement.closingBalanceCents).toBe(174250);
  });

  it('Absa: debit and credit columns, day/month/year', () => {
    const statement = parseStatement(fixture('absa.csv'));
    expect(statement.format).toBe('absa');
    expect(statement.lines.map((line) => line.amountCents)).toEqual([25000, -750, 50000]);
    expect(statement.lines[1]?.date).toBe('2026-10-06');
  });

  it('Nedbank: CR/DR suffixes, named months, newest first turned around', () => {
    const statement = parseStatement(fixture('nedbank.csv'));
    expect(statement.format).toBe('nedbank');
    expect(statement.lines.map((line) => [line.date, line.amountCents])).toEqual([
      ['2026-10-05', 25000],
      ['2026-10-06', -750],
      ['2026-10-09', 50000],
    ]);
    expect(statement.closingBalanceCents).toBe(174250);
  });

  it('Capitec: money in, money out and fees columns', () => {
    const statement = parseStatement(fixture('capitec.csv'));
    expect(statement.format).toBe('capitec');
    expect(statement.lines.map((line) => line.amountCents)).toEqual([25000, -750, 49800]);
    expect(statement.closingBalanceCents).toBe(174050);
  });

  it('any other CSV with a column mapping', () => {
    const statement = parseStatement(fixture('generic.csv'), {
      dateColumn: 'When',
      dateFormat: 'DD/MM/YYYY',
      descriptionColumns: ['What'],
      debitColumn: 'Paid out',
      creditColumn: 'Paid in',
      balanceColumn: 'Running total',
    });
    expect(statement.format).toBe('generic_csv');
    expect(statement.lines.map((line) => line.amountCents)).toEqual([25000, -750]);
    expect(statement.closingBalanceCents).toBe(124250);
  });

  it('an unknown CSV is refused with its headers, so they can be mapped', () => {
    const error = refusal(() => parseStatement(fixture('generic.csv')));
    expect(error.message).toMatch(/map its columns/);
    expect(error.headers).toEqual(['When', 'What', 'Paid out', 'Paid in', 'Running total']);
  });
});

describe('OFX', () => {
  it('1.x SGML with unclosed elements: FITIDs, LEDGERBAL and the statement period', () => {
    const statement = parseStatement(fixture('statement-v1.ofx'));
    expect(statement.format).toBe('ofx');
    expect(
      statement.lines.map((line) => [line.date, line.amountCents, line.description, line.fingerprint]),
    ).toEqual([
      ['2026-10-05', 25000, 'THANDI NKOSI / OCT CONTRIBUTION', 'fitid:202610050001'],
      ['2026-10-06', -750, 'SERVICE FEE', 'fitid:202610060001'],
    ]);
    expect(statement.closingBalanceCents).toBe(124250);
    expect([statement.periodStart, statement.periodEnd]).toEqual(['2026-10-01', '2026-10-31']);
  });

  it('2.x XML with entities and time zones', () => {
    const statement = parseStatement(fixture('statement-v2.ofx'));
    expect(statement.lines.map((line) => [line.date, line.amountCents, line.description])).toEqual([
      ['2026-10-09', 50000, 'SIPHO DLAMINI / Savings & burial'],
      ['2026-10-10', -200, 'CASH DEPOSIT FEE'],
    ]);
    expect(statement.closingBalanceCents).toBe(174050);
  });
});

describe('fingerprints', () => {
  it('are stable across reads and tell identical same-day lines apart', () => {
    const first = parseStatement(fixture('fnb.csv')).lines.map((line) => line.fingerprint);
    const second = parseStatement(fixture('fnb.csv')).lines.map((line) => line.fingerprint);
    expect(first).toEqual(second);
    expect(new Set(first).size).toBe(first.length);
  });

  it('count repeated identical lines without a balance by occurrence', () => {
    const csv = 'Date,Amount,Balance,Description\n2026/10/05,10.00,,X\n2026/10/05,10.00,,X\n';
    const lines = parseStatement(new TextEncoder().encode(csv)).lines;
    expect(lines).toHaveLength(2);
    expect(lines[0]?.fingerprint).not.toBe(lines[1]?.fingerprint);
  });
});

describe('malformed files', () => {
  it('refuses UTF-16 text', () => {
    const utf16 = Buffer.from(
      `\uFEFF${readFileSync(join(__dirname, '..', 'fixtures', 'fnb.csv'), 'utf8')}`,
      'utf16le',
    );
    expect(refusal(() => parseStatement(new Uint8Array(utf16))).message).toMatch(/UTF-16/);
  });

  it('refuses binary files', () => {
    const binary = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0x14, 0]);
    expect(refusal(() => parseStatement(binary)).message).toMatch(/not a text statement/);
  });

  it('refuses a file with missing columns', () => {
    expect(refusal(() => parseStatement(fixture('missing-columns.csv'))).message).toMatch(
      /not a statement layout/,
    );
  });

  it('refuses a 20 MB file before reading it', () => {
    const big = new Uint8Array(20 * 1024 * 1024).fill(0x41);
    expect(refusal(() => parseStatement(big)).message).toBe('The file is larger than 5 MB');
  });

  it('keeps formulas in descriptions as plain text', () => {
    const lines = parseStatement(fixture('formula-cells.csv')).lines;
    expect(lines.map((line) => line.description)).toEqual([
      "=cmd|' /C calc'!A0",
      "@SUM(1+1)*cmd|' /C calc'!A0",
    ]);
  });

  it('refuses a formula where an amount belongs, naming the row', () => {
    expect(refusal(() => parseStatement(fixture('formula-amount.csv'))).message).toBe(
      'Row 2: "=1+1" is not an amount',
    );
  });

  it('refuses an impossible date, naming the row', () => {
    const csv = 'Date,Amount,Balance,Description\n2026/02/30,10.00,,X\n';
    expect(refusal(() => parseStatement(new TextEncoder().encode(csv))).message).toBe(
      'Row 2: "2026/02/30" is not a date in the form YYYY/MM/DD',
    );
  });

  it('refuses an empty file and a statement without transactions', () => {
    expect(refusal(() => parseStatement(new Uint8Array())).message).toBe('The file is empty');
    const headerOnly = new TextEncoder().encode('Date,Amount,Balance,Description\n');
    expect(refusal(() => parseStatement(headerOnly)).message).toBe('The statement has no transactions');
  });
});

describe('values', () => {
  it('reads amounts the ways banks print them', () => {
    expect(parseStatementAmount('1 234.56', 1)).toBe(123456);
    expect(parseStatementAmount('-1,234.56', 1)).toBe(-123456);
    expect(parseStatementAmount('R1234.5', 1)).toBe(123450);
    expect(parseStatementAmount('(15.00)', 1)).toBe(-1500);
    expect(parseStatementAmount('15.00 DR', 1)).toBe(-1500);
    expect(parseStatementAmount('15,00', 1)).toBe(1500);
    expect(parseStatementAmount('', 1)).toBeNull();
  });

  it('reads every date format', () => {
    expect(parseStatementDate('2026/10/05', 'YYYY/MM/DD', 1)).toBe('2026-10-05');
    expect(parseStatementDate('05 Oct 2026', 'DD MMM YYYY', 1)).toBe('2026-10-05');
    expect(parseStatementDate('20261005', 'YYYYMMDD', 1)).toBe('2026-10-05');
    expect(parseStatementDate('05/10/2026', 'DD/MM/YYYY', 1)).toBe('2026-10-05');
    expect(parseStatementDate('10/05/2026', 'MM/DD/YYYY', 1)).toBe('2026-10-05');
  });

  it('reads quoted CSV fields with commas, quotes and line breaks', () => {
    expect(readCsvRows('a,"b, c","d ""e""","f\ng"\r\n1,2,3,4')).toEqual([
      ['a', 'b, c', 'd "e"', 'f\ng'],
      ['1', '2', '3', '4'],
    ]);
  });
});
