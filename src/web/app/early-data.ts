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

function isDashboardPath(pathname: string): boolean {
  return pathname === '/dashboard' || pathname.startsWith('/dashboard/');
}

function readContextOrganizationId(bootstrap: unknown): string | null {
  if (typeof bootstrap !== 'object' || bootstrap === null || !('context' in bootstrap)) return null;
  const { context } = bootstrap;
  if (typeof context !== 'object' || context === null || !('organizationId' in context)) return null;
  return typeof context.organizationId === 'string' ? context.organizationId : null;
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
 * have arrived: the bootstrap and, on /dashboard, the summary and the standing, side by side.
 * app/prime-queries.ts hands the answers to the query cache under the keys the hooks use, so nothing is asked
 * twice.
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
  const homeRequest = (path: string) =>
    organizationPath.then((organizationId) =>
      requestJson(`/api/v1/orgs/${encodeURIComponent(organizationId)}/${path}`),
    );
  const home = wantsHome
    ? { summary: homeRequest('dashboard/summary'), standing: homeRequest('standing/me') }
    : null;
  // Unhandled until the cache takes them; a failure here is answered by the hooks' own requests.
  for (const request of [bootstrap, home?.summary, home?.standing]) request?.catch(() => undefined);
  started = { bootstrap, storedOrganizationId, home };
}

/** The early requests, once: the first query client takes them, later ones fetch as usual. */
export function takeEarlyData(): TEarlyData | null {
  const data = started;
  started = null;
  return data;
}
