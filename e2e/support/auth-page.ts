import { expect, type Locator, type Page } from '@playwright/test';
import type { TTestUser } from './users';

/** The sonner toast that contains `text`. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/** Drives /auth the way a person does: through labels and buttons. */
export class AuthPage {
  constructor(readonly page: Page) {}

  async openSignUp() {
    await this.page.goto('/auth?mode=signup');
    await expect(this.page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await this.waitUntilReady();
  }

  async openSignIn(path = '/auth') {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await this.waitUntilReady();
  }

  /**
   * The pre-rendered form paints before its code runs and keeps its submit button disabled until then; a
   * person waits for it, and so does the test, since what is typed before the code runs is not kept.
   */
  private async waitUntilReady() {
    await expect(this.page.locator('form button[type="submit"]')).toBeEnabled();
  }

  async signUp(user: Pick<TTestUser, 'fullName' | 'email' | 'password'>) {
    await this.page.getByLabel('Full Name').fill(user.fullName);
    await this.page.getByLabel('Email').fill(user.email);
    await this.page.getByLabel('Password', { exact: true }).fill(user.password);
    await this.page.getByRole('button', { name: 'Create Account' }).click();
  }

  async signIn(user: Pick<TTestUser, 'email' | 'password'>) {
    await this.page.getByLabel('Email').fill(user.email);
    await this.page.getByLabel('Password', { exact: true }).fill(user.password);
    await this.page.getByRole('button', { name: 'Sign In' }).click();
  }
}
