import { toast } from './support/auth-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { openNewGroup } from './support/new-group';
import { expect, test } from './support/test';

test('the treasurer enters what the group held when its books start, and the dashboard opens with it', async ({
  browser,
  baseURL,
  playwright,
}) => {
  const { page, api, orgId } = await openNewGroup({ browser, playwright, baseURL }, 'Opening 2009');
  const added = await api.post(`/api/v1/orgs/${orgId}/members/without-account`, {
    data: { members: [{ fullName: 'Gogo Mahlangu' }, { fullName: 'Thandeka Mokoena' }] },
  });
  expect(added.status()).toBe(201);
  const start = await api.put(`/api/v1/orgs/${orgId}/books/start`, { data: { booksStartOn: '2025-01-01' } });
  expect(start.ok()).toBe(true);

  await page.goto('/dashboard/organization/settings?tab=books');
  const form = page.getByRole('form', { name: 'Opening position' });
  await form.getByLabel('Balance (R)').fill('2 000');
  await form.getByRole('button', { name: 'Add Bank Account' }).click();
  await form.getByLabel('Held in (row 2)').fill('FNB savings account');
  await form.getByLabel('Balance (R)').nth(1).fill('15000');

  await form.getByRole('button', { name: 'A Row for Every Member' }).click();
  const rows = form.getByLabel(/^Member \(row \d\)$/);
  await expect(rows).toHaveCount(3);
  for (let index = 0; index < 3; index += 1) {
    const name = await rows.nth(index).locator('option:checked').textContent();
    const amount = name === 'Gogo Mahlangu' ? '6000' : name === 'Thandeka Mokoena' ? '4000' : '';
    await form.getByLabel('Savings (R)').nth(index).fill(amount);
  }

  await form.getByRole('button', { name: 'Add Loan' }).click();
  await form.getByLabel('Borrower (loan 1)').selectOption({ label: 'Thandeka Mokoena' });
  await form.getByLabel('Lent on').fill('2024-06-01');
  await form.getByLabel('Amount lent (R)').fill('5000');
  await form.getByLabel('Interest (% flat)').fill('10');
  await form.getByLabel('Term (months)').fill('10');
  await form.getByLabel('Repaid by then (R)').fill('2200');

  const totals = form.getByRole('definition');
  await expect(form.getByLabel('Opening totals')).toContainText('R 17 000,00');
  await expect(form.getByLabel('Opening totals')).toContainText('R 3 000,00');
  await expect(form.getByLabel('Opening totals')).toContainText('R 10 000,00');
  await expect(totals.last()).toHaveText('R 10 000,00');
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Post Opening Position' }).click();
  await expect(toast(page, 'The opening position on 1 January 2025 is in the books')).toBeVisible();
  const posted = page.getByRole('region', { name: 'Opening Position' });
  await expect(posted).toContainText("Members' savings (2)");
  await expect(posted).toContainText('Loans still owed (1)');
  await expect(posted.getByRole('button', { name: 'Reverse Opening Position' })).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByRole('main')).toContainText('R 17 000,00');
});
