import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { getTodayIso } from '../src/shared/calendar';
import { AuthPage, toast } from './support/auth-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { readMessages } from './support/mail';
import { expect, type Page, test } from './support/test';
import { generateUnusedTotp } from './support/totp';
import { createUniqueUser, createVerifiedUser, type TTestUser } from './support/users';

async function signInThroughPage(page: Page, user: Pick<TTestUser, 'email' | 'password'>) {
  const auth = new AuthPage(page);
  await auth.openSignIn();
  await auth.signIn(user);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(toast(page, 'Signed out successfully')).toBeVisible();
}

const contributionMails = async (email: string) =>
  (await readMessages(email)).filter((mail) => mail.subject.startsWith('Contribution recorded'));

test('a member edits their profile and photo, uses two-factor, changes the password, picks e-mails and takes their data', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const origin = baseURL ?? '';
  const member = createUniqueUser();
  const treasurer = { ...createUniqueUser(), fullName: 'Zanele Treasurer' };
  const { api: memberApi, userId: memberId } = await createVerifiedUser(playwright, origin, member);
  const { api: treasurerApi } = await createVerifiedUser(playwright, origin, treasurer);

  // The treasurer's group, which the member joins.
  const created = await treasurerApi.post('/api/v1/organizations', {
    data: { name: `Journey Stokvel ${Date.now().toString(36)}`, organizationType: 'stokvel' },
  });
  expect(created.ok()).toBe(true);
  const { id: orgId } = (await created.json()) as { id: string };
  expect((await memberApi.post(`/api/v1/organizations/${orgId}/join-requests`, { data: {} })).ok()).toBe(
    true,
  );
  const requests = (await (await treasurerApi.get(`/api/v1/orgs/${orgId}/join-requests`)).json()) as {
    requests: { id: string }[];
  };
  expect(
    (await treasurerApi.post(`/api/v1/orgs/${orgId}/join-requests/${requests.requests[0]?.id}/approve`)).ok(),
  ).toBe(true);
  const recordFor = (amountCents: number) =>
    treasurerApi.post(`/api/v1/orgs/${orgId}/contributions`, {
      headers: { 'Idempotency-Key': `record-${memberId}-${amountCents}` },
      data: {
        userId: memberId,
        contributionDate: getTodayIso(),
        amountCents,
        paymentMethod: 'eft',
        referenceNumber: `EFT-${amountCents}`,
      },
    });

  // Profile: name and company, then a photo that shows in the header.
  await signInThroughPage(page, member);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/profile');
  await expect(page.getByText('Email cannot be changed')).toBeVisible();
  await page.getByLabel('Full Name').fill('Thandeka Mokoena-Ndlovu');
  await page.getByLabel('Company or employer (optional)').fill('Ndlovu Catering');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Profile updated successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Thandeka Mokoena-Ndlovu' })).toBeVisible();
  await page.getByLabel('Full Name').fill('x'.repeat(101));
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Name must be less than 100 characters')).toBeVisible();
  // A blank name is refused with its message, not saved.
  await page.getByLabel('Full Name').fill('   ');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#d97706' } })
    .png()
    .toBuffer();
  await page.getByLabel('Photo file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
  await expect(toast(page, 'Photo updated')).toBeVisible();
  const headerPhoto = page.getByRole('button', { name: 'Account menu' }).locator('img');
  await expect(headerPhoto).toHaveAttribute('src', new RegExp(`/api/v1/users/${memberId}/photo\\?v=`));
  await expect.poll(() => headerPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
  await page.getByLabel('Photo file').setInputFiles({
    name: 'totally-a-photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('MZ\x90\x00 this is a program, not a picture'),
  });
  await expect(toast(page, 'Choose a PNG, JPEG or WebP image')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A preference switched off stops the e-mail; switched back on, it comes again.
  await page.goto('/dashboard/settings');
  await expectNoSeriousA11yViolations(page);
  const alerts = page.getByRole('switch', { name: 'Transaction Alerts' });
  await expect(alerts).toBeChecked();
  await alerts.click();
  await expect(alerts).not.toBeChecked();
  await expect
    .poll(
      async () =>
        ((await (await memberApi.get('/api/v1/me/settings')).json()) as { transactionAlerts: boolean })
          .transactionAlerts,
    )
    .toBe(false);
  expect((await recordFor(15_000)).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Transaction Alerts' })).not.toBeChecked();
  await page.getByRole('switch', { name: 'Transaction Alerts' }).click();
  await expect(page.getByRole('switch', { name: 'Transaction Alerts' })).toBeChecked();
  await expect
    .poll(
      async () =>
        ((await (await memberApi.get('/api/v1/me/settings')).json()) as { transactionAlerts: boolean })
          .transactionAlerts,
    )
    .toBe(true);
  expect((await recordFor(27_500)).ok()).toBe(true);
  await expect.poll(async () => (await contributionMails(member.email)).length, { timeout: 15_000 }).toBe(1);
  expect((await contributionMails(member.email))[0]?.text).toContain('275,00');

  // Download my data: the ZIP holds both contributions.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^masakhane-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zipPath = await download.path();
  const { readFile } = await import('node:fs/promises');
  const files = unzipSync(new Uint8Array(await readFile(zipPath)));
  const contributions = JSON.parse(strFromU8(files['contributions.json'] as Uint8Array)) as {
    amount_cents: number;
  }[];
  expect(contributions.map((row) => row.amount_cents).sort((a, b) => a - b)).toEqual([15_000, 27_500]);

  // Two-factor on: password, then the key typed into an "authenticator", then the backup codes.
  await page.getByRole('switch', { name: 'Two-Factor Authentication' }).click();
  await page.getByRole('dialog').getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await page.getByRole('dialog').locator('code').textContent()) ?? '';
  const totpUri = `otpauth://totp/Masakhane?secret=${key}`;
  // A code works once, so each step below enters one not entered before.
  const usedCodes = new Set<string>();
  await page.getByLabel('Authentication code').fill(await generateUnusedTotp(totpUri, usedCodes));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codeList = page.getByRole('list', { name: 'Backup codes' });
  await expect(codeList).toBeVisible();
  const backupCodes = await codeList.getByRole('listitem').allTextContents();
  expect(backupCodes.length).toBeGreaterThan(3);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByRole('switch', { name: 'Two-Factor Authentication' })).toBeChecked();

  await signOut(page);
  await signInThroughPage(page, member);
  await expect(page.getByRole('heading', { name: 'Two-factor verification' })).toBeVisible();
  await page.getByLabel('Authentication code').fill(await generateUnusedTotp(totpUri, usedCodes));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await signOut(page);
  await signInThroughPage(page, member);
  await page.getByRole('button', { name: 'Use a backup code instead' }).click();
  await page.getByLabel('Backup code').fill(backupCodes[0] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Two-factor off needs a code.
  await page.goto('/dashboard/settings');
  await page.getByRole('switch', { name: 'Two-Factor Authentication' }).click();
  const offDialog = page.getByRole('dialog');
  await offDialog.getByLabel('Password', { exact: true }).fill(member.password);
  await offDialog.getByLabel('Authentication code').fill(await generateUnusedTotp(totpUri, usedCodes));
  await offDialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(toast(page, 'Two-factor authentication is off')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Two-Factor Authentication' })).not.toBeChecked();

  // Change password: the old one is refused afterwards.
  const newPassword = `${member.password}-renewed`;
  await page.getByLabel('Current Password').fill(member.password);
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Password updated')).toBeVisible();
  // The API context signed in before the change is signed out by it.
  expect((await memberApi.get('/api/v1/me')).status()).toBe(401);
  await signOut(page);
  await signInThroughPage(page, member);
  await expect(toast(page, /invalid/i)).toBeVisible();
  await signInThroughPage(page, { email: member.email, password: newPassword });
  await expect(page).toHaveURL(/\/dashboard$/);

  // Turning two-factor on and off and changing the password each sent the member a security e-mail.
  await expect
    .poll(async () => (await readMessages(member.email)).map((mail) => mail.subject))
    .toEqual(
      expect.arrayContaining([
        'Two-factor authentication is on',
        'Two-factor authentication was turned off',
        'Your Masakhane password was changed',
      ]),
    );

  await memberApi.dispose();
  await treasurerApi.dispose();
});

test('a member who forgot the password resets it from the e-mailed link', async ({
  page,
  playwright,
  baseURL,
}) => {
  const user = createUniqueUser();
  const { api } = await createVerifiedUser(playwright, baseURL ?? '', user);
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText(`If ${user.email} has a Masakhane account`);

  let link = '';
  await expect
    .poll(
      async () => {
        const mail = (await readMessages(user.email)).findLast(
          (m) => m.subject === 'Reset your Masakhane password',
        );
        link = mail?.text.match(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/)?.[0] ?? '';
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const newPassword = `${user.password}-reset`;
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(`${newPassword}-typo`);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(toast(page, 'Password changed')).toBeVisible();
  // Every session ended with the reset, the API one too.
  expect((await api.get('/api/v1/me')).status()).toBe(401);
  await new AuthPage(page).signIn({ email: user.email, password: newPassword });
  await expect(page).toHaveURL(/\/dashboard$/);
  await api.dispose();
});

test('a busy shared network does not sign a member out', async ({ page, playwright, baseURL }) => {
  const user = createUniqueUser();
  const { api } = await createVerifiedUser(playwright, baseURL ?? '', user);
  await api.dispose();
  await signInThroughPage(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The carrier's shared address is over a limit for a while: the session check answers 429.
  let refusals = 0;
  await page.route('**/api/auth/get-session*', async (route) => {
    if (refusals < 2) {
      refusals++;
      await route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: '{"message":"Too many requests"}',
      });
    } else {
      await route.continue();
    }
  });
  await page.goto('/dashboard/settings');
  // The dashboard's first answer (the user, which only a valid session gets) shows the page at once; the session
  // check is refused twice, retries with back-off and never sends the member to sign in.
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => refusals, { timeout: 15_000 }).toBe(2);
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(page.getByText('We could not check that you are signed in.')).toHaveCount(0);
});
