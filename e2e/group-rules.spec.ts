import { getTodayIso } from '../src/shared/calendar';
import { ZMyStanding } from '../src/shared/contracts/group-rules';
import { centsToRandString } from '../src/shared/money';
import { DEMO, signInAs, switchOrganization, toastWith } from './shell-support';
import { expectNoSeriousA11yViolations } from './support/axe';
import { type Browser, expect, type Page, test } from './support/test';

/** Ikhwezi Cooperative: Lerato is its admin, Nomsa a member; its seeded rules ask R 300 a month, no fines. */
const ORGANIZATION = 'Ikhwezi Cooperative';
const MEMBER_NAME = 'Nomsa Zulu';

async function openAs(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, baseURL, email);
  await page.goto('/dashboard');
  await switchOrganization(page, ORGANIZATION);
  return page;
}

/** The 1st of the month `monthsAgo` months before this one. */
function firstOfMonthAgo(monthsAgo: number): string {
  const today = getTodayIso();
  const date = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 - monthsAgo, 1));
  return date.toISOString().slice(0, 10);
}

async function markNoReload(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute('data-no-reload', 'yes'));
}

test('group rules: an admin raises the amount, the member sees what she owes, a payment clears it live', async ({
  browser,
  baseURL,
}) => {
  const admin = await openAs(browser, baseURL, DEMO.lerato);
  const arrears = await openAs(browser, baseURL, DEMO.lerato);
  const member = await openAs(browser, baseURL, DEMO.nomsa);

  // The arrears page stays open while the rules change.
  await arrears.goto('/dashboard/organization/arrears');
  await expect(arrears.getByRole('heading', { name: 'Arrears', exact: true })).toBeVisible();
  await markNoReload(arrears);
  const nomsaRow = arrears.getByTestId('arrears-row').filter({ hasText: MEMBER_NAME });

  // Lerato raises the contribution to R 5 000 a month from three months back.
  await admin.goto('/dashboard/organization/settings');
  await admin.getByRole('tab', { name: 'Rules' }).click();
  const form = admin.getByRole('form', { name: 'Group rules' });
  await expect(form.getByLabel('Contribution amount (R)')).toHaveValue('300,00');
  await form.getByLabel('Contribution amount (R)').fill('5 000');
  await form.getByLabel('Takes effect from').fill(firstOfMonthAgo(3));
  await expect(admin.getByTestId('rules-explanation')).toContainText("'s contribution is due on 1 ");
  await expectNoSeriousA11yViolations(admin);
  await form.getByRole('button', { name: 'Save as a new version' }).click();
  await expect(toastWith(admin, 'Rules saved')).toBeVisible();
  await expect(admin.getByText('Version 2: from')).toBeVisible();
  await expect(admin.getByText(/Contribution amount: R\s300,00 → R\s5\s000,00/)).toBeVisible();

  // Nomsa's dashboard says what she owes, period by period.
  await member.goto('/dashboard');
  const standing = ZMyStanding.parse(
    await (await member.request.get(`/api/v1/orgs/${await readOrganizationId(member)}/standing/me`)).json(),
  );
  expect(standing.owedCents).toBeGreaterThan(0);
  await expect(member.getByTestId('my-standing')).toContainText('You owe');
  await expect(member.getByRole('list', { name: 'What you owe' })).toContainText('Contribution');
  // Which payment paid which month, as the payments were applied (oldest month first).
  await expect(member.getByRole('list', { name: 'How your payments were applied' })).toContainText(
    /Not paid|owed/,
  );
  // The rules themselves, folded away under her standing.
  await member.getByText('Group rules', { exact: true }).click();
  await expect(member.getByText(/^Version 2, in force since /)).toBeVisible();
  await markNoReload(member);

  // The arrears list shows her without a reload.
  await expect(nomsaRow).toBeVisible();
  await expectNoSeriousA11yViolations(arrears);

  // Lerato records Nomsa's payment of everything she owes.
  await admin.goto('/dashboard/contributions');
  await admin.getByRole('button', { name: 'Record Contribution' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Record Contribution' });
  await dialog.getByLabel('Member').selectOption({ label: MEMBER_NAME });
  await dialog.getByLabel('Amount (R)').fill(centsToRandString(standing.owedCents).replace('.', ','));
  await dialog.getByLabel('Payment Method').selectOption({ label: 'EFT' });
  await dialog.getByRole('button', { name: 'Record Contribution' }).click();
  await expect(toastWith(admin, 'Contribution recorded')).toBeVisible();

  // Both open pages follow: Nomsa is up to date and leaves the arrears list.
  await expect(member.getByTestId('my-standing')).toHaveText('Up to date');
  await expect(nomsaRow).toHaveCount(0);
  await expect(arrears.locator('html')).toHaveAttribute('data-no-reload', 'yes');
  await expect(member.locator('html')).toHaveAttribute('data-no-reload', 'yes');
});

async function readOrganizationId(page: Page): Promise<string> {
  const me = (await (await page.request.get('/api/v1/me')).json()) as {
    memberships: { organizationId: string; organization: { name: string } }[];
  };
  const membership = me.memberships.find((item) => item.organization.name === ORGANIZATION);
  if (!membership) throw new Error(`not a member of ${ORGANIZATION}`);
  return membership.organizationId;
}
