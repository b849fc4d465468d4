import type { Page, Request } from '@playwright/test';

/**
 * Counts the page's requests in flight, so a test can wait for a page's data after an in-app navigation,
 * which Playwright's `networkidle` does not see (it is a load state of the document, reached once). Live-update
 * streams stay open by design and are not counted.
 */
export function trackRequests(page: Page) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const isCounted = (request: Request) =>
    request.resourceType() !== 'eventsource' &&
    !(request.headers().accept ?? '').includes('text/event-stream');
  const settle = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', (request) => {
    if (!isCounted(request)) return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);

  /** Resolves once no counted request has been in flight for `quietMs` (250 ms: a page's follow-up fetches start within a frame or two of the last answer). */
  async function waitForQuiet(quietMs = 250, timeoutMs = 30_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const now = Date.now();
      if (inFlight.size === 0 && now - lastChange >= quietMs) return;
      if (now > deadline)
        throw new Error(
          `requests still in flight: ${[...inFlight].map((request) => request.url()).join(', ')}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return { waitForQuiet };
}

/**
 * Navigates inside the single-page app, as a click on a link does: no document load, the router renders the
 * page (or the page it redirects to, such as the 403 page). Wait for its data with `waitForQuiet`.
 */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
