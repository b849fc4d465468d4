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
