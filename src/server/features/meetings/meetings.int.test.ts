import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTodayIso } from '../../../shared/calendar';
import type { TContributionList } from '../../../shared/contracts/contributions';
import type { TMeetingDetail, TMeetingList, TMyShares } from '../../../shared/contracts/meetings';
import type { TShareOut } from '../../../shared/contracts/share-outs';
import { formatCents } from '../../../shared/money';
import { shareOutByShares } from '../../../shared/vsla/share-arithmetic';
import { userOrganizations } from '../../db/schema';
import { orgCaller, readJson } from '../../testing/fixtures/http';
import { SHARE_RULES } from '../../testing/fixtures/meetings';
import {
  createOrganization,
  createSignedInUser,
  createTestApp,
  type TActor,
  type TTestApp,
} from '../../testing/test-app';

let app: TTestApp;
let admin: TActor;
let treasurer: TActor;
let nomsa: TActor;
let bongani: TActor;
let outsider: TActor;

const today = getTodayIso();
const monthStart = `${today.slice(0, 7)}-01`;

const call = orgCaller(() => app);

async function readError(response: Response, status: number) {
  return (await readJson<{ error: { code: string; message: string } }>(response, status)).error.message;
}

/** A cooperative (two admins, two members) whose rules from the 1st of this month save in shares. */
async function createShareGroup(type: 'cooperative' | 'burial_society' = 'cooperative') {
  const orgId = await createOrganization(app, {
    adminUserId: admin.userId,
    coAdminUserIds: [treasurer.userId],
    memberUserIds: [nomsa.userId, bongani.userId],
    type,
  });
  return orgId;
}

async function setShareRules(orgId: string) {
  await readJson(
    await call(orgId, 'POST', '/rules', admin, { effectiveFrom: monthStart, rules: SHARE_RULES }),
    201,
  );
}

async function openMeeting(orgId: string, startsNewCycle = false) {
  return readJson<TMeetingDetail>(
    await call(orgId, 'POST', '/meetings', admin, { meetingDate: today, startsNewCycle }),
    201,
  );
}

const buy = (orgId: string, meetingId: string, userId: string, shares: number, by = admin) =>
  call(orgId, 'POST', `/meetings/${meetingId}/shares`, by, { userId, shares });

const pay = (orgId: string, meetingId: string, body: object, by = admin) =>
  call(orgId, 'POST', `/meetings/${meetingId}/payments`, by, body);

const close = (orgId: string, meetingId: string, cashCountedCents: number) =>
  call(orgId, 'POST', `/meetings/${meetingId}/close`, admin, { cashCountedCents });

beforeAll(async () => {
  app = await createTestApp();
  admin = await createSignedInUser(app, { name: 'Lerato Admin' });
  treasurer = await createSignedInUser(app, { name: 'Sipho Treasurer' });
  nomsa = await createSignedInUser(app, { name: 'Nomsa Member' });
  bongani = await createSignedInUser(app, { name: 'Bongani Member' });
  outsider = await createSignedInUser(app, { name: 'Outside Admin' });
  await createOrganization(app, { adminUserId: outsider.userId });
});

afterAll(async () => {
  await app.close();
});

describe('saving in shares is a group rule for savings groups', () => {
  it('lets a cooperative save in shares and refuses it to a burial society', async () => {
    const coop = await createShareGroup();
    await setShareRules(coop);
    const list = await readJson<TMeetingList>(await call(coop, 'GET', '/meetings', nomsa), 200);
    expect(list.shares).toEqual({
      sharePriceCents: 2_000,
      maxSharesPerMeeting: 5,
      socialFundCents: 1_000,
      loanMultiple: 3,
    });
    const burial = await createShareGroup('burial_society');
    const refused = await call(burial, 'POST', '/rules', admin, {
      effectiveFrom: monthStart,
      rules: SHARE_RULES,
    });
    expect(await readError(refused, 400)).toBe(
      'Saving in shares is for savings groups (stokvels, cooperatives, investment clubs, general groups and SACCOs)',
    );
  });

  it('opens no meeting while the rules save by contributions', async () => {
    const orgId = await createShareGroup();
    const refused = await call(orgId, 'POST', '/meetings', admin, { meetingDate: today });
    expect((await readError(refused, 409)).endsWith('choose saving in shares in the group rules first')).toBe(
      true,
    );
  });
});

