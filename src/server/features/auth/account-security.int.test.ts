import { randomUUID } from 'node:crypto';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, profiles, users } from '../../db/schema';
import {
  createOrganization,
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

const post = (
  target: TTestApp,
  path: string,
  json: unknown,
  options: { cookie?: string; ip?: string } = {},
) => target.request(path, { method: 'POST', json, ...options });
const signIn = (target: TTestApp, email: string, password: string, ip?: string) =>
  post(target, '/api/auth/sign-in/email', { email, password }, ip ? { ip } : {});
const me = (cookie: string) => app.request('/api/v1/me', { cookie });
const meByToken = (token: string) =>
  app.request('/api/v1/me', { headers: { authorization: `Bearer ${token}` } });

async function readError(response: Response) {
  const body = (await response.json()) as { error?: { message: string }; message?: string };
  return body.error?.message ?? body.message;
}

async function issueToken(cookie: string): Promise<string> {
  const response = await app.request('/api/auth/token', { cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function mailsTo(target: TTestApp, email: string) {
  return target.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.createdAt));
}

describe('better-auth update-user', () => {
  it('is refused, so a huge name or a javascript: image can never be written', async () => {
    const { userId, cookie } = await createSignedInUser(app);
    for (const json of [{ name: 'x'.repeat(500_000) }, { image: 'javascript:alert(1)' }]) {
      const response = await post(app, '/api/auth/update-user', json, { cookie });
      expect(response.status).toBe(403);
      expect(await readError(response)).toBe('Change your name and company on the Profile page');
    }
    const [user] = await app.database.db.select().from(users).where(eq(users.id, userId));
    expect(user?.name).toBe('Test User');
    expect(user?.image).toBeNull();
  });

  it('refuses changing the e-mail address', async () => {
    const { cookie } = await createSignedInUser(app);
    const response = await post(app, '/api/auth/change-email', { newEmail: 'new@example.test' }, { cookie });
    expect(response.status).toBe(403);
    expect(await readError(response)).toBe('Email cannot be changed');
  });
});

describe('API bearer tokens', () => {
  it('stop working when their session signs out', async () => {
    const { cookie } = await createSignedInUser(app);
    const token = await issueToken(cookie);
    expect((await meByToken(token)).status).toBe(200);
    expect((await post(app, '/api/auth/sign-out', {}, { cookie })).status).toBe(200);
    expect((await meByToken(token)).status).toBe(401);
  });

  it('stop working when their device is signed out from another one', async () => {
    const { email, cookie } = await createSignedInUser(app);
    const phone = readCookies(await signIn(app, email, TEST_PASSWORD));
    const token = await issueToken(phone);
    const sessions = (await (await app.request('/api/v1/me/sessions', { cookie })).json()) as {
      id: string;
      isCurrent: boolean;
    }[];
    const other = sessions.find((session) => !session.isCurrent);
    expect(other).toBeDefined();
    const revoke = await app.request(`/api/v1/me/sessions/${other?.id}`, { method: 'DELETE', cookie });
    expect(revoke.status).toBe(204);
    expect((await meByToken(token)).status).toBe(401);
    expect((await me(phone)).status).toBe(401);
    expect((await me(cookie)).status).toBe(200);
  });
});

describe('change password', () => {
  it('refuses a short new password, a wrong current one, and a missing current one', async () => {
    const { cookie } = await createSignedInUser(app);
    const short = await post(
      app,
      '/api/auth/change-password',
      { currentPassword: TEST_PASSWORD, newPassword: 'short' },
      { cookie },
    );
    expect(short.status).toBe(400);
    expect(await readError(short)).toBe('Password must be at least 8 characters');
    const missing = await post(
      app,
      '/api/auth/change-password',
      { newPassword: 'long-enough-now' },
      { cookie },
    );
    expect(missing.status).toBe(400);
    const wrong = await post(
      app,
      '/api/auth/change-password',
      { currentPassword: 'not-my-password', newPassword: 'long-enough-now' },
      { cookie },
    );
    expect(wrong.status).toBe(400);
    expect((await me(cookie)).status).toBe(200);
  });

  it('ends every other session and every token issued before it, even when the client does not ask', async () => {
    const { email, cookie } = await createSignedInUser(app);
    const laptop = readCookies(await signIn(app, email, TEST_PASSWORD));
    const oldToken = await issueToken(cookie);
    const change = await post(
      app,
      '/api/auth/change-password',
      { currentPassword: TEST_PASSWORD, newPassword: 'a-brand-new-password', revokeOtherSessions: false },
      { cookie },
    );
    expect(change.status).toBe(200);
    expect((await me(laptop)).status).toBe(401);
    expect((await meByToken(oldToken)).status).toBe(401);
    // The device that changed it stays signed in, on a fresh session.
    const fresh = readCookies(change);
    expect((await me(fresh)).status).toBe(200);
    expect((await signIn(app, email, TEST_PASSWORD)).status).toBe(401);
    expect((await signIn(app, email, 'a-brand-new-password')).status).toBe(200);
  });
});

describe('forgot password', () => {
  it('answers the same for an unknown address and mails only real accounts', async () => {
    const { email } = await createSignedInUser(app);
    const unknown = `nobody-${randomUUID()}@example.test`;
    const known = await post(app, '/api/auth/request-password-reset', {
      email,
      redirectTo: '/auth/reset-password',
    });
    const stranger = await post(app, '/api/auth/request-password-reset', {
      email: unknown,
      redirectTo: '/auth/reset-password',
    });
    expect(known.status).toBe(200);
    expect(stranger.status).toBe(200);
    expect(await known.json()).toEqual(await stranger.json());
    expect(await mailsTo(app, unknown)).toHaveLength(0);
    const [mail] = await mailsTo(app, email);
    expect(mail?.subject).toBe('Reset your Masakhane password');
    expect(mail?.link).toMatch(/\/api\/auth\/reset-password\/[^?]+\?callbackURL=/);
  });

  it('sets the new password from the e-mailed link and ends every session', async () => {
    const { email, cookie } = await createSignedInUser(app);
    await post(app, '/api/auth/request-password-reset', { email, redirectTo: '/auth/reset-password' });
    const [mail] = await mailsTo(app, email);
    const link = new URL(mail?.link ?? '');
    // Opening the link sends the browser to our reset page with the token.
    const opened = await app.request(`${link.pathname}${link.search}`);
    expect(opened.status).toBe(302);
    const landing = new URL(opened.headers.get('location') ?? '', 'http://localhost:3000');
    expect(landing.pathname).toBe('/auth/reset-password');
    const token = landing.searchParams.get('token') ?? '';
    const reset = await post(app, '/api/auth/reset-password', { token, newPassword: 'reset-to-this-one' });
    expect(reset.status).toBe(200);
    expect((await me(cookie)).status).toBe(401);
    expect((await signIn(app, email, 'reset-to-this-one')).status).toBe(200);
    const reused = await post(app, '/api/auth/reset-password', { token, newPassword: 'and-again-please' });
    expect(reused.status).toBe(400);
  });

  it('is rate limited per address', async () => {
    const limited = await createTestApp({ RATE_LIMIT: 'on' });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt++) {
        const response = await post(
          limited,
          '/api/auth/request-password-reset',
          { email: `someone-${attempt}@example.test`, redirectTo: '/auth/reset-password' },
          { ip: '198.51.100.40' },
        );
        statuses.push(response.status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('two-factor off', () => {
  it('needs a code from the authenticator, not only the password', async () => {
    const { userId, cookie: first } = await createSignedInUser(app);
    const enable = await post(
      app,
      '/api/auth/two-factor/enable',
      { password: TEST_PASSWORD },
      { cookie: first },
    );
    const { totpURI } = (await enable.json()) as { totpURI: string };
    const secret = new TextDecoder().decode(
      base32.decode(new URL(totpURI).searchParams.get('secret') as string),
    );
    const otp = createOTP(secret, { digits: 6, period: 30 });
    const confirm = await post(
      app,
      '/api/auth/two-factor/verify-totp',
      { code: await otp.totp() },
      { cookie: first },
    );
    expect(confirm.status).toBe(200);
    const cookie = readCookies(confirm);

    const passwordOnly = await post(
      app,
      '/api/auth/two-factor/disable',
      { password: TEST_PASSWORD },
      { cookie },
    );
    expect(passwordOnly.status).toBe(400);
    expect(await readError(passwordOnly)).toBe('Enter the 6-digit code from your authenticator app');
    const wrongCode = await post(
      app,
      '/api/auth/two-factor/disable',
      { password: TEST_PASSWORD, code: '000000' },
      { cookie },
    );
    expect(wrongCode.status).toBe(400);
    expect(await readError(wrongCode)).toBe('Invalid code. Check your authenticator app.');
    const [stillOn] = await app.database.db.select().from(users).where(eq(users.id, userId));
    expect(stillOn?.twoFactorEnabled).toBe(true);

    const off = await post(
      app,
      '/api/auth/two-factor/disable',
      // A code works once: the next step's code, which the server also accepts now.
      { password: TEST_PASSWORD, code: await otp.hotp(Math.floor(Date.now() / 30_000) + 1) },
      { cookie },
    );
    expect(off.status).toBe(200);
    const [after] = await app.database.db.select().from(users).where(eq(users.id, userId));
    expect(after?.twoFactorEnabled).toBe(false);
  });
});

describe('failed sign-ins', () => {
  it('are limited per account with a growing delay and a notice e-mail, whatever the address', async () => {
    const limited = await createTestApp({ RATE_LIMIT: 'on' });
    try {
      const email = `victim-${randomUUID()}@example.test`;
      expect(
        (
          await post(limited, '/api/auth/sign-up/email', {
            name: 'Zodwa Victim',
            email,
            password: TEST_PASSWORD,
          })
        ).status,
      ).toBe(200);
      await limited.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        statuses.push((await signIn(limited, email, 'guessed-wrong', `198.51.100.${attempt + 1}`)).status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
      // Now even the right password from a new address waits.
      const locked = await signIn(limited, email, TEST_PASSWORD, '198.51.100.99');
      expect(locked.status).toBe(429);
      expect(await readError(locked)).toBe(
        'Too many failed sign-in attempts. Please wait a minute and try again.',
      );
      const notices = (await mailsTo(limited, email)).filter(
        (mail) => mail.subject === 'Failed sign-in attempts on your Masakhane account',
      );
      expect(notices).toHaveLength(1);
      // Another account on the same address is not held up.
      const other = await signIn(
        limited,
        `other-${randomUUID()}@example.test`,
        'whatever-pass',
        '198.51.100.1',
      );
      expect(other.status).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('are limited per address too', async () => {
    const limited = await createTestApp({ RATE_LIMIT: 'on' });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 31; attempt++) {
        const response = await signIn(
          limited,
          `guess-${attempt}@example.test`,
          'whatever-pass',
          '198.51.100.7',
        );
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
      expect(statuses[30]).toBe(429);
      expect((await signIn(limited, 'guess-0@example.test', 'whatever-pass', '198.51.100.8')).status).toBe(
        401,
      );
    } finally {
      await limited.close();
    }
  });
});

describe('a stokvel on one shared mobile address', () => {
  it('40 signed-in members opening pages every few seconds for a minute get no 429 and stay signed in', async () => {
    const limited = await createTestApp({ RATE_LIMIT: 'on' });
    try {
      // They signed in earlier, each on their own; now the carrier puts them all behind one address.
      const members: { userId: string; cookie: string }[] = [];
      for (let index = 0; index < 40; index++) {
        const email = `member-${index}-${randomUUID()}@example.test`;
        const ip = `10.20.${index}.1`;
        await post(
          limited,
          '/api/auth/sign-up/email',
          { name: `Member ${index}`, email, password: TEST_PASSWORD },
          { ip },
        );
        const [user] = await limited.database.db
          .update(users)
          .set({ emailVerified: true })
          .where(eq(users.email, email))
          .returning({ id: users.id });
        const signedIn = await signIn(limited, email, TEST_PASSWORD, ip);
        expect(signedIn.status).toBe(200);
        members.push({ userId: user?.id ?? '', cookie: readCookies(signedIn) });
      }
      const [admin, ...rest] = members;
      const orgId = await createOrganization(limited, {
        adminUserId: admin?.userId ?? '',
        memberUserIds: rest.map((member) => member.userId),
      });
      const shared = '100.64.12.34';
      const statuses = new Map<number, number>();
      let signedOut = 0;
      // A minute of pages every five seconds: each page reads the session, the account and the organization.
      for (let round = 0; round < 12; round++) {
        await Promise.all(
          members.map(async ({ cookie }) => {
            const session = await limited.request('/api/auth/get-session', { cookie, ip: shared });
            const body = session.ok ? ((await session.json()) as { user?: unknown } | null) : null;
            if (!body?.user) signedOut++;
            const pages = await Promise.all([
              limited.request('/api/v1/me', { cookie, ip: shared }),
              limited.request(`/api/v1/orgs/${orgId}/context`, { cookie, ip: shared }),
            ]);
            for (const response of [session, ...pages]) {
              statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
            }
          }),
        );
      }
      expect(Object.fromEntries(statuses)).toEqual({ 200: 40 * 12 * 3 });
      expect(signedOut).toBe(0);
    } finally {
      await limited.close();
    }
  }, 120_000);
});

describe('profile row', () => {
  it('keeps the e-mail it had', async () => {
    const { userId, email } = await createSignedInUser(app);
    const [profile] = await app.database.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(profile?.email).toBe(email);
  });
});
