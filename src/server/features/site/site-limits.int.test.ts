import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSecurityReport, TSystemLog } from '../../../shared/contracts/admin';
import { authEvents, contactMessages, earlyAccessSignups, mailOutbox } from '../../db/schema';
import { createSignedInUser, createTestApp, type TTestApp } from '../../testing/test-app';

/** Rate limiting on, and an SMTP server that refuses connections. */
let app: TTestApp;

beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT: 'on', SMTP_URL: 'smtp://127.0.0.1:9' });
});

afterAll(async () => {
  await app.close();
});

describe('public site writes under pressure', () => {
  it('keeps a contact message when the mail cannot be delivered', async () => {
    const response = await app.request('/api/v1/site/contact', {
      method: 'POST',
      ip: '198.51.100.1',
      json: { name: 'Lerato', email: 'lerato@example.test', message: 'Please call me back.' },
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [stored] = await app.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(stored?.message).toBe('Please call me back.');
    const [mail] = await app.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, app.config.contactInbox));
    expect(mail?.status).toBe('failed');
  });

  it('allows five early-access signups per client address in ten minutes, then answers 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await app.request('/api/v1/site/early-access', {
        method: 'POST',
        ip: '198.51.100.2',
        json: { email: `burst-${i}@example.test` },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(
      await app.database.db
        .select()
        .from(earlyAccessSignups)
        .where(eq(earlyAccessSignups.email, 'burst-5@example.test')),
    ).toEqual([]);
    const other = await app.request('/api/v1/site/early-access', {
      method: 'POST',
      ip: '198.51.100.3',
      json: { email: 'someone-else@example.test' },
    });
    expect(other.status).toBe(201);
  });

  it('saves each refusal, so the developer sees it under Security and in the System Logs', async () => {
    const developer = await createSignedInUser(app, { platformRole: 'developer' });
    const refusalsFrom = async (ip: string) =>
      (await app.database.db.select().from(authEvents).where(eq(authEvents.ipAddress, ip))).filter(
        (event) => event.kind === 'rate_limited',
      );
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await app.request('/api/v1/site/early-access', {
        method: 'POST',
        ip: '203.0.113.9',
        json: { email: `refused-${i}@example.test` },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    // The refusal is answered first and saved just after.
    await expect.poll(async () => (await refusalsFrom('203.0.113.9')).length).toBe(2);

    const security = await app.request('/api/v1/admin/security', { cookie: developer.cookie });
    expect(security.status).toBe(200);
    const report = (await security.json()) as TSecurityReport;
    const refusals = report.findings.filter((finding) => finding.check === 'rate_limit_refusals');
    // One finding per day; the burst test above was refused once from another address.
    expect(refusals).toHaveLength(1);
    expect(refusals[0]?.title).toBe('3 requests refused by the rate limit');
    expect(refusals[0]?.detail).toMatch(/^From 2 addresses on \d{4}-\d{2}-\d{2}\.$/);

    const logs = await app.request('/api/v1/admin/logs?level=warning', { cookie: developer.cookie });
    expect(logs.status).toBe(200);
    const log = (await logs.json()) as TSystemLog;
    expect(
      log.entries.filter(
        (entry) =>
          entry.message === 'Request refused by the rate limit' && entry.detail === 'from 203.0.113.9',
      ),
    ).toHaveLength(2);
  });
});
