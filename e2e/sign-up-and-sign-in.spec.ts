import { AuthPage, toast } from './support/auth-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { waitForVerificationLink } from './support/mail';
import { expect, test } from './support/test';
import { createUniqueUser, DEMO_ADMIN } from './support/users';

test('a new user signs up, verifies their e-mail, signs in and signs out', async ({ page }) => {
  const user = createUniqueUser();
  const auth = new AuthPage(page);

  await auth.openSignUp();
  await auth.signUp(user);
  await expect(toast(page, 'Account created! Please check your email to verify your account.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();

  // Not verified yet: the server refuses the sign-in and the page says why.
  await page.getByRole('button', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await auth.signIn(user);
  await expect(toast(page, /not verified/i)).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);

  const link = await waitForVerificationLink(user.email);
  expect(link).toContain('/api/auth/verify-email?token=');
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\?verified=1/);
  await expect(page.getByRole('status').filter({ hasText: 'Your e-mail address is verified' })).toBeVisible();

  await auth.signIn(user);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toast(page, 'Welcome back!')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Welcome, ${user.fullName}` })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  await expect(page.getByText('You are not in an organization yet')).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, 'Signed out successfully')).toBeVisible();

  // The session is really gone: the dashboard sends us back to sign in.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard$/);
});

test('sign-up shows only the first validation message, as a toast', async ({ page }) => {
  const auth = new AuthPage(page);
  await auth.openSignUp();
  await auth.signUp({ fullName: 'A', email: 'not-an-email', password: 'short' });
  await expect(toast(page, 'Name must be at least 2 characters')).toBeVisible();
  await expect(toast(page, 'Invalid email address')).toHaveCount(0);
  await expect(toast(page, 'Password must be at least 8 characters')).toHaveCount(0);

  await auth.signUp({ fullName: 'Ab', email: 'not-an-email', password: 'short' });
  await expect(toast(page, 'Invalid email address')).toBeVisible();
  await expect(page).toHaveURL(/mode=signup/);
});

test('sign-in validates the password length and the link switches modes', async ({ page }) => {
  const auth = new AuthPage(page);
  await auth.openSignIn();
  await auth.signIn({ email: 'someone@example.test', password: '12345' });
  await expect(toast(page, 'Password must be at least 6 characters')).toBeVisible();

  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=signup$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.getByText('Already have an account?')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('a social provider that is not configured answers with a clear message', async ({ page }) => {
  const auth = new AuthPage(page);
  await auth.openSignIn();
  await page.getByRole('button', { name: 'Continue with GitHub' }).click();
  await expect(toast(page, /GitHub sign-in is not configured/)).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('the dashboard asks for a session, then returns to it and lists the organizations', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard$/);

  const auth = new AuthPage(page);
  await auth.signIn(DEMO_ADMIN);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${DEMO_ADMIN.fullName}` })).toBeVisible();

  const burialSociety = page.getByRole('listitem').filter({ hasText: 'Ubuntu Burial Society' });
  await expect(burialSociety).toContainText('Burial Society');
  await expect(burialSociety.getByText('Admin', { exact: true })).toBeVisible();
  const stokvel = page.getByRole('listitem').filter({ hasText: 'Kasi Savings Stokvel' });
  await expect(stokvel).toContainText('Stokvel');
  await expect(stokvel.getByText('Admin', { exact: true })).toHaveCount(0);

  // Already signed in: /auth sends the user on to the dashboard.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('unknown paths show a helpful 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(
    page.getByRole('heading', { name: 'The shared record your savings group can trust' }),
  ).toBeVisible();
});

test.describe('accessibility', () => {
  test('the auth page in both modes has no serious or critical axe violations', async ({ page }) => {
    const auth = new AuthPage(page);
    await auth.openSignIn();
    await expectNoSeriousA11yViolations(page);
    await auth.openSignUp();
    await expectNoSeriousA11yViolations(page);
  });

  test('the dashboard has no serious or critical axe violations', async ({ page }) => {
    const auth = new AuthPage(page);
    await auth.openSignIn('/auth?next=%2Fdashboard');
    await auth.signIn(DEMO_ADMIN);
    await expect(page.getByRole('heading', { name: `Welcome, ${DEMO_ADMIN.fullName}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the dark theme keeps the auth page and 404 page readable', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await new AuthPage(page).openSignIn();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the home page has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
