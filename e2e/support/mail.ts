import { expect } from '@playwright/test';

const MAIL_CATCHER_URL = `http://127.0.0.1:${process.env.MAIL_CATCHER_HTTP_PORT ?? 2580}`;

export type TCaughtMail = { to: string; subject: string; text: string };

export async function readMessages(to: string): Promise<TCaughtMail[]> {
  const response = await fetch(`${MAIL_CATCHER_URL}/messages?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`mail catcher answered ${response.status}`);
  return (await response.json()) as TCaughtMail[];
}

const VERIFY_LINK = /https?:\/\/[^\s"'<>]+\/api\/auth\/verify-email\?token=[^\s"'<>]+/;

/** Waits for a verification mail to `to` and returns the link in the newest one. */
export async function waitForVerificationLink(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = await readMessages(to);
        const newest = messages.findLast((message) => VERIFY_LINK.test(message.text));
        link = newest?.text.match(VERIFY_LINK)?.[0];
        return link;
      },
      { message: `a verification e-mail to ${to}`, timeout: 15_000 },
    )
    .toBeTruthy();
  if (!link) throw new Error('unreachable: poll passed without a link');
  return link;
}
