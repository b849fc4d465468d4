import { formatDate } from '../../../shared/format';
import { formatCents } from '../../../shared/money';
import type { TDb } from '../../db/client';
import { readOrganizationName } from '../directory';
import type { TUserMailer } from './user-mail';

/** What a service that may alert a member is handed (the mailer is absent in code paths that send nothing). */
export type TAlertContext = { db: TDb; userMailer?: TUserMailer | undefined };

export type TMoneyEvent =
  | 'contribution_recorded'
  | 'contribution_confirmed'
  | 'loan_disbursed'
  | 'repayment_recorded'
  | 'repayment_confirmed';

export type TMemberEvent = 'join_approved' | 'join_rejected' | 'promoted' | 'demoted';

/** An alert's subject and its sentence ({org}, {amount} and {date} filled in). */
type TAlertText = { subject: string; sentence: string };

const MONEY_ALERTS = {
  contribution_recorded: {
    subject: 'Contribution recorded',
    sentence: 'recorded a contribution of {amount} from you, dated {date}',
  },
  contribution_confirmed: {
    subject: 'Contribution confirmed',
    sentence: 'confirmed your contribution of {amount}, dated {date}',
  },
  loan_disbursed: { subject: 'Loan paid out', sentence: 'paid out your loan of {amount} on {date}' },
  repayment_recorded: {
    subject: 'Loan repayment recorded',
    sentence: 'recorded a loan repayment of {amount} from you, dated {date}',
  },
  repayment_confirmed: {
    subject: 'Loan repayment confirmed',
    sentence: 'confirmed your loan repayment of {amount}, dated {date}',
  },
} satisfies Record<TMoneyEvent, TAlertText>;

const MEMBER_ALERTS = {
  join_approved: {
    subject: 'Your request to join {org} was approved',
    sentence: 'Welcome! You are now a member of {org}. Select it in Masakhane to see its records.',
  },
  join_rejected: {
    subject: 'Your request to join {org} was declined',
    sentence: 'An admin of {org} declined your request to join. You can contact the group for details.',
  },
  promoted: {
    subject: 'You are now an admin of {org}',
    sentence: 'An admin of {org} made you an admin: you can now record money and manage members there.',
  },
  demoted: {
    subject: 'You are now a member of {org}',
    sentence: 'An admin of {org} changed your role to member.',
  },
} satisfies Record<TMemberEvent, TAlertText>;

/**
 * Tells a member by e-mail when their setting for this kind of mail allows (the user mailer decides), the
 * text written with the organization's name. Mail never undoes a committed write: a failure to send is left
 * to the outbox record.
 */
async function sendAlert(
  ctx: TAlertContext,
  input: { organizationId: string; memberUserId: string },
  kind: 'transaction' | 'member_update',
  write: (organization: string) => { subject: string; text: string },
): Promise<void> {
  const { userMailer } = ctx;
  if (!userMailer) return;
  const organization = await readOrganizationName(ctx.db, input.organizationId, 'your group');
  try {
    await userMailer.sendToUser({ userId: input.memberUserId, kind, ...write(organization) });
  } catch {
    // The mailer recorded the failure in mail_outbox.
  }
}

/**
 * After money was recorded, confirmed, paid out or repaid for a member: tells them by e-mail when their
 * Transaction Alerts setting allows (the user mailer decides). Call it after the transaction committed.
 */
export async function sendMoneyAlert(
  ctx: TAlertContext,
  input: {
    organizationId: string;
    memberUserId: string;
    event: TMoneyEvent;
    amountCents: number;
    date: string;
  },
): Promise<void> {
  const { subject, sentence } = MONEY_ALERTS[input.event];
  const what = sentence
    .replace('{amount}', formatCents(input.amountCents))
    .replace('{date}', formatDate(input.date));
  await sendAlert(ctx, input, 'transaction', (organization) => ({
    subject: `${subject}: ${organization}`,
    text: `Hello,\n\n${organization} ${what}.\n\nYou can see it under Contributions or Loans in Masakhane.\n\nMasakhane`,
  }));
}

/** After a join request was decided or a member's role changed: tells them when Member Updates is on. */
export async function sendMemberUpdate(
  ctx: TAlertContext,
  input: { organizationId: string; memberUserId: string; event: TMemberEvent },
): Promise<void> {
  const { subject, sentence } = MEMBER_ALERTS[input.event];
  await sendAlert(ctx, input, 'member_update', (organization) => ({
    subject: subject.replace('{org}', organization),
    text: `Hello,\n\n${sentence.replace('{org}', organization)}\n\nMasakhane`,
  }));
}
