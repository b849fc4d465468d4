import { DEMO, signInAs } from './shell-support';
import { expect, type Page, test } from './support/test';

/**
 * Counts React's commits from the page's first script on, through the hook React DOM reports every commit to
 * (the one developer tools install). A string, so it runs in the page as written.
 */
const COUNT_COMMITS = `
  window.__commits = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: () => { window.__commits += 1; },
  };
`;

/**
 * Notes, as each is asked, the live-updates stream and the member filter's names, with how many records the
 * list on screen then showed (the cards a phone shows).
 */
const NOTE_LATER_REQUESTS = `
  window.__asked = [];
  const shownRecords = () => document.querySelectorAll('main ul[aria-label] > li').length;
  const OpenStream = window.EventSource;
  window.EventSource = function (url, options) {
    window.__asked.push({ what: 'stream', records: shownRecords() });
    return new OpenStream(url, options);
  };
  const send = window.fetch;
  window.fetch = function (input) {
    const url = String((input && input.url) || input);
    if (url.includes('/members')) window.__asked.push({ what: 'members', records: shownRecords() });
    return send.apply(this, arguments);
  };
`;

type TAsked = { what: 'stream' | 'members'; records: number };

async function readAsked(page: Page): Promise<TAsked[]> {
  return page.evaluate(() => (window as unknown as { __asked: TAsked[] }).__asked);
}

async function readCommits(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __commits: number }).__commits);
}

/**
 * A dashboard page opened directly renders the frame, then the page once its data is in: a handful of
 * commits. Each one on a phone is main-thread work before the figures show (docs/decisions/0050-the-dashboard-
 * renders-once-its-session-is-known.md: it once took a few hundred before the page first showed).
 */
test('a dashboard page opened directly shows its figures after a few renders, not hundreds', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.addInitScript(COUNT_COMMITS);
  await signInAs(page, baseURL, DEMO.lerato);

  await page.goto('/dashboard/transactions');
  await expect(page.getByRole('list', { name: 'Transactions' }).getByRole('listitem').first()).toBeVisible();
  const onTransactions = await readCommits(page);
  expect(onTransactions).toBeGreaterThan(0);
  expect(onTransactions).toBeLessThanOrEqual(30);

  await page.goto('/dashboard');
  await expect(page.getByText('Total Balance')).toBeVisible();
  const onHome = await readCommits(page);
  expect(onHome).toBeGreaterThan(0);
  expect(onHome).toBeLessThanOrEqual(30);
});

/**
 * What nobody waits for as a list opens (the live-updates stream, the member filter's names) is asked once the
 * records are on screen, so on a slow network it does not take a connection from them (docs/decisions/0051-
 * what-no-one-waits-for-starts-after-the-page-is-drawn.md); the filter then still lists the members.
 */
test('a record list opened directly opens its live updates and asks for member names once its records show', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.addInitScript(NOTE_LATER_REQUESTS);
  await signInAs(page, baseURL, DEMO.lerato);

  await page.goto('/dashboard/contributions');
  await expect(
    page.getByRole('list', { name: 'Contribution History' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect
    .poll(async () => (await readAsked(page)).map((asked) => asked.what).sort())
    .toEqual(['members', 'stream']);
  for (const asked of await readAsked(page)) expect(asked.records, asked.what).toBeGreaterThan(0);

  const memberFilter = page.getByLabel('Member', { exact: true });
  await expect(memberFilter.locator('option', { hasText: 'Nomsa Zulu' })).toHaveCount(1);
  await memberFilter.selectOption({ label: 'Nomsa Zulu' });
  const records = page.getByRole('list', { name: 'Contribution History' }).getByRole('listitem');
  await expect(records.filter({ hasText: 'Ayanda Ndlovu' })).toHaveCount(0);
  await expect(records.first()).toContainText('Nomsa Zulu');
});

/**
 * A phone list of 50 records costs the browser's styling, layout and painting of the few cards near the
 * screen, not of all 50 (content-visibility: auto, ADR 55); a card further down is drawn as it scrolls near,
 * and its words are in the page all along (find in page, screen readers, the tests' own text queries).
 */
test('a phone list draws the cards near the screen and the rest as they scroll near', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAs(page, baseURL, DEMO.lerato);
  await page.goto('/dashboard/transactions');
  const cards = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
  await expect(cards).toHaveCount(50);
  // A skipped card keeps its own box; what it holds is what the browser leaves undrawn.
  const isDrawn = (index: number) =>
    cards
      .nth(index)
      .evaluate((card) => card.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false);

  await expect.poll(() => isDrawn(0)).toBe(true);
  expect(await isDrawn(49)).toBe(false);
  const lastText = (await cards.nth(49).textContent()) ?? '';
  expect(lastText.length).toBeGreaterThan(0);

  await cards.nth(49).scrollIntoViewIfNeeded();
  await expect.poll(() => isDrawn(49)).toBe(true);
  await expect(cards.nth(49)).toBeInViewport();
});
