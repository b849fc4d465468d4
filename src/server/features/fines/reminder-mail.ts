import { formatLongDate } from '../../../shared/book-months';
import { formatCents } from '../../../shared/money';
import type { TReminderDue } from './reminder-schedule';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Where a member pays and reports a payment. */
export function getContributionsLink(baseUrl: string): string {
  return `${baseUrl}/dashboard/contributions`;
}

const HOW_TO_PAY =
  "Pay the group as you usually do (EFT into the group's account, cash to the treasurer or a debit order) " +
  'and use your name as the reference. If you paid the treasurer directly, add the payment under ' +
  'Contributions > Submit Contribution with its reference, so an admin can confirm it.';

/**
 * The reminder e-mail: before a due date ("due on 1 November") or after it while unpaid, with the group's
 * name, the period, the amount, the due date, how to pay and a link to the app.
 */
export function buildReminderMail(input: {
  reminder: TReminderDue;
  memberName: string | null;
  organizationName: string;
  /** Everything the member owes today (contributions and fines), for the after-the-due-date reminder. */
  owedCents: number;
  baseUrl: string;
}): { subject: string; text: string; html: string; link: string } {
  const { reminder, organizationName } = input;
  const amount = formatCents(reminder.outstandingCents);
  const dueOn = formatLongDate(reminder.dueOn);
  const link = getContributionsLink(input.baseUrl);
  const isBefore = reminder.kind === 'before';
  const subject = isBefore
    ? `${organizationName}: ${reminder.periodLabel} contribution of ${amount} due on ${dueOn}`
    : `${organizationName}: ${reminder.periodLabel} contribution of ${amount} is overdue`;
  const paragraphs = [
    input.memberName ? `Hello ${input.memberName},` : 'Hello,',
    isBefore
      ? `This is a reminder from ${organizationName}: your contribution for ${reminder.periodLabel} of ${amount} is due on ${dueOn}.`
      : `This is a reminder from ${organizationName}: your contribution for ${reminder.periodLabel} was due on ${dueOn} and ${amount} of it is still unpaid.`,
  ];
  if (!isBefore && input.owedCents > reminder.outstandingCents) {
    paragraphs.push(
      `In total you owe the group ${formatCents(input.owedCents)} today, late fines included. A payment clears the oldest amount first.`,
    );
  }
  paragraphs.push(HOW_TO_PAY, `See what you owe and what you paid: ${link}`);
  const text = [...paragraphs, '', 'Masakhane'].join('\n\n');
  const html = [
    ...paragraphs.slice(0, -1).map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(link)}">See what you owe and what you paid</a></p>`,
    '<p>Masakhane</p>',
  ].join('');
  return { subject, text, html, link };
}
