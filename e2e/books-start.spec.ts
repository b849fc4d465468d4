import { toast } from './support/auth-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { openNewGroup } from './support/new-group';
import { expect, test } from './support/test';

test('an existing group starts its books in the past, and the treasurer then enters last year’s payment', async ({
  browser,
  baseURL,
  playwright,
}) => {
  const { page, api, orgId } = await openNewGroup({ browser, playwright, baseURL }, 'Founded 2009');
  const added = await api.post(`/api/v1/orgs/${orgId}/members/without-account`, {
    data: { members: [{ fullName: 'Gogo Mahlangu' }] },
  });
  expect(added.status()).toBe(201);

  // Before: last year's payment cannot be dated before the day the group came to the app.
  const payLastYear = async () => {
    await page.goto('/dashboard/contributions');
    await page.getByRole('button', { name: 'Record Contribution' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record Contribution' });
    await dialog.getByLabel('Member').selectOption({ label: 'Gogo Mahlangu' });
    await dialog.getByLabel('Date').fill('2025-03-01');
    await dialog.getByLabel('Amount (R)').fill('300');
    await dialog.getByLabel('Payment Method').selectOption({ label: 'Cash' });
    await dialog.getByRole('button', { name: 'Record Contribution' }).click();
    return dialog;
  };
  const refused = await payLastYear();
  await expect(page.getByText(/^Date cannot be before the books start on /)).toBeVisible();
  await refused.getByRole('button', { name: 'Cancel' }).click();

  // The treasurer sets when the group was founded and when its books start.
  await page.goto('/dashboard/organization/settings?tab=books');
  const form = page.getByRole('form', { name: 'Books start' });
  await form.getByLabel('Founded on (optional)').fill('2009-03-14');
  await form.getByLabel('Books start on').fill('2025-01-01');
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Save Books Start' }).click();
  await expect(toast(page, 'The books start on 1 January 2025')).toBeVisible();

  // Now it is accepted, dated in the past.
  await payLastYear();
  await expect(toast(page, 'Contribution recorded')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('2025/03/01');
});
