import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SELECTED_ORGANIZATION_KEY } from '../lib/stored-organization';

const ORG = '0b6f3c3e-4f1d-4a8e-9a53-3c1c2f1b9d10';

type TLoaded = {
  early: typeof import('./early-data');
  api: typeof import('../lib/api');
  fetchMock: ReturnType<typeof vi.fn>;
};

type TContextShape = { organizationType: string; membershipRole: string | null; overrides: unknown[] };

/** A bootstrap of a cooperative's member, with `change` applied. */
function bootstrapAnswer(change: {
  platformRoles?: string[];
  flags?: unknown[];
  context?: Partial<TContextShape>;
}) {
  return {
    me: { platformRoles: change.platformRoles ?? [] },
    flags: change.flags ?? [],
    context: {
      organizationId: ORG,
      organizationType: 'cooperative',
      membershipRole: 'member',
      overrides: [],
      ...change.context,
    },
  };
}

/**
 * A fresh copy of the modules (the early requests are module state), with fetch answering `{ url }`, and the
 * bootstrap with `bootstrap`.
 */
async function load(stored: string | null, bootstrap: unknown = bootstrapAnswer({})): Promise<TLoaded> {
  vi.resetModules();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => (key === SELECTED_ORGANIZATION_KEY ? stored : null),
  });
  const fetchMock = vi.fn(async (url: string) => {
    const body = url.startsWith('/api/v1/bootstrap') ? bootstrap : { url };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { early: await import('./early-data'), api: await import('../lib/api'), fetchMock };
}

const requested = (fetchMock: TLoaded['fetchMock']) => fetchMock.mock.calls.map(([url]) => url as string);

/** Runs a query's own fetcher as TanStack Query would. */
async function runQuery(options: { queryKey: readonly unknown[]; queryFn?: unknown }) {
  return new QueryClient().fetchQuery(options as Parameters<QueryClient['fetchQuery']>[0]);
}

beforeEach(() => {
  vi.useRealTimers();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a record list opened directly', () => {
  it('asks for its first page and figures once the bootstrap says it is open, and its queries take those answers', async () => {
    const { early, fetchMock } = await load(ORG);
    early.startEarlyData('/dashboard/loans');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requested(fetchMock)).toEqual([
      `/api/v1/bootstrap?orgId=${ORG}`,
      `/api/v1/orgs/${ORG}/loans?limit=50&offset=0`,
      `/api/v1/orgs/${ORG}/loans/stats`,
      `/api/v1/orgs/${ORG}/loans/terms`,
    ]);
    const { loanQueries } = await import('../features/loans/loans.queries');
    await expect(runQuery(loanQueries.list(ORG, {}, 0))).resolves.toEqual({
      url: `/api/v1/orgs/${ORG}/loans?limit=50&offset=0`,
    });
    await expect(runQuery(loanQueries.stats(ORG))).resolves.toEqual({
      url: `/api/v1/orgs/${ORG}/loans/stats`,
    });
    await expect(runQuery(loanQueries.terms(ORG))).resolves.toEqual({
      url: `/api/v1/orgs/${ORG}/loans/terms`,
    });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    // Each answer is taken once: asking again goes to the server.
    await runQuery(loanQueries.stats(ORG));
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it("asks for what each list's queries ask when it opens, and nothing twice", async () => {
    const { early, fetchMock } = await load(ORG);
    const { contributionQueries } = await import('../features/contributions/contributions.queries');
    const { transactionQueries } = await import('../features/transactions/transactions.queries');
    const { loanQueries } = await import('../features/loans/loans.queries');
    const opening = {
      '/dashboard/contributions': [contributionQueries.list(ORG, {}, 0), contributionQueries.stats(ORG)],
      '/dashboard/loans': [loanQueries.list(ORG, {}, 0), loanQueries.stats(ORG), loanQueries.terms(ORG)],
      '/dashboard/transactions': [transactionQueries.list(ORG, { search: '', type: undefined }, 0)],
    };
    expect(Object.keys(early.LIST_PAGE_REQUESTS).sort()).toEqual(Object.keys(opening).sort());
    for (const queries of Object.values(opening)) {
      fetchMock.mockClear();
      for (const query of queries) await runQuery(query);
      const asked = requested(fetchMock).map((url) => url.replace(`/api/v1/orgs/${ORG}/`, ''));
      const path = Object.entries(opening).find(([, candidates]) => candidates === queries)?.[0] ?? '';
      expect(asked).toEqual(early.LIST_PAGE_REQUESTS[path]?.paths);
    }
  });

  it('waits for the bootstrap to name the organization when none is stored', async () => {
    const { early, fetchMock } = await load(null);
    early.startEarlyData('/dashboard/transactions');
    const { transactionQueries } = await import('../features/transactions/transactions.queries');
    await expect(runQuery(transactionQueries.list(ORG, { search: '', type: undefined }, 0))).resolves.toEqual(
      {
        url: `/api/v1/orgs/${ORG}/transactions?limit=50&offset=0`,
      },
    );
    expect(requested(fetchMock)).toEqual([
      '/api/v1/bootstrap',
      `/api/v1/orgs/${ORG}/transactions?limit=50&offset=0`,
    ]);
  });

  it("asks the server itself for another organization's list, after the page's first seconds, or when the early request failed", async () => {
    const other = 'c4d1f1de-8c67-4f35-9a6d-0e4f3d1c2b7a';
    const first = await load(ORG);
    first.early.startEarlyData('/dashboard/contributions');
    await expect(first.api.apiGet(`/api/v1/orgs/${other}/contributions/stats`)).resolves.toEqual({
      url: `/api/v1/orgs/${other}/contributions/stats`,
    });
    expect(first.fetchMock).toHaveBeenCalledTimes(4);

    const late = await load(ORG);
    late.early.startEarlyData('/dashboard/contributions');
    // Read after the start, so the moment below is past the start's window however slow the machine is.
    const now = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 0));
    vi.spyOn(performance, 'now').mockReturnValue(now + late.early.EARLY_ANSWER_TAKEN_WITHIN_MS + 1);
    await late.api.apiGet(`/api/v1/orgs/${ORG}/contributions/stats`);
    expect(late.fetchMock).toHaveBeenCalledTimes(4);
    vi.restoreAllMocks();

    const failed = await load(ORG);
    failed.fetchMock.mockImplementationOnce(async () => new Response(JSON.stringify(bootstrapAnswer({}))));
    failed.fetchMock.mockImplementationOnce(async () => new Response('{}', { status: 503 }));
    failed.early.startEarlyData('/dashboard/contributions');
    await expect(failed.api.apiGet(`/api/v1/orgs/${ORG}/contributions?limit=50&offset=0`)).resolves.toEqual({
      url: `/api/v1/orgs/${ORG}/contributions?limit=50&offset=0`,
    });
    expect(failed.fetchMock).toHaveBeenCalledTimes(4);
  });

  it('asks nothing for a list its organization does not offer, has switched off, or the caller may not open', async () => {
    const cases = [
      { path: '/dashboard/loans', bootstrap: bootstrapAnswer({ context: { organizationType: 'stokvel' } }) },
      {
        path: '/dashboard/contributions',
        bootstrap: bootstrapAnswer({ flags: [{ featureKey: 'contributions', enabled: false }] }),
      },
      {
        path: '/dashboard/transactions',
        bootstrap: bootstrapAnswer({
          context: { overrides: [{ featureKey: 'transactions', enabled: false }] },
        }),
      },
      { path: '/dashboard/loans', bootstrap: { me: { platformRoles: [] }, flags: [], context: null } },
    ];
    for (const { path, bootstrap } of cases) {
      const { early, fetchMock } = await load(ORG, bootstrap);
      early.startEarlyData(path);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(requested(fetchMock)).toEqual([`/api/v1/bootstrap?orgId=${ORG}`]);
    }
    // Platform staff open every feature: a site admin's stokvel loans are asked for.
    const staff = await load(
      ORG,
      bootstrapAnswer({ platformRoles: ['site_admin'], context: { organizationType: 'stokvel' } }),
    );
    staff.early.startEarlyData('/dashboard/loans');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requested(staff.fetchMock)).toHaveLength(4);
  });

  it('starts nothing for a list on /dashboard or a page that is not a list', async () => {
    const { early, fetchMock } = await load(ORG);
    early.startEarlyData('/dashboard/members');
    expect(requested(fetchMock)).toEqual([`/api/v1/bootstrap?orgId=${ORG}`]);
  });
});
