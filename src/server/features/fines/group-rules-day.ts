import { getTodayIso } from '../../../shared/calendar';
import { computeStanding } from '../../../shared/group-rules/standing';
import type { TDb, TDbOrTx } from '../../db/client';
import type { TLogger } from '../../platform/logger';
import type { TUserMailer } from '../../platform/mail/user-mail';
import { mapInSlices } from '../../platform/map-in-slices';
import { publishChange } from '../../platform/realtime/events';
import { storeStandings } from '../group-rules/standings.service';
import { settleOrganizationFines } from './fine-books';
import { postingDate } from './fine-postings';
import { buildReminderMail } from './reminder-mail';
import { findRemindersDue, type TReminderDue } from './reminder-schedule';
import {
  claimReminder,
  markReminderSent,
  readMemberNames,
  readOrganizationName,
} from './reminders.repository';
import {
  listOrganizationsWithRules,
  lockRulesRun,
  readOpenFrom,
  readRuleMembers,
  readRulePayments,
  readRuleVersions,
  readWaivedPeriods,
} from './rule-inputs.repository';

export type TRulesDayDeps = {
  db: TDb;
  logger: TLogger;
  /** Absent: reminders are claimed but no mail goes out (scripts that only want the books). */
  userMailer?: TUserMailer | undefined;
  baseUrl: string;
};

export type TRulesDayResult = {
  organizations: number;
  members: number;
  /** Journal entries posted for fines (the day's raised fines per organization, each paid part). */
  postings: number;
  /** Fine figures booked: fines raised or lowered and paid parts, each counted once. */
  fineMoves: number;
  /** Reminder e-mails claimed (sent, or held back by the member's settings). */
  reminders: number;
};

/** Organizations settled side by side by one run of the job. */
const ORGANIZATIONS_AT_ONCE = 4;

type TClaimedReminder = { id: string; userId: string; reminder: TReminderDue; owedCents: number };

/**
 * One organization's day, in one transaction under its rules-run lock: every member's standing on `asOf`,
 * their fines on the book brought to the engine's figures, the stored standings refreshed, and the
 * reminders due claimed. Returns the claimed reminders, to be mailed after the commit.
 */
async function settleOrganization(
  tx: TDbOrTx,
  organizationId: string,
  asOf: string,
): Promise<{ members: number; postings: number; fineMoves: number; claimed: TClaimedReminder[] }> {
  await lockRulesRun(tx, organizationId);
  const versions = await readRuleVersions(tx, organizationId);
  const openFrom = await readOpenFrom(tx, organizationId);
  if (versions.length === 0 || openFrom === null) {
    return { members: 0, postings: 0, fineMoves: 0, claimed: [] };
  }
  const members = await readRuleMembers(tx, organizationId);
  const payments = await readRulePayments(tx, organizationId);
  const waivers = await readWaivedPeriods(tx, organizationId);
  const computed = await mapInSlices(members, ({ userId, member }) => ({
    userId,
    membershipId: member.memberKey,
    member,
    standing: computeStanding({
      versions,
      member,
      payments: payments.get(userId) ?? [],
      waivers: waivers.get(userId) ?? [],
      asOf,
    }),
  }));
  const settled = await settleOrganizationFines(tx, {
    organizationId,
    versions,
    standings: new Map(computed.map(({ userId, standing }) => [userId, standing])),
    entryDate: postingDate(asOf, openFrom),
    createdBy: null,
  });
  const claimed: TClaimedReminder[] = [];
  for (const { userId, member, standing } of computed) {
    for (const reminder of findRemindersDue(versions, member, standing, asOf)) {
      const id = await claimReminder(tx, {
        organizationId,
        userId,
        periodKey: reminder.periodKey,
        kind: reminder.kind,
      });
      if (id) claimed.push({ id, userId, reminder, owedCents: standing.owedCents });
    }
  }
  // Settling fines moves no figure of the engine (it reads payments and waivers), so the standings it
  // computed are the ones to store.
  await storeStandings(tx, organizationId, computed);
  if (settled.moves > 0) {
    await publishChange(tx, { topic: 'fines', organizationId });
    await publishChange(tx, { topic: 'transactions', organizationId });
  }
  return { members: members.length, postings: settled.postings, fineMoves: settled.moves, claimed };
}

async function sendReminders(deps: TRulesDayDeps, organizationId: string, claimed: TClaimedReminder[]) {
  if (claimed.length === 0) return;
  const organizationName = await readOrganizationName(deps.db, organizationId);
  const names = await readMemberNames(deps.db, [...new Set(claimed.map((item) => item.userId))]);
  for (const item of claimed) {
    const mail = buildReminderMail({
      reminder: item.reminder,
      memberName: names.get(item.userId) ?? null,
      organizationName,
      owedCents: item.owedCents,
      baseUrl: deps.baseUrl,
    });
    let isSent = false;
    try {
      isSent = deps.userMailer
        ? await deps.userMailer.sendToUser({ userId: item.userId, kind: 'notification', ...mail })
        : false;
    } catch (error) {
      // The mailer keeps the failed message in mail_outbox; the reminder is not claimed twice.
      deps.logger.warn('reminder mail failed', {
        organizationId,
        reason: error instanceof Error ? error.message : String(error),
      });
    }
    await markReminderSent(deps.db, organizationId, item.id, isSent);
  }
}

/**
 * The daily rules run (ADR 0022) for every organization with rules, or one: fines posted to follow the
 * engine on `asOf` (today in South Africa by default), standings refreshed, reminders sent. A run for a day
 * computes everything due up to that day, so a missed day is caught up by the next run; a second run, or a
 * concurrent one on another server, waits on the organization's lock and then posts and sends nothing.
 */
export async function runGroupRulesDay(
  deps: TRulesDayDeps,
  organizationId?: string,
  asOf: string = getTodayIso(),
): Promise<TRulesDayResult> {
  const organizationIds = organizationId ? [organizationId] : await listOrganizationsWithRules(deps.db);
  const result: TRulesDayResult = { organizations: 0, members: 0, postings: 0, fineMoves: 0, reminders: 0 };
  const failures: string[] = [];
  async function settleOne(id: string) {
    try {
      const day = await deps.db.transaction((tx) => settleOrganization(tx, id, asOf));
      await sendReminders(deps, id, day.claimed);
      result.organizations += 1;
      result.members += day.members;
      result.postings += day.postings;
      result.fineMoves += day.fineMoves;
      result.reminders += day.claimed.length;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      deps.logger.error('group rules day failed', { organizationId: id, asOf, reason });
      failures.push(id);
    }
  }
  // A few organizations at a time: each is many small statements, so the database is mostly waiting on
  // round trips; every organization still settles in its own transaction under its own lock.
  let nextIndex = 0;
  async function worker() {
    while (nextIndex < organizationIds.length) {
      const id = organizationIds[nextIndex] as string;
      nextIndex += 1;
      await settleOne(id);
    }
  }
  await Promise.all(Array.from({ length: Math.min(ORGANIZATIONS_AT_ONCE, organizationIds.length) }, worker));
  // One organization's failure does not hold up the others; the job fails, so the queue tries again.
  if (failures.length > 0) {
    throw new Error(`group rules day ${asOf} failed for ${failures.length} organization(s)`);
  }
  return result;
}
