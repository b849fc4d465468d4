import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToRandString, formatCents, isValidCents, MAX_INPUT_CENTS, parseRandToCents } from './money';

/** Intl en-ZA separates with (narrow) no-break spaces; compare against plain spaces. */
function normalizeSpaces(text: string): string {
  return text.replace(/\s/g, ' ');
}

describe('formatCents', () => {
  it.each([
    [123456, 'R 1 234,56'],
    [0, 'R 0,00'],
    [5, 'R 0,05'],
    [100, 'R 1,00'],
    [100000000, 'R 1 000 000,00'],
    [-123456, '-R 1 234,56'],
    [-5, '-R 0,05'],
  ])('formats %i cents as %s', (cents, expected) => {
    expect(normalizeSpaces(formatCents(cents))).toBe(expected);
  });

  it("matches Intl's own en-ZA ZAR output exactly", () => {
    const intl = new Intl.NumberFormat('en-ZA', { style: 'currency', currency: 'ZAR' });
    expect(formatCents(123456)).toBe(intl.format(1234.56));
    expect(formatCents(-99)).toBe(intl.format(-0.99));
  });

  it('never shows negative zero', () => {
    expect(formatCents(-0)).toBe(formatCents(0));
  });

  it('formats the largest safe amount without float rounding', () => {
    expect(normalizeSpaces(formatCents(Number.MAX_SAFE_INTEGER))).toBe('R 90 071 992 547 409,91');
    expect(normalizeSpaces(formatCents(-Number.MAX_SAFE_INTEGER))).toBe('-R 90 071 992 547 409,91');
  });

  it('shows the sign as asked', () => {
    expect(normalizeSpaces(formatCents(500, { signDisplay: 'always' }))).toBe('+R 5,00');
    expect(normalizeSpaces(formatCents(0, { signDisplay: 'always' }))).toBe('+R 0,00');
    expect(normalizeSpaces(formatCents(0, { signDisplay: 'exceptZero' }))).toBe('R 0,00');
    expect(normalizeSpaces(formatCents(-100, { signDisplay: 'exceptZero' }))).toBe('-R 1,00');
    expect(normalizeSpaces(formatCents(500, { signDisplay: 'auto' }))).toBe('R 5,00');
  });

  it("writes every amount, sign and accounting form exactly as Intl's en-ZA ZAR formatter does", () => {
    for (const signDisplay of ['auto', 'always', 'exceptZero'] as const) {
      for (const currencySign of ['standard', 'accounting'] as const) {
        const intl = new Intl.NumberFormat('en-ZA', {
          style: 'currency',
          currency: 'ZAR',
          signDisplay,
          currencySign,
        });
        fc.assert(
          fc.property(fc.maxSafeInteger(), (cents) => {
            // Intl reads the decimal string exactly (a float would round large amounts).
            const decimal = centsToRandString(cents) as `${number}`;
            expect(formatCents(cents, { signDisplay, currencySign })).toBe(intl.format(decimal));
          }),
          { examples: [[0], [5], [-5], [99], [100], [-100_000], [123_456_789], [Number.MIN_SAFE_INTEGER]] },
        );
      }
    }
  });

  it('refuses amounts that are not whole, safe cents', () => {
    for (const bad of [1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => formatCents(bad)).toThrow(RangeError);
    }
  });
});

describe('centsToRandString', () => {
  it.each([
    [123456, '1234.56'],
    [-5, '-0.05'],
    [0, '0.00'],
    [-0, '0.00'],
    [7, '0.07'],
    [10, '0.10'],
    [100, '1.00'],
    [-123456, '-1234.56'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('writes %i cents as %s', (cents, expected) => {
    expect(centsToRandString(cents)).toBe(expected);
  });

  it('refuses amounts that are not whole, safe cents', () => {
    expect(() => centsToRandString(0.1)).toThrow(RangeError);
    expect(() => centsToRandString(Number.NaN)).toThrow(RangeError);
  });
});

describe('parseRandToCents', () => {
  it.each([
    ['1234', 123400],
    ['1234.5', 123450],
    ['1234,56', 123456],
    ['1234.56', 123456],
    ['R 1 234,56', 123456],
    ['R1234,56', 123456],
    ['r 12', 1200],
    ['  42  ', 4200],
    ['0', 0],
    ['0.01', 1],
    ['0,1', 10],
    ['007', 700],
    ['1 000 000', 100000000],
    ['R\u00a01\u00a0234,56', 123456],
    ['0.29', 29],
    ['1.15', 115],
    ['4.35', 435],
    ['10000000000', MAX_INPUT_CENTS],
    ['10000000000.00', MAX_INPUT_CENTS],
  ])('reads %j as %i cents', (input, expected) => {
    expect(parseRandToCents(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'R',
    'abc',
    '12a',
    '1234.567',
    '1,234.56',
    '1.234,56',
    '-5',
    'R -5',
    '-R 5',
    '+5',
    '1234.',
    '.5',
    '1e3',
    '12 34',
    '1  234',
    '1_234',
    'NaN',
    'Infinity',
    '10000000000.01',
    '99999999999',
    '123456789012345678901234567890',
    '5 R',
  ])('rejects %j', (input) => {
    expect(parseRandToCents(input)).toBeNull();
  });

  it('reads back what formatCents and centsToRandString write', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_INPUT_CENTS }), (cents) => {
        expect(parseRandToCents(formatCents(cents))).toBe(cents);
        expect(parseRandToCents(centsToRandString(cents))).toBe(cents);
      }),
    );
  });
});

describe('isValidCents', () => {
  it('accepts safe integers only', () => {
    expect(isValidCents(0)).toBe(true);
    expect(isValidCents(-500)).toBe(true);
    expect(isValidCents(Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(isValidCents(Number.MAX_SAFE_INTEGER + 1)).toBe(false);
    expect(isValidCents(12.5)).toBe(false);
    expect(isValidCents(Number.NaN)).toBe(false);
    expect(isValidCents(Number.POSITIVE_INFINITY)).toBe(false);
  });
});

describe('formatCents in accounting style', () => {
  it('puts negative amounts in brackets and leaves positive ones alone', () => {
    const normalise = (text: string) => text.replace(/\s/g, ' ');
    expect(normalise(formatCents(-5_000, { currencySign: 'accounting' }))).toBe('(R 50,00)');
    expect(normalise(formatCents(123_456, { currencySign: 'accounting' }))).toBe('R 1 234,56');
  });
});
