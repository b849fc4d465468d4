import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTodayIso } from '../../../shared/calendar';
import type { TAccountSession, TUserSettings } from '../../../shared/contracts/account';
import type { TMe } from '../../../shared/contracts/me';
import { auditLog, mailOutbox, userOrganizations, users } from '../../db/schema';
import { createUnsubscribeToken } from '../../platform/mail/user-mail';
import {
  createActiveLoan,
  createLoanWorld,
  recordRepayment,
  saveFixedTerms,
} from '../../testing/fixtures/loans';
import {
  createOrganization,
  createSignedInUser,
  createTestApp,
  readCookies,
  TEST_PASSWORD,
  type TSignedInUser,
  type TTestApp,
} from '../../testing/test-app';

let app: TTestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

const call = (actor: TSignedInUser | null, method: string, path: string, json?: unknown) =>
  app.request(path, {
    method,
    ...(actor ? { cookie: actor.cookie } : {}),
    ...(json !== undefined ? { json } : {}),
  });

async function readJson<T>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

async function readErrorMessage(response: Response, status: number) {
  return (await readJson<{ error: { message: string } }>(response, status)).error.message;
}

async function mailsTo(email: string) {
  return app.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.createdAt));
}

describe('profile', () => {
  it.each([
    [{ fullName: 'x'.repeat(101), companyName: '' }, 'Name must be less than 100 characters'],
    [{ fullName: 'Ann', companyName: 'c'.repeat(201) }, 'Organization name must be less than 200 characters'],
    [
      { fullName: 'Ann', companyName: '', phone: '0'.repeat(21) },
      'Phone number must be less than 20 characters',
    ],
    [
      { fullName: 'Ann', companyName: '', phone: 'call me after five' },
      'Phone number may hold only digits, spaces and + ( ) -',
    ],
  ])('refuses %j with the spec message', async (json, message) => {
    const actor = await createSignedInUser(app);
    expect(await readErrorMessage(await call(actor, 'PATCH', '/api/v1/me/profile', json), 400)).toBe(message);
  });

  it('saves a trimmed name and company, keeps the e-mail, shows the account creation date, and audits', async () => {
    const actor = await createSignedInUser(app);
    const response = await call(actor, 'PATCH', '/api/v1/me/profile', {
      fullName: '  Lindiwe Dlamini  ',
      companyName: ' Dlamini Catering ',
    });
    const me = await readJson<TMe>(response, 200);
    expect(me.profile.fullName).toBe('Lindiwe Dlamini');
    expect(me.profile.companyName).toBe('Dlamini Catering');
    expect(me.user.name).toBe('Lindiwe Dlamini');
    expect(me.user.email).toBe(actor.email);
    const [user] = await app.database.db.select().from(users).where(eq(users.id, actor.userId));
    expect(me.profile.createdAt).toBe(user?.createdAt.toISOString());
    const [audit] = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, actor.userId), eq(auditLog.action, 'profile.updated')));
    expect(audit?.targetId).toBe(actor.userId);

    const cleared = await readJson<TMe>(
      await call(actor, 'PATCH', '/api/v1/me/profile', { fullName: 'Lindiwe Dlamini', companyName: '   ' }),
      200,
    );
    expect(cleared.profile.companyName).toBeNull();
  });

  it('keeps a phone number until it is changed or cleared', async () => {
    const actor = await createSignedInUser(app);
    const save = async (json: unknown) =>
      (await readJson<TMe>(await call(actor, 'PATCH', '/api/v1/me/profile', json), 200)).profile.phone;
    expect(await save({ fullName: 'Thabo Mokoena', companyName: '', phone: ' +27 82 555 0142 ' })).toBe(
      '+27 82 555 0142',
    );
    // A client that does not send the phone leaves it as it is.
    expect(await save({ fullName: 'Thabo Mokoena', companyName: 'Spaza' })).toBe('+27 82 555 0142');
    expect(await save({ fullName: 'Thabo Mokoena', companyName: '', phone: '' })).toBeNull();
  });

  it('is refused without a session', async () => {
    expect((await call(null, 'PATCH', '/api/v1/me/profile', { fullName: 'A', companyName: '' })).status).toBe(
      401,
    );
  });
});

