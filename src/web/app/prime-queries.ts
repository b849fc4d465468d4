import type { QueryClient, QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import { getEffectiveRole } from '../../shared/access';
import type { TDashboardSummary } from '../../shared/contracts/dashboard';
import type { TMyStanding } from '../../shared/contracts/group-rules';
import type { TBootstrap } from '../../shared/contracts/me';
import { authQueries } from '../features/auth/auth.queries';
import { dashboardQueries } from '../features/dashboard/dashboard.queries';
import { describeHomeCards, homeCardQueries } from '../features/dashboard/home-card-queries';
import { groupRuleQueries } from '../features/group-rules/group-rules.queries';
import { featureFlagQueries, organizationContextQueries } from '../lib/access-queries';
import type { TEarlyData } from './early-data';

/** What primeQuery needs of a query's options (the feature's queryOptions()). */
type TPrimedQuery = {
  queryKey: QueryKey;
  queryFn?: unknown;
  staleTime?: unknown;
  gcTime?: number;
};

/**
 * How long an answer that arrived before its page counts as fresh, so the hook that mounts just after it does
 * not ask again (some of these queries are otherwise always stale). Live updates still invalidate it at once.
 */
export const EARLY_ANSWER_FRESH_MS = 10_000;

/**
 * Fills one query from an early request (or, without one, its own fetcher started now): the query is marked as
 * fetching at once, so a hook that mounts while the answer is on its way waits for it instead of asking again,
 * and one that mounts just after finds it fresh. Should the early request fail, the query's own fetcher runs
 * instead, with its usual error handling and retries.
 */
function primeQuery<TData>(queryClient: QueryClient, options: TPrimedQuery, early?: Promise<TData>) {
  const ownFetch = options.queryFn as (context: QueryFunctionContext) => Promise<TData>;
  const { queryKey } = options;
  void queryClient
    .prefetchQuery({
      queryKey,
      ...(options.gcTime === undefined ? {} : { gcTime: options.gcTime }),
      queryFn: async (context: QueryFunctionContext) => {
        if (!early) return ownFetch(context);
        try {
          return await early;
        } catch {
          return ownFetch(context);
        }
      },
    })
    .then(() => {
      const state = queryClient.getQueryState(queryKey);
      if (state?.status !== 'success' || state.isInvalidated) return;
      queryClient.setQueryData(queryKey, state.data, { updatedAt: Date.now() + EARLY_ANSWER_FRESH_MS });
    });
}

/**
 * Starts the queries of the cards the organization's home shows besides its summary and standing (this round
 * of a stokvel, a burial society's reserve), once the bootstrap says the organization's type and the caller's
 * role, instead of when the page has arrived and mounted them.
 */
function startHomeCards(queryClient: QueryClient, data: TBootstrap) {
  if (!data.context) return;
  const { organizationId, organizationType, membershipRole } = data.context;
  const membership = data.me.memberships.find((candidate) => candidate.organizationId === organizationId);
  const cards = describeHomeCards({
    organizationId,
    organizationType,
    role: getEffectiveRole({ platformRoles: data.me.platformRoles, membershipRole }),
    isReadOnly: !membership?.organization.active,
    isMember: membership !== undefined,
  });
  for (const query of homeCardQueries(cards)) {
    // The standing is already on its way with the summary.
    if (queryClient.getQueryState(query.queryKey)) continue;
    primeQuery(queryClient, query);
  }
}

/**
 * Seeds the query cache from the requests the entry started (app/early-data.ts): the user, the flags and the
 * organization's context from the bootstrap, and on /dashboard the summary and the standing, all under their
 * existing keys; the home's other cards start as soon as the bootstrap answers.
 */
export function primeQueriesFromEarlyData(queryClient: QueryClient, early: TEarlyData): void {
  const bootstrap = early.bootstrap as Promise<TBootstrap>;
  primeQuery(
    queryClient,
    authQueries.me(),
    bootstrap.then((data) => data.me),
  );
  primeQuery(
    queryClient,
    featureFlagQueries.list(),
    bootstrap.then((data) => data.flags),
  );

  const { storedOrganizationId, home } = early;
  const primeHome = (organizationId: string) => {
    if (!home) return;
    primeQuery(
      queryClient,
      dashboardQueries.summary(organizationId),
      home.summary as Promise<TDashboardSummary>,
    );
    primeQuery(
      queryClient,
      groupRuleQueries.myStanding(organizationId),
      home.standing as Promise<TMyStanding>,
    );
  };
  if (storedOrganizationId) {
    // The stored organization's context, if the bootstrap answered for it (else the hooks ask as usual).
    primeQuery(
      queryClient,
      organizationContextQueries.detail(storedOrganizationId),
      bootstrap.then((data) => {
        if (data.context?.organizationId !== storedOrganizationId) throw new Error('another organization');
        return data.context;
      }),
    );
    primeHome(storedOrganizationId);
  }
  // Nothing stored: the bootstrap says which organization the app opens; its context arrives with it, and the
  // home's data the entry asked for as soon as it knew.
  void bootstrap
    .then((data) => {
      if (!data.context) return;
      if (!storedOrganizationId) {
        const { organizationId } = data.context;
        const { queryKey } = organizationContextQueries.detail(organizationId);
        queryClient.setQueryData(queryKey, data.context, { updatedAt: Date.now() + EARLY_ANSWER_FRESH_MS });
        primeHome(organizationId);
      }
      if (home) startHomeCards(queryClient, data);
    })
    .catch(() => undefined);
}
