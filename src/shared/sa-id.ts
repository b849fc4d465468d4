import { isIsoDate } from './calendar';

/**
 * South African identity numbers (13 digits: YYMMDD SSSS C A Z). The first six digits are the date of birth,
 * SSSS below 5000 is female and 5000 or more male, C is 0 for citizens and 1 for permanent residents, and Z is
 * a Luhn check digit over the other twelve. The number carries only two digits of the year, so the century
 * rule is: the birth is in this century unless that date would still be in the future, then in the last
 * one (on 2026-06-01, "250101..." is 1 January 2025 and "300101..." is 1 January 1930).
 */
export type TSaIdDetails = {
  dateOfBirth: string;
  sex: 'female' | 'male';
  isCitizen: boolean;
};

export type TSaIdCheck = { ok: true; details: TSaIdDetails } | { ok: false; message: string };

const THIRTEEN_DIGITS = /^\d{13}$/;

/** Whether the digits pass the Luhn check (the last digit checks the others). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The ID number as typed, without the spaces people put between its groups. */
export function normalizeSaId(value: string): string {
  return value.replace(/\s+/g, '');
}

/** Checks a South African ID number and reads the date of birth, sex and citizenship from it. */
export function checkSaId(value: string, today: string): TSaIdCheck {
  const digits = normalizeSaId(value);
  if (!THIRTEEN_DIGITS.test(digits)) {
    return { ok: false, message: 'A South African ID number has 13 digits' };
  }
  if (!passesLuhn(digits)) {
    return { ok: false, message: 'This ID number is not valid: check the digits' };
  }
  const yy = digits.slice(0, 2);
  const monthDay = `${digits.slice(2, 4)}-${digits.slice(4, 6)}`;
  const thisCentury = `${today.slice(0, 2)}${yy}-${monthDay}`;
  const lastCentury = `${String(Number(today.slice(0, 2)) - 1)}${yy}-${monthDay}`;
  const dateOfBirth = thisCentury <= today ? thisCentury : lastCentury;
  if (!isIsoDate(dateOfBirth)) {
    return { ok: false, message: 'This ID number does not start with a real date of birth' };
  }
  const citizenship = digits[10];
  if (citizenship !== '0' && citizenship !== '1') {
    return { ok: false, message: 'This ID number is not valid: check the digits' };
  }
  return {
    ok: true,
    details: {
      dateOfBirth,
      sex: Number(digits.slice(6, 10)) < 5000 ? 'female' : 'male',
      isCitizen: citizenship === '0',
    },
  };
}

/** The Luhn digit that completes twelve digits into a valid ID number (used to build test and demo IDs). */
export function computeLuhnDigit(twelveDigits: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (passesLuhn(`${twelveDigits}${digit}`)) return String(digit);
  }
  throw new Error('unreachable: one Luhn digit always fits');
}
