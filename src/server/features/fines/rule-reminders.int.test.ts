import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthlyRules } from '../../../shared/group-rules/rule-fixtures';
import { formatCents } from '../../../shared/money';
import { organizations, ruleRemindersSent, userSettings } from '../../db/schema';
import { createFinesWorld, pay, remindersTo, runDay, setRules } from '../../testing/fixtures/fines';
import { createTestApp, type TTestApp } from '../../testing/test-app';

let app: TTestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

const R300 = formatCents(30_000);

const REMINDING_RULES = monthlyRules({
  fine: { kind: 'fixed', amountCents: 5_000 },
  reminders: { daysBefore: 3, daysAfter: 5 },
});

describe('reminders', () => {
  it('e-mails a member before the due date and after it while unpaid, once per period and kind', async () => {
    const world = await createFinesWorld(app, '2025-10-01');
    await setRules(app, world.orgId, '2025-10-01', REMINDING_RULES);
    await app.database.db
      .update(organizations)
      .set({ name: 'Ubuntu Savings Club' })
      .where(eq(organizations.id, world.orgId));

    expect((await runDay(app, world.orgId, '2025-10-28')).reminders).toBe(0);
    expect((await runDay(app, world.orgId, '2025-10-29')).reminders).toBe(1);
    expect((await runDay(app, world.orgId, '2025-10-29')).reminders).toBe(0);
    expect((await runDay(app, world.orgId, '2025-10-31')).reminders).toBe(0);
    const [before] = await remindersTo(app, world.member.userId);
    expect(before?.subject).toBe(
      `Ubuntu Savings Club: October 2025 contribution of ${R300} due on 1 November 2025`,
    );
    expect(before?.text).toContain('Hello Nomsa Member,');
    expect(before?.text).toContain(`your contribution for October 2025 of ${R300} is due on 1 November 2025`);
    expect(before?.text).toContain('Submit Contribution');
    expect(before?.text).toContain(`${app.config.baseUrl}/dashboard/contributions`);

    // Five days after the due date, still unpaid (and fined after the grace days: the total says so).
    expect((await runDay(app, world.orgId, '2025-11-06')).reminders).toBe(1);
    expect((await runDay(app, world.orgId, '2025-11-10')).reminders).toBe(0);
    const mails = await remindersTo(app, world.member.userId);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe(`Ubuntu Savings Club: October 2025 contribution of ${R300} is overdue`);
    expect(mails[1]?.text).toContain(`was due on 1 November 2025 and ${R300} of it is still unpaid`);
  });

  it('sends nothing for a paid period, and honours the member who turned e-mail notifications off', async () => {
    const world = await createFinesWorld(app, '2025-10-01');
    await setRules(app, world.orgId, '2025-10-01', REMINDING_RULES);
    await pay(world, '2025-10-20', 30_000);
    expect((await runDay(app, world.orgId, '2025-10-29')).reminders).toBe(0);
    expect((await runDay(app, world.orgId, '2025-11-06')).reminders).toBe(0);

    await app.database.db
      .insert(userSettings)
      .values({ userId: world.member.userId, emailNotifications: false })
      .onConflictDoUpdate({ target: userSettings.userId, set: { emailNotifications: false } });
    expect((await runDay(app, world.orgId, '2025-11-28')).reminders).toBe(1);
    expect(await remindersTo(app, world.member.userId)).toHaveLength(0);
    const [claimed] = await app.database.db
      .select()
      .from(ruleRemindersSent)
      .where(
        and(eq(ruleRemindersSent.organizationId, world.orgId), eq(ruleRemindersSent.periodKey, '2025-11')),
      );
    expect(claimed).toMatchObject({ kind: 'before', isSent: false });
  });
});
