import { getTodayIso } from '../../../shared/calendar';
import type { TMyStanding, TStandingDebt } from '../../../shared/contracts/group-rules';
import { tracePaidPeriods } from '../../../shared/group-rules/payment-trail';
import type { TRulePayment, TRuleVersion, TRuleWaiver } from '../../../shared/group-rules/rule-types';
import { computeStanding, type TDebt, type TStanding } from '../../../shared/group-rules/standing';
import type { TDbOrTx } from '../../db/client';
import { mapInSlices } from '../../platform/map-in-slices';
import { publishChange } from '../../platform/realtime/events';
import { listCompletedPayments, listEngineVersions, listMembersForStandings } from './group-rules.repository';
import { readStandingSource } from './standing-sources';
import { deleteStandings, type TStandingRow, upsertStandings } from './standings.repository';

type TMemberRow = Awaited<ReturnType<typeof listMembersForStandings>>[number];

function toRuleMember(member: TMemberRow) {
  return {
    memberKey: member.membershipId,
    planKey: null,
    joinedOn: getTodayIso(member.joinedAt),
    // A member who leaves loses their membership row, and their standing with it.
    leftOn: null,
  };
}

export function toStandingDebt(debt: TDebt): TStandingDebt {
  return {
    kind: debt.kind,
    periodKey: debt.periodKey,
    periodLabel: debt.periodLabel,
    dueOn: debt.dueOn,
    amountCents: debt.amountCents,
    outstandingCents: debt.outstandingCents,
  };
}

function groupPayments(payments: Awaited<ReturnType<typeof listCompletedPayments>>) {
  const byUser = new Map<string, TRulePayment[]>();
  for (const payment of payments) {
    const list = byUser.get(payment.userId) ?? [];
    list.push({ id: payment.id, paidOn: payment.paidOn, amountCents: payment.amountCents });
    byUser.set(payment.userId, list);
  }
  return byUser;
}

/** The engine's answer for one member on a day, from the payments made by then and the fines waived. */
export function computeMemberStanding(
  versions: TRuleVersion[],
  member: TMemberRow,
  payments: TRulePayment[],
  asOf: string,
  waivers: TRuleWaiver[] = [],
): TStanding {
  return computeStanding({
    versions,
    member: toRuleMember(member),
    payments: payments.filter((payment) => payment.paidOn <= asOf),
    waivers,
    asOf,
  });
}

function toStandingRow(
  organizationId: string,
  member: Pick<TMemberRow, 'userId' | 'membershipId'>,
  standing: TStanding,
): TStandingRow {
  return {
    organizationId,
    userId: member.userId,
    membershipId: member.membershipId,
    owedCents: standing.owedCents,
    creditCents: standing.creditCents,
    periodsBehind: standing.periodsBehind,
    oldestUnpaidPeriod: standing.oldestUnpaid?.periodKey ?? null,
    oldestUnpaidLabel: standing.oldestUnpaid?.periodLabel ?? null,
    oldestUnpaidDueOn: standing.oldestUnpaid?.dueOn ?? null,
    // The arrears list shows the fines still owed, the part of owedCents that is fines.
    finesCents: standing.overdue
      .filter((debt) => debt.kind === 'fine')
      .reduce((sum, debt) => sum + debt.outstandingCents, 0),
    breakdown: standing.overdue.map(toStandingDebt),
    asOf: standing.asOf,
  };
}

/**
 * Recomputes the stored standings (member_standings) of the organization's members, or only of `userIds`,
 * as of `asOf` (today by default), from the rule versions, each member's join date and their completed
 * contributions. Rows of people who are no longer members go; with no rules every row goes. Publishes
 * `standings` (delivered at commit when `tx` is a transaction). Call it inside the transaction that changed a
 * contribution's status or the rules, and from the nightly job, so the arrears list is read, never computed.
 */
