import { describe, expect, it } from 'vitest';
import { getReplayMs, readChange } from './live-updates';

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

describe('getReplayMs', () => {
  it('asks for the changes since the data on screen was fetched, with five seconds to spare', () => {
    expect(getReplayMs(0)).toBe(5000);
    expect(getReplayMs(2345.2)).toBe(7346);
    expect(getReplayMs(-5)).toBe(5000);
    expect(getReplayMs(55_000)).toBe(60_000);
  });

  it('asks for nothing when the data is older than the server keeps changes: it is refetched instead', () => {
    expect(getReplayMs(55_001)).toBeNull();
    expect(getReplayMs(10 * 60_000)).toBeNull();
  });
});
