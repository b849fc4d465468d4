import { AuthPage, toast } from './support/auth-page';
import { waitForVerificationLink } from './support/mail';
import { type APIRequestContext, expect, test } from './support/test';
import { generateTotp, generateUnusedTotp } from './support/totp';

/** Authenticator codes already entered in this file: each code works once. */
const usedCodes = new Set<string>();

import { createUniqueUser, type TTestUser } from './support/users';

/** A verified user with TOTP two-factor turned on, set up through the auth API; returns the otpauth URI and backup codes. */
async function createUserWithTwoFactor(
  request: APIRequestContext,
  user: TTestUser,
  origin: string,
): Promise<{ totpUri: string; backupCodes: string[] }> {
  const headers = { Origin: origin };
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers,
    data: { name: user.fullName, email: user.email, password: user.password },
  });
  expect(signUp.ok()).toBe(true);
  const verify = await request.get(await waitForVerificationLink(user.email), { maxRedirects: 0 });
  expect(verify.status()).toBeLessThan(400);
  const signIn = await request.post('/api/auth/sign-in/email', {
    headers,
    data: { email: user.email, password: user.password },
  });
  expect(signIn.ok()).toBe(true);
  const enable = await request.post('/api/auth/two-factor/enable', {
    headers,
    data: { password: user.password },
  });
  expect(enable.ok()).toBe(true);
  const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
  const confirm = await request.post('/api/auth/two-factor/verify-totp', {
    headers,
    data: { code: await generateUnusedTotp(totpURI, usedCodes) },
  });
  expect(confirm.ok()).toBe(true);
  await request.post('/api/auth/sign-out', { headers, data: {} });
  return { totpUri: totpURI, backupCodes };
}

test('a user with two-factor sign-in enters their authenticator code, or a backup code', async ({
  page,
  playwright,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const user = createUniqueUser();
  const api = await playwright.request.newContext({ baseURL: origin });
  const { totpUri, backupCodes } = await createUserWithTwoFactor(api, user, origin);
  await api.dispose();

  const auth = new AuthPage(page);
  await auth.openSignIn();
  await auth.signIn(user);
  await expect(page.getByRole('heading', { name: 'Two-factor verification' })).toBeVisible();

  // A malformed code is caught in the form; a wrong one is refused by the server; the step stays open.
  await page.getByLabel('Authentication code').fill('12345');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, 'Enter the 6-digit code from your authenticator app')).toBeVisible();
  const wrongCode = generateTotp(totpUri) === '000000' ? '111111' : '000000';
  await page.getByLabel('Authentication code').fill(wrongCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, /invalid/i)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Two-factor verification' })).toBeVisible();

  const usedCode = await generateUnusedTotp(totpUri, usedCodes);
  await page.getByLabel('Authentication code').fill(usedCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${user.fullName}` })).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(toast(page, 'Signed out successfully')).toBeVisible();

  // The code that signed in once is refused the second time, however quickly it is entered again.
  await auth.openSignIn();
  await auth.signIn(user);
  await page.getByLabel('Authentication code').fill(usedCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(
    toast(page, 'This code has already been used. Enter the next code from your authenticator app.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Use a backup code instead' }).click();
  await page.getByLabel('Backup code').fill(backupCodes[0] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
