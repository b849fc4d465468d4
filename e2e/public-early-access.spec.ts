import { toast } from './support/auth-page';
import { waitForInteractive } from './support/public-site';
import { expect, test } from './support/test';

test('the home page early-access form: new, duplicate and invalid addresses', async ({ page }) => {
  const email = `early.${Date.now().toString(36)}@example.test`;
  await page.goto('/');
  await waitForInteractive(page);
  const form = page.getByRole('form', { name: 'Early access' });
  const field = form.getByLabel('Email address');
  const submit = form.getByRole('button', { name: 'Notify me' });

  await field.fill(email);
  await submit.click();
  await expect(toast(page, "Thanks! We'll notify you when new features launch.")).toBeVisible();
  await expect(field).toHaveValue('');

  await field.fill(email.toUpperCase());
  await submit.click();
  await expect(toast(page, "You're already on the list!")).toBeVisible();

  for (const invalid of ['', 'no-at-sign.example.test']) {
    await field.fill(invalid);
    await submit.click();
    await expect(toast(page, 'Please enter a valid email address')).toBeVisible();
  }
  await expect(field).toHaveValue('no-at-sign.example.test');
});

test('the early-access form says how long to wait when the address has tried too often', async ({ page }) => {
  // The server's limiter is off in this run; its answer is given as the limiter words it.
  await page.route('**/api/v1/site/early-access', (route) =>
    route.fulfill({
      status: 429,
      json: {
        error: {
          code: 'RATE_LIMITED',
          message: 'Too many requests. Please wait a few minutes and try again.',
        },
      },
    }),
  );
  await page.goto('/');
  await waitForInteractive(page);
  const form = page.getByRole('form', { name: 'Early access' });
  await form.getByLabel('Email address').fill(`early.limited.${Date.now().toString(36)}@example.test`);
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(toast(page, 'Too many requests. Please wait a few minutes and try again.')).toBeVisible();
  await expect(toast(page, 'Something went wrong')).toHaveCount(0);
});
