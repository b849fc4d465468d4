import { describe, expect, it } from 'vitest';
import { FAQ_ITEMS, searchFaq } from './help-content';

describe('searchFaq', () => {
  it('holds eight questions and returns them all for an empty search', () => {
    expect(FAQ_ITEMS).toHaveLength(8);
    expect(searchFaq(FAQ_ITEMS, '  ')).toHaveLength(8);
  });

  it('matches questions and answers, ignoring case', () => {
    expect(searchFaq(FAQ_ITEMS, 'RECEIPTS').map((item) => item.question)).toEqual(['Who can see receipts?']);
    expect(searchFaq(FAQ_ITEMS, 'two-factor').map((item) => item.question)).toEqual([
      'How do I keep my account secure?',
    ]);
    expect(searchFaq(FAQ_ITEMS, 'no such words here')).toEqual([]);
  });
});
