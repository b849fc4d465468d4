import { DEMO, signInAs, toastWith } from './shell-support';
import { expect, type Page, test } from './support/test';

const OFFLINE_WRITE = 'You are offline: nothing was saved. Try again when you are connected.';

/** Waits until the service worker controls the page, so what the page fetches from now on is kept. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

test('the last-seen dashboard pages open offline from the phone’s copy, and writes are refused', async ({
  page,
  context,
  baseURL,
}) => {
  await signInAs(page, baseURL, DEMO.thandi);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Recent Transactions' })).toBeVisible();
  await waitForServiceWorker(page);

  // Seen once more under the service worker: these answers are kept.
  await page.reload();
  const balance = page.getByText('Total Balance').locator('..').locator('..');
  await expect(balance).toContainText(/R\s[\d\s]+,\d{2}/);
  const balanceText = (await balance.textContent()) ?? '';
  await page.goto('/dashboard/contributions');
  await expect(page.getByRole('button', { name: 'Submit Contribution' })).toBeVisible();
  const firstRow = page.getByRole('row').nth(1);
  // Skeleton rows come first: wait for a real row, with its amount, before reading it.
  await expect(firstRow).toContainText(/R\s[\d\s]+,\d{2}/);
  const firstRowText = (await firstRow.textContent()) ?? '';

  await context.setOffline(true);

  await page.goto('/dashboard');
  const banner = page.getByRole('status').filter({ hasText: /Offline: figures as of \d{2}:\d{2}/ });
  await expect(banner).toBeVisible();
  await expect(page.getByText('Total Balance').locator('..').locator('..')).toHaveText(balanceText);

  await page.reload();
  await expect(banner).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Contributions' })
    .click();
  await expect(page.getByRole('row').nth(1)).toHaveText(firstRowText);
  await expect(banner).toBeVisible();

  // A write is refused at once and says so; nothing is kept to be sent later.
  await page.getByRole('button', { name: 'Submit Contribution' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit Contribution' });
  await dialog.getByLabel('Amount (R)').fill('120');
  await dialog.getByLabel('Payment Reference').fill('OFFLINE-1');
  await dialog.getByRole('button', { name: 'Submit Contribution' }).click();
  await expect(toastWith(page, OFFLINE_WRITE)).toBeVisible();
  await expect(dialog).toBeVisible();

  // Back online, the figures are current again and the banner goes.
  await context.setOffline(false);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Recent Transactions' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});
