import { randomUUID } from 'node:crypto';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEvents, mailOutbox, profiles, userRoles, users } from '../../db/schema';
import { createRuntime } from '../../runtime';
import {
  createSignedInUser,
  createTestApp,
  readCookies,
  TEST_PASSWORD,
  type TTestApp,
} from '../../testing/test-app';

let app: TTestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

const signUp = (body: Record<string, unknown>) =>
  app.request('/api/auth/sign-up/email', { method: 'POST', json: body });
const signIn = (email: string, password: string) =>
  app.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
const me = (cookie: string) => app.request('/api/v1/me', { cookie });

async function readError(response: Response) {
  const body = (await response.json()) as { error?: { message: string }; message?: string };
  return body.error?.message ?? body.message;
}

async function latestMailTo(email: string) {
  const [mail] = await app.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail;
}

describe('sign-up', () => {
  it.each([
    [{ name: 'A', email: 'a@example.test', password: 'longenough' }, 'Name must be at least 2 characters'],
    [
      { name: 'x'.repeat(101), email: 'a@example.test', password: 'longenough' },
      'Name must be less than 100 characters',
    ],
    [{ name: 'Ann', email: 'not-an-email', password: 'longenough' }, 'Invalid email address'],
    [
      { name: 'Ann', email: `${'a'.repeat(251)}@x.co`, password: 'longenough' },
      'Email must be less than 255 characters',
    ],
    [{ name: 'Ann', email: 'a@example.test', password: 'short' }, 'Password must be at least 8 characters'],
    [
      { name: 'Ann', email: 'a@example.test', password: 'p'.repeat(101) },
      'Password must be less than 100 characters',
    ],
  ])('refuses %j with the spec message', async (body, message) => {
    const response = await signUp(body);
    expect(response.status).toBe(400);
    expect(await readError(response)).toBe(message);
  });

  it('creates the account with a profile and role user, and mails a verification link', async () => {
    const email = `new-${randomUUID()}@example.test`;
    const response = await signUp({ name: '  Lindiwe Sithole ', email, password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    const [user] = await app.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(false);
    const [profile] = await app.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, user?.id as string));
    expect(profile?.email).toBe(email);
    const roles = await app.database.db
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, user?.id as string));
    expect(roles.map((row) => row.role)).toEqual(['user']);
    const mail = await latestMailTo(email);
    expect(mail?.subject).toBe('Verify your e-mail address');
    expect(mail?.link).toMatch(/\/api\/auth\/verify-email\?token=/);
    expect(mail?.textBody).toContain(mail?.link as string);
  });
});

