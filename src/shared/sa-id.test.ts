import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSaId, computeLuhnDigit, passesLuhn } from './sa-id';

const TODAY = '2026-06-01';

describe('checkSaId', () => {
  it('reads the date of birth, sex and citizenship of a valid number', () => {
    expect(checkSaId('8001015009087', TODAY)).toEqual({
      ok: true,
      details: { dateOfBirth: '1980-01-01', sex: 'male', isCitizen: true },
    });
  });

  it('accepts the number typed with spaces', () => {
    expect(checkSaId('800101 5009 087', TODAY).ok).toBe(true);
  });

  it('reads a female permanent resident', () => {
    const twelve = '950615412318';
    expect(checkSaId(`${twelve}${computeLuhnDigit(twelve)}`, TODAY)).toEqual({
      ok: true,
      details: { dateOfBirth: '1995-06-15', sex: 'female', isCitizen: false },
    });
  });

  it('puts a birth in this century unless that would be in the future (the century rule)', () => {
    const born2025 = `250101500908`;
    const born1930 = `300101500908`;
    const thisYearLater = `261201500908`;
    expect(checkSaId(`${born2025}${computeLuhnDigit(born2025)}`, TODAY)).toMatchObject({
      details: { dateOfBirth: '2025-01-01' },
    });
    expect(checkSaId(`${born1930}${computeLuhnDigit(born1930)}`, TODAY)).toMatchObject({
      details: { dateOfBirth: '1930-01-01' },
    });
    expect(checkSaId(`${thisYearLater}${computeLuhnDigit(thisYearLater)}`, TODAY)).toMatchObject({
      details: { dateOfBirth: '1926-12-01' },
    });
  });

  it('refuses a wrong check digit, a wrong length, letters and a date that does not exist', () => {
    expect(checkSaId('8001015009088', TODAY)).toEqual({
      ok: false,
      message: 'This ID number is not valid: check the digits',
    });
    expect(checkSaId('800101500908', TODAY)).toEqual({
      ok: false,
      message: 'A South African ID number has 13 digits',
    });
    expect(checkSaId('80010150090a7', TODAY).ok).toBe(false);
    const february30 = '800230500908';
    expect(checkSaId(`${february30}${computeLuhnDigit(february30)}`, TODAY)).toEqual({
      ok: false,
      message: 'This ID number does not start with a real date of birth',
    });
  });

  it('refuses any single changed digit of a valid number (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 1, max: 9 }), (position, shift) => {
        const valid = '8001015009087';
        const digit = (Number(valid[position]) + shift) % 10;
        const changed = `${valid.slice(0, position)}${digit}${valid.slice(position + 1)}`;
        expect(passesLuhn(changed)).toBe(false);
      }),
    );
  });
});
