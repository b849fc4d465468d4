import { DEMO, signInAs, switchOrganization, toastWith } from './shell-support';
import { expectNoSeriousA11yViolations } from './support/axe';
import { type Browser, expect, type Page, test } from './support/test';

/**
 * Kasi Savings Stokvel fines late payers R 50 (its seeded rules); Sipho is its admin, Bongani a member who
 * skipped months. The daily rules run at the server's start puts their fines on the books.
 */
const ORGANIZATION = 'Kasi Savings Stokvel';
const BONGANI = 'bongani@masakhane.demo';
const REASON = 'Bank strike that month';

async function openFines(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, baseURL, email);
  await page.goto('/dashboard');
  await switchOrganization(page, ORGANIZATION);
  await page.goto('/dashboard/organization/fines');
  await expect(page.getByRole('heading', { name: 'Fines', exact: true })).toBeVisible();
  return page;
}

test('fines: an admin waives a member’s late fine with a reason, never their own, and the member sees it', async ({
  browser,
  baseURL,
}) => {
  const admin = await openFines(browser, baseURL, DEMO.sipho);
  const member = await openFines(browser, baseURL, BONGANI);
  const table = admin.getByRole('table', { name: 'Fines' });

  // The start-up run posted the fines; the page fills in live if it is still running.
  const bonganiRows = table.getByRole('row').filter({ hasText: 'Bongani Mthembu' });
  await expect(bonganiRows.first()).toBeVisible({ timeout: 30_000 });
  const row = bonganiRows.filter({ hasText: 'Outstanding' }).first();
  const period = (await row.getByRole('cell').nth(1).textContent()) ?? '';
  expect(period).toMatch(/^[A-Z][a-z]+ \d{4}$/);

  // Sipho's own fines: another admin must waive them.
  await expect(table.getByRole('row').filter({ hasText: 'Sipho Nkosi' }).first()).toContainText(
    'Another admin must waive this',
  );

  // A reason is required.
  await row.getByRole('button', { name: /^Waive/ }).click();
  const dialog = admin.getByRole('dialog', { name: 'Waive fine?' });
  await expect(dialog).toContainText(`Bongani Mthembu's late fine of R`);
  await dialog.getByRole('button', { name: 'Waive fine' }).click();
  await expect(toastWith(admin, 'Reason must be at least 3 characters')).toBeVisible();
  await dialog.getByLabel('Reason').fill(REASON);
  await expectNoSeriousA11yViolations(admin);
  await dialog.getByRole('button', { name: 'Waive fine' }).click();
  await expect(toastWith(admin, 'Fine waived')).toBeVisible();

  const waived = table
    .getByRole('row')
    .filter({ hasText: 'Bongani Mthembu' })
    .filter({ has: admin.getByRole('cell', { name: period, exact: true }) });
  await expect(waived).toContainText('Waived');
  await expect(waived).toContainText(`By Sipho Nkosi: ${REASON}`);

  // Bongani sees only his own fines, and this one waived, without a reload.
  const own = member.getByRole('table', { name: 'Fines' });
  await expect(
    own.getByRole('row').filter({ has: member.getByRole('cell', { name: period, exact: true }) }),
  ).toContainText('Waived');
  await expect(own.getByRole('columnheader', { name: 'Member' })).toHaveCount(0);
  await expect(own.getByRole('button', { name: /^Waive/ })).toHaveCount(0);
});
