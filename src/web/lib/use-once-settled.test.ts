import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type TIdleRequest = { run: () => void; timeout: number | undefined };

let idleRequests: TIdleRequest[];
let cancelled: number;

/** The browser's idle callbacks, run by the test when it says the browser is idle. */
function stubIdleCallbacks() {
  idleRequests = [];
  cancelled = 0;
  vi.stubGlobal('window', {
    requestIdleCallback: (run: () => void, options?: { timeout?: number }) =>
      idleRequests.push({ run, timeout: options?.timeout }),
    cancelIdleCallback: () => {
      cancelled += 1;
    },
  });
}

function runIdleCallbacks() {
  const pending = idleRequests.splice(0);
  for (const request of pending) request.run();
}

/** A fresh copy of the module: whether the document has settled is kept for the document's life. */
async function loadWaitUntilSettled() {
  vi.resetModules();
  return (await import('./use-once-settled')).waitUntilSettled;
}

function deferred() {
  let resolve: (value: string) => void = () => undefined;
  const promise = new Promise<string>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

beforeEach(stubIdleCallbacks);
afterEach(() => vi.unstubAllGlobals());

describe('waitUntilSettled', () => {
  it('asks the browser for one idle moment at a time, however many wait and however often the cache changes', async () => {
    const waitUntilSettled = await loadWaitUntilSettled();
    const queryClient = new QueryClient();
    const settled: string[] = [];
    for (const name of ['stream', 'session', 'members'])
      waitUntilSettled(queryClient, () => settled.push(name));
    for (let index = 0; index < 100; index += 1) queryClient.setQueryData(['record', index], index);

    expect(idleRequests).toHaveLength(1);
    expect(idleRequests[0]?.timeout).toBe(2000);
    expect(cancelled).toBe(0);
    runIdleCallbacks();
    expect(settled).toEqual(['stream', 'session', 'members']);
  });

  it('does not settle while the page still fetches, and asks again once the answer is in', async () => {
    const waitUntilSettled = await loadWaitUntilSettled();
    const queryClient = new QueryClient();
    const settled: string[] = [];
    waitUntilSettled(queryClient, () => settled.push('stream'));
    const answer = deferred();
    const fetching = queryClient.fetchQuery({ queryKey: ['contributions'], queryFn: () => answer.promise });

    runIdleCallbacks();
    expect(settled).toEqual([]);
    expect(idleRequests).toHaveLength(0);

    answer.resolve('33 contributions');
    await fetching;
    expect(idleRequests).toHaveLength(1);
    runIdleCallbacks();
    expect(settled).toEqual(['stream']);
  });

  it('settles no one who stopped waiting; whoever waits next asks anew', async () => {
    const waitUntilSettled = await loadWaitUntilSettled();
    const queryClient = new QueryClient();
    const settled: string[] = [];
    const stopWaiting = waitUntilSettled(queryClient, () => settled.push('left'));
    stopWaiting();
    runIdleCallbacks();
    expect(settled).toEqual([]);

    waitUntilSettled(queryClient, () => settled.push('stream'));
    expect(idleRequests).toHaveLength(1);
    runIdleCallbacks();
    expect(settled).toEqual(['stream']);
    expect(idleRequests).toHaveLength(0);
  });
});