export async function refreshStandings(
  tx: TDbOrTx,
  organizationId: string,
  userIds?: string[],
  asOf: string = getTodayIso(),
): Promise<void> {
  const versions = await listEngineVersions(tx, organizationId);
  if (versions.length === 0) {
    await deleteStandings(tx, organizationId, userIds ? { userIds } : { keepUserIds: [] });
    await publishChange(tx, { topic: 'standings', organizationId });
    return;
  }
  const members = await listMembersForStandings(tx, organizationId, userIds);
  const memberIds = members.map((member) => member.userId);
  const payments = groupPayments(
    members.length > 0
      ? await listCompletedPayments(tx, organizationId, userIds ? memberIds : undefined)
      : [],
  );
  const waivers =
    members.length > 0
      ? await readStandingSource('readWaivedPeriods')(tx, organizationId, userIds ? memberIds : undefined)
      : new Map<string, TRuleWaiver[]>();
  const computed = await mapInSlices(members, (member) => ({
    ...member,
    standing: computeMemberStanding(
      versions,
      member,
      payments.get(member.userId) ?? [],
      asOf,
      waivers.get(member.userId) ?? [],
    ),
  }));
  if (userIds) {
    const gone = userIds.filter((userId) => !memberIds.includes(userId));
    await deleteStandings(tx, organizationId, { userIds: gone });
    await upsertStandings(
      tx,
      computed.map((member) => toStandingRow(organizationId, member, member.standing)),
    );
    await publishChange(tx, { topic: 'standings', organizationId });
  } else {
    await storeStandings(tx, organizationId, computed);
  }
}

/**
 * Stores standings already computed for EVERY member of the organization (the nightly job computes them
 * to settle fines): rows of people who are no longer members go, and `standings` is published.
 */
export async function storeStandings(
  tx: TDbOrTx,
  organizationId: string,
  members: { userId: string; membershipId: string; standing: TStanding }[],
): Promise<void> {
  await deleteStandings(tx, organizationId, { keepUserIds: members.map((member) => member.userId) });
  await upsertStandings(
    tx,
    members.map((member) => toStandingRow(organizationId, member, member.standing)),
  );
  await publishChange(tx, { topic: 'standings', organizationId });
}

/** What the caller's standing answers when the organization has no rules (or none in force yet). */
export function emptyStanding(asOf: string): TMyStanding {
  return {
    hasRules: false,
    asOf,
    owedCents: 0,
    creditCents: 0,
    periodsBehind: 0,
    finesCents: 0,
    overdue: [],
    oldestUnpaid: null,
    nextDue: null,
    recentPeriods: [],
  };
}

/**
 * Any member, for themselves: what they owe on `asOf` (today by default) under the rules, computed by the
 * engine from their completed contributions made by then. Not a member (a platform admin looking in):
 * nothing owed.
 */
export async function readMemberStanding(
  db: TDbOrTx,
  organizationId: string,
  userId: string,
  asOf: string = getTodayIso(),
): Promise<TMyStanding> {
  const versions = await listEngineVersions(db, organizationId);
  if (versions.length === 0) return emptyStanding(asOf);
  const [member] = await listMembersForStandings(db, organizationId, [userId]);
  if (!member) return { ...emptyStanding(asOf), hasRules: true };
  const payments = await listCompletedPayments(db, organizationId, [userId]);
  const waivers =
    (await readStandingSource('readWaivedPeriods')(db, organizationId, [userId])).get(userId) ?? [];
  const standing = computeMemberStanding(versions, member, payments, asOf, waivers);
  return {
    hasRules: true,
    asOf: standing.asOf,
    owedCents: standing.owedCents,
    creditCents: standing.creditCents,
    periodsBehind: standing.periodsBehind,
    finesCents: standing.finesCents,
    overdue: standing.overdue.map(toStandingDebt),
    oldestUnpaid: standing.oldestUnpaid,
    nextDue: standing.nextDue,
    recentPeriods: tracePaidPeriods(standing, payments),
  };
}
