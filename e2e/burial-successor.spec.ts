import { randomUUID } from 'node:crypto';
import { buildSaId } from '../src/server/testing/sa-id-numbers';
import { DEMO, signInAs, switchOrganization, toastWith } from './shell-support';
import { expectNoSeriousA11yViolations } from './support/axe';
import { type Browser, expect, type Page, test } from './support/test';

/** Ubuntu Burial Society: Thandi is its admin; Sipho is a member on its Family Cover plan. */
const ORGANIZATION = 'Ubuntu Burial Society';

async function openAs(
  browser: Browser,
  baseURL: string | undefined,
  email: string,
  width = 1280,
): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await signInAs(page, baseURL, email);
  await page.goto('/dashboard');
  await switchOrganization(page, ORGANIZATION);
  // The switcher lives in the sidebar, a drawer on phones: narrow the page once the society is chosen.
  await page.setViewportSize({ width, height: 800 });
  return page;
}

test('burial successor: an admin adds a dependant for a member on the Cover Register; the member nominates them as successor', async ({
  browser,
  baseURL,
}) => {
  const relative = `Lwazi Nkosi ${randomUUID().slice(0, 4)}`;
  const id = buildSaId('1990-05-05', 'male');
  const wrongId = `${id.slice(0, 12)}${(Number(id.slice(12)) + 1) % 10}`;

  // Thandi opens Sipho's policy from the register and adds his brother, with the same ID checks as My Cover.
  const admin = await openAs(browser, baseURL, DEMO.thandi);
  await admin.goto('/dashboard/organization/cover-register');
  await expect(admin.getByRole('heading', { name: 'Cover Register', exact: true })).toBeVisible();
  const siphoRow = admin
    .getByTestId('covered-person')
    .filter({ hasText: 'Policy of Sipho Nkosi' })
    .filter({ hasText: 'Main member' });
  await siphoRow.getByRole('button', { name: 'Manage policy' }).click();
  const panel = admin.getByTestId('member-policy');
  const form = panel.getByRole('form', { name: 'Add a dependant for Sipho Nkosi' });
  await form.getByLabel('Full name').fill(relative);
  await form.getByLabel('Relationship').selectOption({ label: 'Extended family' });
  await form.getByLabel('ID number').fill(wrongId);
  await form.getByRole('button', { name: 'Add dependant' }).click();
  await expect(toastWith(admin, 'This ID number is not valid: check the digits')).toBeVisible();
  await form.getByLabel('ID number').fill(id);
  await form.getByRole('button', { name: 'Add dependant' }).click();
  await expect(toastWith(admin, `${relative} is on the policy of Sipho Nkosi`)).toBeVisible();
  await expect(
    admin
      .getByTestId('covered-person')
      .filter({ hasText: relative })
      .filter({ hasText: 'Policy of Sipho Nkosi' }),
  ).toBeVisible();
  await expect(panel.getByLabel('Nominated successor')).toContainText(relative);
  await expectNoSeriousA11yViolations(admin);

  // Sipho, on a phone, sees his brother on My Cover and names him as successor.
  const member = await openAs(browser, baseURL, DEMO.sipho, 375);
  await member.goto('/dashboard/cover');
  const people = member.getByRole('list', { name: 'People on your policy' });
  await expect(people.getByTestId('covered-person').filter({ hasText: relative })).toBeVisible();
  const successor = member.getByTestId('successor');
  await expect(successor).toContainText("The plan's rule when the main member dies: cover ends");
  await expectNoSeriousA11yViolations(member);
  await successor.getByLabel('Nominated successor').selectOption({ label: relative });
  await successor.getByRole('button', { name: 'Save successor' }).click();
  await expect(toastWith(member, `${relative} is the successor`)).toBeVisible();
  await expect(member.getByTestId('successor-now')).toHaveText(`${relative} would take over (nominated).`);

  // The admin's view of the policy reads the same nomination.
  await admin.reload();
  await siphoRow.getByRole('button', { name: 'Manage policy' }).click();
  await expect(admin.getByTestId('member-policy').getByTestId('successor-now')).toHaveText(
    `${relative} would take over (nominated).`,
  );

  for (const page of [admin, member]) await page.context().close();
});
