import { DEMO, organizationSwitcher, sidebarNav, signInAs } from './shell-support';
import { expect, test } from './support/test';

/** The shell's parts that load when first used (docs/decisions/0042-dashboard-first-visit-under-180-kb.md). */
const DEFERRED_CHUNKS =
  /\/assets\/(user-menu-content|organization-menu|mobile-sidebar|nav-tooltip)-[^/]+\.js$/;

test('the account and organization menus load when first used and work from the keyboard', async ({
  page,
  baseURL,
}) => {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (DEFERRED_CHUNKS.test(request.url())) loaded.push(new URL(request.url()).pathname);
  });
  await signInAs(page, baseURL, DEMO.lerato);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Welcome, Lerato/ })).toBeVisible();
  await expect(page.getByText('Total Balance')).toBeVisible();
  expect(loaded).toEqual([]);

  // Keyboard: focus the avatar, Enter opens the real menu with focus in it; Escape gives focus back.
  const account = page.getByRole('button', { name: 'Account menu' });
  await account.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('lerato@masakhane.demo');
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.locator('[role="menu"]:focus-within, [role="menu"]:focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeFocused();
  expect(loaded.some((path) => path.includes('user-menu-content'))).toBe(true);

  // Once loaded it is the real menu: open again, go to Profile.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);

  // The switcher lists every membership and switches.
  await organizationSwitcher(page).click();
  const switcher = page.getByRole('menu');
  await expect(switcher).toContainText('Switch Organization');
  await expect(switcher.getByRole('menuitem', { name: /Ikhwezi Cooperative/ })).toContainText('(current)');
  await expect(switcher.getByRole('menuitem', { name: 'Browse Organizations' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(switcher).toBeHidden();
});

test('the collapsed sidebar names a page beside its icon', async ({ page, baseURL }) => {
  await signInAs(page, baseURL, DEMO.lerato);
  await page.goto('/dashboard');
  await expect(page.getByText('Total Balance')).toBeVisible();
  await page.keyboard.press('Control+B');
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  // The tooltips' code starts loading as the sidebar collapses; a pointer already resting on a link when it
  // arrives shows nothing until it moves, as with any hover.
  // Moving the pointer from one link to another, again until the tooltip shows, as a person would.
  await expect(async () => {
    await sidebarNav(page).getByRole('link', { name: 'Loans' }).hover();
    await sidebarNav(page).getByRole('link', { name: 'Contributions' }).hover();
    await expect(page.getByRole('tooltip', { name: 'Contributions' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  // Back as it was for the next test of this user.
  await page.keyboard.press('Control+B');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
});
