import { buildSaId } from '../src/server/testing/sa-id-numbers';
import { getTodayIso } from '../src/shared/calendar';
import { shiftIsoDate } from '../src/shared/group-rules/periods';
import { DEMO, signInAs, switchOrganization, toastWith } from './shell-support';
import { expectNoSeriousA11yViolations } from './support/axe';
import { type Browser, expect, type Page, test } from './support/test';

/** Ubuntu Burial Society: Thandi is its admin; Nomsa and Sipho are members on its Family Cover plan. */
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

test('burial cover: a member adds a newborn and sees each status; the same person is refused elsewhere; the admin sees the register', async ({
  browser,
  baseURL,
}) => {
  const member = await openAs(browser, baseURL, DEMO.nomsa, 375);
  await member.goto('/dashboard/cover');
  await expect(member.getByRole('heading', { name: 'My Cover', exact: true })).toBeVisible();
  await expect(member.getByText('Family Cover')).toBeVisible();
  const people = member.getByRole('list', { name: 'People on your policy' });
  await expect(people.getByTestId('covered-person')).toHaveCount(1);

  // A baby born 60 days ago.
  const id = buildSaId(shiftIsoDate(getTodayIso(), -60));
  const form = member.getByRole('form', { name: 'Add a dependant' });
  await form.getByLabel('Full name').fill('Baby Zulu');
  await form.getByLabel('Relationship').selectOption({ label: 'Child' });
  await form.getByLabel('ID number').fill(id);
  await form.getByRole('button', { name: 'Add dependant' }).click();
  await expect(toastWith(member, 'Baby Zulu is on your policy')).toBeVisible();
  const baby = people.getByTestId('covered-person').filter({ hasText: 'Baby Zulu' });
  await expect(baby).toBeVisible();
  // A newborn skips the waits: covered for every cause (the policy may still owe months).
  await expect(baby).toContainText('natural death and accidental death and suicide');
  await expectNoSeriousA11yViolations(member);

  // Sipho tries to put the same baby on his policy.
  const other = await openAs(browser, baseURL, DEMO.sipho);
  await other.goto('/dashboard/cover');
  const otherForm = other.getByRole('form', { name: 'Add a dependant' });
  await otherForm.getByLabel('Full name').fill('Baby Zulu');
  await otherForm.getByLabel('Relationship').selectOption({ label: 'Child' });
  await otherForm.getByLabel('ID number').fill(id);
  await otherForm.getByRole('button', { name: 'Add dependant' }).click();
  await expect(toastWith(other, 'This person is already covered by another policy.')).toBeVisible();

  // Thandi's register lists the baby under Nomsa's policy.
  const admin = await openAs(browser, baseURL, DEMO.thandi);
  await admin.goto('/dashboard/organization/cover-register');
  await expect(admin.getByRole('heading', { name: 'Cover Register', exact: true })).toBeVisible();
  const row = admin.getByTestId('covered-person').filter({ hasText: 'Baby Zulu' });
  await expect(row).toContainText('Policy of Nomsa Zulu');
  await expectNoSeriousA11yViolations(admin);

  for (const page of [member, other, admin]) await page.context().close();
});
