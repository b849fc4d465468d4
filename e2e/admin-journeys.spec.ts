import { randomBytes } from 'node:crypto';
import { signInAs, toastWith } from './shell-support';
import { expectNoSeriousA11yViolations } from './support/axe';
import { type Browser, expect, type Locator, type Page, test } from './support/test';

const SITE_ADMIN = 'admin@masakhane.demo';
const DEVELOPER = 'dev@masakhane.demo';

async function openAs(
  browser: Browser,
  baseURL: string | undefined,
  email: string,
  width = 1280,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, baseURL, email);
  return page;
}

/** A fresh account nobody else uses, so deleting it leaves the demo users alone. */
async function signUpSomeone(page: Page, baseURL: string | undefined): Promise<string> {
  const suffix = randomBytes(4).toString('hex');
  const name = `Leaving Person ${suffix}`;
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { name, email: `leaving.${suffix}@example.test`, password: `Stokvel-${suffix}` },
    headers: { origin: new URL(baseURL ?? '').origin },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return name;
}

function table(page: Page, name: string): Locator {
  return page.getByRole('region', { name });
}

async function rowAction(page: Page, rowName: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${rowName}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test.describe('platform administration as site admin', () => {
  test('finds users by name and role, views details, suspends, restores and deletes', async ({
    browser,
    baseURL,
  }) => {
    const page = await openAs(browser, baseURL, SITE_ADMIN);
    const leaving = await signUpSomeone(page, baseURL);
    await page.goto('/dashboard/admin/users');
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Role').selectOption({ label: 'Site Admins' });
    const users = table(page, 'Users');
    await expect(users.getByRole('row')).toHaveCount(3);
    await expect(users).toContainText('Pieter van Wyk');
    await expect(users).toContainText('Zanele Dlamini');
    await page.getByLabel('Role').selectOption({ label: 'All Roles' });

    await page.getByLabel('Search users').fill('THANDI');
    await expect(users.getByRole('row')).toHaveCount(2);
    await rowAction(page, 'Thandi Mokoena', 'View Details');
    const details = page.getByRole('dialog', { name: 'User details' });
    await expect(details).toContainText('Ubuntu Burial Society');
    await expect(details).toContainText('Two-factor');
    await expect(details).toContainText('Cannot be deleted now');
    await page.keyboard.press('Escape');

    // The last admin of an organization cannot be deleted.
    await rowAction(page, 'Thandi Mokoena', 'Delete User');
    await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to delete this user?');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toastWith(page, /last admin of/)).toBeVisible();

    await page.getByLabel('Search users').fill(leaving);
    await expect(users.getByRole('row')).toHaveCount(2);
    await expect(users).toContainText('Unverified');
    await rowAction(page, leaving, 'Suspend User');
    await expect(toastWith(page, 'User suspended')).toBeVisible();
    await expect(users).toContainText('Suspended');
    await rowAction(page, leaving, 'Restore User');
    await expect(toastWith(page, 'User restored')).toBeVisible();
    await expect(users).toContainText('Unverified');

    await rowAction(page, leaving, 'Delete User');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toastWith(page, 'User deleted successfully')).toBeVisible();
    await expect(page.getByText(leaving)).toHaveCount(0);
  });

  test('organizations: filters, detailed info, and delete refused while the books hold records', async ({
    browser,
    baseURL,
  }) => {
    const page = await openAs(browser, baseURL, SITE_ADMIN);
    await page.goto('/dashboard/admin/organizations');
    const organizations = table(page, 'Organizations');
    await expect(organizations).toContainText('Ubuntu Burial Society');
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Type').selectOption({ label: 'Stokvel' });
    await expect(organizations).toContainText('Kasi Savings Stokvel');
    await expect(organizations).not.toContainText('Ubuntu Burial Society');
    await page.getByLabel('Type').selectOption({ label: 'All types' });

    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Description' }).click();
    await page.keyboard.press('Escape');
    await expect(organizations.getByRole('columnheader', { name: 'Description' })).toBeVisible();

    await rowAction(page, 'Ubuntu Burial Society', 'View Detailed Info');
    const details = page.getByRole('dialog', { name: 'Ubuntu Burial Society' });
    await expect(details).toContainText('Thandi Mokoena');
    await expect(details).toContainText('Cash held');
    await expect(details).toContainText('can be archived, not deleted');
    await page.keyboard.press('Escape');

    await rowAction(page, 'Ubuntu Burial Society', 'Delete Organization');
    await expect(page.getByRole('alertdialog')).toContainText(
      'Are you sure you want to delete this organization?',
    );
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toastWith(page, /Archive it instead/)).toBeVisible();

    await rowAction(page, 'Ubuntu Burial Society', 'Manage Features');
    await expect(page.getByRole('dialog', { name: 'Manage Features' })).toContainText('Contributions');
  });

  test('staff open any organization from the admin pages and see its pages under a banner', async ({
    browser,
    baseURL,
  }) => {
    const page = await openAs(browser, baseURL, SITE_ADMIN);
    await page.goto('/dashboard/admin/organizations');
    await expect(table(page, 'Organizations')).toContainText('Ubuntu Burial Society');
    await rowAction(page, 'Ubuntu Burial Society', 'Open Organization');
    await expect(page).toHaveURL(/\/dashboard$/);
    const banner = page
      .getByRole('status')
      .filter({ hasText: 'You are viewing Ubuntu Burial Society as platform staff.' });
    await expect(banner).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ubuntu Burial Society', level: 2 })).toBeVisible();

    // The organization's pages show its records, as the staff role grants, with the banner on each.
    await page.goto('/dashboard/contributions');
    await expect(banner).toBeVisible();
    await expect(page.getByText('Contributions received by Ubuntu Burial Society')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Contribution History' })).toContainText('Bongani Mthembu');

    await banner.getByRole('button', { name: 'Stop viewing' }).click();
    await expect(page).toHaveURL(/\/dashboard\/admin\/organizations$/);
    await expect(banner).toHaveCount(0);
  });

  test('early access: contacted, notes saved only when changed, CSV export, and the contact inbox', async ({
    browser,
    baseURL,
  }) => {
    const page = await openAs(browser, baseURL, SITE_ADMIN);
    await page.goto('/dashboard/admin/early-access');
    await expect(page.getByText('kabelo.moloi@example.co.za', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const notes = page.getByLabel('Notes on kabelo.moloi@example.co.za');
    await expect(page.getByRole('button', { name: 'Save Notes' })).toHaveCount(0);
    await notes.fill(`Left a voice note ${randomBytes(2).toString('hex')}`);
    await page.getByRole('button', { name: 'Save Notes' }).click();
    await expect(toastWith(page, 'Signup updated')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Notes' })).toHaveCount(0);
    await page.locator(`#contacted-${await readSignupId(page, 'kabelo.moloi@example.co.za')}`).click();
    await expect(toastWith(page, 'Signup updated').last()).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^early-access-\d{4}-\d{2}-\d{2}\.csv$/);

    await page.getByRole('tab', { name: 'Contact inbox' }).click();
    const reply = page.getByRole('link', { name: 'Reply by e-mail' }).first();
    await expect(reply).toHaveAttribute('href', /^mailto:/);
  });

  test('site activity shows real counts and the 404 log; developer pages stay closed', async ({
    browser,
    baseURL,
  }) => {
    const page = await openAs(browser, baseURL, SITE_ADMIN);
    await page.goto('/dashboard/admin/site-activity');
    await expect(page.getByRole('group', { name: 'Organizations' })).toContainText(/\d/);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('tab', { name: '404 log' }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    expect((await page.request.get('/api/v1/admin/security')).status()).toBe(403);
    expect((await page.request.get('/api/v1/admin/logs')).status()).toBe(403);
  });

  test('works on a 375 px phone: users as cards with their actions', async ({ browser, baseURL }) => {
    const page = await openAs(browser, baseURL, SITE_ADMIN, 375);
    await page.goto('/dashboard/admin/users');
    const cards = page.getByRole('list', { name: 'Users' });
    await expect(cards.getByRole('listitem').first()).toBeVisible();
    await page.getByLabel('Search users').fill('Pieter');
    await expect(cards.getByRole('listitem')).toHaveCount(1);
    await rowAction(page, 'Pieter van Wyk', 'View Details');
    await expect(page.getByRole('dialog', { name: 'User details' })).toContainText('Site Admin');
  });
});

async function readSignupId(page: Page, email: string): Promise<string> {
  const id = await page.getByLabel(`Notes on ${email}`).getAttribute('id');
  return (id ?? '').replace(/^notes-/, '');
}

test.describe('platform administration as developer', () => {
  test('security checks find admins without two-factor and run again on request', async ({
    browser,
    baseURL,
  }) => {
    const page = await openAs(browser, baseURL, DEVELOPER);
    await page.goto('/dashboard/admin/security');
    const findings = table(page, 'Findings');
    await expect(findings).toContainText('admin@masakhane.demo');
    await expect(page.getByRole('group', { name: 'Critical' })).toHaveText(/Critical\s*0$/);
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Severity').selectOption({ label: 'High' });
    await expect(findings.getByRole('row').nth(1)).toContainText('High');
    await page.getByRole('button', { name: 'Run checks' }).click();
    await expect(page.getByText(/^Checked /)).toBeVisible();
  });

  test('system logs list by level and export system-logs-{date}.log', async ({ browser, baseURL }) => {
    const page = await openAs(browser, baseURL, DEVELOPER);
    await page.goto('/dashboard/admin/logs');
    await expect(page.getByRole('heading', { name: 'System Logs' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Level').selectOption({ label: 'Warning' });
    const entries = table(page, 'Log entries');
    await expect(entries).toContainText('Failed sign-in');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export' }).click();
    expect((await download).suggestedFilename()).toMatch(/^system-logs-\d{4}-\d{2}-\d{2}\.log$/);
  });

  test('a critical feature flag asks before it switches', async ({ browser, baseURL }) => {
    const page = await openAs(browser, baseURL, DEVELOPER);
    await page.goto('/dashboard/admin/features');
    const flag = page.getByRole('switch', { name: 'Contributions' });
    await expect(flag).toBeChecked();
    await flag.click();
    await expect(page.getByRole('alertdialog')).toContainText('Contributions is a critical feature');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(flag).toBeChecked();
  });
});
