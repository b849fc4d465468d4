import { AuthPage, toast } from './support/auth-page';
import { expect, test } from './support/test';

test('sign-up shows each of the spec messages, first problem first', async ({ page }) => {
  const auth = new AuthPage(page);
  await auth.openSignUp();
  const cases = [
    [
      { fullName: ' ', email: 'x@example.test', password: 'long-enough' },
      'Name must be at least 2 characters',
    ],
    [
      { fullName: 'N'.repeat(101), email: 'x@example.test', password: 'long-enough' },
      'Name must be less than 100 characters',
    ],
    [{ fullName: 'Nomsa', email: 'nomsa.example.test', password: 'long-enough' }, 'Invalid email address'],
    [
      { fullName: 'Nomsa', email: `${'n'.repeat(250)}@example.test`, password: 'long-enough' },
      'Email must be less than 255 characters',
    ],
    [
      { fullName: 'Nomsa', email: 'nomsa@example.test', password: 'short' },
      'Password must be at least 8 characters',
    ],
    [
      { fullName: 'Nomsa', email: 'nomsa@example.test', password: 'p'.repeat(101) },
      'Password must be less than 100 characters',
    ],
  ] as const;
  for (const [user, message] of cases) {
    await auth.signUp(user);
    await expect(toast(page, message)).toBeVisible();
    await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(1);
  }
  await expect(page).toHaveURL(/mode=signup/);
});

test('sign-in shows the spec messages and the server answer for a wrong password', async ({ page }) => {
  const auth = new AuthPage(page);
  await auth.openSignIn();
  await auth.signIn({ email: 'not-an-email', password: '12345' });
  await expect(toast(page, 'Invalid email address')).toBeVisible();
  await auth.signIn({ email: 'thandi@masakhane.demo', password: '12345' });
  await expect(toast(page, 'Password must be at least 6 characters')).toBeVisible();
  await auth.signIn({ email: 'thandi@masakhane.demo', password: 'wrong-password' });
  await expect(toast(page, /invalid email or password/i)).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});
