import { and, asc, eq, like } from 'drizzle-orm';
import type { TFine, TFineList } from '../../../shared/contracts/fines';
import { monthlyRules } from '../../../shared/group-rules/rule-fixtures';
import type { TGroupRules } from '../../../shared/group-rules/rule-types';
import { computeStanding } from '../../../shared/group-rules/standing';
import { groupRuleVersions, mailOutbox, userOrganizations, users } from '../../db/schema';
import { createOrganization, createSignedInUser, type TTestApp } from '../../testing/test-app';
import { listAccountBalances } from '../ledger/index';
import { runGroupRulesDay } from './group-rules-day';
import {
  readRuleMembers,
  readRulePayments,
  readRuleVersions,
  readWaivedPeriods,
} from './rule-inputs.repository';

export type TUser = Awaited<ReturnType<typeof createSignedInUser>>;
export type TFinesWorld = { app: TTestApp; orgId: string; admin: TUser; coAdmin: TUser; member: TUser };

/** R300 a month due on the 1st, 7 grace days, a fixed R50 fine: the first worked example. */
export const FIXED_FINE_RULES = monthlyRules({ fine: { kind: 'fixed', amountCents: 5_000 } });

/** An organization (created in 2020) with two admins and a member who joined on `joinedOn`. */
export async function createFinesWorld(app: TTestApp, joinedOn: string): Promise<TFinesWorld> {
  const admin = await createSignedInUser(app, { name: 'Lindiwe Treasurer' });
  const coAdmin = await createSignedInUser(app, { name: 'Sipho Chair' });
  const member = await createSignedInUser(app, { name: 'Nomsa Member' });
  const orgId = await createOrganization(app, {
    adminUserId: admin.userId,
    coAdminUserIds: [coAdmin.userId],
    memberUserIds: [member.userId],
  });
  // The admins joined today (their dues start now); the member's past dues are under test.
  await app.database.db
    .update(userOrganizations)
    .set({ joinedAt: new Date(`${joinedOn}T08:00:00+02:00`) })
    .where(and(eq(userOrganizations.organizationId, orgId), eq(userOrganizations.userId, member.userId)));
  return { app, orgId, admin, coAdmin, member };
}

/** Sets the rules from `effectiveFrom` (one version) for a member-only test: admins owe nothing before it. */
export async function setRules(app: TTestApp, orgId: string, effectiveFrom: string, rules: TGroupRules) {
  const existing = await readRuleVersions(app.database.db, orgId);
  await app.database.db.insert(groupRuleVersions).values({
    organizationId: orgId,
    version: existing.length + 1,
    effectiveFrom,
    rules,
  });
}

export function runDay(app: TTestApp, orgId: string, asOf: string) {
  return runGroupRulesDay(
    { db: app.database.db, logger: app.logger, userMailer: app.userMailer, baseUrl: app.config.baseUrl },
    orgId,
    asOf,
  );
}

export async function balanceOf(app: TTestApp, orgId: string, code: string): Promise<number> {
  const rows = await listAccountBalances(app.database.db, orgId);
  return rows.find((row) => row.code === code)?.balanceCents ?? 0;
}

/** The engine's standing of a member on a day, from what the database holds. */
export async function engineStanding(app: TTestApp, orgId: string, userId: string, asOf: string) {
  const db = app.database.db;
  const [found] = await readRuleMembers(db, orgId, [userId]);
  if (!found) throw new Error('not a member');
  return computeStanding({
    versions: await readRuleVersions(db, orgId),
    member: found.member,
    payments: (await readRulePayments(db, orgId, [userId])).get(userId) ?? [],
    waivers: (await readWaivedPeriods(db, orgId, [userId])).get(userId) ?? [],
    asOf,
  });
}

export async function pay(world: TFinesWorld, date: string, amountCents: number, extra: object = {}) {
  const response = await world.app.request(`/api/v1/orgs/${world.orgId}/contributions`, {
    method: 'POST',
    cookie: world.admin.cookie,
    json: {
      userId: world.member.userId,
      contributionDate: date,
      amountCents,
      paymentMethod: 'cash',
      ...extra,
    },
  });
  if (response.status !== 201) throw new Error(`payment refused: ${await response.text()}`);
}

export async function listFinesAs(world: TFinesWorld, user: TUser): Promise<TFineList> {
  const response = await world.app.request(`/api/v1/orgs/${world.orgId}/fines`, { cookie: user.cookie });
  if (response.status !== 200) throw new Error(`fines refused: ${response.status}`);
  return (await response.json()) as TFineList;
}

export function waive(world: TFinesWorld, user: TUser, fine: Pick<TFine, 'id'>, reason: string) {
  return world.app.request(`/api/v1/orgs/${world.orgId}/fines/${fine.id}/waive`, {
    method: 'POST',
    cookie: user.cookie,
    json: { reason },
  });
}

/** The reminder e-mails the member's address received. */
export async function remindersTo(app: TTestApp, userId: string) {
  const [user] = await app.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return [];
  return app.database.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, user.email), like(mailOutbox.link, '%/dashboard/contributions')))
    .orderBy(asc(mailOutbox.createdAt));
}
