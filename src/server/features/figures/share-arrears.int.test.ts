import { randomUUID } from 'node:crypto';
import { addMonths, format, parseISO } from 'date-fns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTodayIso } from '../../../shared/calendar';
import type { TDashboardSummary } from '../../../shared/contracts/dashboard';
import type { TArrearsList, TMyStanding } from '../../../shared/contracts/group-rules';
import { monthlyRules } from '../../../shared/group-rules/rule-fixtures';
import { organizations, userOrganizations } from '../../db/schema';
import { orgCaller, readJson } from '../../testing/fixtures/http';
import {
  createOrganization,
  createSignedInUser,
  createTestApp,
  type TActor,
  type TTestApp,
} from '../../testing/test-app';

let app: TTestApp;
let admin: TActor;
let saver: TActor;
let absent: TActor;

/** A cooperative saving in shares of R20 at a monthly meeting; a contributions group would owe R300 a month. */
const SHARE_RULES = monthlyRules({
  paymentOrder: 'contributions_first',
  shareOut: { rule: 'per_share', sharePriceCents: 2_000 },
  savings: { model: 'shares', maxSharesPerMeeting: 5, socialFundCents: 1_000, loanMultiple: 3 },
});

const call = orgCaller(() => app);

/** The 10th of the month `monthsAgo` months before this one. */
const meetingDay = (monthsAgo: number) =>
  format(addMonths(parseISO(`${getTodayIso().slice(0, 7)}-10`), -monthsAgo), 'yyyy-MM-dd');

beforeAll(async () => {
  app = await createTestApp();
  admin = await createSignedInUser(app, { name: 'Lerato Admin' });
  saver = await createSignedInUser(app, { name: 'Nomsa Saver' });
  absent = await createSignedInUser(app, { name: 'Ayanda Absent' });
});

afterAll(async () => {
  await app.close();
});

describe("a share group's arrears through the figures", () => {
  it('expects one share per member per meeting, and owes only for meetings without a share', async () => {
    const orgId = await createOrganization(app, {
      adminUserId: admin.userId,
      memberUserIds: [saver.userId, absent.userId],
      type: 'cooperative',
    });
    const since = new Date('2024-01-01T10:00:00Z');
    await app.database.db.update(organizations).set({ createdAt: since }).where(eq(organizations.id, orgId));
    await app.database.db
      .update(userOrganizations)
      .set({ joinedAt: since })
      .where(eq(userOrganizations.organizationId, orgId));
    const effectiveFrom = `${meetingDay(2).slice(0, 7)}-01`;
    await readJson(await call(orgId, 'POST', '/rules', admin, { effectiveFrom, rules: SHARE_RULES }), 201);

    // The saver buys 3 shares (R60) at the meeting two months ago and 1 (R20) last month; the absent member
    // buys none. Both months have fallen due by today.
    for (const [date, amountCents] of [
      [meetingDay(2), 6_000],
      [meetingDay(1), 2_000],
    ] as const) {
      const paid = await call(orgId, 'POST', '/contributions', admin, {
        userId: saver.userId,
        contributionDate: date,
        amountCents,
        paymentMethod: 'cash',
        referenceNumber: `SHARES-${randomUUID().slice(0, 8)}`,
      });
      expect(paid.status, await paid.clone().text()).toBe(201);
    }

    // The saver met both meetings; the 2 extra shares are savings, not credit for the meeting to come.
    const mine = await readJson<TMyStanding>(await call(orgId, 'GET', '/standing/me', saver));
    expect(mine).toMatchObject({ owedCents: 0, periodsBehind: 0, creditCents: 0 });

    // The absent member owes a share for each of the two meetings: R40, not 2 x R300.
    const list = await readJson<TArrearsList>(await call(orgId, 'GET', '/arrears', admin));
    const row = list.items.find((item) => item.userId === absent.userId);
    expect(row).toMatchObject({ owedCents: 4_000, periodsBehind: 2 });
    expect(list.items.find((item) => item.userId === saver.userId)).toBeUndefined();

    // This month's expected contributions: last month's meeting falls due on the 1st, one share for each of
    // the three members: R60.
    const summary = await readJson<TDashboardSummary>(await call(orgId, 'GET', '/dashboard/summary', admin));
    expect(summary.expectedThisMonthCents).toBe(3 * 2_000);
  });
});
