import { describe, expect, it } from 'vitest';
import { readChange } from './live-updates';

describe('readChange', () => {
  it('reads a change event of the server', () => {
    expect(readChange('{"topic":"feature_flags","organizationId":null}')).toEqual({
      topic: 'feature_flags',
      organizationId: null,
    });
    expect(readChange('{"topic":"loans","organizationId":"7d1f0b8e-3c1a-4c2e-9f51-2f3c4d5e6f70"}')).toEqual({
      topic: 'loans',
      organizationId: '7d1f0b8e-3c1a-4c2e-9f51-2f3c4d5e6f70',
    });
  });

  it('ignores anything malformed', () => {
    expect(readChange('not json')).toBeNull();
    expect(readChange('{"topic":""}')).toBeNull();
    expect(readChange('{"organizationId":null}')).toBeNull();
    expect(readChange(42)).toBeNull();
    expect(readChange('null')).toBeNull();
    expect(readChange(`{"topic":"${'t'.repeat(65)}","organizationId":null}`)).toBeNull();
    expect(readChange('{"topic":"loans"}')).toBeNull();
    expect(readChange('{"topic":"loans","organizationId":7}')).toBeNull();
    expect(readChange(`{"topic":"loans","organizationId":"${'a'.repeat(65)}"}`)).toBeNull();
  });
});
