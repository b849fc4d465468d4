import { buildSaId } from '../src/server/testing/sa-id-numbers';
import { DEMO, signInAs, switchOrganization, toastWith } from './shell-support';
import { expectNoSeriousA11yViolations } from './support/axe';
import { type Browser, expect, type Page, test } from './support/test';
import { createUniqueUser, createVerifiedUser } from './support/users';

/** Ubuntu Burial Society: Thandi is its admin; Bongani is a member on version 1 of its Family Cover plan. */
const ORGANIZATION = 'Ubuntu Burial Society';

async function openAs(browser: Browser, baseURL: string | undefined, email: string, width = 1280) {
  const page: Page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await signInAs(page, baseURL, email);
  await page.goto('/dashboard');
  await switchOrganization(page, ORGANIZATION);
  await page.setViewportSize({ width, height: 800 });
  return page;
}

/** A new person asks to join the society (the demo's own newcomer is left without an organization). */
async function askToJoin(
  playwright: Parameters<typeof createVerifiedUser>[0],
  admin: Page,
  origin: string,
  fullName: string,
) {
  const joiner = await createVerifiedUser(playwright, origin, { ...createUniqueUser(), fullName });
  const organizationId = await admin.evaluate(async (name) => {
    const me = await (await fetch('/api/v1/me', { credentials: 'include' })).json();
    return me.memberships.find(
      (membership: { organization: { name: string } }) => membership.organization.name === name,
    ).organizationId as string;
  }, ORGANIZATION);
  const request = await joiner.api.post(`/api/v1/organizations/${organizationId}/join-requests`, {
    data: { message: 'I would like cover for my family' },
  });
  expect(request.ok()).toBe(true);
  await joiner.api.dispose();
}

test('burial plans: the admin adds new terms and enrols a member; a member accepts the newer terms and pays the new premium', async ({
  browser,
  baseURL,
  playwright,
}) => {
  const admin = await openAs(browser, baseURL, DEMO.thandi);
  const joinerName = 'Lindiwe Khumalo';
  await askToJoin(playwright, admin, baseURL ?? '', joinerName);

  // New terms for Family Cover from today: R150 a month and R30 000 for the main member.
  await admin.goto('/dashboard/organization/settings');
  await admin.getByRole('tab', { name: 'Plans' }).click();
  const plan = admin.getByTestId('burial-plan').filter({ hasText: 'Family Cover' });
  await plan.getByRole('button', { name: 'Versions (1)' }).click();
  await plan.getByRole('button', { name: 'Add new terms' }).click();
  const form = admin.getByRole('form', { name: 'New terms for Family Cover' });
  await expect(form.getByLabel('Main member cover (R)')).toHaveValue(/^20\s?000/);
  await form.getByLabel('Monthly premium (R)').fill('0');
  await form.getByRole('button', { name: 'Add new terms' }).click();
  await expect(toastWith(admin, 'Monthly premium must be greater than zero')).toBeVisible();
  await form.getByLabel('Monthly premium (R)').fill('150');
  await form.getByLabel('Main member cover (R)').fill('30000');
  await form.getByRole('button', { name: 'Add new terms' }).click();
  await expect(toastWith(admin, /New terms for Family Cover from/)).toBeVisible();
  await expect(plan.getByTestId('plan-version')).toHaveCount(2);
  await expect(plan.getByTestId('plan-version').first()).toContainText('Version 2');
  await expect(plan.getByTestId('plan-version').first()).toContainText('150,00');
  await expectNoSeriousA11yViolations(admin);

  // The request to join is approved; the new member has no policy, so the admin enrols them with their ID.
  await admin.goto('/dashboard/organization/join-requests');
  await admin.getByRole('button', { name: `Approve ${joinerName}` }).click();
  await expect(toastWith(admin, 'Request Approved')).toBeVisible();
  await admin.goto('/dashboard/organization/cover-register');
  const enrol = admin.getByRole('form', { name: 'Enrol a member' });
  await enrol.getByLabel('Member', { exact: true }).selectOption({ label: joinerName });
  await enrol.getByLabel('ID number').fill('9005061234089');
  await enrol.getByRole('button', { name: 'Enrol member' }).click();
  await expect(toastWith(admin, 'This ID number is not valid: check the digits')).toBeVisible();
  await enrol.getByLabel('ID number').fill(buildSaId('1990-05-06'));
  await enrol.getByRole('button', { name: 'Enrol member' }).click();
  await expect(toastWith(admin, `${joinerName} is on the plan`)).toBeVisible();
  const joined = admin.getByTestId('covered-person').filter({ hasText: `Policy of ${joinerName}` });
  await expect(joined).toContainText('Family Cover, version 2');
  await expect(
    admin.getByTestId('covered-person').filter({ hasText: 'Policy of Bongani Mthembu' }).first(),
  ).toContainText('version 1');
  await expectNoSeriousA11yViolations(admin);

  // Bongani sees the newer terms on My Cover and accepts them, on a phone.
  const member = await openAs(browser, baseURL, DEMO.bongani, 375);
  await member.goto('/dashboard/cover');
  const newer = member.getByTestId('newer-terms');
  await expect(newer.getByText('Newer terms are available')).toBeVisible();
  await expect(newer.getByRole('list', { name: 'What changes' })).toContainText('Monthly premium');
  await expect(newer.getByRole('list', { name: 'What changes' })).toContainText('150,00');
  await expect(member.getByTestId('main-member-id')).toBeVisible();
  await expectNoSeriousA11yViolations(member);
  await newer.getByRole('button', { name: 'Accept the new terms' }).click();
  await expect(toastWith(member, 'You are on the new terms of Family Cover')).toBeVisible();
  await expect(member.getByTestId('newer-terms')).toHaveCount(0);
  await expect(member.getByText(/version 2 · premium R\s?150,00 a month/)).toBeVisible();
  const main = member
    .getByRole('list', { name: 'People on your policy' })
    .getByTestId('covered-person')
    .first();
  await expect(main).toContainText(/Cover R\s?30\s?000,00/);
  // Bongani's policy has lapsed in the demo data: no part of his cover is said to be waiting.
  await expect(main).not.toContainText('of this cover is new');

  for (const page of [admin, member]) await page.context().close();
});
