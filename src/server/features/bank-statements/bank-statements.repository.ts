import { and, asc, between, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { lockUntilCommit } from '../../db/advisory-lock';
import { COUNTED, countUpTo } from '../../db/capped-count';
import type { TDbOrTx } from '../../db/client';
import {
  bankStatementLines,
  bankStatements,
  contributions,
  loanRepayments,
  profiles,
  userOrganizations,
} from '../../db/schema';
import { findOrgRow, lockOrgRow, setOrgRow } from '../../platform/org-rows';

export type TStatementRow = typeof bankStatements.$inferSelect & { importedByName: string | null };
export type TLineRow = typeof bankStatementLines.$inferSelect;
export type TLineStatus = TLineRow['status'];

/** Holds the organization's statement imports until the transaction ends: one import at a time per group. */
export async function lockStatementImports(tx: TDbOrTx, organizationId: string): Promise<void> {
  await lockUntilCommit(tx, `statement-import:${organizationId}`);
}

/** How many statement lines the organization imported since `since` (its statements, not its lines). */
export async function countLinesImportedSince(db: TDbOrTx, organizationId: string, since: Date) {
  const [row] = await db
    .select({ lines: sql<number>`coalesce(sum(${bankStatements.lineCount}), 0)`.mapWith(Number) })
    .from(bankStatements)
    .where(and(eq(bankStatements.organizationId, organizationId), gte(bankStatements.importedAt, since)));
  return row?.lines ?? 0;
}

export async function insertStatement(db: TDbOrTx, values: typeof bankStatements.$inferInsert) {
  const [row] = await db.insert(bankStatements).values(values).returning();
  if (!row) throw new Error('bank statement insert returned no row');
  return row;
}

/**
 * Inserts a statement's lines not yet stored (by fingerprint), from the JSON parts the worker wrote
 * (parsers/read-statement-file.ts); returns how many were new.
 */
export async function insertNewLines(
  db: TDbOrTx,
  statement: { organizationId: string; statementId: string },
  lineChunks: string[],
): Promise<number> {
  let added = 0;
  for (const chunk of lineChunks) {
    const result = await db.execute(sql`
      with added as (
        insert into ${bankStatementLines} (organization_id, statement_id, line_date, amount_cents, description,
          balance_cents, fingerprint, position)
        select ${statement.organizationId}::uuid, ${statement.statementId}::uuid, l."lineDate", l."amountCents",
               l.description, l."balanceCents", l.fingerprint, l.position
          from json_to_recordset(${chunk}::json) as l("lineDate" date, "amountCents" bigint,
               description varchar, "balanceCents" bigint, fingerprint varchar, position integer)
        on conflict (organization_id, fingerprint) do nothing
        returning 1)
      select count(*)::int as n from added`);
    added += Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  }
  return added;
}

export async function setStatementNewLineCount(
  db: TDbOrTx,
  organizationId: string,
  id: string,
  newLineCount: number,
) {
  await setOrgRow(db, bankStatements, organizationId, id, { newLineCount });
}

const statementColumns = { statement: bankStatements, importedByName: profiles.fullName };

function selectStatements(db: TDbOrTx) {
  return db
    .select(statementColumns)
    .from(bankStatements)
    .leftJoin(profiles, eq(profiles.userId, bankStatements.importedBy));
}

const flatten = (row: { statement: typeof bankStatements.$inferSelect; importedByName: string | null }) => ({
  ...row.statement,
  importedByName: row.importedByName,
});

/** The organization's imports, latest statement period first. */
export async function listStatements(db: TDbOrTx, organizationId: string): Promise<TStatementRow[]> {
  const rows = await selectStatements(db)
    .where(eq(bankStatements.organizationId, organizationId))
    .orderBy(desc(bankStatements.periodEnd), desc(bankStatements.importedAt))
    .limit(200);
  return rows.map(flatten);
}

/** The statement with the latest period end, on or before the date when given. */
export async function findLastStatement(
  db: TDbOrTx,
  organizationId: string,
  range?: { from: string; to: string },
): Promise<TStatementRow | undefined> {
  const [row] = await selectStatements(db)
    .where(
      and(
        eq(bankStatements.organizationId, organizationId),
        range ? gte(bankStatements.periodEnd, range.from) : undefined,
        range ? lte(bankStatements.periodEnd, range.to) : undefined,
      ),
    )
    .orderBy(desc(bankStatements.periodEnd), desc(bankStatements.importedAt))
    .limit(1);
  return row ? flatten(row) : undefined;
}

export async function hasStatements(db: TDbOrTx, organizationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bankStatements.id })
    .from(bankStatements)
    .where(eq(bankStatements.organizationId, organizationId))
    .limit(1);
  return Boolean(row);
}

/** The earliest date any imported statement covers. */
export async function findFirstStatementDate(db: TDbOrTx, organizationId: string): Promise<string | null> {
  const [row] = await db
    .select({ first: sql<string | null>`min(${bankStatements.periodStart})::text` })
    .from(bankStatements)
    .where(eq(bankStatements.organizationId, organizationId));
  return row?.first ?? null;
}

export async function listStatementPeriods(db: TDbOrTx, organizationId: string) {
  return db
    .select({ periodStart: bankStatements.periodStart, periodEnd: bankStatements.periodEnd })
    .from(bankStatements)
    .where(eq(bankStatements.organizationId, organizationId));
}

