import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { bankStatementImports } from '../../db/schema';
import { findOrgRow, setOrgRow } from '../../platform/org-rows';

export type TStatementImportRow = typeof bankStatementImports.$inferSelect;

export async function insertStatementImport(
  db: TDbOrTx,
  values: typeof bankStatementImports.$inferInsert,
): Promise<TStatementImportRow> {
  const [row] = await db.insert(bankStatementImports).values(values).returning();
  if (!row) throw new Error('statement import insert returned no row');
  return row;
}

export const findStatementImport = (db: TDbOrTx, organizationId: string, importId: string) =>
  findOrgRow(db, bankStatementImports, organizationId, bankStatementImports.id, importId);

/**
 * Takes an import for reading: one queued, or one left reading or storing by a server that died (not
 * touched for `leaseSeconds`). Undefined when it is done, failed, or running elsewhere.
 */
export async function claimStatementImport(db: TDbOrTx, importId: string, leaseSeconds: number) {
  const [row] = await db
    .update(bankStatementImports)
    .set({ status: 'reading', progress: 10, updatedAt: new Date() })
    .where(
      and(
        eq(bankStatementImports.id, importId),
        or(
          eq(bankStatementImports.status, 'queued'),
          and(
            inArray(bankStatementImports.status, ['reading', 'storing']),
            lt(bankStatementImports.updatedAt, sql`now() - make_interval(secs => ${leaseSeconds})`),
          ),
        ),
      ),
    )
    .returning();
  return row;
}

/** Moves an unfinished import on (or back to queued, while it waits for a place). */
export async function setStatementImportStep(
  db: TDbOrTx,
  organizationId: string,
  importId: string,
  step: { status: 'queued' | 'reading' | 'storing'; progress: number },
) {
  await setOrgRow(db, bankStatementImports, organizationId, importId, { ...step, updatedAt: new Date() });
}

/** Ends an import with its outcome, or with the refusal the admin is shown. */
export async function finishStatementImport(
  db: TDbOrTx,
  organizationId: string,
  importId: string,
  end:
    | { status: 'done'; outcome: Record<string, unknown> }
    | { status: 'failed'; failureCode: string; failureMessage: string },
) {
  const now = new Date();
  await setOrgRow(db, bankStatementImports, organizationId, importId, {
    ...end,
    progress: 100,
    completedAt: now,
    updatedAt: now,
  });
}

/** Imports not finished: asked for before a restart, or left by a server that died. */
export async function listUnfinishedStatementImports(db: TDbOrTx) {
  return db
    .select({ id: bankStatementImports.id, organizationId: bankStatementImports.organizationId })
    .from(bankStatementImports)
    .where(inArray(bankStatementImports.status, ['queued', 'reading', 'storing']));
}