describe('settings and the e-mails they allow', () => {
  async function world() {
    const admin = await createSignedInUser(app, { name: 'Thandi Admin' });
    const member = await createSignedInUser(app, { name: 'Nomsa Member' });
    const orgId = await createOrganization(app, {
      adminUserId: admin.userId,
      memberUserIds: [member.userId],
    });
    return { admin, member, orgId };
  }
  const record = (admin: TSignedInUser, orgId: string, userId: string, amountCents = 25_000) =>
    call(admin, 'POST', `/api/v1/orgs/${orgId}/contributions`, {
      userId,
      contributionDate: getTodayIso(),
      amountCents,
      paymentMethod: 'eft',
      referenceNumber: `REF-${randomUUID().slice(0, 8)}`,
    });
  const alertsTo = async (email: string) =>
    (await mailsTo(email)).filter((mail) => mail.subject.startsWith('Contribution recorded'));

  it('starts on, on, off and keeps what the member changes', async () => {
    const actor = await createSignedInUser(app);
    expect(await readJson<TUserSettings>(await call(actor, 'GET', '/api/v1/me/settings'), 200)).toEqual({
      emailNotifications: true,
      transactionAlerts: true,
      memberUpdates: false,
    });
    await readJson(await call(actor, 'PATCH', '/api/v1/me/settings', { memberUpdates: true }), 200);
    expect(await readJson<TUserSettings>(await call(actor, 'GET', '/api/v1/me/settings'), 200)).toEqual({
      emailNotifications: true,
      transactionAlerts: true,
      memberUpdates: true,
    });
    expect(await readErrorMessage(await call(actor, 'PATCH', '/api/v1/me/settings', {}), 400)).toBe(
      'Choose a setting to change',
    );
  });

  it('Transaction Alerts e-mails the member when money is recorded for them, with a one-click unsubscribe', async () => {
    const { admin, member, orgId } = await world();
    expect((await record(admin, orgId, member.userId, 25_000)).status).toBe(201);
    const [alert] = await alertsTo(member.email);
    expect(alert?.textBody).toContain('R 250,00'.replace(' ', '\u00a0'));
    expect(alert?.textBody).toMatch(/\/unsubscribe\?token=/);
    // Nothing goes to the admin who recorded it.
    expect(await alertsTo(admin.email)).toHaveLength(0);
  });

  it('sends nothing once Transaction Alerts or Email Notifications is off', async () => {
    const { admin, member, orgId } = await world();
    await readJson(await call(member, 'PATCH', '/api/v1/me/settings', { transactionAlerts: false }), 200);
    await record(admin, orgId, member.userId);
    expect(await alertsTo(member.email)).toHaveLength(0);
    await readJson(
      await call(member, 'PATCH', '/api/v1/me/settings', {
        transactionAlerts: true,
        emailNotifications: false,
      }),
      200,
    );
    await record(admin, orgId, member.userId);
    expect(await alertsTo(member.email)).toHaveLength(0);
    await readJson(await call(member, 'PATCH', '/api/v1/me/settings', { emailNotifications: true }), 200);
    await record(admin, orgId, member.userId);
    expect(await alertsTo(member.email)).toHaveLength(1);
  });

  it('alerts on confirming a submitted contribution', async () => {
    const { admin, member, orgId } = await world();
    const submitted = await readJson<{ id: string }>(
      await call(member, 'POST', `/api/v1/orgs/${orgId}/contributions/submit`, {
        contributionDate: getTodayIso(),
        amountCents: 10_000,
        paymentMethod: 'cash',
        referenceNumber: 'CASH-0001',
      }),
      201,
    );
    expect((await mailsTo(member.email)).filter((m) => m.subject.startsWith('Contribution'))).toHaveLength(0);
    await readJson(
      await call(admin, 'POST', `/api/v1/orgs/${orgId}/contributions/${submitted.id}/confirm`, {}),
      200,
    );
    const [confirmed] = await mailsTo(member.email);
    expect(confirmed?.subject).toMatch(/^Contribution confirmed: /);
  });

  it('Member Updates (off by default) covers role changes once turned on', async () => {
    const { admin, member, orgId } = await world();
    const [membership] = await app.database.db
      .select({ id: userOrganizations.id })
      .from(userOrganizations)
      .where(and(eq(userOrganizations.userId, member.userId), eq(userOrganizations.organizationId, orgId)));
    const setRole = (role: 'admin' | 'member') =>
      call(admin, 'PATCH', `/api/v1/orgs/${orgId}/members/${membership?.id}`, { role });
    const roleMails = async () =>
      (await mailsTo(member.email)).filter((m) => m.subject.startsWith('You are now'));
    await readJson(await setRole('admin'), 200);
    expect(await roleMails()).toHaveLength(0);
    await readJson(await call(member, 'PATCH', '/api/v1/me/settings', { memberUpdates: true }), 200);
    await readJson(await setRole('member'), 200);
    const [update] = await roleMails();
    expect(update?.subject).toMatch(/^You are now a member of /);
  });

  it('a signed unsubscribe link turns the switch off in one request; a forged one changes nothing', async () => {
    const member = await createSignedInUser(app);
    const token = createUnsubscribeToken(app.config.authSecret, member.userId, 'transaction');
    const forged = await app.request(`/unsubscribe?token=${token.slice(0, -3)}abc`, { method: 'POST' });
    expect(forged.status).toBe(400);
    const oneClick = await app.request(`/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    const settings = await readJson<TUserSettings>(await call(member, 'GET', '/api/v1/me/settings'), 200);
    expect(settings.transactionAlerts).toBe(false);
    expect(settings.emailNotifications).toBe(true);
    const fromPage = await call(null, 'POST', '/api/v1/unsubscribe', {
      token: createUnsubscribeToken(app.config.authSecret, member.userId, 'notification'),
    });
    expect(await readJson(fromPage, 200)).toEqual({ setting: 'Email Notifications' });
  });
});

describe('loan alerts', () => {
  it('tell the borrower when the loan is paid out and when a repayment is recorded', async () => {
    const world = await createLoanWorld(app);
    await saveFixedTerms(world);
    const loan = await createActiveLoan(world, world.member, 300_000);
    expect((await recordRepayment(world, loan.id, 50_000)).status).toBe(201);
    const [user] = await app.database.db.select().from(users).where(eq(users.id, world.member.userId));
    const subjects = (await mailsTo(user?.email ?? '')).map((mail) => mail.subject);
    expect(subjects.some((subject) => subject.startsWith('Loan paid out: '))).toBe(true);
    expect(subjects.some((subject) => subject.startsWith('Loan repayment recorded: '))).toBe(true);
  });
});

describe('signed-in devices', () => {
  it('lists browser, system, masked address and which one is this; signs out one or all others', async () => {
    const actor = await createSignedInUser(app);
    const phoneAgent =
      'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
    const phone = readCookies(
      await app.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email: actor.email, password: TEST_PASSWORD },
        headers: { 'user-agent': phoneAgent },
        ip: '196.25.1.200',
      }),
    );
    const third = readCookies(
      await app.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email: actor.email, password: TEST_PASSWORD },
      }),
    );
    const list = await readJson<TAccountSession[]>(await call(actor, 'GET', '/api/v1/me/sessions'), 200);
    expect(list).toHaveLength(3);
    expect(list.filter((session) => session.isCurrent)).toHaveLength(1);
    const phoneRow = list.find((session) => session.maskedAddress === '196.25.1.x');
    expect(phoneRow).toMatchObject({
      browser: 'Mobile Chrome 126',
      system: 'Android 14',
      deviceType: 'mobile',
    });

    const stranger = await createSignedInUser(app);
    expect((await call(stranger, 'DELETE', `/api/v1/me/sessions/${phoneRow?.id}`)).status).toBe(404);
    expect((await call(actor, 'DELETE', `/api/v1/me/sessions/${phoneRow?.id}`)).status).toBe(204);
    expect((await app.request('/api/v1/me', { cookie: phone })).status).toBe(401);

    const others = await readJson<{ revoked: number }>(
      await call(actor, 'POST', '/api/v1/me/sessions/revoke-others', {}),
      200,
    );
    expect(others.revoked).toBe(1);
    expect((await app.request('/api/v1/me', { cookie: third })).status).toBe(401);
    expect((await call(actor, 'GET', '/api/v1/me')).status).toBe(200);
  });
});

describe('photo', () => {
  const put = (actor: TSignedInUser, body: Uint8Array) =>
    app.request('/api/v1/me/photo', {
      method: 'PUT',
      cookie: actor.cookie,
      headers: { 'content-type': 'image/png', origin: app.config.baseUrl },
      body: new Blob([new Uint8Array(body)]),
    });
  const photoFile = async (userId: string) => app.storage.get(`avatars/${userId}.webp`);

  it('stores a small square WebP without the metadata, shown to signed-in people only', async () => {
    const actor = await createSignedInUser(app);
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#0a7' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Secret Person', Copyright: 'GPS here' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const { image } = await readJson<{ image: string }>(await put(actor, jpeg), 200);
    expect(image).toMatch(new RegExp(`^/api/v1/users/${actor.userId}/photo\\?v=\\d+$`));
    const me = await readJson<TMe>(await call(actor, 'GET', '/api/v1/me'), 200);
    expect(me.user.image).toBe(image);

    const viewer = await createSignedInUser(app);
    const served = await app.request(image, { cookie: viewer.cookie });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const stored = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(stored.exif).toBeUndefined();
    expect((await app.request(image)).status).toBe(401);

    expect((await call(actor, 'DELETE', '/api/v1/me/photo')).status).toBe(200);
    expect((await readJson<TMe>(await call(actor, 'GET', '/api/v1/me'), 200)).user.image).toBeNull();
    expect((await app.request(image, { cookie: viewer.cookie })).status).toBe(404);
  });

  it('refuses an executable named .png and stores nothing', async () => {
    const actor = await createSignedInUser(app);
    const executable = new Uint8Array(4096);
    executable.set([0x4d, 0x5a, 0x90, 0x00], 0); // "MZ": a Windows program
    const response = await put(actor, executable);
    expect(await readErrorMessage(response, 400)).toBe('Choose a PNG, JPEG or WebP image');
    expect(await photoFile(actor.userId)).toBeNull();
    expect((await readJson<TMe>(await call(actor, 'GET', '/api/v1/me'), 200)).user.image).toBeNull();
  });

  it('refuses images of other kinds and files over 2 MB', async () => {
    const actor = await createSignedInUser(app);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    expect(await readErrorMessage(await put(actor, gif), 400)).toBe('Choose a PNG, JPEG or WebP image');
    const huge = new Uint8Array(2 * 1024 * 1024 + 1);
    expect(await readErrorMessage(await put(actor, huge), 413)).toBe('Photo must be 2 MB or smaller');
    expect(await photoFile(actor.userId)).toBeNull();
  });
});

describe('your data', () => {
  it('downloads a ZIP with the contributions recorded for the member in every organization', async () => {
    const admin = await createSignedInUser(app);
    const member = await createSignedInUser(app, { name: 'Sipho Saver' });
    const first = await createOrganization(app, {
      adminUserId: admin.userId,
      memberUserIds: [member.userId],
    });
    const second = await createOrganization(app, {
      adminUserId: admin.userId,
      memberUserIds: [member.userId],
    });
    for (const [orgId, amountCents] of [
      [first, 31_500],
      [second, 12_000],
    ] as const) {
      const recorded = await call(admin, 'POST', `/api/v1/orgs/${orgId}/contributions`, {
        userId: member.userId,
        contributionDate: getTodayIso(),
        amountCents,
        paymentMethod: 'eft',
      });
      expect(recorded.status).toBe(201);
    }
    const response = await call(member, 'GET', '/api/v1/me/data');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="masakhane-my-data-/);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        'profile.json',
        ...['memberships', 'contributions', 'loans', 'repayments', 'statement'].flatMap((name) => [
          `${name}.json`,
          `${name}.csv`,
        ]),
      ].sort(),
    );
    const contributions = JSON.parse(strFromU8(files['contributions.json'] as Uint8Array)) as {
      amount_cents: number;
    }[];
    expect(contributions.map((row) => row.amount_cents).sort()).toEqual([12_000, 31_500]);
    expect(strFromU8(files['contributions.csv'] as Uint8Array)).toContain('315.00');
    const statement = JSON.parse(strFromU8(files['statement.json'] as Uint8Array)) as unknown[];
    expect(statement.length).toBeGreaterThanOrEqual(4);
    const profile = JSON.parse(strFromU8(files['profile.json'] as Uint8Array)) as TMe;
    expect(profile.profile.fullName).toBe('Sipho Saver');
    // Another member's data is not in it.
    const adminFiles = unzipSync(
      new Uint8Array(await (await call(admin, 'GET', '/api/v1/me/data')).arrayBuffer()),
    );
    expect(JSON.parse(strFromU8(adminFiles['contributions.json'] as Uint8Array))).toEqual([]);
  });
});

describe('deleting your account', () => {
  it('is refused with the reason while you are the last admin, and needs your password', async () => {
    const admin = await createSignedInUser(app);
    await createOrganization(app, { adminUserId: admin.userId });
    const blockers = await readJson<{ blockers: string[] }>(
      await call(admin, 'GET', '/api/v1/me/deletion-blockers'),
      200,
    );
    expect(blockers.blockers[0]).toMatch(/^You are the last admin of /);
    expect(
      await readErrorMessage(await call(admin, 'DELETE', '/api/v1/me', { password: 'wrong-one' }), 400),
    ).toBe('Invalid password');
    const refused = await call(admin, 'DELETE', '/api/v1/me', { password: TEST_PASSWORD });
    expect(await readErrorMessage(refused, 409)).toMatch(/^You are the last admin of /);
  });

  it('removes the personal data and signs out everywhere', async () => {
    const member = await createSignedInUser(app, { name: 'Leaving Member' });
    const deleted = await call(member, 'DELETE', '/api/v1/me', { password: TEST_PASSWORD });
    expect(deleted.status).toBe(204);
    expect((await call(member, 'GET', '/api/v1/me')).status).toBe(401);
    const signIn = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: member.email, password: TEST_PASSWORD },
    });
    expect(signIn.status).toBe(401);
  });
});
