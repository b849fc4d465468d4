import {
  DEMO,
  organizationSwitcher,
  readSidebar,
  signInAs,
  switchOrganization,
  toastWith,
} from './shell-support';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/test';

test('switching organization changes what every page shows, and is remembered', async ({ page, baseURL }) => {
  await signInAs(page, baseURL, DEMO.thandi);
  await page.goto('/dashboard');
  await switchOrganization(page, 'Kasi Savings Stokvel');

  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await page.goto('/dashboard/contributions');
  await expect(page.getByText('Your contributions to Kasi Savings Stokvel')).toBeVisible();
  await expect(page.getByText('Privacy notice:')).toBeVisible();
  await expect(sidebar).toContainText('Stokvel');
  await expect(sidebar.getByText('Admin', { exact: true })).toHaveCount(0);
  expect(Object.keys(await readSidebar(page))).not.toContain('Organization Management');

  // The switcher lists every organization with a check on the current one.
  await organizationSwitcher(page).click();
  await expect(page.getByRole('menuitem', { name: 'Kasi Savings Stokvel (current)' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Ubuntu Burial Society', exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Masakhane Community Group', exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Browse Organizations' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('menuitem', { name: 'Ubuntu Burial Society', exact: true }).click();

  await expect(toastWith(page, 'Switched to Ubuntu Burial Society')).toBeVisible();
  await expect(page.getByText('Contributions received by Ubuntu Burial Society')).toBeVisible();
  await expect(page.getByText('Privacy notice:')).toHaveCount(0);
  await expect(sidebar).toContainText('Burial Society');
  await expect(sidebar.getByText('Admin', { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await readSidebar(page))['Organization Management'])
    .toEqual([
      'Organization Settings',
      'Manage Members',
      'Join Requests',
      'Approvals',
      'Arrears',
      'Fines',
      'Cover Register',
      'Claims',
      'Bank',
    ]);

  // Kept in localStorage: a reload (and the overview) still show the chosen organization.
  await page.reload();
  await expect(page.getByText('Contributions received by Ubuntu Burial Society')).toBeVisible();
  await page.goto('/dashboard');
  const selectedCard = page.locator('[aria-current="true"]');
  await expect(selectedCard).toContainText('Ubuntu Burial Society');
  await expect(selectedCard).toContainText('Selected');

  await organizationSwitcher(page).click();
  await page.getByRole('menuitem', { name: 'Browse Organizations' }).click();
  await expect(page).toHaveURL(/\/dashboard\/organizations$/);
});

test('a user without an organization is offered Join Organization', async ({ page, baseURL }) => {
  await signInAs(page, baseURL, DEMO.newcomer);
  await page.goto('/dashboard/receipts');
  await expect(
    page.getByText('You are not a member of any organization. Please join an organization first.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Join Organization' }).click();
  await expect(page).toHaveURL(/\/dashboard\/organizations$/);
});
