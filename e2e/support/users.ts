import { randomBytes } from 'node:crypto';
import { waitForVerificationLink } from './mail';
import { type APIRequestContext, expect } from './test';

export type TTestUser = { fullName: string; email: string; password: string };

/** A user nobody has signed up with yet, so tests never collide across runs or retries. */
export function createUniqueUser(): TTestUser {
  const suffix = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return {
    fullName: 'Thandeka Ndlovu',
    email: `thandeka.${suffix}@example.test`,
    password: `Stokvel-${suffix}`,
  };
}

/** A seeded demo user (src/server/demo/demo-users.ts): admin of Ubuntu Burial Society, member of Kasi Savings Stokvel. */
export const DEMO_ADMIN = {
  fullName: 'Thandi Mokoena',
  email: 'thandi@masakhane.demo',
  password: 'Masakhane#2026',
} as const satisfies TTestUser;

export type TApi = { api: APIRequestContext; userId: string };

/** A verified account signed in on its own API context (for set-up the journey does not look at). */
export async function createVerifiedUser(
  playwright: {
    request: {
      newContext: (options: {
        baseURL: string;
        extraHTTPHeaders: Record<string, string>;
      }) => Promise<APIRequestContext>;
    };
  },
  origin: string,
  user: TTestUser,
): Promise<TApi> {
  const api = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: { Origin: origin } });
  const signUp = await api.post('/api/auth/sign-up/email', {
    data: { name: user.fullName, email: user.email, password: user.password },
  });
  expect(signUp.ok()).toBe(true);
  expect(
    (await api.get(await waitForVerificationLink(user.email), { maxRedirects: 0 })).status(),
  ).toBeLessThan(400);
  expect(
    (
      await api.post('/api/auth/sign-in/email', { data: { email: user.email, password: user.password } })
    ).ok(),
  ).toBe(true);
  const me = (await (await api.get('/api/v1/me')).json()) as { user: { id: string } };
  return { api, userId: me.user.id };
}
