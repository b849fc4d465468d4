import { randomBytes } from 'node:crypto';
import { DEMO, signInAs, switchOrganization, toastWith } from './shell-support';
import { expectNoSeriousA11yViolations } from './support/axe';
import { type Browser, expect, type Page, test } from './support/test';

/** Vuka Investment Club has two admins in the demo seed: Lerato and Kagiso. */
const ORGANIZATION = 'Vuka Investment Club';

async function openAs(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, baseURL, email);
  await page.goto('/dashboard');
  await switchOrganization(page, ORGANIZATION);
  return page;
}

test('two to sign: one admin proposes a large payout, the other approves it, both see it live', async ({
  browser,
  baseURL,
}) => {
  const description = `Share-out ${randomBytes(3).toString('hex')}`;
  const lerato = await openAs(browser, baseURL, DEMO.lerato);
  const kagiso = await openAs(browser, baseURL, DEMO.kagiso);

  // Lerato holds payouts above R 1 000 for a second admin.
  await lerato.goto('/dashboard/organization/settings');
  await lerato.getByRole('tab', { name: 'Two to sign' }).click();
  await expect(lerato.getByText('Your organization has 2 admins.')).toBeVisible();
  await lerato.getByLabel('Payouts and expenses above (R)').fill('1000');
  await lerato.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(lerato, 'Two to sign saved')).toBeVisible();

  // Kagiso keeps the approvals page open.
  await kagiso.goto('/dashboard/organization/approvals');
  await expect(kagiso.getByRole('heading', { name: 'Approvals', exact: true })).toBeVisible();

  // Lerato's payout moves no money: it waits.
  await lerato.goto('/dashboard/transactions');
  await lerato.getByRole('button', { name: 'New Transaction' }).click();
  const dialog = lerato.getByRole('dialog', { name: 'New Transaction' });
  await dialog.getByLabel('Type').selectOption({ label: 'Payout to a member' });
  await dialog.getByLabel('Member').selectOption({ label: 'Ayanda Ndlovu' });
  await dialog.getByLabel('Description').fill(description);
  await dialog.getByLabel('Amount (R)').fill('1 500');
  await dialog.getByRole('button', { name: 'Record Transaction' }).click();
  await expect(toastWith(lerato, "Waiting for a second admin's approval")).toBeVisible();
  await expect(
    lerato.getByRole('region', { name: 'Transactions' }).getByRole('row').filter({ hasText: description }),
  ).toHaveCount(0);

  // The proposer cannot approve her own move.
  await lerato.goto('/dashboard/organization/approvals');
  const own = lerato.getByTestId('approval-card').filter({ hasText: description });
  await expect(own).toContainText('You proposed this: another admin must approve it.');
  await expect(own.getByRole('button', { name: 'Approve' })).toBeDisabled();

  // It reaches Kagiso's open page without a reload; he approves.
  const waiting = kagiso.getByTestId('approval-card').filter({ hasText: description });
  await expect(waiting).toContainText('Proposed by: Lerato Khumalo');
  await expect(waiting).toContainText('R 1 500,00');
  await expectNoSeriousA11yViolations(kagiso);
  await waiting.getByRole('button', { name: 'Approve' }).click();
  await kagiso.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expect(toastWith(kagiso, 'Approved: the money has moved')).toBeVisible();

  // Lerato's page follows live; the payout is in the books once.
  await expect(own).toContainText('Approved by: Kagiso Molefe');
  await lerato.goto('/dashboard/transactions');
  await expect(
    lerato.getByRole('region', { name: 'Transactions' }).getByRole('row').filter({ hasText: description }),
  ).toHaveCount(1);
});

test('two to sign: one admin cannot lift it alone; the other admin approves the looser policy', async ({
  browser,
  baseURL,
}) => {
  const lerato = await openAs(browser, baseURL, DEMO.lerato);
  const kagiso = await openAs(browser, baseURL, DEMO.kagiso);

  await lerato.goto('/dashboard/organization/settings');
  await lerato.getByRole('tab', { name: 'Two to sign' }).click();
  await lerato.getByLabel('Payouts and expenses above (R)').fill('1000');
  await lerato.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(lerato, 'Two to sign saved')).toBeVisible();

  // Emptying the amount would stop holding payouts: it waits for Kagiso.
  await lerato.getByLabel('Payouts and expenses above (R)').fill('');
  await lerato.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(lerato, "Waiting for a second admin's approval for the rest")).toBeVisible();

  await kagiso.goto('/dashboard/organization/approvals');
  const loosening = kagiso
    .getByTestId('approval-card')
    .filter({ hasText: 'Two to sign loosened: payouts and expenses never held' });
  await expect(loosening).toContainText('Proposed by: Lerato Khumalo');
  await loosening.getByRole('button', { name: 'Approve' }).click();
  await kagiso.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();

  await kagiso.goto('/dashboard/organization/settings');
  await kagiso.getByRole('tab', { name: 'Two to sign' }).click();
  await expect(kagiso.getByLabel('Payouts and expenses above (R)')).toHaveValue('');
});
