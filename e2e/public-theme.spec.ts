import { waitForInteractive } from './support/public-site';
import { expect, test } from './support/test';

test('the theme choice cycles light, dark, system and survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/pricing');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);

  // waitForInteractive clicks once: system -> light.
  await waitForInteractive(page);
  await expect(page.getByRole('button', { name: 'Theme: Light. Switch to Dark' })).toBeVisible();
  await page.getByRole('button', { name: 'Theme: Light. Switch to Dark' }).click();
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');

  // Applied before first paint: the class is on <html> as soon as the document is parsed.
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(html).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Theme: Dark. Switch to System' })).toBeVisible();

  await page.getByRole('button', { name: 'Theme: Dark. Switch to System' }).click();
  await expect(html).not.toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('system');
});

test('the saved theme applies before any script file runs, on public and dashboard pages alike', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/pricing');
  await page.evaluate(() => window.localStorage.setItem('theme', 'dark'));
  // With every script file refused, only the inline theme script (allowed by the CSP's hash) can set it.
  await page.route('**/*.js', (route) => route.abort());
  for (const path of ['/pricing', '/dashboard']) {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
  }
});
