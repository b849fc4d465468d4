import { randomBytes } from 'node:crypto';
import { AuthPage, toast } from './support/auth-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { waitForVerificationLink } from './support/mail';
import { type Browser, expect, type Page, test } from './support/test';
import { createUniqueUser, type TTestUser } from './support/users';

const SITE_ADMIN = { email: 'admin@masakhane.demo', password: 'Masakhane#2026' } as const;

/** A new account, verified through the e-mailed link and signed in, in its own browser context. */
async function signUpAndSignIn(browser: Browser, user: TTestUser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const auth = new AuthPage(page);
  await auth.openSignUp();
  await auth.signUp(user);
  await expect(toast(page, 'Account created! Please check your email to verify your account.')).toBeVisible();
  await page.goto(await waitForVerificationLink(user.email));
  await expect(page).toHaveURL(/\/auth\?verified=1/);
  await auth.signIn(user);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

async function signInAs(browser: Browser, user: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const auth = new AuthPage(page);
  await auth.openSignIn();
  await auth.signIn(user);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

function uniqueOrganizationName(prefix: string): string {
  return `${prefix} ${randomBytes(3).toString('hex')}`;
}

/** Fills Create Organization; the terms checkbox must be ticked before it is accepted. */
async function createOrganization(page: Page, name: string) {
  await page.goto('/dashboard/organizations/create');
  await expect(page.getByRole('heading', { name: 'Create Organization' })).toBeVisible();
  await page.getByLabel('Organization Name').fill(name);
  await page.getByLabel('Description').fill('Neighbours saving together for December.');
  await page.getByLabel('Organization Type').selectOption('stokvel');
  await page.getByRole('button', { name: 'Create Organization' }).click();
  await expect(toast(page, 'Terms Required')).toBeVisible();
  await expect(toast(page, 'Please accept the terms and conditions to continue.')).toBeVisible();
  await page.getByLabel(/I accept the terms and conditions/).check();
  await page.getByRole('button', { name: 'Create Organization' }).click();
  await expect(toast(page, `${name} has been successfully created!`)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
}

function browseCard(page: Page, name: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
}

async function searchOrganizations(page: Page, name: string) {
  await page.goto('/dashboard/organizations');
  await expect(page.getByRole('heading', { name: 'Browse Organizations' })).toBeVisible();
  await page.getByLabel('Search organizations').fill(name);
}

test('a new organization takes a join request, approves it, promotes the member and lists them', async ({
  browser,
}) => {
  const founder = createUniqueUser();
  const joiner = { ...createUniqueUser(), fullName: 'Sibusiso Dube' };
  const organizationName = uniqueOrganizationName('Siyaphambili Stokvel');

  const founderPage = await signUpAndSignIn(browser, founder);
  await createOrganization(founderPage, organizationName);

  const joinerPage = await signUpAndSignIn(browser, joiner);
  await searchOrganizations(joinerPage, organizationName);
  const card = browseCard(joinerPage, organizationName);
  await expect(card).toContainText('Stokvel');
  await expect(card).toContainText('1 member');
  await expectNoSeriousA11yViolations(joinerPage);
  await card.getByRole('button', { name: 'Request to Join' }).click();
  const dialog = joinerPage.getByRole('dialog', { name: 'Request to Join' });
  await expect(dialog.getByLabel('Message (optional)')).toHaveValue('I would like to join this organization');
  await dialog.getByLabel('Message (optional)').fill('My cousin Thandeka told me about your stokvel.');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(toast(joinerPage, 'Join request submitted successfully')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Request Pending' })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Request to Join' })).toHaveCount(0);

  await founderPage.goto('/dashboard/organization/join-requests');
  const requestRow = founderPage.getByRole('row').filter({ hasText: joiner.fullName });
  await expect(requestRow).toContainText('My cousin Thandeka told me about your stokvel.');
  await expect(requestRow).toContainText('Pending');
  await expectNoSeriousA11yViolations(founderPage);
  await requestRow.getByRole('button', { name: `Approve ${joiner.fullName}` }).click();
  await expect(toast(founderPage, 'Request Approved')).toBeVisible();
  await expect(requestRow).toContainText('Approved');
  await expect(requestRow.getByRole('button')).toHaveCount(0);

  // The requester sees the outcome on the browse page.
  await joinerPage.reload();
  await joinerPage.getByLabel('Search organizations').fill(organizationName);
  await expect(card.getByText('Member', { exact: true })).toBeVisible();
  await expect(card).toContainText('Your request was approved.');
  await expect(card).toContainText('2 members');

  await founderPage.goto('/dashboard/organization/members');
  const memberRow = founderPage.getByRole('row').filter({ hasText: joiner.fullName });
  await expect(memberRow).toContainText('Member');
  await expectNoSeriousA11yViolations(founderPage);
  await memberRow.getByRole('button', { name: `Actions for ${joiner.fullName}` }).click();
  await founderPage.getByRole('menuitem', { name: 'Make Admin' }).click();
  await expect(toast(founderPage, 'Role Updated')).toBeVisible();
  await expect(memberRow.getByText('Admin', { exact: true })).toBeVisible();

  await founderPage.goto('/dashboard/members');
  await expect(founderPage.getByRole('heading', { name: 'Organization Members' })).toBeVisible();
  const directoryRow = founderPage.getByRole('row').filter({ hasText: joiner.fullName });
  await expect(directoryRow.getByText('Admin', { exact: true })).toBeVisible();
  await expect(founderPage.getByText('Total Members').locator('..').locator('..')).toContainText('2');
  await expectNoSeriousA11yViolations(founderPage);
});

test('the last admin of an organization can be neither demoted nor removed', async ({ browser }) => {
  const founder = createUniqueUser();
  const page = await signUpAndSignIn(browser, founder);
  await createOrganization(page, uniqueOrganizationName('Ikageng Burial Society'));

  await page.goto('/dashboard/organization/members');
  const ownRow = page.getByRole('row').filter({ hasText: founder.fullName });
  await expect(ownRow.getByText('Admin', { exact: true })).toBeVisible();
  await ownRow.getByRole('button', { name: `Actions for ${founder.fullName}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Remove Admin' })).toBeDisabled();
  await expect(page.getByRole('menuitem', { name: 'Remove Member' })).toBeDisabled();
  await expect(page.getByRole('menu')).toContainText(`${founder.fullName} is the only admin`);
  await page.keyboard.press('Escape');

  // The server refuses it too, whatever the page offers.
  const me = await (await page.request.get('/api/v1/me')).json();
  const membership = me.memberships[0];
  const demote = await page.request.patch(
    `/api/v1/orgs/${membership.organizationId}/members/${membership.id}`,
    { data: { role: 'member' } },
  );
  expect(demote.status()).toBe(409);
  expect((await demote.json()).error.message).toBe('The last admin cannot be demoted');
  const remove = await page.request.delete(
    `/api/v1/orgs/${membership.organizationId}/members/${membership.id}`,
  );
  expect(remove.status()).toBe(409);
  expect((await remove.json()).error.message).toBe('The last admin cannot be removed');
});

test('an admin archives an organization with a typed confirmation and a site admin restores it', async ({
  browser,
}) => {
  const founder = createUniqueUser();
  const organizationName = uniqueOrganizationName('Vukuzenzele Cooperative');
  const page = await signUpAndSignIn(browser, founder);
  await createOrganization(page, organizationName);

  await page.goto('/dashboard/organization/settings');
  await expect(page.getByRole('heading', { name: 'Organization Settings' })).toBeVisible();
  await page.getByRole('tab', { name: 'Danger Zone' }).click();
  await page.getByRole('button', { name: 'Archive Organization' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Archive organization?' });
  const archive = dialog.getByRole('button', { name: 'Archive' });
  await expect(archive).toBeDisabled();
  await dialog.getByLabel('Organization name').fill('Not the name');
  await expect(archive).toBeDisabled();
  await dialog.getByLabel('Organization name').fill(organizationName);
  await archive.click();
  await expect(toast(page, 'Organization Archived')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This organization is archived' })).toBeVisible();

  // Its pages are read-only, with a banner saying so, and offer no way to record money.
  for (const path of ['/dashboard', '/dashboard/contributions', '/dashboard/transactions']) {
    await page.goto(path);
    await expect(
      page.getByRole('status').filter({ hasText: `${organizationName} is archived.` }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Add Contribution|Record Transaction)$/ })).toHaveCount(
      0,
    );
  }

  await searchOrganizations(page, organizationName);
  await expect(page.getByText('No organizations found')).toBeVisible();

  const staffPage = await signInAs(browser, SITE_ADMIN);
  await searchOrganizations(staffPage, organizationName);
  await expect(staffPage.getByText('No organizations found')).toBeVisible();
  await staffPage.getByLabel('Show archived organizations').check();
  const card = browseCard(staffPage, organizationName);
  await expect(card.getByText('Archived', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Restore Organization' }).click();
  await expect(toast(staffPage, 'Organization Restored')).toBeVisible();

  await searchOrganizations(page, organizationName);
  await expect(browseCard(page, organizationName).getByText('Member', { exact: true })).toBeVisible();
});

test("an admin's feature override reaches the organization's open pages live", async ({ browser }) => {
  const founder = createUniqueUser();
  const page = await signUpAndSignIn(browser, founder);
  await createOrganization(page, uniqueOrganizationName('Masibambane Stokvel'));

  // A second tab of the same organization stays open on the dashboard.
  const otherTab = await page.context().newPage();
  await otherTab.goto('/dashboard');
  const receiptsLink = otherTab
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Receipts' });
  await expect(receiptsLink).toBeVisible();

  await page.goto('/dashboard/organization/features');
  await expect(page.getByRole('heading', { name: 'Feature Management' })).toBeVisible();
  await expect(page.getByText('Organizations Browser')).toHaveCount(0);
  const receipts = page.getByRole('switch', { name: 'Receipts' });
  await expect(receipts).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await receipts.click();
  await expect(toast(page, 'Feature flag updated successfully')).toBeVisible();
  await expect(receipts).not.toBeChecked();
  await expect(page.getByText('Off for this organization.')).toBeVisible();
  await expect(receiptsLink).toHaveCount(0);

  await receipts.click();
  await expect(toast(page, 'Feature flag reset to global setting')).toBeVisible();
  await expect(receipts).toBeChecked();
  await expect(receiptsLink).toBeVisible();
});
