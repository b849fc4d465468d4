import { DEMO, signInAs, switchOrganization } from './shell-support';
import { expect, test } from './support/test';

/** Member dates read as the specification writes them (MMM d, yyyy), and Profile agrees with Manage Members. */
test("Manage Members' joined date and Profile's member-since date are the same date, written MMM d, yyyy", async ({
  page,
  baseURL,
}) => {
  const organization = 'Ubuntu Burial Society';
  await signInAs(page, baseURL, DEMO.thandi);
  await page.goto('/dashboard');
  await switchOrganization(page, organization);
  await expect(page.getByText(/^Member since [A-Z][a-z]{2} \d{1,2}, \d{4}$/).first()).toBeVisible();

  await page.goto('/dashboard/organization/members');
  const row = page.getByRole('row').filter({ hasText: 'Thandi Mokoena' });
  const joinedCell = row.getByRole('cell').filter({ hasText: /[A-Z][a-z]{2} \d{1,2}, \d{4}/ });
  await expect(joinedCell).toHaveCount(1);
  const joined = /[A-Z][a-z]{2} \d{1,2}, \d{4}/.exec((await joinedCell.textContent()) ?? '')?.[0];
  expect(joined).toBeTruthy();

  await page.goto('/dashboard/profile');
  await expect(page.getByTestId('member-since')).toHaveText(`Member of ${organization} since ${joined}`);
});
