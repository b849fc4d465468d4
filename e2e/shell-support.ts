import { expect, type Locator, type Page } from '@playwright/test';

/** Seeded demo users (src/server/demo/demo-users.ts); all share one password. */
export const DEMO_PASSWORD = 'Masakhane#2026';
export const DEMO = {
  thandi: 'thandi@masakhane.demo',
  sipho: 'sipho@masakhane.demo',
  nomsa: 'nomsa@masakhane.demo',
  bongani: 'bongani@masakhane.demo',
  lerato: 'lerato@masakhane.demo',
  kagiso: 'kagiso@masakhane.demo',
  newcomer: 'newcomer@masakhane.demo',
  siteAdmin: 'admin@masakhane.demo',
  developer: 'dev@masakhane.demo',
} as const;

/** Signs in through the API (the sign-in screen has its own journeys); the page's context keeps the cookie. */
export async function signInAs(page: Page, baseURL: string | undefined, email: string) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: DEMO_PASSWORD },
    headers: { origin: new URL(baseURL ?? '').origin },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

export function sidebarNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Dashboard' });
}

/** The sidebar as the user reads it: group title -> item titles. */
export async function readSidebar(page: Page): Promise<Record<string, string[]>> {
  const nav = sidebarNav(page).first();
  await expect(nav).toBeVisible();
  return nav.evaluate((element) =>
    Object.fromEntries(
      [...element.querySelectorAll('section')].map((section) => [
        section.querySelector('h2')?.textContent?.trim() ?? '',
        [...section.querySelectorAll('li a')].map((link) => link.textContent?.trim() ?? ''),
      ]),
    ),
  );
}

/** The switcher's button at the top of the sidebar (once the user's organizations are loaded). */
export function organizationSwitcher(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Sidebar' }).locator('button[aria-haspopup="menu"]');
}

/** Opens the organization switcher and picks an organization by name. */
export async function switchOrganization(page: Page, name: string) {
  await organizationSwitcher(page).click();
  await expect(page.getByRole('menu')).toContainText('Switch Organization');
  await page.getByRole('menuitem', { name: new RegExp(`^${name}`) }).click();
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toContainText(name);
}

/** The sonner toast that contains `text`. */
export function toastWith(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

export const MEMBER_ACCOUNT = ['Profile', 'Settings', 'Help & Guide'];
