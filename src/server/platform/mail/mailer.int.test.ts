import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { openTestDatabase } from '../../testing/test-database';
import { createLogger } from '../logger';
import { createMailer } from './mailer';

type TReceived = { from: string; to: string[]; raw: string };

let database: TDatabase;
let smtp: SMTPServer;
let port: number;
const received: TReceived[] = [];
const logger = createLogger('silent');

beforeAll(async () => {
  database = await openTestDatabase();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await database.close();
});

describe('mailer', () => {
  it('delivers through SMTP and marks the outbox row sent', async () => {
    const mailer = createMailer({
      db: database.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Masakhane <no-reply@masakhane.test>',
      logger,
    });
    await mailer.send({
      to: 'treasurer@example.test',
      subject: 'Your receipt',
      text: 'Thank you for your contribution.',
    });
    const message = received.at(-1);
    expect(message?.to).toEqual(['treasurer@example.test']);
    expect(message?.from).toBe('no-reply@masakhane.test');
    expect(message?.raw).toContain('Subject: Your receipt');
    expect(message?.raw).toContain('Thank you for your contribution.');
    const [row] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'treasurer@example.test'));
    expect(row?.status).toBe('sent');
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('delivers attachments and extra headers, and the outbox names the attachment', async () => {
    const mailer = createMailer({
      db: database.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Masakhane <no-reply@masakhane.test>',
      logger,
    });
    await mailer.send({
      to: 'attach@example.test',
      subject: 'Receipt RCP-1',
      text: 'Your receipt is attached.',
      headers: { 'List-Unsubscribe': '<http://localhost/unsubscribe?token=t>' },
      attachments: [
        { filename: 'RCP-1.pdf', content: Buffer.from('%PDF-1.4 test'), contentType: 'application/pdf' },
      ],
    });
    const message = received.at(-1);
    expect(message?.to).toEqual(['attach@example.test']);
    expect(message?.raw).toContain('List-Unsubscribe: <http://localhost/unsubscribe?token=t>');
    expect(message?.raw).toContain('filename=RCP-1.pdf');
    expect(message?.raw).toContain(Buffer.from('%PDF-1.4 test').toString('base64'));
    const [row] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'attach@example.test'));
    expect(row?.textBody).toContain('[attached: RCP-1.pdf]');
  });

  it('keeps the message queued in the outbox when no SMTP server is configured', async () => {
    const mailer = createMailer({ db: database.db, smtpUrl: undefined, from: 'x@masakhane.test', logger });
    await mailer.send({
      to: 'member@example.test',
      subject: 'Verify',
      text: 'Open the link',
      link: 'http://localhost/verify',
    });
    const [row] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'member@example.test'));
    expect(row).toMatchObject({ status: 'queued', link: 'http://localhost/verify', subject: 'Verify' });
  });

  it('records the failure and throws when the SMTP server cannot be reached', async () => {
    const mailer = createMailer({
      db: database.db,
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'x@masakhane.test',
      logger,
    });
    await expect(
      mailer.send({ to: 'nobody@example.test', subject: 'Lost', text: 'never arrives' }),
    ).rejects.toThrow();
    const [row] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'nobody@example.test'));
    expect(row?.status).toBe('failed');
    expect(row?.error).toMatch(/ECONNREFUSED|connect/i);
  });
});
