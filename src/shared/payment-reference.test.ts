import { describe, expect, it } from 'vitest';
import {
  describePaymentReference,
  FALLBACK_REFERENCE_PREFIX,
  findPaymentReferences,
  formatPaymentReference,
  isPaymentReference,
  paymentReferencePrefix,
} from './payment-reference';

describe('paymentReferencePrefix', () => {
  it('takes the initials of the first three words', () => {
    expect(paymentReferencePrefix('Kasi Savings Society')).toBe('KSS');
    expect(paymentReferencePrefix('Soweto Burial Society of Orlando East')).toBe('SBS');
    expect(paymentReferencePrefix('Mama Afrika')).toBe('MA');
  });

  it('ignores case, digits and punctuation', () => {
    expect(paymentReferencePrefix('  kasi-savings & society 2026 ')).toBe('KSS');
    expect(paymentReferencePrefix("Thandi's 12 Stokvel")).toBe('TSS');
  });

  it('uses the first letters of a one-word name', () => {
    expect(paymentReferencePrefix('Ubuntu')).toBe('UBU');
    expect(paymentReferencePrefix('Group 7')).toBe('GRO');
  });

  it('falls back when the name has fewer than two letters A-Z', () => {
    expect(paymentReferencePrefix('7')).toBe(FALLBACK_REFERENCE_PREFIX);
    expect(paymentReferencePrefix('Ä')).toBe(FALLBACK_REFERENCE_PREFIX);
    expect(paymentReferencePrefix('')).toBe(FALLBACK_REFERENCE_PREFIX);
  });
});

describe('formatPaymentReference and isPaymentReference', () => {
  it('writes prefix, dash and at least four digits', () => {
    expect(formatPaymentReference('KSS', 4821)).toBe('KSS-4821');
    expect(formatPaymentReference('UB', 7)).toBe('UB-0007');
    expect(formatPaymentReference('KSS', 123456)).toBe('KSS-123456');
  });

  it('accepts only the canonical form', () => {
    expect(isPaymentReference('KSS-4821')).toBe(true);
    expect(isPaymentReference('UB-123456')).toBe(true);
    expect(isPaymentReference('kss-4821')).toBe(false);
    expect(isPaymentReference('KSS4821')).toBe(false);
    expect(isPaymentReference('KSS-482')).toBe(false);
    expect(isPaymentReference('KSSS-4821')).toBe(false);
  });
});

describe('findPaymentReferences', () => {
  it('finds a reference however the bank wrote it', () => {
    expect(findPaymentReferences('KSS-4821')).toEqual(['KSS-4821']);
    expect(findPaymentReferences('kss4821')).toEqual(['KSS-4821']);
    expect(findPaymentReferences('Ref KSS 4821 T Dlamini')).toEqual(['KSS-4821']);
    expect(findPaymentReferences('MAGTAPE CREDIT ub-0007 thanks')).toEqual(['UB-0007']);
  });

  it('does not cut references out of longer words or numbers', () => {
    expect(findPaymentReferences('ACCOUNT4821')).toEqual([]);
    expect(findPaymentReferences('KSS-48211234')).toEqual([]);
    expect(findPaymentReferences('no reference here 2026-11-23')).toEqual([]);
  });

  it('lists each reference once', () => {
    expect(findPaymentReferences('KSS-4821 and KSS4821, also MA-1002')).toEqual(['KSS-4821', 'MA-1002']);
  });
});

describe('describePaymentReference', () => {
  it('tells the member how to pay', () => {
    expect(describePaymentReference('KSS-4821')).toBe(
      "Pay into the group's account using reference KSS-4821",
    );
  });
});
