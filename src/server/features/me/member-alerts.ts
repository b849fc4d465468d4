import { eq } from 'drizzle-orm';
import { formatDate } from '../../../shared/format';
import { formatCents } from '../../../shared/money';
import type { TDb } from '../../db/client';
import { organizations } from '../../db/schema';
import type { TUserMailer } from '../../platform/mail/user-mail';

/** What a service that may alert a member is handed (the mailer is absent in code paths that send nothing). */
export type TAlertContext = { db: TDb; userMailer?: TUserMailer | undefined };

export type TMoneyEvent =
  | 'contribution_recorded'
  | 'contribution_confirmed'
  | 'loan_disbursed'
  | 'repayment_recorded'
  | 'repayment_confirmed';

export type TMemberEvent = 'join_approved' | 'join_rejected' | 'promoted' | 'demoted';

const MONEY_SUBJECT = {
  contribution_recorded: 'Contribution recorded',
  contribution_confirmed: 'Contribution confirmed',
  loan_disbursed: 'Loan paid out',
  repayment_recorded: 'Loan repayment recorded',
  repayment_confirmed: 'Loan repayment confirmed',
} satisfies Record<TMoneyEvent, string>;

const MONEY_SENTENCE = {
  contribution_recorded: 'recorded a contribution of {amount} from you, dated {date}',
  contribution_confirmed: 'confirmed your contribution of {amount}, dated {date}',
  loan_disbursed: 'paid out your loan of {amount} on {date}',
  repayment_recorded: 'recorded a loan repayment of {amount} from you, dated {date}',
  repayment_confirmed: 'confirmed your loan repayment of {amount}, dated {date}',
} satisfies Record<TMoneyEvent, string>;

const MEMBER_SUBJECT = {
  join_approved: 'Your request to join {org} was approved',
  join_rejected: 'Your request to join {org} was declined',
  promoted: 'You are now an admin of {org}',
  demoted: 'You are now a member of {org}',
} satisfies Record<TMemberEvent, string>;

const MEMBER_SENTENCE = {
  join_approved: 'Welcome! You are now a member of {org}. Select it in Masakhane to see its records.',
  join_rejected: 'An admin of {org} declined your request to join. You can contact the group for details.',
  promoted: 'An admin of {org} made you an admin: you can now record money and manage members there.',
  demoted: 'An admin of {org} changed your role to member.',
} satisfies Record<TMemberEvent, string>;

async function readOrganizationName(db: TDb, organizationId: string): Promise<string> {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.name ?? 'your group';
}

/** Mail never undoes a committed write: a failure to send is left to the outbox record. */
async function sendQuietly(send: () => Promise<boolean>): Promise<void> {
  try {
    await send();
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
  const { userMailer } = ctx;
  if (!userMailer) return;
  const organization = await readOrganizationName(ctx.db, input.organizationId);
  const sentence = MONEY_SENTENCE[input.event]
    .replace('{amount}', formatCents(input.amountCents))
    .replace('{date}', formatDate(input.date));
  await sendQuietly(() =>
    userMailer.sendToUser({
      userId: input.memberUserId,
      kind: 'transaction',
      subject: `${MONEY_SUBJECT[input.event]}: ${organization}`,
      text: `Hello,\n\n${organization} ${sentence}.\n\nYou can see it under Contributions or Loans in Masakhane.\n\nMasakhane`,
    }),
  );
}

/** After a join request was decided or a member's role changed: tells them when Member Updates is on. */
export async function sendMemberUpdate(
  ctx: TAlertContext,
  input: { organizationId: string; memberUserId: string; event: TMemberEvent },
): Promise<void> {
  const { userMailer } = ctx;
  if (!userMailer) return;
  const organization = await readOrganizationName(ctx.db, input.organizationId);
  await sendQuietly(() =>
    userMailer.sendToUser({
      userId: input.memberUserId,
      kind: 'member_update',
      subject: MEMBER_SUBJECT[input.event].replace('{org}', organization),
      text: `Hello,\n\n${MEMBER_SENTENCE[input.event].replace('{org}', organization)}\n\nMasakhane`,
    }),
  );
}
