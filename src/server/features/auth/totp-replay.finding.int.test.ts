import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoFactors, users } from '../../db/schema';
import {
  createSignedInUser,
  createTestApp,
  readCookies,
  TEST_PASSWORD,
  type TTestApp,
} from '../../testing/test-app';

/**
 * An authenticator code was accepted twice within its window: seen by signing in twice with one code. A code,
 * once accepted, is refused for the rest of the time it would be valid, wherever it is entered.
 */
let app: TTestApp;
const USED = 'This code has already been used. Enter the next code from your authenticator app.';

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

const post = (path: string, json: unknown, cookie?: string) =>
  app.request(path, { method: 'POST', json, ...(cookie ? { cookie } : {}) });

async function readMessage(response: Response): Promise<string | undefined> {
  const body = (await response.json()) as { error?: { message: string }; message?: string };
  return body.error?.message ?? body.message;
}

/** The codes of this 30-second step and the next, both of which the server accepts now and for 30 s more. */
type TCodes = { current: string; next: string };

/**
 * A signed-in user with two-factor on. Turned on through the API, it spends the current code; `direct` turns
 * it on in the database instead, so a test has both codes to spend.
 */
async function turnOnTwoFactor(how: 'api' | 'direct' = 'direct') {
  const user = await createSignedInUser(app);
  const enable = await post('/api/auth/two-factor/enable', { password: TEST_PASSWORD }, user.cookie);
  const { totpURI } = (await enable.json()) as { totpURI: string };
  const secret = new TextDecoder().decode(
    base32.decode(new URL(totpURI).searchParams.get('secret') as string),
  );
  const otp = createOTP(secret, { digits: 6, period: 30 });
  const readCodes = async (): Promise<TCodes> => {
    const step = Math.floor(Date.now() / 30_000);
    return { current: await otp.hotp(step), next: await otp.hotp(step + 1) };
  };
  if (how === 'direct') {
    await app.database.db
      .update(twoFactors)
      .set({ verified: true })
      .where(eq(twoFactors.userId, user.userId));
    await app.database.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, user.userId));
    return { ...user, confirmCode: null, readCodes };
  }
  const confirmCode = (await readCodes()).current;
  const confirm = await post('/api/auth/two-factor/verify-totp', { code: confirmCode }, user.cookie);
  expect(confirm.status).toBe(200);
  return { ...user, cookie: readCookies(confirm), confirmCode, readCodes };
}

async function startSignIn(email: string): Promise<string> {
  const challenged = await post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
  expect(((await challenged.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect).toBe(true);
  return readCookies(challenged);
}

describe('an authenticator code works once', () => {
  it('signs in once with a code; the same code at the next sign-in is refused and the next code works', async () => {
    const user = await turnOnTwoFactor();
    const { current, next } = await user.readCodes();

    const first = await post(
      '/api/auth/two-factor/verify-totp',
      { code: current },
      await startSignIn(user.email),
    );
    expect(first.status).toBe(200);
    expect((await app.request('/api/v1/me', { cookie: readCookies(first) })).status).toBe(200);

    const challenge = await startSignIn(user.email);
    const replay = await post('/api/auth/two-factor/verify-totp', { code: current }, challenge);
    expect(replay.status).toBe(401);
    expect(await readMessage(replay)).toBe(USED);
    expect(readCookies(replay)).not.toMatch(/session_token=[^;]+/);

    const fresh = await post('/api/auth/two-factor/verify-totp', { code: next }, challenge);
    expect(fresh.status).toBe(200);
  });

  it('refuses at sign-in the code that turned two-factor on', async () => {
    const user = await turnOnTwoFactor('api');
    const replay = await post(
      '/api/auth/two-factor/verify-totp',
      { code: user.confirmCode },
      await startSignIn(user.email),
    );
    expect(replay.status).toBe(401);
    expect(await readMessage(replay)).toBe(USED);
  });

  it('refuses a used code for turning two-factor off, and leaves it on', async () => {
    const user = await turnOnTwoFactor();
    const { current } = await user.readCodes();
    const signIn = await post(
      '/api/auth/two-factor/verify-totp',
      { code: current },
      await startSignIn(user.email),
    );
    expect(signIn.status).toBe(200);

    const off = await post(
      '/api/auth/two-factor/disable',
      { password: TEST_PASSWORD, code: current },
      readCookies(signIn),
    );
    expect(off.status).toBe(400);
    expect(await readMessage(off)).toBe(USED);
    const [row] = await app.database.db.select().from(users).where(eq(users.id, user.userId));
    expect(row?.twoFactorEnabled).toBe(true);
  });

  it('lets one of two sign-ins racing with the same code through', async () => {
    const user = await turnOnTwoFactor();
    const { current } = await user.readCodes();
    const challenges = [await startSignIn(user.email), await startSignIn(user.email)];
    const answers = await Promise.all(
      challenges.map((challenge) => post('/api/auth/two-factor/verify-totp', { code: current }, challenge)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  it('does not spend a code on a refused try: a wrong code leaves the right one usable', async () => {
    const user = await turnOnTwoFactor();
    const { current } = await user.readCodes();
    const challenge = await startSignIn(user.email);
    const wrongCode = current === '000000' ? '111111' : '000000';
    const wrong = await post('/api/auth/two-factor/verify-totp', { code: wrongCode }, challenge);
    expect(wrong.status).toBe(401);
    expect(await readMessage(wrong)).toBe('Invalid code');
    const again = await post('/api/auth/two-factor/verify-totp', { code: wrongCode }, challenge);
    expect(await readMessage(again)).toBe('Invalid code');
    expect((await post('/api/auth/two-factor/verify-totp', { code: current }, challenge)).status).toBe(200);
  });
});
