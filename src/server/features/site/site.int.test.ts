import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactMessages, earlyAccessSignups, mailOutbox, pageViews } from '../../db/schema';
import { createSignedInUser, createTestApp, type TTestApp } from '../../testing/test-app';

let app: TTestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

async function readError(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

const signups = (email: string) =>
  app.database.db.select().from(earlyAccessSignups).where(eq(earlyAccessSignups.email, email));

describe('POST /api/v1/site/early-access', () => {
  it('lists a new address from the home page, with an audit row', async () => {
    const response = await app.request('/api/v1/site/early-access', {
      method: 'POST',
      json: { email: '  Zanele@Example.test ', sourcePage: 'home' },
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await signups('zanele@example.test');
    expect(row).toMatchObject({ id, sourcePage: 'home', contacted: false });
    const audits = await app.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audits).toMatchObject([{ action: 'early_access.sign_up', actorUserId: null }]);
  });

  it('answers a listed address (in any case) with 409 "You\'re already on the list!" and writes nothing', async () => {
    await app.request('/api/v1/site/early-access', { method: 'POST', json: { email: 'sipho@example.test' } });
    const auditsBefore = await app.database.db.select().from(auditLog);
    const response = await app.request('/api/v1/site/early-access', {
      method: 'POST',
      json: { email: 'SIPHO@example.test' },
    });
    expect(response.status).toBe(409);
    expect(await readError(response)).toEqual({ code: 'CONFLICT', message: "You're already on the list!" });
    expect(await signups('sipho@example.test')).toHaveLength(1);
    expect(await app.database.db.select().from(auditLog)).toHaveLength(auditsBefore.length);
  });

  it('records the signed-in user as the actor', async () => {
    const user = await createSignedInUser(app);
    const response = await app.request('/api/v1/site/early-access', {
      method: 'POST',
      cookie: user.cookie,
      json: { email: 'member-signup@example.test' },
    });
    const { id } = (await response.json()) as { id: string };
    const [audit] = await app.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit?.actorUserId).toBe(user.userId);
  });

  it.each([
    [{ email: '' }, 'Please enter a valid email address'],
    [{ email: '   ' }, 'Please enter a valid email address'],
    [{ email: 'no-at-sign.example.test' }, 'Please enter a valid email address'],
    [{}, 'Please enter a valid email address'],
    [{ email: `${'a'.repeat(250)}@example.test` }, 'Email must be less than 255 characters'],
    [{ email: 'ok@example.test', sourcePage: 'dashboard' }, expect.any(String)],
  ])('refuses %o with 400 and stores nothing', async (json, message) => {
    const before = await app.database.db.select().from(earlyAccessSignups);
    const response = await app.request('/api/v1/site/early-access', { method: 'POST', json });
    expect(response.status).toBe(400);
    expect(await readError(response)).toEqual({ code: 'VALIDATION_FAILED', message });
    expect(await app.database.db.select().from(earlyAccessSignups)).toHaveLength(before.length);
  });

  it('refuses a call from another origin and stores nothing', async () => {
    const response = await app.request('/api/v1/site/early-access', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'cross-origin@example.test' }),
    });
    expect(response.status).toBe(403);
    expect(await signups('cross-origin@example.test')).toHaveLength(0);
  });
});

describe('POST /api/v1/site/contact', () => {
  const valid = {
    name: 'Nomsa Dlamini',
    email: 'nomsa@example.test',
    phone: '+27 82 555 0101',
    message: 'Our burial society would like a demonstration for 40 members.',
  };

  it('stores the message, writes an audit row and e-mails the operator inbox', async () => {
    const response = await app.request('/api/v1/site/contact', { method: 'POST', json: valid });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [stored] = await app.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(stored).toMatchObject({ ...valid, handledAt: null });
    const [audit] = await app.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit).toMatchObject({ action: 'contact_message.create', targetType: 'contact_message' });
    const mails = await app.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, app.config.contactInbox));
    const mail = mails.find((row) => row.textBody.includes(valid.message));
    expect(mail?.subject).toBe('Contact form: Nomsa Dlamini');
    expect(mail?.textBody).toContain('Email: nomsa@example.test');
    expect(mail?.textBody).toContain('Phone: +27 82 555 0101');
  });

  it('accepts a message without a phone number', async () => {
    const response = await app.request('/api/v1/site/contact', {
      method: 'POST',
      json: { ...valid, phone: '', message: 'No phone this time.' },
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [stored] = await app.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(stored?.phone).toBeNull();
  });

  it.each([
    [{ ...valid, name: '  ' }, 'Name is required'],
    [{ ...valid, name: 'n'.repeat(101) }, 'Name must be less than 100 characters'],
    [{ ...valid, email: 'not-an-email' }, 'Invalid email address'],
    [{ ...valid, phone: '0'.repeat(21) }, 'Phone number must be less than 20 characters'],
    [{ ...valid, message: '' }, 'Message is required'],
    [{ ...valid, message: 'm'.repeat(2001) }, 'Message must be less than 2000 characters'],
    [{ ...valid, name: '', message: '' }, 'Name is required'],
  ])('refuses %# with the first message and stores nothing', async (json, message) => {
    const before = await app.database.db.select().from(contactMessages);
    const response = await app.request('/api/v1/site/contact', { method: 'POST', json });
    expect(response.status).toBe(400);
    expect(await readError(response)).toEqual({ code: 'VALIDATION_FAILED', message });
    expect(await app.database.db.select().from(contactMessages)).toHaveLength(before.length);
  });
});

describe('POST /api/v1/site/not-found', () => {
  it('records the missing path as a 404 page view', async () => {
    const response = await app.request('/api/v1/site/not-found', {
      method: 'POST',
      json: { path: '/no-such-page?from=flyer', referrer: 'https://example.test/flyer' },
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [view] = await app.database.db.select().from(pageViews).where(eq(pageViews.id, id));
    expect(view).toMatchObject({
      path: '/no-such-page?from=flyer',
      referrer: 'https://example.test/flyer',
      statusCode: 404,
      userId: null,
    });
  });

  it('refuses a missing or oversized path with 400 and records nothing', async () => {
    const before = await app.database.db.select().from(pageViews);
    const missing = await app.request('/api/v1/site/not-found', { method: 'POST', json: {} });
    const tooLong = await app.request('/api/v1/site/not-found', {
      method: 'POST',
      json: { path: `/${'x'.repeat(500)}` },
    });
    expect([missing.status, tooLong.status]).toEqual([400, 400]);
    expect(await readError(tooLong)).toEqual({ code: 'VALIDATION_FAILED', message: 'Path is too long' });
    expect(await app.database.db.select().from(pageViews)).toHaveLength(before.length);
  });
});
