import { isFeatureAvailable, type TFeatureKey } from '../../shared/access/features';
import { getEffectiveRole } from '../../shared/access/roles';
import type { TBootstrap } from '../../shared/contracts/me';
import { isDashboardPath } from '../../shared/dashboard-path';
import { holdEarlyAnswers, type TEarlyAnswer } from '../lib/early-answers';
import { LIST_PAGE_SIZE } from '../lib/list-page-size';
import { noteCachedAnswer, OFFLINE_CACHE_HEADER } from '../lib/offline';
import { readStoredOrganizationId } from '../lib/stored-organization';

/** A request started by the entry before any page code arrived; its JSON, or the Response that failed. */
export type TEarlyRequest = Promise<unknown>;

export type TEarlyData = {
  /** GET /api/v1/bootstrap: the user, the flags and the selected organization's context. */
  bootstrap: TEarlyRequest;
  /** The organization the stored selection names, if any; the bootstrap may settle on another. */
  storedOrganizationId: string | null;
  /**
   * On /dashboard, the organization's home: its summary and the caller's standing (what they owe), of the
   * stored organization beside the bootstrap; with none stored, of the one the bootstrap settles on, as soon
   * as it answers.
   */
  home: { summary: TEarlyRequest; standing: TEarlyRequest } | null;
};

let started: TEarlyData | null = null;

const FIRST_PAGE = `limit=${LIST_PAGE_SIZE}&offset=0`;
/**
 * What the record lists ask of their organization as they open, whatever the caller's role (paths under
 * /api/v1/orgs/:organizationId/, written as lib/api.ts writes them): the first page with no filter and the
 * figures above it, when the list's feature is open to the caller there. The member filter's list is left
 * out: only admins ask for it.
 */
export const LIST_PAGE_REQUESTS: Readonly<
  Record<string, { feature: TFeatureKey; paths: readonly string[] }>
> = {
  '/dashboard/contributions': {
    feature: 'contributions',
    paths: [`contributions?${FIRST_PAGE}`, 'contributions/stats'],
  },
  '/dashboard/loans': { feature: 'loans', paths: [`loans?${FIRST_PAGE}`, 'loans/stats', 'loans/terms'] },
  '/dashboard/transactions': { feature: 'transactions', paths: [`transactions?${FIRST_PAGE}`] },
};

/**
 * The organization the bootstrap settled on, when the list's feature is open to the caller there (the same
 * rule as the page's guard); else it rejects, and nothing is asked that would only be refused.
 */
function readListOrganization(bootstrap: TBootstrap, feature: TFeatureKey): string {
  const { me, flags, context } = bootstrap;
  if (!context) throw new Error('no organization to show');
  const role = getEffectiveRole({ platformRoles: me.platformRoles, membershipRole: context.membershipRole });
  const isOpen = isFeatureAvailable({
    featureKey: feature,
    role,
    flags,
    overrides: context.overrides,
    organizationType: context.organizationType,
  });
  if (!isOpen) throw new Error(`${feature} is not open here`);
  return context.organizationId;
}

/** How long after the page started its early answers may still be taken: they are for its first render. */
export const EARLY_ANSWER_TAKEN_WITHIN_MS = 10_000;

function readContextOrganizationId(bootstrap: unknown): string | null {
  if (typeof bootstrap !== 'object' || bootstrap === null || !('context' in bootstrap)) return null;
  const { context } = bootstrap;
  if (typeof context !== 'object' || context === null || !('organizationId' in context)) return null;
  return typeof context.organizationId === 'string' ? context.organizationId : null;
}

/** GETs `path` under the organization's part of our API (`/api/v1/orgs/:id/`) with requestJson. */
function requestUnder(organizationId: string, path: string): Promise<unknown> {
  return requestJson(`/api/v1/orgs/${encodeURIComponent(organizationId)}/${path}`);
}

/** GETs our API as JSON; a non-2xx answer or a network failure rejects (the caller falls back to its own query). */
export async function requestJson(path: string): Promise<unknown> {
  const response = await fetch(path, { credentials: 'include', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const cachedAt = response.headers.get(OFFLINE_CACHE_HEADER);
  if (cachedAt) noteCachedAnswer(cachedAt);
  return response.json();
}

/**
 * Starts the dashboard's first round of data as the page loads, before the router, the layout and the page
 * have arrived: the bootstrap and, on /dashboard, the summary and the standing, side by side; on a record
 * list, its first page and figures as soon as the bootstrap says the list is open to the caller.
 * app/prime-queries.ts hands the home's answers to the query cache under the keys the hooks use; a list's
 * queries take theirs when they ask (lib/early-answers.ts, through lib/api.ts), so nothing is asked twice.
 */
export function startEarlyData(pathname: string): void {
  if (started || !isDashboardPath(pathname)) return;
  const storedOrganizationId = readStoredOrganizationId();
  const orgQuery = storedOrganizationId ? `?orgId=${encodeURIComponent(storedOrganizationId)}` : '';
  const bootstrap = requestJson(`/api/v1/bootstrap${orgQuery}`);
  const wantsHome = pathname === '/dashboard' || pathname === '/dashboard/';
  const organizationPath = storedOrganizationId
    ? Promise.resolve(storedOrganizationId)
    : bootstrap.then((data) => {
        const organizationId = readContextOrganizationId(data);
        if (!organizationId) throw new Error('no organization to show');
        return organizationId;
      });
  const organizationRequest = (path: string) =>
    organizationPath.then((organizationId) => requestUnder(organizationId, path));
  const home = wantsHome
    ? { summary: organizationRequest('dashboard/summary'), standing: organizationRequest('standing/me') }
    : null;
  const list = LIST_PAGE_REQUESTS[pathname.replace(/\/$/, '')];
  if (list) {
    // After the bootstrap, which says whether the list is open to the caller in that organization.
    const listOrganization = bootstrap.then((data) => readListOrganization(data as TBootstrap, list.feature));
    listOrganization.catch(() => undefined);
    const answers = list.paths.map((path): [string, TEarlyAnswer] => [
      path,
      {
        organizationId: listOrganization,
        answer: listOrganization.then((organizationId) => requestUnder(organizationId, path)),
      },
    ]);
    holdEarlyAnswers(answers, performance.now() + EARLY_ANSWER_TAKEN_WITHIN_MS);
  }
  // Unhandled until the cache takes them; a failure here is answered by the hooks' own requests.
  organizationPath.catch(() => undefined);
  for (const request of [bootstrap, home?.summary, home?.standing]) request?.catch(() => undefined);
  started = { bootstrap, storedOrganizationId, home };
}

/** The early requests, once: the first query client takes them, later ones fetch as usual. */
export function takeEarlyData(): TEarlyData | null {
  const data = started;
  started = null;
  return data;
}
