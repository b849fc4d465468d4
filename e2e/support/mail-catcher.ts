/**
 * A local mail catcher for the end-to-end tests: an SMTP server on 127.0.0.1:2525 that keeps every message,
 * and an HTTP server on 127.0.0.1:2580 to read them back.
 *   GET /health                 -> 200 'ok' (Playwright's readiness check)
 *   GET /messages?to=<address>  -> [{ to, subject, text }] oldest first; all messages without `to`
 *   DELETE /messages            -> forgets every message
 */
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { parseMail } from './mime';

const SMTP_PORT = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 2525);
const HTTP_PORT = Number(process.env.MAIL_CATCHER_HTTP_PORT ?? 2580);
const HOST = '127.0.0.1';
const MAX_MESSAGES = 1000;
const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

type TCaughtMail = {
  to: string;
  recipients: string[];
  subject: string;
  text: string;
  html?: string;
  receivedAt: string;
};

const messages: TCaughtMail[] = [];

const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  logger: false,
  size: MAX_MESSAGE_BYTES,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', callback);
    stream.on('end', () => {
      try {
        const parsed = parseMail(Buffer.concat(chunks).toString('utf8'));
        const recipients = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
        messages.push({
          to: recipients[0] ?? '',
          recipients,
          subject: parsed.subject,
          text: parsed.text,
          ...(parsed.html === undefined ? {} : { html: parsed.html }),
          receivedAt: new Date().toISOString(),
        });
        if (messages.length > MAX_MESSAGES) messages.shift();
        callback();
      } catch (error) {
        callback(error instanceof Error ? error : new Error(String(error)));
      }
    });
  },
});

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://${HOST}:${HTTP_PORT}`);
  const send = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (url.pathname === '/health') return send(200, { status: 'ok' });
  if (url.pathname === '/messages' && request.method === 'GET') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const found = to ? messages.filter((message) => message.recipients.includes(to)) : messages;
    return send(
      200,
      found.map(({ to: address, subject, text, receivedAt }) => ({ to: address, subject, text, receivedAt })),
    );
  }
  if (url.pathname === '/messages' && request.method === 'DELETE') {
    messages.length = 0;
    return send(200, { status: 'ok' });
  }
  return send(404, { error: 'not found' });
});

smtp.on('error', (error) => console.error('[mail-catcher] smtp error', error.message));
smtp.listen(SMTP_PORT, HOST, () => {
  http.listen(HTTP_PORT, HOST, () => {
    console.log(`[mail-catcher] SMTP on ${HOST}:${SMTP_PORT}, HTTP on http://${HOST}:${HTTP_PORT}`);
  });
});

function shutdown() {
  http.close();
  smtp.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 1000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
