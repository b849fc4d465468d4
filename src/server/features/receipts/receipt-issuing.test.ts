import { describe, expect, it } from 'vitest';
import {
  RECEIPT_NUMBER_PATTERN,
  RECEIPT_STATUSES,
  type TReceiptStatus,
} from '../../../shared/contracts/receipts';
import { assertReceiptTransition, createReceiptNumber, createVerificationCode } from './receipt-issuing';

describe('receipt numbers', () => {
  it('are RCP, the issue time in milliseconds and six random characters', () => {
    const number = createReceiptNumber(1_763_971_200_000);
    expect(number).toMatch(RECEIPT_NUMBER_PATTERN);
    expect(number.startsWith('RCP-1763971200000-')).toBe(true);
  });

  it('repeat the same draw for the same random source (the seed relies on it)', () => {
    const pick = (max: number) => max - 1;
    expect(createReceiptNumber(1, pick)).toBe('RCP-1-ZZZZZZ');
  });
});

describe('verification codes', () => {
  it('are twelve unambiguous characters and differ every time', () => {
    const codes = Array.from({ length: 500 }, createVerificationCode);
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{12}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('receipt status moves', () => {
  const allowed: Record<TReceiptStatus, TReceiptStatus[]> = {
    pending: ['paid', 'approved', 'void'],
    paid: ['void'],
    approved: ['void'],
    void: [],
  };

  it.each(RECEIPT_STATUSES.flatMap((from) => RECEIPT_STATUSES.map((to) => [from, to] as const)))(
    '%s -> %s',
    (from, to) => {
      const move = () => assertReceiptTransition(from, to);
      if (allowed[from].includes(to)) expect(move).not.toThrow();
      else expect(move).toThrow(`A ${from} receipt cannot become ${to}`);
    },
  );
});
