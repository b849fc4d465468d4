import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshAfterWrite } from './mutations';
import { topicKey } from './query-keys';

const ORG = 'org-1';
const OTHER_ORG = 'org-2';

function cacheWithData() {
  const queryClient = new QueryClient();
  const keys = {
    contributions: [...topicKey('contributions', ORG), 'list'],
    otherOrgContributions: [...topicKey('contributions', OTHER_ORG), 'list'],
    transactions: [...topicKey('transactions', ORG), 'journal', 0],
    loans: [...topicKey('loans', ORG), 'stats'],
    analytics: ['analytics', ORG, 'month'],
  };
  for (const key of Object.values(keys)) queryClient.setQueryData(key, { rows: [] });
  const isStale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated === true;
  return { queryClient, keys, isStale };
}

describe('refreshAfterWrite: one refresh per write', () => {
  it('leaves the refresh to the live stream when it is open and the write succeeded', () => {
    const { queryClient, keys, isStale } = cacheWithData();
    refreshAfterWrite(queryClient, ORG, ['contributions', 'transactions'], false, true);
    expect(Object.values(keys).some(isStale)).toBe(false);
  });

  it("refreshes the write's topics of its organization, and the figures, when no stream is open", () => {
    const { queryClient, keys, isStale } = cacheWithData();
    refreshAfterWrite(queryClient, ORG, ['contributions', 'transactions'], false, false);
    expect(isStale(keys.contributions)).toBe(true);
    expect(isStale(keys.transactions)).toBe(true);
    expect(isStale(keys.analytics)).toBe(true);
    expect(isStale(keys.loans)).toBe(false);
    expect(isStale(keys.otherOrgContributions)).toBe(false);
  });

  it('refreshes after a failed write even with the stream open (nothing is published then)', () => {
    const { queryClient, keys, isStale } = cacheWithData();
    refreshAfterWrite(queryClient, ORG, ['loans'], true, true);
    expect(isStale(keys.loans)).toBe(true);
    expect(isStale(keys.contributions)).toBe(false);
  });
});
