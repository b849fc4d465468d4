import { describe, expect, it } from 'vitest';
import { AMOUNT_HINT, readFirstIssue, ZRandInput } from './amount-input';

function messageFor(value: string): string | null {
  const parsed = ZRandInput.safeParse(value);
  return parsed.success ? null : readFirstIssue(parsed.error);
}

describe('ZRandInput', () => {
  it('takes rand as people type them', () => {
    expect(ZRandInput.parse('250')).toBe(25_000);
    expect(ZRandInput.parse('R 1 234,56')).toBe(123_456);
  });

  it('says why a value is not an amount', () => {
    expect(messageFor('-50')).toBe('Amount cannot be negative');
    expect(messageFor('0')).toBe('Amount must be greater than zero');
    expect(messageFor('999999999999999')).toBe('Amount is too large');
    expect(messageFor('abc')).toBe(`Amount must be a number. ${AMOUNT_HINT}`);
    expect(messageFor('12,345')).toBe('Amount can have at most two decimals (cents)');
    expect(messageFor('  ')).toBe('Amount is required');
  });
});
