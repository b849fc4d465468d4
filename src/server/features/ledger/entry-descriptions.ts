import { format, parseISO } from 'date-fns';
import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { profiles } from '../../db/schema';

/**
 * Journal entry descriptions that say who paid or borrowed and what for, whichever path posts the entry
 * (forms, member submissions, confirmations, seeds), so the Transactions page, Recent Transactions and the
 * CSV read like the treasurer's book: "Contribution from Nomsa Zulu for November 2026".
 */

const MAX_LENGTH = 500;
const FALLBACK_NAME = 'a member';

function clip(text: string): string {
  return text.length <= MAX_LENGTH ? text : `${text.slice(0, MAX_LENGTH - 1)}…`;
}

function withReference(text: string, reference: string | null | undefined): string {
  return reference ? `${text} (ref ${reference})` : text;
}

/** 'November 2026' for any date in that month. */
export function formatEntryMonth(iso: string): string {
  return format(parseISO(iso), 'MMMM yyyy');
}

export function describeContribution(input: {
  memberName: string | null;
  contributionDate: string;
  referenceNumber?: string | null;
}): string {
  const who = input.memberName ?? FALLBACK_NAME;
  return clip(
    withReference(
      `Contribution from ${who} for ${formatEntryMonth(input.contributionDate)}`,
      input.referenceNumber,
    ),
  );
}

export function describeLoanDisbursement(input: {
  memberName: string | null;
  purpose: string | null;
}): string {
  const who = input.memberName ?? FALLBACK_NAME;
  const purpose = input.purpose?.trim();
  return clip(purpose ? `Loan to ${who}: ${purpose}` : `Loan to ${who}`);
}

export function describeLoanRepayment(input: {
  memberName: string | null;
  referenceNumber?: string | null;
}): string {
  return clip(
    withReference(`Loan repayment from ${input.memberName ?? FALLBACK_NAME}`, input.referenceNumber),
  );
}

export function describeLoanWriteOff(input: { memberName: string | null }): string {
  return clip(`Loan to ${input.memberName ?? FALLBACK_NAME} written off`);
}

/** A manual transaction keeps the admin's words and names the member when there is one. */
export function describeManualTransaction(input: {
  kind: 'payout' | 'fee' | 'other_income' | 'other_expense';
  description: string;
  memberName: string | null;
}): string {
  if (!input.memberName) return clip(input.description);
  if (input.kind === 'payout') return clip(`Payout to ${input.memberName}: ${input.description}`);
  return clip(`${input.description} (${input.memberName})`);
}

export function describeReversal(input: { originalDescription: string; reason: string }): string {
  return clip(`Reversal of ${input.originalDescription}: ${input.reason}`);
}

/** The member's name as the books show it, or null for a former member or unknown user. */
export async function readMemberName(db: TDbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row?.name?.trim() || null;
}
