import { and, asc, desc, eq, inArray, isNull, not, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TAttendanceStatus, TMeetingPaymentKind } from '../../../shared/contracts/meetings';
import type { TDbOrTx } from '../../db/client';
import {
  journalEntries,
  journalLines,
  ledgerAccounts,
  meetingAttendance,
  meetingPayments,
  meetingSharePurchases,
  savingsMeetings,
} from '../../db/schema';
import { findOrgRow, lockOrgRow, setOrgRow } from '../../platform/org-rows';
import { isContributionReversed } from '../contributions/index';
import { sumJournalLines } from '../ledger/index';
import { listMemberProfiles } from '../organizations/index';

/** Balances of some accounts (debits positive), as the meeting steps read them. */
export { readAccountBalances } from '../ledger/index';

export type TMeetingRow = typeof savingsMeetings.$inferSelect;
export type TMeetingPaymentRow = typeof meetingPayments.$inferSelect;

/** A meeting item table: share purchases or payments. */
type TMeetingItemTable = { id: AnyPgColumn; organizationId: AnyPgColumn; meetingId: AnyPgColumn };

/** The organization's items of some meetings. */
const ofMeetings = (table: TMeetingItemTable, organizationId: string, meetingIds: readonly string[]) =>
  and(eq(table.organizationId, organizationId), inArray(table.meetingId, [...meetingIds]));

/** One of the organization's items, by id. */
const itemById = (table: TMeetingItemTable, organizationId: string, id: string) =>
  and(eq(table.organizationId, organizationId), eq(table.id, id));

/** Every meeting of the organization, the latest first. */
export function listMeetingRows(db: TDbOrTx, organizationId: string) {
  return db
    .select()
    .from(savingsMeetings)
    .where(eq(savingsMeetings.organizationId, organizationId))
    .orderBy(desc(savingsMeetings.number));
}

export async function findMeeting(db: TDbOrTx, organizationId: string, meetingId: string) {
  return findOrgRow(db, savingsMeetings, organizationId, savingsMeetings.id, meetingId);
}

/** The meeting row locked FOR UPDATE: writes to one meeting, closing and reopening it queue one behind another. */
export async function lockMeeting(db: TDbOrTx, organizationId: string, meetingId: string) {
  return lockOrgRow(db, savingsMeetings, organizationId, savingsMeetings.id, meetingId);
}

/** The latest meeting (highest number), locked FOR UPDATE. */
export async function lockLatestMeeting(db: TDbOrTx, organizationId: string) {
  const [row] = await db
    .select()
    .from(savingsMeetings)
    .where(eq(savingsMeetings.organizationId, organizationId))
    .orderBy(desc(savingsMeetings.number))
    .limit(1)
    .for('update');
  return row;
}

export async function insertMeeting(db: TDbOrTx, values: typeof savingsMeetings.$inferInsert) {
  const [row] = await db.insert(savingsMeetings).values(values).returning();
  if (!row) throw new Error('meeting insert returned no row');
  return row;
}

export async function updateMeeting(
  db: TDbOrTx,
  organizationId: string,
  meetingId: string,
  values: Partial<typeof savingsMeetings.$inferInsert>,
) {
  await setOrgRow(db, savingsMeetings, organizationId, meetingId, values);
}

/** Current members with their names, by name. */
export async function listMemberNames(db: TDbOrTx, organizationId: string) {
  return (await listMemberProfiles(db, organizationId)).map(({ userId, name }) => ({ userId, name }));
}

export async function upsertAttendance(
  db: TDbOrTx,
  rows: {
    organizationId: string;
    meetingId: string;
    userId: string;
    status: TAttendanceStatus;
    recordedBy: string;
  }[],
) {
  if (rows.length === 0) return;
  await db
    .insert(meetingAttendance)
    .values(rows)
    .onConflictDoUpdate({
      target: [meetingAttendance.organizationId, meetingAttendance.meetingId, meetingAttendance.userId],
      set: { status: sql`excluded.status`, recordedBy: sql`excluded.recorded_by`, updatedAt: sql`now()` },
    });
}

export function listAttendance(db: TDbOrTx, organizationId: string, meetingId: string) {
  return db
    .select({ userId: meetingAttendance.userId, status: meetingAttendance.status })
    .from(meetingAttendance)
    .where(
      and(eq(meetingAttendance.organizationId, organizationId), eq(meetingAttendance.meetingId, meetingId)),
    );
}

export async function insertSharePurchase(db: TDbOrTx, values: typeof meetingSharePurchases.$inferInsert) {
  const [row] = await db.insert(meetingSharePurchases).values(values).returning();
  if (!row) throw new Error('share purchase insert returned no row');
  return row;
}

/** The share purchases of some meetings, each with whether its contribution was reversed. */
export function listSharePurchases(db: TDbOrTx, organizationId: string, meetingIds: readonly string[]) {
  if (meetingIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: meetingSharePurchases.id,
      meetingId: meetingSharePurchases.meetingId,
      userId: meetingSharePurchases.userId,
      shares: meetingSharePurchases.shares,
      sharePriceCents: meetingSharePurchases.sharePriceCents,
      contributionId: meetingSharePurchases.contributionId,
      isReversed: isContributionReversed(meetingSharePurchases.contributionId),
    })
    .from(meetingSharePurchases)
    .where(ofMeetings(meetingSharePurchases, organizationId, meetingIds))
    .orderBy(asc(meetingSharePurchases.createdAt));
}

export async function findSharePurchase(db: TDbOrTx, organizationId: string, purchaseId: string) {
  const [row] = await db
    .select()
    .from(meetingSharePurchases)
    .where(itemById(meetingSharePurchases, organizationId, purchaseId));
  return row;
}

