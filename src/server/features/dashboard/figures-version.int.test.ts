import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { monthlyRules } from '../../../shared/group-rules/rule-fixtures';
import type { TDbOrTx } from '../../db/client';
import {
  callLoans,
  createActiveLoan,
  prepareLoanWorld,
  readJson,
  recordRepayment,
  today,
} from '../../testing/fixtures/loans';
import { fundOrganization } from '../../testing/fund-organization';
import { createOrganization, createSignedInUser } from '../../testing/test-app';

/**
 * The tables the dashboard summary is read from (ADR 41). Every write to one of them must move the
 * organization's figures version; the journal is append-only, so only its inserts can.
 */
const UPDATABLE_TABLES = [
  'ledger_accounts',
  'cash_flow_summaries',
  'contribution_summaries',
  'loan_summaries',
  'contributions',
  'loans',
  'loan_repayments',
  'user_organizations',
  'group_rule_versions',
] as const;
const JOURNAL_TABLES = ['journal_entries', 'journal_lines'] as const;

const RULES = monthlyRules();

/** A book with a row of the organization in every table the figures read. */
const world = prepareLoanWorld({ limitCents: 5_000_000, ratePercent: 12, maxTermMonths: 12 }, async (w) => {
  await readJson(
    await callLoans(w, 'POST', '/contributions', w.admin, {
      json: { userId: w.member.userId, contributionDate: today, amountCents: 40_000, paymentMethod: 'cash' },
    }),
    201,
  );
  const loan = await createActiveLoan(w, w.member, 100_000);
  await readJson(await recordRepayment(w, loan.id, 10_000), 201);
  await readJson(
    await callLoans(w, 'POST', '/rules', w.admin, { json: { effectiveFrom: '2026-01-01', rules: RULES } }),
    201,
  );
});

async function query<T>(db: TDbOrTx, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

async function readVersion(orgId: string, db: TDbOrTx = world.app.database.db): Promise<number | null> {
  const [row] = await query<{ version: string | number }>(
    db,
    sql`select version from organization_figure_versions where organization_id = ${orgId}`,
  );
  return row ? Number(row.version) : null;
}

/** Rewrites the organization's rows of a table as they are: a write that changes nothing but is a write. */
async function touch(db: TDbOrTx, table: string, orgId: string) {
  const rows = await query(
    db,
    sql`update ${sql.identifier(table)} set organization_id = organization_id
         where organization_id = ${orgId} returning 1 as touched`,
  );
  expect(rows.length, `rows of ${table}`).toBeGreaterThan(0);
}

describe('the figures version', () => {
  it('exists for every organization from the moment it is created', async () => {
    const orgId = await createOrganization(world.app, { adminUserId: world.admin.userId });
    expect(await readVersion(orgId)).toEqual(expect.any(Number));
    expect(await readVersion(randomUUID())).toBeNull();
  });

  it('is moved at commit by a deferred trigger on every write to each table the figures read', async () => {
    const triggers = await query<{ table: string; events: number; deferred: boolean }>(
      world.app.database.db,
      sql`select c.relname as "table", t.tgtype::int as events, t.tgdeferrable and t.tginitdeferred as deferred
            from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
           where p.proname = 'figures_version_bump' and t.tgconstraint <> 0`,
    );
    const eventsOf = (table: string) => {
      const mine = triggers.filter((trigger) => trigger.table === table);
      expect(
        mine.every((trigger) => trigger.deferred),
        table,
      ).toBe(true);
      // pg_trigger.tgtype bits: 4 insert, 8 delete, 16 update.
      return ['insert', 'delete', 'update'].filter((_, bit) =>
        mine.some((trigger) => trigger.events & (4 << bit)),
      );
    };
    for (const table of UPDATABLE_TABLES)
      expect(eventsOf(table), table).toEqual(['insert', 'delete', 'update']);
    for (const table of JOURNAL_TABLES) expect(eventsOf(table), table).toEqual(['insert']);
    expect(new Set(triggers.map((trigger) => trigger.table))).toEqual(
      new Set([...UPDATABLE_TABLES, ...JOURNAL_TABLES]),
    );
  });

  it.each(UPDATABLE_TABLES)('moves once a transaction that updates %s commits, not before', async (table) => {
    const db = world.app.database.db;
    const before = await readVersion(world.orgId);
    await db.transaction(async (tx) => {
      await touch(tx, table, world.orgId);
      await touch(tx, table, world.orgId);
      expect(await readVersion(world.orgId, tx)).toBe(before);
    });
    expect(await readVersion(world.orgId)).toBe(Number(before) + 1);
  });

  it('moves once for a posting (journal, balances, summaries), once per organization when two interleave', async () => {
    const before = await readVersion(world.orgId);
    await fundOrganization(world.app, world.orgId, 5_000);
    expect(await readVersion(world.orgId)).toBe(Number(before) + 1);

    const otherOrgId = await createOrganization(world.app, { adminUserId: world.admin.userId });
    const [first, other] = [await readVersion(world.orgId), await readVersion(otherOrgId)];
    await world.app.database.db.transaction(async (tx) => {
      await touch(tx, 'ledger_accounts', world.orgId);
      await touch(tx, 'ledger_accounts', otherOrgId);
      await touch(tx, 'contributions', world.orgId);
    });
    expect(await readVersion(world.orgId)).toBe(Number(first) + 1);
    expect(await readVersion(otherOrgId)).toBe(Number(other) + 1);
  });

  it('does not move when the writes roll back, whole or to a savepoint', async () => {
    const db = world.app.database.db;
    const before = await readVersion(world.orgId);
    await expect(
      db.transaction(async (tx) => {
        await touch(tx, 'loans', world.orgId);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await readVersion(world.orgId)).toBe(before);

    await db.transaction(async (tx) => {
      await tx
        .transaction(async (savepoint) => {
          await touch(savepoint, 'loan_summaries', world.orgId);
          throw new Error('undo this part');
        })
        .catch(() => undefined);
    });
    expect(await readVersion(world.orgId)).toBe(before);

    // The mark of the rolled-back part goes with it: a write after it still moves the version.
    await db.transaction(async (tx) => {
      await tx
        .transaction(async (savepoint) => {
          await touch(savepoint, 'contributions', world.orgId);
          throw new Error('undo this part');
        })
        .catch(() => undefined);
      await touch(tx, 'contributions', world.orgId);
    });
    expect(await readVersion(world.orgId)).toBe(Number(before) + 1);
  });

  it('moves when a row is deleted', async () => {
    const leaver = await createSignedInUser(world.app);
    await query(
      world.app.database.db,
      sql`insert into user_organizations (organization_id, user_id, role) values (${world.orgId}, ${leaver.userId}, 'member')`,
    );
    const before = await readVersion(world.orgId);
    await query(
      world.app.database.db,
      sql`delete from user_organizations where organization_id = ${world.orgId} and user_id = ${leaver.userId}`,
    );
    expect(await readVersion(world.orgId)).toBe(Number(before) + 1);
  });
});
