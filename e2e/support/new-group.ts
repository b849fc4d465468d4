import { randomBytes } from 'node:crypto';
import { AuthPage } from './auth-page';
import { type APIRequestContext, type Browser, expect, type Page } from './test';
import { createUniqueUser, createVerifiedUser } from './users';

export type TNewGroup = { page: Page; api: APIRequestContext; orgId: string; name: string };

/**
 * A treasurer who signed up and created a group (set up through the API), signed in on the sign-in screen
 * in a browser context of their own: the start of every journey of a group moving in.
 */
export async function openNewGroup(
  {
    browser,
    playwright,
    baseURL,
  }: { browser: Browser; playwright: Parameters<typeof createVerifiedUser>[0]; baseURL: string | undefined },
  namePrefix: string,
): Promise<TNewGroup> {
  const origin = new URL(baseURL ?? '').origin;
  const treasurer = createUniqueUser();
  const { api } = await createVerifiedUser(playwright, origin, treasurer);
  const name = `${namePrefix} ${randomBytes(3).toString('hex')}`;
  const created = await api.post('/api/v1/organizations', { data: { name } });
  expect(created.ok()).toBe(true);
  const { id: orgId } = (await created.json()) as { id: string };
  const page = await (await browser.newContext()).newPage();
  const auth = new AuthPage(page);
  await auth.openSignIn();
  await auth.signIn(treasurer);
  await expect(page).toHaveURL(/\/dashboard$/);
  return { page, api, orgId, name };
}