/** A member's shares still standing (contribution not reversed): at one meeting, or in a whole cycle. */
export async function sumMemberShares(
  db: TDbOrTx,
  organizationId: string,
  userId: string,
  scope: { meetingId: string } | { cycle: number },
): Promise<number> {
  const [row] = await db
    .select({ shares: sql<string | number | null>`sum(${meetingSharePurchases.shares})` })
    .from(meetingSharePurchases)
    .innerJoin(savingsMeetings, eq(savingsMeetings.id, meetingSharePurchases.meetingId))
    .where(
      and(
        eq(meetingSharePurchases.organizationId, organizationId),
        eq(meetingSharePurchases.userId, userId),
        not(isContributionReversed(meetingSharePurchases.contributionId)),
        'meetingId' in scope
          ? eq(meetingSharePurchases.meetingId, scope.meetingId)
          : eq(savingsMeetings.cycle, scope.cycle),
      ),
    );
  return Number(row?.shares ?? 0);
}

/** The cycle of the latest meeting (null before the first meeting). */
export async function readCurrentCycle(db: TDbOrTx, organizationId: string): Promise<number | null> {
  const [row] = await db
    .select({ cycle: savingsMeetings.cycle })
    .from(savingsMeetings)
    .where(eq(savingsMeetings.organizationId, organizationId))
    .orderBy(desc(savingsMeetings.number))
    .limit(1);
  return row?.cycle ?? null;
}

export async function insertMeetingPayment(db: TDbOrTx, values: typeof meetingPayments.$inferInsert) {
  const [row] = await db.insert(meetingPayments).values(values).returning();
  if (!row) throw new Error('meeting payment insert returned no row');
  return row;
}

export function listMeetingPayments(db: TDbOrTx, organizationId: string, meetingIds: readonly string[]) {
  if (meetingIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(meetingPayments)
    .where(ofMeetings(meetingPayments, organizationId, meetingIds))
    .orderBy(asc(meetingPayments.createdAt));
}

export async function lockMeetingPayment(db: TDbOrTx, organizationId: string, paymentId: string) {
  const [row] = await db
    .select()
    .from(meetingPayments)
    .where(itemById(meetingPayments, organizationId, paymentId))
    .for('update');
  return row;
}

export async function markMeetingPaymentReversed(
  db: TDbOrTx,
  organizationId: string,
  paymentId: string,
  reversalEntryId: string,
) {
  await db
    .update(meetingPayments)
    .set({ reversalEntryId })
    .where(
      and(
        eq(meetingPayments.organizationId, organizationId),
        eq(meetingPayments.id, paymentId),
        isNull(meetingPayments.reversalEntryId),
      ),
    );
}

/** A member's social fund payments still standing, in a cycle. */
export async function sumMemberSocialFund(
  db: TDbOrTx,
  organizationId: string,
  userId: string,
  cycle: number,
) {
  const [row] = await db
    .select({ cents: sql<string | number | null>`sum(${meetingPayments.amountCents})` })
    .from(meetingPayments)
    .innerJoin(savingsMeetings, eq(savingsMeetings.id, meetingPayments.meetingId))
    .where(
      and(
        eq(meetingPayments.organizationId, organizationId),
        eq(meetingPayments.userId, userId),
        eq(meetingPayments.kind, 'social_fund' satisfies TMeetingPaymentKind),
        isNull(meetingPayments.reversalEntryId),
        eq(savingsMeetings.cycle, cycle),
      ),
    );
  return Number(row?.cents ?? 0);
}

/** The cash lines of the organization's loan repayments and disbursements, on the days `onDays` picks. */
const loanCashOn = (organizationId: string, onDays: SQL) =>
  and(
    eq(journalLines.organizationId, organizationId),
    eq(journalEntries.organizationId, organizationId),
    eq(ledgerAccounts.code, 'cash'),
    onDays,
    inArray(journalEntries.transactionType, ['loan_repayment', 'loan_disbursement']),
  );

/**
 * Cash moved by loan repayments and disbursements dated on some days (reversals net out), per day and type:
 * the loan steps of the meetings held on those days.
 */
export async function sumLoanCashByDay(db: TDbOrTx, organizationId: string, days: readonly string[]) {
  if (days.length === 0) return [];
  const rows = await sumJournalLines(
    db,
    {
      organizationId,
      accounts: ['cash'],
      onDays: days,
      transactionTypes: ['loan_repayment', 'loan_disbursement'],
    },
    { groupBy: ['day', 'transactionType'], sums: { cents: {} } },
  );
  return rows.map((row) => ({ day: row.day, type: row.transactionType, cents: row.cents }));
}

/**
 * Each member's loan cash on one day (repayments in, new loans out; reversals net out): the loan steps of a
 * meeting's record. The member is the one the entry's member line names.
 */
export async function sumMemberLoanCashOnDay(db: TDbOrTx, organizationId: string, day: string) {
  const rows = await db
    .select({
      type: journalEntries.transactionType,
      userId: sql<string | null>`(select l2.member_user_id from journal_lines l2
        where l2.entry_id = ${journalEntries.id} and l2.member_user_id is not null limit 1)`,
      cents: journalLines.amountCents,
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(loanCashOn(organizationId, eq(journalEntries.entryDate, day)));
  const totals = new Map<string, { repaidCents: number; lentCents: number }>();
  for (const row of rows) {
    if (!row.userId) continue;
    const total = totals.get(row.userId) ?? { repaidCents: 0, lentCents: 0 };
    if (row.type === 'loan_repayment') total.repaidCents += Number(row.cents);
    else total.lentCents -= Number(row.cents);
    totals.set(row.userId, total);
  }
  return totals;
}