describe('a meeting, step by step', () => {
  it('records attendance, shares, social fund, a grant and a fine, and closes with the cash difference', async () => {
    const orgId = await createShareGroup();
    await setShareRules(orgId);
    const meeting = await openMeeting(orgId);
    expect([meeting.number, meeting.cycle, meeting.status]).toEqual([1, 1, 'open']);

    await readJson(
      await call(orgId, 'PUT', `/meetings/${meeting.id}/attendance`, admin, {
        entries: [
          { userId: nomsa.userId, status: 'present' },
          { userId: bongani.userId, status: 'present' },
          { userId: admin.userId, status: 'present' },
          { userId: treasurer.userId, status: 'excused' },
        ],
      }),
      200,
    );
    await readJson(await buy(orgId, meeting.id, nomsa.userId, 3), 201);
    await readJson(await buy(orgId, meeting.id, bongani.userId, 5), 201);
    // Most shares a meeting: the shares bought earlier at the meeting count.
    expect(await readError(await buy(orgId, meeting.id, nomsa.userId, 3), 400)).toBe(
      'A member buys at most 5 shares at a meeting: this member already bought 3 at this meeting',
    );
    // Nobody records their own money; the other admin does.
    expect(await readError(await buy(orgId, meeting.id, admin.userId, 2), 403)).toBe(
      'Another admin must record this',
    );
    await readJson(await buy(orgId, meeting.id, admin.userId, 2, treasurer), 201);

    await readJson(await pay(orgId, meeting.id, { userId: nomsa.userId, kind: 'social_fund' }), 201);
    await readJson(await pay(orgId, meeting.id, { userId: bongani.userId, kind: 'social_fund' }), 201);
    expect(
      await readError(
        await pay(orgId, meeting.id, {
          userId: bongani.userId,
          kind: 'grant',
          amountCents: 2_500,
          reason: 'Funeral',
        }),
        409,
      ),
    ).toBe(`The social fund holds ${formatCents(2_000)}: the grant cannot be more`);
    await readJson(
      await pay(orgId, meeting.id, {
        userId: bongani.userId,
        kind: 'grant',
        amountCents: 1_500,
        reason: 'Funeral',
      }),
      201,
    );
    const fined = await readJson<TMeetingDetail>(
      await pay(orgId, meeting.id, { userId: nomsa.userId, kind: 'fine', amountCents: 500, reason: 'Late' }),
      201,
    );
    expect(fined.totals).toMatchObject({
      present: 3,
      shares: 10,
      sharesCents: 20_000,
      socialFundCents: 2_000,
      grantsCents: 1_500,
      finesCents: 500,
    });
    expect(fined.socialFundBalanceCents).toBe(500);
    // R200 shares + R20 social fund - R15 grant + R5 fine.
    expect(fined.bookCashNowCents).toBe(21_000);

    // The shares are Nomsa's savings: a R60 cash contribution dated the meeting's day.
    const mine = await readJson<TContributionList>(await call(orgId, 'GET', '/contributions', nomsa), 200);
    expect(mine.items.map((item) => [item.amountCents, item.contributionDate, item.status])).toEqual([
      [6_000, today, 'completed'],
    ]);

    const closed = await readJson<TMeetingDetail>(await close(orgId, meeting.id, 20_900), 200);
    expect([closed.status, closed.cashCountedCents, closed.bookCashCents, closed.differenceCents]).toEqual([
      'closed',
      20_900,
      21_000,
      -100,
    ]);
    expect(await readError(await buy(orgId, meeting.id, nomsa.userId, 1), 409)).toBe(
      'Meeting 1 is closed: reopen it to correct it',
    );

    const shares = await readJson<TMyShares>(await call(orgId, 'GET', '/meetings/my-shares', nomsa), 200);
    expect(shares).toMatchObject({
      totalShares: 3,
      savingsCents: 6_000,
      loanLimitCents: 18_000,
      socialFundPaidCents: 1_000,
    });
    // Members read the list and their own shares; the meeting's detail is for admins.
    await readJson(await call(orgId, 'GET', `/meetings/${meeting.id}`, nomsa), 403);
    await readJson(await call(orgId, 'GET', `/meetings/${meeting.id}`, outsider), 404);
  });
});

describe('loans in a share-based group', () => {
  it('lends up to 3 times the member’s shares and refuses more', async () => {
    const orgId = await createShareGroup();
    await setShareRules(orgId);
    const meeting = await openMeeting(orgId);
    await readJson(await buy(orgId, meeting.id, nomsa.userId, 4), 201);
    const ask = (amountCents: number) =>
      call(orgId, 'POST', '/loans', nomsa, {
        amountCents,
        termMonths: 3,
        purpose: 'Stock for the spaza shop',
      });
    // 4 shares at R20, 3 times: R240.
    expect(await readError(await ask(24_001), 400)).toBe(
      `Amount is above the largest loan you can take: ${formatCents(24_000)}`,
    );
    await readJson(await ask(24_000), 201);
  });
});

