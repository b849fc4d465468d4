import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOrgContext } from '../../../shared/contracts/me';
import type { TMemberList } from '../../../shared/contracts/members';
import { isPaymentReference, paymentReferencePrefix } from '../../../shared/payment-reference';
import { organizations, userOrganizations } from '../../db/schema';
import { createOrganization, createSignedInUser, createTestApp, type TTestApp } from '../../testing/test-app';
import { findMemberByPaymentReference } from './payment-references';

let app: TTestApp;
let admin: { userId: string; cookie: string };
let member: { userId: string; cookie: string };
let orgId: string;

async function referencesOf(organizationId: string) {
  const rows = await app.database.db
    .select({ userId: userOrganizations.userId, reference: userOrganizations.paymentReference })
    .from(userOrganizations)
    .where(eq(userOrganizations.organizationId, organizationId));
  return new Map(rows.map((row) => [row.userId, row.reference ?? '']));
}

beforeAll(async () => {
  app = await createTestApp();
  admin = await createSignedInUser(app);
  member = await createSignedInUser(app);
  orgId = await createOrganization(app, { adminUserId: admin.userId, memberUserIds: [member.userId] });
  await app.database.db
    .update(organizations)
    .set({ name: 'Kasi Savings Society' })
    .where(eq(organizations.id, orgId));
});

afterAll(async () => {
  await app.close();
});

describe('payment references', () => {
  it('the database writes the prefix exactly as the shared format does', async () => {
    const names = [
      'Kasi Savings Society',
      'Soweto Burial Society of Orlando East',
      '  kasi-savings & society 2026 ',
      'Ubuntu',
      'Group 7',
      'Mama Afrika',
      '7',
      'Ä',
      '',
    ];
    for (const name of names) {
      const [row] = await app.database.db
        .select({ prefix: sql<string>`payment_reference_prefix(${name})` })
        .from(organizations)
        .limit(1);
      expect(row?.prefix, name).toBe(paymentReferencePrefix(name));
    }
  });

  it('every membership gets one when it is created, in the canonical form and unique in the organization', async () => {
    const others = await Promise.all([1, 2, 3, 4, 5].map(() => createSignedInUser(app)));
    const bigOrg = await createOrganization(app, {
      adminUserId: admin.userId,
      memberUserIds: others.map((user) => user.userId),
    });
    const [org] = await app.database.db.select().from(organizations).where(eq(organizations.id, bigOrg));
    const references = [...(await referencesOf(bigOrg)).values()];
    expect(references).toHaveLength(6);
    expect(new Set(references).size).toBe(6);
    for (const reference of references) {
      expect(isPaymentReference(reference), reference).toBe(true);
      expect(reference.startsWith(`${paymentReferencePrefix(org?.name ?? '')}-`)).toBe(true);
      expect(reference).toMatch(/-\d{4}$/);
    }
  });

  it('a membership left without one (as before this change) is given one the way the migration backfills', async () => {
    await app.database.db
      .update(userOrganizations)
      .set({ paymentReference: null })
      .where(eq(userOrganizations.userId, member.userId));
    await app.database.db.execute(
      sql`UPDATE user_organizations SET payment_reference = next_payment_reference(organization_id)
          WHERE payment_reference IS NULL`,
    );
    expect((await referencesOf(orgId)).get(member.userId)).toMatch(/^KSS-\d{4}$/);
  });

  it('finds the member a bank line names, however the bank wrote the reference', async () => {
    const reference = (await referencesOf(orgId)).get(member.userId) ?? '';
    const digits = reference.slice(4);
    const db = app.database.db;
    expect(await findMemberByPaymentReference(db, orgId, `kss${digits} N DLAMINI`)).toEqual({
      userId: member.userId,
      paymentReference: reference,
    });
    expect(await findMemberByPaymentReference(db, orgId, `DEPOSIT KSS ${digits}`)).toMatchObject({
      userId: member.userId,
    });
    expect(await findMemberByPaymentReference(db, orgId, 'CASH DEPOSIT SOWETO')).toBeNull();
    const otherOrg = await createOrganization(app, { adminUserId: admin.userId });
    expect(await findMemberByPaymentReference(db, otherOrg, reference)).toBeNull();
  });

  it('a line naming two members matches neither', async () => {
    const references = await referencesOf(orgId);
    const text = `${references.get(member.userId)} ${references.get(admin.userId)}`;
    expect(await findMemberByPaymentReference(app.database.db, orgId, text)).toBeNull();
  });

  it('the member reads their own in the organization context; admins see everyone’s in the member list', async () => {
    const references = await referencesOf(orgId);
    const context = (await (
      await app.request(`/api/v1/orgs/${orgId}/context`, { cookie: member.cookie })
    ).json()) as TOrgContext;
    expect(context.paymentReference).toBe(references.get(member.userId));
    const asAdmin = (await (
      await app.request(`/api/v1/orgs/${orgId}/members`, { cookie: admin.cookie })
    ).json()) as TMemberList;
    expect(asAdmin.members.find((row) => row.userId === member.userId)?.paymentReference).toBe(
      references.get(member.userId),
    );
    const asMember = await app.request(`/api/v1/orgs/${orgId}/members`, { cookie: member.cookie });
    expect(asMember.status).toBe(403);
    expect(JSON.stringify(await asMember.json())).not.toContain('paymentReference');
  });
});
