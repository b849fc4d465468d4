import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks, and starts with a BOM', () => {
    const csv = toCsv(
      ['Description', 'Amount'],
      [
        ['Fees, bank', 'R 1 234,56'],
        ['He said "hi"', 5],
        ['two\nlines', null],
      ],
    );
    expect(csv).toBe(
      '\uFEFFDescription,Amount\r\n"Fees, bank","R 1 234,56"\r\n"He said ""hi""",5\r\n"two\nlines",\r\n',
    );
  });

  it('defuses cells a spreadsheet would run as formulas, but not numbers', () => {
    const csv = toCsv(
      ['a', 'b'],
      [
        ['=HYPERLINK("x")', -5],
        ['@SUM(A1)', '+27 21 555 0100'],
      ],
    );
    expect(csv).toContain(`"'=HYPERLINK(""x"")",-5`);
    expect(csv).toContain("'@SUM(A1),'+27 21 555 0100");
    expect(toCsv(['n'], [['-50.00']])).toContain('\r\n-50.00\r\n');
  });
});