describe('corrections', () => {
  it('reopens only the latest meeting, and corrects it by reversing entries', async () => {
    const orgId = await createShareGroup();
    await setShareRules(orgId);
    const first = await openMeeting(orgId);
    await readJson(await close(orgId, first.id, 0), 200);
    const second = await openMeeting(orgId);
    expect(second.number).toBe(2);
    await readJson(await buy(orgId, second.id, nomsa.userId, 2), 201);
    const fined = await readJson<TMeetingDetail>(
      await pay(orgId, second.id, { userId: nomsa.userId, kind: 'fine', amountCents: 500, reason: 'Late' }),
      201,
    );
    await readJson(await close(orgId, second.id, 4_500), 200);

    const reopenFirst = await call(orgId, 'POST', `/meetings/${first.id}/reopen`, admin, { reason: 'Count' });
    expect(await readError(reopenFirst, 409)).toBe('Only the latest meeting (meeting 2) can be reopened');
    const reopened = await readJson<TMeetingDetail>(
      await call(orgId, 'POST', `/meetings/${second.id}/reopen`, admin, { reason: 'Fine was a mistake' }),
      200,
    );
    expect([reopened.status, reopened.cashCountedCents]).toEqual(['open', null]);

    const fine = fined.members.find((member) => member.userId === nomsa.userId)?.payments[0];
    const purchase = fined.members.find((member) => member.userId === nomsa.userId)?.purchases[0];
    const afterFine = await readJson<TMeetingDetail>(
      await call(orgId, 'POST', `/meetings/${second.id}/payments/${fine?.id}/reverse`, admin, {
        reason: 'Not late after all',
      }),
      200,
    );
    expect(afterFine.totals.finesCents).toBe(0);
    const afterShares = await readJson<TMeetingDetail>(
      await call(orgId, 'POST', `/meetings/${second.id}/shares/${purchase?.id}/reverse`, treasurer, {
        reason: 'Recorded for the wrong member',
      }),
      200,
    );
    expect(afterShares.totals.shares).toBe(0);
    expect(
      afterShares.members.find((member) => member.userId === nomsa.userId)?.purchases[0]?.isReversed,
    ).toBe(true);
    // The books are back where they were: every correction is a reversing entry.
    expect(afterShares.bookCashNowCents).toBe(0);
    const again = await call(orgId, 'POST', `/meetings/${second.id}/payments/${fine?.id}/reverse`, admin, {
      reason: 'Twice',
    });
    expect(await readError(again, 409)).toBe('This payment is already reversed');
  });

  it('opens no new meeting while one is open, nor before the last', async () => {
    const orgId = await createShareGroup();
    await setShareRules(orgId);
    await openMeeting(orgId);
    expect(await readError(await call(orgId, 'POST', '/meetings', admin, { meetingDate: today }), 409)).toBe(
      'Meeting 1 is still open: close it before opening the next',
    );
  });
});

describe('the share-out of a share-based group', () => {
  it('values a share at (savings + fines) / shares and leaves the social fund out', async () => {
    const orgId = await createShareGroup();
    await setShareRules(orgId);
    const meeting = await openMeeting(orgId);
    await readJson(await buy(orgId, meeting.id, nomsa.userId, 3), 201);
    await readJson(await buy(orgId, meeting.id, bongani.userId, 5), 201);
    await readJson(await pay(orgId, meeting.id, { userId: nomsa.userId, kind: 'social_fund' }), 201);
    await readJson(await pay(orgId, meeting.id, { userId: bongani.userId, kind: 'social_fund' }), 201);
    await readJson(
      await pay(orgId, meeting.id, {
        userId: bongani.userId,
        kind: 'fine',
        amountCents: 800,
        reason: 'Noise',
      }),
      201,
    );
    const preview = await readJson<TShareOut>(
      await call(orgId, 'GET', `/share-outs/preview?startsOn=${monthStart}&endsOn=${today}`, admin),
      200,
    );
    // 8 shares: R160 savings + R8 fines = R168, R21 a share; the R20 social fund stays.
    expect(preview.totalShares).toBe(8);
    expect(preview.pot.savingsCents).toBe(16_000);
    expect(preview.totalCents).toBe(16_800);
    expect(preview.valuePerShareCents).toBe(2_100);
    const expected = shareOutByShares(
      { savingsCents: 16_000, interestCents: 0, finesCents: 800, socialFundCents: 2_000 },
      [
        { memberKey: nomsa.userId, shares: 3 },
        { memberKey: bongani.userId, shares: 5 },
      ],
    );
    const grossOf = (userId: string) => preview.lines.find((line) => line.userId === userId)?.grossCents;
    expect([grossOf(nomsa.userId), grossOf(bongani.userId)]).toEqual(
      expected.lines.map((line) => line.payoutCents),
    );
  });
});

describe('who may run meetings', () => {
  it('lets members read but not run them, and hides them from other organizations (not found)', async () => {
    const orgId = await createShareGroup();
    await setShareRules(orgId);
    await readJson(await call(orgId, 'POST', '/meetings', nomsa, { meetingDate: today }), 403);
    await readJson(await call(orgId, 'GET', '/meetings', outsider), 404);
    await app.database.db
      .update(userOrganizations)
      .set({ role: 'member' })
      .where(
        and(eq(userOrganizations.organizationId, orgId), eq(userOrganizations.userId, treasurer.userId)),
      );
    await readJson(await call(orgId, 'GET', '/meetings', treasurer), 200);
  });
});
