import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, earlyAccessSignups, mailOutbox } from '../../db/schema';
import { createTestApp, type TTestApp } from '../../testing/test-app';

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
});
