import { DEMO, sidebarNav, signInAs, switchOrganization, toastWith } from './shell-support';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, type Page, test } from './support/test';

function palette(page: Page) {
  return page.getByRole('dialog', { name: 'Search' });
}

test('the command palette finds a page and opens it', async ({ page, baseURL }) => {
  await signInAs(page, baseURL, DEMO.thandi);
  await page.goto('/dashboard');
  await switchOrganization(page, 'Kasi Savings Stokvel');

  await page.keyboard.press('Control+K');
  const search = palette(page).getByPlaceholder('Type to search or navigate...');
  await expect(search).toBeFocused();
  for (const group of ['Main', 'Account', 'Submissions', 'Pages']) {
    await expect(palette(page).getByText(group, { exact: true })).toBeVisible();
  }
  // A member sees no administration and no admin-only pages; the public pages are always there.
  await expect(palette(page).getByText('Admin', { exact: true })).toHaveCount(0);
  await expect(palette(page).getByRole('option', { name: 'Analytics' })).toHaveCount(0);
  await expect(palette(page).getByRole('option', { name: 'Pricing' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await search.fill('xyz');
  await expect(palette(page).getByText('No results found.')).toBeVisible();
  await search.fill('recei');
  await expect(palette(page).getByRole('option')).toHaveText(['Receipts']);
  await page.keyboard.press('Enter');
  await expect(palette(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard\/receipts$/);

  // The header's search button opens it too, and Ctrl+K closes it again.
  await page.getByRole('button', { name: /Search/ }).click();
  await expect(palette(page)).toBeVisible();
  await page.keyboard.press('Control+K');
  await expect(palette(page)).toHaveCount(0);
  // As a keyboard types it (a lower-case k, which the palette's list must not take for "move up").
  await page.keyboard.press('Control+k');
  await expect(palette(page)).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(palette(page)).toHaveCount(0);
});

test('a developer finds the administration pages in the palette', async ({ page, baseURL }) => {
  await signInAs(page, baseURL, DEMO.developer);
  await page.goto('/dashboard');
  await expect(sidebarNav(page)).toBeVisible();
  await page.keyboard.press('Meta+K');
  await palette(page).getByPlaceholder('Type to search or navigate...').fill('system logs');
  await palette(page).getByRole('option', { name: 'System Logs' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/logs$/);
});

const SHORTCUTS = [
  ['Control+Shift+T', /\/dashboard\/transactions$/, 'Navigated to Transactions'],
  ['Control+Shift+A', /\/dashboard\/analytics$/, 'Navigated to Analytics'],
  ['Control+Shift+R', /\/dashboard\/receipts$/, 'Navigated to Receipts'],
  ['Control+Shift+O', /\/dashboard\/organizations$/, 'Navigated to Organizations'],
  ['Control+Shift+H', /\/dashboard\/help$/, 'Navigated to Help & Guide'],
  ['Control+Comma', /\/dashboard\/settings$/, 'Navigated to Settings'],
  ['Control+Shift+D', /\/dashboard$/, 'Navigated to Dashboard'],
  ['Shift+Slash', /\/dashboard\/help\?tab=shortcuts$/, 'Navigated to Help & Guide'],
] as const;

test('every keyboard shortcut navigates and says so', async ({ page, baseURL }) => {
  await signInAs(page, baseURL, DEMO.lerato);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await expect(sidebarNav(page)).toBeVisible();
  for (const [keys, url, message] of SHORTCUTS) {
    await page.keyboard.press(keys);
    await expect(page).toHaveURL(url);
    await expect(toastWith(page, message).first()).toBeVisible();
  }
  await expect(page.getByRole('tab', { name: 'Shortcuts', selected: true })).toBeVisible();
});

test('shortcuts do not fire while typing in a field', async ({ page, baseURL }) => {
  await signInAs(page, baseURL, DEMO.lerato);
  await page.goto('/dashboard/help?tab=faq');
  const search = page.getByLabel('Search the questions');
  await search.click();
  await page.keyboard.press('Control+Shift+D');
  await page.keyboard.type('xyz?');
  await expect(page).toHaveURL(/\/dashboard\/help\?tab=faq$/);
  await expect(search).toHaveValue('xyz?');
  await expect(page.getByText('0 questions found')).toBeVisible();
  await search.fill('receipts');
  await expect(page.getByText('1 question found')).toBeVisible();
  await search.fill('');
  await expect(page.getByText('8 questions found')).toBeVisible();
});

test('Ctrl+B collapses the sidebar to icons and the choice survives a reload', async ({ page, baseURL }) => {
  await signInAs(page, baseURL, DEMO.lerato);
  await page.goto('/dashboard');
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  expect((await sidebar.boundingBox())?.width).toBe(256);

  await page.keyboard.press('Control+B');
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(48);
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(6.9);
  expect(days).toBeLessThanOrEqual(7);

  // Icons only, still named for assistive technology.
  await expect(sidebar.getByRole('link', { name: 'Contributions' })).toBeVisible();
  await page.reload();
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
});
