import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { DeferredToaster } from '../components/deferred-toaster';
import { isRetryableError } from '../lib/api';
import { takeEarlyData } from './early-data';
import { primeQueriesFromEarlyData } from './prime-queries';

const MAX_RETRIES = 3;

/** Spec part 1, section 9: retry 3 times, back-off doubling from 1 s to a 30 s cap, keep unused data 5 minutes. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx (no session, no permission, not found) fails the same way again, so only those are not retried.
        retry: (failureCount, error) => failureCount < MAX_RETRIES && isRetryableError(error),
        retryDelay: (attemptIndex) => Math.min(1000 * 2 ** attemptIndex, 30_000),
        gcTime: 5 * 60 * 1000,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}

let appQueryClient: QueryClient | null = null;

/**
 * The app's one query client, seeded with the data the entry started fetching as the page loaded. Made once:
 * a first render that suspends is thrown away and started again, and must find the same seeded cache.
 */
function getAppQueryClient(): QueryClient {
  if (!appQueryClient) {
    appQueryClient = createQueryClient();
    const early = takeEarlyData();
    if (early) primeQueriesFromEarlyData(appQueryClient, early);
  }
  return appQueryClient;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(getAppQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <DeferredToaster />
    </QueryClientProvider>
  );
}
