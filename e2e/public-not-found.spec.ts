import { expect, test } from './support/test';

test('an unknown path shows the 404 page and the server records the path', async ({ page }) => {
  const path = `/stokvel-${Date.now().toString(36)}/missing`;
  const report = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/site/not-found') && response.request().method() === 'POST',
  );
  await page.goto('/about');
  const answer = await page.goto(path);
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('main').getByText(path)).toBeVisible();

  const response = await report;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ path });

  const helpful = page.getByRole('navigation', { name: 'Helpful links' });
  for (const name of ['Features', 'About', 'Contact']) {
    await expect(helpful.getByRole('link', { name })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await helpful.getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeVisible();
});

test('known pages answer 200, deep links included', async ({ request }) => {
  for (const path of ['/pricing', '/dashboard/loans', '/verify/RCP-1-ABC']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});