describe('sign-in', () => {
  it('refuses an unverified account, then admits it after the e-mailed link is opened', async () => {
    const email = `verify-${randomUUID()}@example.test`;
    await signUp({ name: 'Vusi Dube', email, password: TEST_PASSWORD });
    const refused = await signIn(email, TEST_PASSWORD);
    expect(refused.status).toBe(403);
    const refusedBody = (await refused.json()) as { code: string };
    expect(refusedBody.code).toBe('EMAIL_NOT_VERIFIED');

    const link = new URL((await latestMailTo(email))?.link as string);
    const verify = await app.request(`${link.pathname}${link.search}`);
    expect(verify.status).toBeLessThan(400);

    const admitted = await signIn(email, TEST_PASSWORD);
    expect(admitted.status).toBe(200);
    const cookie = readCookies(admitted);
    expect(admitted.headers.getSetCookie().join(';')).toMatch(/HttpOnly/i);
    const profile = await me(cookie);
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { user: { email: string } }).user.email).toBe(email);
  });

  it('refuses a wrong password and records the failure without the password', async () => {
    const { email } = await createSignedInUser(app);
    const response = await signIn(email, 'wrong-password');
    expect(response.status).toBe(401);
    const [event] = await app.database.db
      .select()
      .from(authEvents)
      .where(eq(authEvents.email, email))
      .orderBy(desc(authEvents.createdAt))
      .limit(1);
    expect(event?.kind).toBe('sign_in_failed');
    expect(JSON.stringify(event)).not.toContain('wrong-password');
  });

  it('keeps the session across a server restart', async () => {
    const { cookie } = await createSignedInUser(app);
    const restarted = await createRuntime({ config: app.config, database: app.database });
    try {
      const response = await restarted.app.request('/api/v1/me', { headers: { cookie } });
      expect(response.status).toBe(200);
    } finally {
      await restarted.close();
    }
  });

  it('ends the session on sign-out', async () => {
    const { cookie } = await createSignedInUser(app);
    expect((await me(cookie)).status).toBe(200);
    const out = await app.request('/api/auth/sign-out', { method: 'POST', cookie, json: {} });
    expect(out.status).toBe(200);
    expect((await me(cookie)).status).toBe(401);
  });

  it('kills other sessions when the password changes', async () => {
    const { email, cookie } = await createSignedInUser(app);
    const second = readCookies(await signIn(email, TEST_PASSWORD));
    const change = await app.request('/api/auth/change-password', {
      method: 'POST',
      cookie,
      json: {
        currentPassword: TEST_PASSWORD,
        newPassword: 'a-brand-new-password',
        revokeOtherSessions: true,
      },
    });
    expect(change.status).toBe(200);
    expect((await me(second)).status).toBe(401);
    expect((await signIn(email, 'a-brand-new-password')).status).toBe(200);
  });

  it('issues a short-lived JWT that API clients can use as a bearer token', async () => {
    const { cookie, email } = await createSignedInUser(app);
    const tokenResponse = await app.request('/api/auth/token', { cookie });
    expect(tokenResponse.status).toBe(200);
    const { token } = (await tokenResponse.json()) as { token: string };
    const viaBearer = await app.request('/api/v1/me', { headers: { authorization: `Bearer ${token}` } });
    expect(viaBearer.status).toBe(200);
    expect(((await viaBearer.json()) as { user: { email: string } }).user.email).toBe(email);
    const forged = await app.request('/api/v1/me', {
      headers: { authorization: `Bearer ${token.slice(0, -4)}abcd` },
    });
    expect(forged.status).toBe(401);
    const jwks = await app.request('/api/auth/jwks');
    expect(((await jwks.json()) as { keys: unknown[] }).keys.length).toBeGreaterThan(0);
  });

  it('explains that a social provider is not configured', async () => {
    const response = await app.request('/api/auth/sign-in/social', {
      method: 'POST',
      json: { provider: 'github', callbackURL: '/dashboard' },
    });
    expect(response.status).toBe(400);
    expect(await readError(response)).toBe('GitHub sign-in is not configured on this server');
  });
});

describe('two-factor (TOTP)', () => {
  it('enrols, challenges at sign-in and verifies with a code or a backup code', async () => {
    const { email, cookie } = await createSignedInUser(app);
    const enable = await app.request('/api/auth/two-factor/enable', {
      method: 'POST',
      cookie,
      json: { password: TEST_PASSWORD },
    });
    expect(enable.status).toBe(200);
    const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
    expect(backupCodes.length).toBeGreaterThan(0);
    const secret = new TextDecoder().decode(
      base32.decode(new URL(totpURI).searchParams.get('secret') as string),
    );
    const otp = createOTP(secret, { digits: 6, period: 30 });

    const confirm = await app.request('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      cookie,
      json: { code: await otp.totp() },
    });
    expect(confirm.status).toBe(200);

    // Signing in now asks for the second factor instead of creating a session.
    const challenged = await signIn(email, TEST_PASSWORD);
    expect(((await challenged.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect).toBe(true);
    const pending = readCookies(challenged);
    expect((await me(pending)).status).toBe(401);
    const wrong = await app.request('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      cookie: pending,
      json: { code: '000000' },
    });
    expect(wrong.status).toBe(401);
    // A code works once: the next step's code, which the server also accepts now.
    const verified = await app.request('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      cookie: pending,
      json: { code: await otp.hotp(Math.floor(Date.now() / 30_000) + 1) },
    });
    expect(verified.status).toBe(200);
    expect((await me(readCookies(verified))).status).toBe(200);

    const again = readCookies(await signIn(email, TEST_PASSWORD));
    const backup = await app.request('/api/auth/two-factor/verify-backup-code', {
      method: 'POST',
      cookie: again,
      json: { code: backupCodes[0] },
    });
    expect(backupCodes[0] && backup.status).toBe(200);
    expect((await me(readCookies(backup))).status).toBe(200);
  });
});

// Rate limits on sign-in (per address and per account) are in account-security.int.test.ts.
