import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import {
  createSignedInUser,
  createTestApp,
  readCookies,
  TEST_PASSWORD,
  type TTestApp,
} from '../../testing/test-app';

/**
 * Settings promises that security messages (sign-in, password) are always sent, yet changing the password and
 * turning two-factor on or off sent nothing. Each now mails the user, whatever their e-mail switches say.
 */
let app: TTestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

const post = (path: string, json: unknown, cookie?: string) =>
  app.request(path, { method: 'POST', json, ...(cookie ? { cookie } : {}) });

async function readSubjects(email: string): Promise<string[]> {
  const mails = await app.database.db
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(asc(mailOutbox.createdAt));
  return mails.map((mail) => mail.subject);
}

/** A signed-in user who has turned every e-mail switch off, with what they have been mailed so far. */
async function createUserWithMailOff() {
  const user = await createSignedInUser(app, { name: 'Lindiwe Dube' });
  const off = await app.request('/api/v1/me/settings', {
    method: 'PATCH',
    cookie: user.cookie,
    json: { emailNotifications: false, transactionAlerts: false, memberUpdates: false },
  });
  expect(off.status).toBe(200);
  return { ...user, mailedBefore: await readSubjects(user.email) };
}

async function readNewSubjects(user: { email: string; mailedBefore: string[] }) {
  return (await readSubjects(user.email)).slice(user.mailedBefore.length);
}

describe('security e-mails go out whatever the e-mail switches say', () => {
  it('mails the user when their password is changed, and not when the change is refused', async () => {
    const user = await createUserWithMailOff();
    const refused = await post(
      '/api/auth/change-password',
      { currentPassword: 'not-my-password', newPassword: 'a-brand-new-password' },
      user.cookie,
    );
    expect(refused.status).toBe(400);
    expect(await readNewSubjects(user)).toEqual([]);

    const changed = await post(
      '/api/auth/change-password',
      { currentPassword: TEST_PASSWORD, newPassword: 'a-brand-new-password' },
      user.cookie,
    );
    expect(changed.status).toBe(200);
    expect(await readNewSubjects(user)).toEqual(['Your Masakhane password was changed']);
    const [mail] = await app.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.toAddress, user.email),
          eq(mailOutbox.subject, 'Your Masakhane password was changed'),
        ),
      );
    expect(mail?.textBody).toContain('Hello Lindiwe Dube,');
    expect(mail?.textBody).not.toContain('To stop these e-mails');
  });

  it('mails the user when a forgotten password is reset from the e-mailed link', async () => {
    const user = await createUserWithMailOff();
    await post('/api/auth/request-password-reset', { email: user.email, redirectTo: '/auth/reset-password' });
    const [resetMail] = await app.database.db
      .select({ link: mailOutbox.link })
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.toAddress, user.email), eq(mailOutbox.subject, 'Reset your Masakhane password')),
      );
    const token = new URL(resetMail?.link ?? '').pathname.split('/').pop() ?? '';
    const reset = await post('/api/auth/reset-password', { token, newPassword: 'reset-to-this-one' });
    expect(reset.status).toBe(200);
    expect(await readNewSubjects(user)).toEqual([
      'Reset your Masakhane password',
      'Your Masakhane password was changed',
    ]);
  });

  it('mails the user when two-factor is turned on and when it is turned off, not when they sign in with it', async () => {
    const user = await createUserWithMailOff();
    const enable = await post('/api/auth/two-factor/enable', { password: TEST_PASSWORD }, user.cookie);
    expect(enable.status).toBe(200);
    // Asking for the key turns nothing on yet: the first code from the app does.
    expect(await readNewSubjects(user)).toEqual([]);
    const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
    const secret = new TextDecoder().decode(
      base32.decode(new URL(totpURI).searchParams.get('secret') as string),
    );
    const otp = createOTP(secret, { digits: 6, period: 30 });
    const step = Math.floor(Date.now() / 30_000);
    const on = await post('/api/auth/two-factor/verify-totp', { code: await otp.hotp(step) }, user.cookie);
    expect(on.status).toBe(200);
    expect(await readNewSubjects(user)).toEqual(['Two-factor authentication is on']);

    // Signing in with the second factor is no change: no mail.
    const challenge = await post('/api/auth/sign-in/email', { email: user.email, password: TEST_PASSWORD });
    const signIn = await post(
      '/api/auth/two-factor/verify-backup-code',
      { code: backupCodes[0] },
      readCookies(challenge),
    );
    expect(signIn.status).toBe(200);
    expect(await readNewSubjects(user)).toEqual(['Two-factor authentication is on']);

    const off = await post(
      '/api/auth/two-factor/disable',
      { password: TEST_PASSWORD, code: await otp.hotp(step + 1) },
      readCookies(signIn),
    );
    expect(off.status).toBe(200);
    expect(await readNewSubjects(user)).toEqual([
      'Two-factor authentication is on',
      'Two-factor authentication was turned off',
    ]);
  });
});
