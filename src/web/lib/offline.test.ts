import { describe, expect, it } from 'vitest';
import { formatFetchedTime, noteCachedAnswer, noteLiveAnswer, readOfflineState } from './offline';

describe('offline state', () => {
  it('shows the oldest cached figures until the network answers again', () => {
    noteCachedAnswer('2026-11-23T12:40:00.000Z');
    noteCachedAnswer('2026-11-23T12:32:00.000Z');
    noteCachedAnswer('2026-11-23T12:45:00.000Z');
    expect(readOfflineState()).toEqual({
      isOffline: true,
      figuresAsOf: new Date('2026-11-23T12:32:00.000Z'),
    });
    noteLiveAnswer();
    expect(readOfflineState()).toEqual({ isOffline: false, figuresAsOf: null });
  });

  it('ignores a cached answer without a readable time', () => {
    noteCachedAnswer('');
    noteCachedAnswer('not a time');
    expect(readOfflineState()).toEqual({ isOffline: false, figuresAsOf: null });
  });

  it('says the time as hours and minutes on a 24-hour clock', () => {
    expect(formatFetchedTime(new Date(2026, 10, 23, 14, 32, 50))).toBe('14:32');
    expect(formatFetchedTime(new Date(2026, 10, 23, 9, 5))).toBe('09:05');
  });
});
