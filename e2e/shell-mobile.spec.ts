import { DEMO, signInAs } from './shell-support';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/test';

test.use({ viewport: { width: 375, height: 740 } });

test('under 768px the sidebar is a drawer that closes after choosing a page', async ({ page, baseURL }) => {
  await signInAs(page, baseURL, DEMO.nomsa);
  await page.goto('/dashboard/contributions');
  await expect(page.getByRole('heading', { name: 'Contributions', level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();
  // Nothing sticks out sideways at phone width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  expect((await drawer.boundingBox())?.width).toBe(288);
  await expectNoSeriousA11yViolations(page);

  await drawer.getByRole('link', { name: 'Receipts' }).click();
  await expect(page).toHaveURL(/\/dashboard\/receipts$/);
  await expect(drawer).toBeHidden();

  await page.keyboard.press('Control+B');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
});

test('a phone renders only the phone layout, and turning it wide brings the table and sidebar', async ({
  page,
  baseURL,
}) => {
  await signInAs(page, baseURL, DEMO.lerato);
  await page.goto('/dashboard/transactions');
  const cards = page.getByRole('list', { name: 'Transactions' });
  await expect(cards.getByRole('listitem').first()).toBeVisible();
  // The first ten cards come at once, the rest of the page's transactions right after (src/web/lib/use-rows-in-steps.ts).
  await expect(cards.getByRole('listitem')).not.toHaveCount(10);
  const cardCount = await cards.getByRole('listitem').count();
  expect(cardCount).toBeGreaterThan(10);
  // Neither the desktop table nor the desktop sidebar is in the page, not even hidden.
  await expect(page.locator('table')).toHaveCount(0);
  await expect(page.locator('aside')).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('region', { name: 'Transactions' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeVisible();
  await expect(cards).toHaveCount(0);
  // The same transactions as a table: one row each below the header.
  await expect(page.getByRole('region', { name: 'Transactions' }).getByRole('row')).toHaveCount(
    cardCount + 1,
  );
});
