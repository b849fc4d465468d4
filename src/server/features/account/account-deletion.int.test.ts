import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, loans, profiles, sessions, userOrganizations, users } from '../../db/schema';
import { AppError } from '../../platform/errors';
import {
  createActiveLoan,
  createLoanWorld,
  saveFixedTerms,
  type TLoanWorld,
} from '../../testing/fixtures/loans';
import { createOrganization, createSignedInUser, createTestApp, type TTestApp } from '../../testing/test-app';
import { deleteUserAccount, readDeletionBlockers } from './account-deletion.service';

let app: TTestApp;
let world: TLoanWorld;

beforeAll(async () => {
  app = await createTestApp();
  world = await createLoanWorld(app);
  await saveFixedTerms(world);
});
afterAll(async () => {
  await app.close();
});

async function expectConflict(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe('CONFLICT');
  return (error as AppError).message;
}

describe('account deletion', () => {
  it('refuses the last admin of an organization, naming it, and changes nothing', async () => {
    const blockers = await readDeletionBlockers(app.database.db, world.admin.userId, 'holder');
    expect(blockers).toHaveLength(1);
    expect(blockers[0]).toMatch(
      /^You are the last admin of Org .+: appoint another admin in Manage Members first$/,
    );
    const message = await expectConflict(
      deleteUserAccount(app.database.db, { userId: world.admin.userId, actorId: world.admin.userId }),
    );
    expect(message).toMatch(
      /^You are the last admin of Org .+: appoint another admin in Manage Members first$/,
    );
    const [user] = await app.database.db.select().from(users).where(eq(users.id, world.admin.userId));
    expect(user?.name).toBe('Thandi Admin');
  });

  it('tells staff who is the last admin, by name, when staff delete the account', async () => {
    expect(await readDeletionBlockers(app.database.db, world.admin.userId, 'staff')).toEqual([
      expect.stringMatching(
        /^Thandi Admin is the last admin of Org .+: another admin must be appointed in Manage Members first$/,
      ),
    ]);
    const message = await expectConflict(
      deleteUserAccount(app.database.db, { userId: world.admin.userId, actorId: world.staff.userId }),
    );
    expect(message).toMatch(/^Thandi Admin is the last admin of Org .+/);
    expect(message).not.toContain('You are');
  });

  it('refuses a member who owes money on a loan, worded for the member and for staff', async () => {
    const loan = await createActiveLoan(world, world.member, 100_000);
    const message = await expectConflict(
      deleteUserAccount(app.database.db, { userId: world.member.userId, actorId: world.member.userId }),
    );
    expect(message).toMatch(/^Your loan from Org .+ is still owed: it must be repaid or written off first$/);
    const staffMessage = await expectConflict(
      deleteUserAccount(app.database.db, { userId: world.member.userId, actorId: world.staff.userId }),
    );
    expect(staffMessage).toMatch(
      /^Nomsa Member still owes on a loan from Org .+: it must be repaid or written off first$/,
    );
    // Once written off, nothing is owed any more.
    await app.database.db
      .update(loans)
      .set({ status: 'defaulted', writtenOffOn: '2026-01-01' })
      .where(eq(loans.id, loan.id));
    expect(await readDeletionBlockers(app.database.db, world.member.userId, 'holder')).toEqual([]);
    expect(await readDeletionBlockers(app.database.db, world.member.userId, 'staff')).toEqual([]);
  });

  it('removes personal data and sign-in, keeps the books, and shows the person as Former member', async () => {
    const person = await createSignedInUser(app, { name: 'Sipho Dube' });
    const admin = await createSignedInUser(app);
    const orgId = await createOrganization(app, {
      adminUserId: admin.userId,
      memberUserIds: [person.userId],
    });
    await app.database.db
      .update(profiles)
      .set({ phone: '082 555 0142' })
      .where(eq(profiles.userId, person.userId));
    await deleteUserAccount(app.database.db, {
      userId: person.userId,
      actorId: person.userId,
      requestId: 'r1',
    });

    const [user] = await app.database.db.select().from(users).where(eq(users.id, person.userId));
    expect(user).toMatchObject({ name: 'Former member', banned: true, image: null });
    expect(user?.email).not.toContain(person.email);
    const [profile] = await app.database.db.select().from(profiles).where(eq(profiles.userId, person.userId));
    expect(profile).toMatchObject({ fullName: 'Former member', companyName: null, phone: null });
    expect(profile?.deletedAt).toBeInstanceOf(Date);
    expect(await app.database.db.select().from(sessions).where(eq(sessions.userId, person.userId))).toEqual(
      [],
    );
    expect(await app.database.db.select().from(accounts).where(eq(accounts.userId, person.userId))).toEqual(
      [],
    );
    expect(
      await app.database.db
        .select()
        .from(userOrganizations)
        .where(eq(userOrganizations.organizationId, orgId)),
    ).toHaveLength(1);
    const [audit] = await app.database.db.select().from(auditLog).where(eq(auditLog.targetId, person.userId));
    expect(audit).toMatchObject({
      action: 'account.deleted_by_self',
      actorUserId: person.userId,
      requestId: 'r1',
    });

    // The old session no longer works, and the old password signs nobody in.
    expect((await app.request('/api/v1/me', { cookie: person.cookie })).status).toBe(401);
    const signIn = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: person.email, password: 'correct-horse-battery' },
    });
    expect(signIn.ok).toBe(false);

    // A second deletion finds no account.
    const again = await deleteUserAccount(app.database.db, {
      userId: person.userId,
      actorId: admin.userId,
    }).catch((error: unknown) => error);
    expect((again as AppError).code).toBe('NOT_FOUND');
  });
});
