import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthlyRules } from '../../../shared/group-rules/rule-fixtures';
import { createRuntime } from '../../runtime';
import {
  balanceOf,
  createFinesWorld,
  engineStanding,
  FIXED_FINE_RULES,
  listFinesAs,
  pay,
  runDay,
  setRules,
} from '../../testing/fixtures/fines';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { GROUP_RULES_DAILY_JOB } from './group-rules-job';

let app: TTestApp;

beforeAll(async () => {
  app = await createTestApp({ LOG_LEVEL: 'error' });
});

afterAll(async () => {
  await app.close();
});

const outstandingFines = async (orgId: string, userId: string, asOf: string) =>
  (await engineStanding(app, orgId, userId, asOf)).debts
    .filter((debt) => debt.kind === 'fine' && !debt.waived)
    .reduce((sum, debt) => sum + debt.outstandingCents, 0);

describe('the daily rules job puts fines on the books', () => {
  it('posts the worked example: R700 owed on 10 December, R1,050 on 10 January, fines on the book', async () => {
    const world = await createFinesWorld(app, '2025-10-01');
    await setRules(app, world.orgId, '2025-10-01', FIXED_FINE_RULES);

    const december = await runDay(app, world.orgId, '2025-12-10');
    // October's and November's fines: two fines, one entry for the organization's day.
    expect(december).toMatchObject({ fineMoves: 2, postings: 1 });
    expect((await engineStanding(app, world.orgId, world.member.userId, '2025-12-10')).owedCents).toBe(
      70_000,
    );
    expect(await balanceOf(app, world.orgId, 'fines_receivable')).toBe(10_000);
    expect(await balanceOf(app, world.orgId, 'fine_income')).toBe(-10_000);

    await runDay(app, world.orgId, '2026-01-10');
    expect((await engineStanding(app, world.orgId, world.member.userId, '2026-01-10')).owedCents).toBe(
      105_000,
    );
    expect(await balanceOf(app, world.orgId, 'fines_receivable')).toBe(15_000);
    const fines = await listFinesAs(world, world.member);
    expect(fines.items.map((fine) => [fine.periodLabel, fine.amountCents, fine.status])).toEqual([
      ['December 2025', 5_000, 'outstanding'],
      ['November 2025', 5_000, 'outstanding'],
      ['October 2025', 5_000, 'outstanding'],
    ]);
    expect(fines.outstandingCents).toBe(15_000);
  });

  it('posts nothing more when the same day runs again, or twice at once from two app instances', async () => {
    const world = await createFinesWorld(app, '2025-10-01');
    await setRules(app, world.orgId, '2025-10-01', FIXED_FINE_RULES);
    expect(await runDay(app, world.orgId, '2025-12-10')).toMatchObject({ fineMoves: 2, postings: 1 });
    expect(await runDay(app, world.orgId, '2025-12-10')).toMatchObject({ fineMoves: 0, postings: 0 });

    const second = await createRuntime({ config: app.config, database: app.database, isJobWorking: false });
    try {
      const deps = (runtime: typeof second) => ({
        db: runtime.database.db,
        logger: runtime.logger,
        userMailer: runtime.userMailer,
        baseUrl: app.config.baseUrl,
      });
      const { runGroupRulesDay } = await import('./group-rules-day');
      const [one, two] = await Promise.all([
        runGroupRulesDay(deps(app), world.orgId, '2026-01-10'),
        runGroupRulesDay(deps(second), world.orgId, '2026-01-10'),
      ]);
      expect(one.postings + two.postings).toBe(1);
      // The queued job, sent by both instances for the same day, runs once and posts nothing new.
      await app.jobs.send(GROUP_RULES_DAILY_JOB, { asOf: '2026-01-10' }, { singletonKey: 'day-2026-01-10' });
      await second.jobs.send(
        GROUP_RULES_DAILY_JOB,
        { asOf: '2026-01-10' },
        { singletonKey: 'day-2026-01-10' },
      );
      expect((await app.jobs.drain()) + (await second.jobs.drain())).toBe(1);
    } finally {
      await second.close();
    }
    expect(await balanceOf(app, world.orgId, 'fines_receivable')).toBe(
      await outstandingFines(world.orgId, world.member.userId, '2026-01-10'),
    );
  });

  it('catches up after a gap: a run after days without one posts every fine due by then', async () => {
    const world = await createFinesWorld(app, '2025-10-01');
    await setRules(app, world.orgId, '2025-10-01', FIXED_FINE_RULES);
    await runDay(app, world.orgId, '2025-11-09');
    expect(await balanceOf(app, world.orgId, 'fines_receivable')).toBe(5_000);
    // No run from 10 November to 10 March: October's to February's fines arrive together.
    const caughtUp = await runDay(app, world.orgId, '2026-03-10');
    expect(caughtUp).toMatchObject({ fineMoves: 4, postings: 1 });
    expect(await balanceOf(app, world.orgId, 'fines_receivable')).toBe(25_000);
  });

  it('grows a per-day fine as the engine does: R0 after 5 days late, R150 after 10, R500 (the cap) after 30', async () => {
    const world = await createFinesWorld(app, '2025-10-01');
    await setRules(
      app,
      world.orgId,
      '2025-10-01',
      monthlyRules({ fine: { kind: 'per_day', amountCents: 5_000, capCents: 50_000 } }),
    );
    await runDay(app, world.orgId, '2025-11-06');
    expect(await balanceOf(app, world.orgId, 'fines_receivable')).toBe(0);
    await runDay(app, world.orgId, '2025-11-11');
    expect(await balanceOf(app, world.orgId, 'fines_receivable')).toBe(15_000);
    await runDay(app, world.orgId, '2025-12-01');
    expect(await balanceOf(app, world.orgId, 'fines_receivable')).toBe(50_000);
    const [october] = (await listFinesAs(world, world.admin)).items;
    expect(october).toMatchObject({ periodLabel: 'October 2025', amountCents: 50_000 });
  });

  it('books the fine part of a payment: fines receivable always equals the fines outstanding', async () => {
    const world = await createFinesWorld(app, '2025-10-01');
    await setRules(app, world.orgId, '2025-10-01', FIXED_FINE_RULES);
    await runDay(app, world.orgId, '2025-12-10');
    const fundsBefore = await balanceOf(app, world.orgId, 'member_funds');
    // R700 clears both fines first (fines first), then October and November.
    await pay(world, '2025-12-15', 70_000);
    const after = await runDay(app, world.orgId, '2025-12-20');
    // Each fine's paid part is its own entry: the member's statement shows it with the fine's period.
    expect(after).toMatchObject({ fineMoves: 2, postings: 2 });
    expect(await balanceOf(app, world.orgId, 'fines_receivable')).toBe(0);
    expect(await outstandingFines(world.orgId, world.member.userId, '2025-12-20')).toBe(0);
    // Of the R700 received, R100 paid fines: the member's funds grew by R600.
    expect(await balanceOf(app, world.orgId, 'member_funds')).toBe(fundsBefore - 60_000);
    expect(await balanceOf(app, world.orgId, 'fine_income')).toBe(-10_000);
    const fines = await listFinesAs(world, world.admin);
    expect(fines.items.map((fine) => fine.status)).toEqual(['paid', 'paid']);

    // A part payment later: the fine is cleared first, what is left goes to the oldest contribution.
    await runDay(app, world.orgId, '2026-01-10');
    expect(await balanceOf(app, world.orgId, 'fines_receivable')).toBe(5_000);
    await pay(world, '2026-01-12', 10_000);
    await runDay(app, world.orgId, '2026-01-12');
    expect(await balanceOf(app, world.orgId, 'fines_receivable')).toBe(
      await outstandingFines(world.orgId, world.member.userId, '2026-01-12'),
    );
    expect(await balanceOf(app, world.orgId, 'fines_receivable')).toBe(0);
  });
});
