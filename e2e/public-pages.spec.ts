import { expectNoSeriousA11yViolations } from './support/axe';
import {
  isParsedHeadingKept,
  PUBLIC_PAGES,
  rememberParsedHeading,
  waitForInteractive,
} from './support/public-site';
import { expect, type Response, test } from './support/test';

test.describe('pre-rendered public pages', () => {
  test('show their content before (and without) JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, heading } of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Footer' }), path).toBeVisible();
    }
    await context.close();
  });

  test('are taken over by the app in place, not re-rendered', async ({ page }) => {
    await rememberParsedHeading(page);
    for (const path of ['/', '/pricing', '/auth', '/auth?mode=signup', '/privacy']) {
      await page.goto(path);
      await waitForInteractive(page);
      expect(await isParsedHeadingKept(page), path).toBe(true);
    }
  });

  test('have no serious or critical axe violations, in light and dark', async ({ page }) => {
    for (const { path, heading } of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    for (const path of ['/', '/pricing', '/contact', '/403']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass(/dark/);
      await expectNoSeriousA11yViolations(page);
    }
  });
});

test('the top bar and footer link every public page', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('navigation', { name: 'Main' });
  for (const [name, url] of [
    ['Features', /\/features$/],
    ['Pricing', /\/pricing$/],
    ['About', /\/about$/],
    ['Contact', /\/contact$/],
  ] as const) {
    await main.getByRole('link', { name }).click();
    await expect(page).toHaveURL(url);
    await expect(main.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
  }
  const footer = page.getByRole('navigation', { name: 'Footer' });
  for (const group of ['Product', 'Company', 'Legal']) {
    await expect(footer.getByRole('heading', { name: group })).toBeVisible();
  }
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link', { name: 'Terms of Service' })
    .click();
  await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=signup$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
});

test('pricing lists the four plans, what all include, the FAQ and custom work', async ({ page }) => {
  await page.goto('/pricing');
  const plans = page
    .getByRole('region', { name: 'Plans' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(plans).toHaveCount(4);
  for (const [name, price, members] of [
    ['Burial Society Tier 1', 'R 400,00', 'per 30 members'],
    ['Stokvel', 'R 500,00', 'per 50 members'],
    ['Cooperative', 'R 1 299,00', 'per 150 members'],
    ['Investment Club', 'R 1 599,00', 'per 150 members'],
  ] as const) {
    const plan = plans.filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(plan).toContainText(price);
    await expect(plan).toContainText(members);
  }
  await expect(plans.filter({ hasText: 'Most Popular' })).toContainText('Stokvel');
  // '/month' never wraps, so the four Get Started buttons line up.
  const buttonTops = await plans
    .getByRole('link', { name: /^Get Started with/ })
    .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
  expect(new Set(buttonTops).size).toBe(1);
  await expect(plans.filter({ hasText: 'Investment Club' })).toContainText('Everything in Cooperative');
  await expect(page.getByRole('heading', { name: 'All Plans Include' })).toBeVisible();

  await page.getByText('Is there a free trial?').click();
  await expect(
    page.getByText('Every plan starts with a 14-day free trial. No card is required to start.'),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Contact Sales' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Get Started with Stokvel' }).click();
  await expect(page).toHaveURL(/\/auth/);
});

test('the access-denied and server-error pages say what happened and offer a way on', async ({ page }) => {
  await page.goto('/403');
  await expect(page.getByText('403', { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      "This feature is currently unavailable or you don't have permission to access it. The feature may be temporarily disabled for maintenance or your organization may not have access to it yet.",
    ),
  ).toBeVisible();
  await expect(page.getByText('Need access?')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await page.getByRole('link', { name: 'Contact Support' }).click();
  await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeVisible();
  await page.goBack();
  await page.getByRole('main').getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/500');
  await expect(page.getByRole('heading', { name: 'Server Error' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Report the Problem' })).toHaveAttribute('href', '/contact');
  const reload = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await reload;
  await expect(page.getByRole('heading', { name: 'Server Error' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-in visitor gets the avatar menu with Dashboard and Sign Out', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill('thandi@masakhane.demo');
  await page.getByLabel('Password', { exact: true }).fill('Masakhane#2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/pricing');
  const banner = page.getByRole('banner');
  const menu = banner.getByRole('button', { name: 'Account menu for Thandi Mokoena' });
  await expect(menu).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await menu.click();
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/about');
  await page.getByRole('banner').getByRole('button', { name: 'Account menu for Thandi Mokoena' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Signed out successfully' }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard$/);
});

test('a public page carries no dashboard routes; the dashboard loads them when opened', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  const readScript = (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  };
  page.on('response', readScript);
  await page.goto('/');
  await waitForInteractive(page);
  // Only the home page's scripts: a body is gone once the page has navigated away.
  page.off('response', readScript);
  // A path only the dashboard's route table names.
  const texts = await Promise.all(scripts);
  expect(texts.length).toBeGreaterThan(0);
  expect(texts.filter((text) => text.includes('admin/site-activity'))).toHaveLength(0);

  // Followed from a public page (the sign-in form), opened directly, and a path it does not have.
  await page.goto('/auth');
  await page.getByLabel('Email').fill('thandi@masakhane.demo');
  await page.getByLabel('Password', { exact: true }).fill('Masakhane#2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Total Balance')).toBeVisible();
  await page.goto('/dashboard/contributions');
  await expect(page.getByRole('heading', { level: 1, name: 'Contributions' })).toBeVisible();
  await page.goto('/dashboard/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('nothing is wider than the screen and the menu works by keyboard', async ({ page }) => {
    for (const { path, heading } of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }

    await page.goto('/');
    await waitForInteractive(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobile).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(mobile).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(mobile.getByRole('link', { name: 'Features' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/features$/);
    await expect(mobile).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await page.getByRole('link', { name: 'Get Started' }).first().click();
    await expect(page).toHaveURL(/\/auth\?mode=signup$/);
  });
});

test('a page that fails to load shows a friendly error page, not a blank screen', async ({ page }) => {
  await page.goto('/');
  await waitForInteractive(page);
  // The pricing page's code cannot be fetched (a dropped connection, or a deploy replaced it).
  await page.route(/\/assets\/pricing-page-[^/]+\.js$/, (route) => route.abort());
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByText(/A newer version of Masakhane is available/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
  await page.unroute(/\/assets\/pricing-page-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Reload page' }).click();
  await expect(page.getByRole('heading', { name: 'Simple monthly plans, in rand' })).toBeVisible();
});
