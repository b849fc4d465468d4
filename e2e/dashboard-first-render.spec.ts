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