export async function listLines(
  db: TDbOrTx,
  organizationId: string,
  filter: { status?: TLineStatus | undefined },
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(bankStatementLines.organizationId, organizationId),
    filter.status ? eq(bankStatementLines.status, filter.status) : undefined,
  );
  const [items, totals] = await Promise.all([
    db
      .select()
      .from(bankStatementLines)
      .where(where)
      .orderBy(
        desc(bankStatementLines.lineDate),
        desc(bankStatementLines.position),
        desc(bankStatementLines.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    countUpTo(db, db.select(COUNTED).from(bankStatementLines).where(where).$dynamic()),
  ]);
  return { items, ...totals };
}

/** Every stored line's date and amount in a period (for submissions the statement does not show). */
export async function listLineAmounts(
  db: TDbOrTx,
  organizationId: string,
  range: { from: string; to: string },
) {
  return db
    .select({ lineDate: bankStatementLines.lineDate, amountCents: bankStatementLines.amountCents })
    .from(bankStatementLines)
    .where(
      and(
        eq(bankStatementLines.organizationId, organizationId),
        between(bankStatementLines.lineDate, range.from, range.to),
      ),
    );
}

export async function findLine(db: TDbOrTx, organizationId: string, id: string) {
  return findOrgRow(db, bankStatementLines, organizationId, bankStatementLines.id, id);
}

export async function lockLine(db: TDbOrTx, organizationId: string, id: string) {
  return lockOrgRow(db, bankStatementLines, organizationId, bankStatementLines.id, id);
}

export async function findLineByContribution(db: TDbOrTx, organizationId: string, contributionId: string) {
  const [row] = await db
    .select()
    .from(bankStatementLines)
    .where(
      and(
        eq(bankStatementLines.organizationId, organizationId),
        eq(bankStatementLines.matchedContributionId, contributionId),
      ),
    );
  return row;
}

export async function updateLine(
  db: TDbOrTx,
  organizationId: string,
  id: string,
  values: Partial<
    Pick<
      TLineRow,
      'status' | 'matchedContributionId' | 'matchedRepaymentId' | 'journalEntryId' | 'matchedBy' | 'matchedAt'
    >
  >,
) {
  await setOrgRow(db, bankStatementLines, organizationId, id, values);
}

/** The two kinds of payment a deposit can be matched against; both have a payer, an amount and a status. */
type TPaymentTable = typeof contributions | typeof loanRepayments;

/** Who paid and how much: the same columns for either kind of payment. */
function payerColumns(table: TPaymentTable) {
  return {
    memberUserId: table.userId,
    memberName: profiles.fullName,
    memberPhone: profiles.phone,
    amountCents: table.amountCents,
    referenceNumber: table.referenceNumber,
    paymentReference: userOrganizations.paymentReference,
  };
}

/** The payer's membership of the payment's organization (their payment reference lives there). */
function payerMembership(table: TPaymentTable) {
  return and(
    eq(userOrganizations.organizationId, table.organizationId),
    eq(userOrganizations.userId, table.userId),
  );
}

/** Pending payments of the organization, only those of the given amounts when asked. */
function isPendingOfAmounts(table: TPaymentTable, organizationId: string, amounts?: readonly number[]) {
  return and(
    eq(table.organizationId, organizationId),
    eq(table.status, 'pending'),
    amounts ? inArray(table.amountCents, [...amounts]) : undefined,
  );
}

/** Pending payments of one kind with the payer's name, oldest first; `columns` are the kind's own. */
function listPendingPayments<TColumns extends Record<string, AnyPgColumn> & { paymentDate: AnyPgColumn }>(
  db: TDbOrTx,
  table: TPaymentTable,
  columns: TColumns,
  organizationId: string,
  amounts?: readonly number[],
) {
  return db
    .select({ ...columns, ...payerColumns(table) })
    .from(table)
    .leftJoin(profiles, eq(profiles.userId, table.userId))
    .leftJoin(userOrganizations, payerMembership(table))
    .where(isPendingOfAmounts(table, organizationId, amounts))
    .orderBy(asc(columns.paymentDate));
}

/**
 * Pending contributions with the member's name: what deposits are matched against; only those of the given
 * amounts when asked (one page of statement lines).
 */
export function listPendingContributions(db: TDbOrTx, organizationId: string, amounts?: readonly number[]) {
  const columns = { contributionId: contributions.id, paymentDate: contributions.contributionDate };
  return listPendingPayments(db, contributions, columns, organizationId, amounts);
}

/**
 * Pending loan repayments with the borrower's name: matched like contributions; only those of the given
 * amounts when asked.
 */
export function listPendingRepayments(db: TDbOrTx, organizationId: string, amounts?: readonly number[]) {
  const columns = {
    repaymentId: loanRepayments.id,
    loanId: loanRepayments.loanId,
    paymentDate: loanRepayments.repaymentDate,
  };
  return listPendingPayments(db, loanRepayments, columns, organizationId, amounts);
}

/** The loan a repayment belongs to, so a bank line can confirm it through the loan's own path. */
export async function findRepaymentLoanId(
  db: TDbOrTx,
  organizationId: string,
  repaymentId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ loanId: loanRepayments.loanId })
    .from(loanRepayments)
    .where(and(eq(loanRepayments.organizationId, organizationId), eq(loanRepayments.id, repaymentId)));
  return row?.loanId;
}
