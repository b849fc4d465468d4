import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, profiles, userSettings } from '../../db/schema';
import { createSignedInUser, createTestApp, type TTestApp } from '../../testing/test-app';
import { createUnsubscribeToken, verifyUnsubscribeToken } from './user-mail';

let app: TTestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

async function lastMailTo(email: string) {
  const [row] = await app.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return row;
}

const mail = (userId: string, kind: 'security' | 'transaction' | 'member_update' | 'notification') => ({
  userId,
  kind,
  subject: `A ${kind} message`,
  text: 'Hello',
});

describe('mail to a user', () => {
  it('follows the default settings: notifications and transaction alerts on, member updates off', async () => {
    const user = await createSignedInUser(app);
    expect(await app.userMailer.sendToUser(mail(user.userId, 'transaction'))).toBe(true);
    expect((await lastMailTo(user.email))?.subject).toBe('A transaction message');
    expect(await app.userMailer.sendToUser(mail(user.userId, 'notification'))).toBe(true);
    expect(await app.userMailer.sendToUser(mail(user.userId, 'member_update'))).toBe(false);
    expect((await lastMailTo(user.email))?.subject).toBe('A notification message');
  });

  it('honours saved switches; Email Notifications off stops all but security mail', async () => {
    const user = await createSignedInUser(app);
    await app.database.db.insert(userSettings).values({
      userId: user.userId,
      emailNotifications: false,
      transactionAlerts: true,
      memberUpdates: true,
    });
    for (const kind of ['transaction', 'member_update', 'notification'] as const) {
      expect(await app.userMailer.sendToUser(mail(user.userId, kind))).toBe(false);
    }
    expect(await app.userMailer.sendToUser(mail(user.userId, 'security'))).toBe(true);
    const row = await lastMailTo(user.email);
    expect(row?.subject).toBe('A security message');
    expect(row?.textBody).not.toContain('unsubscribe');
  });

  it('puts a signed one-click unsubscribe link in optional mail', async () => {
    const user = await createSignedInUser(app);
    await app.userMailer.sendToUser(mail(user.userId, 'transaction'));
    const text = (await lastMailTo(user.email))?.textBody ?? '';
    const token = /\/unsubscribe\?token=([^\s]+)/.exec(text)?.[1];
    expect(token).toBeDefined();
    expect(verifyUnsubscribeToken(app.config.authSecret, token ?? '')).toEqual({
      userId: user.userId,
      kind: 'transaction',
    });
    expect(verifyUnsubscribeToken('another-secret-another-secret-another', token ?? '')).toBeNull();
    const forged = createUnsubscribeToken(app.config.authSecret, user.userId, 'transaction').replace(
      'transaction',
      'notification',
    );
    expect(verifyUnsubscribeToken(app.config.authSecret, forged)).toBeNull();
  });

  it('sends nothing to a deleted account', async () => {
    const user = await createSignedInUser(app);
    await app.database.db
      .update(profiles)
      .set({ deletedAt: new Date() })
      .where(eq(profiles.userId, user.userId));
    expect(await app.userMailer.sendToUser(mail(user.userId, 'security'))).toBe(false);
  });
});
