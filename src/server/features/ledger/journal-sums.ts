import { and, eq, gt, gte, inArray, isNotNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { TRANSACTION_TYPES } from '../../../shared/money-records';
import type { TDbOrTx } from '../../db/client';
import { journalEntries, journalLines, ledgerAccounts } from '../../db/schema';
import type { TAccountCode } from './account-codes';

type TTransactionType = (typeof TRANSACTION_TYPES)[number];

/**
 * Which of one organization's journal lines a sum reads. Dates are entry dates (calendar dates in South African
 * time): `from` and `through` include their day, `after` and `before` leave it out.
 */
export type TLineScope = {
  organizationId: string;
  accounts?: readonly TAccountCode[];
  memberUserId?: string;
  /** Only the lines that name a member. */
  isMemberLine?: boolean;
  from?: string;
  through?: string;
  after?: string;
  before?: string;
  onDays?: readonly string[];
  transactionTypes?: readonly TTransactionType[];
  /** Leaves out the entries posted from this kind of source. */
  exceptSourceType?: string;
};

/**
 * One figure summed over the scope's lines (debits positive, reversals net off), optionally of some accounts,
 * of one kind of entry or source, or of debits or credits only. `isNegated` reads credits as positive (member
 * funds, income); `isCount` counts the lines instead, each +1 or -1 by its sign, so a reversal takes one off.
 */
export type TLineSum = {
  accounts?: readonly TAccountCode[];
  transactionType?: TTransactionType;
  sourceType?: string;
  side?: 'debits' | 'credits';
  isNegated?: boolean;
  isCount?: boolean;
};

const GROUP_KEYS = {
  account: ledgerAccounts.code,
  member: journalLines.memberUserId,
  transactionType: journalEntries.transactionType,
  day: journalEntries.entryDate,
  month: sql<string>`to_char(${journalEntries.entryDate}, 'YYYY-MM')`,
};

/** What a group is named by: an account code, a member, a kind of entry, a day or a month ('YYYY-MM'). */
type TGroupValues = {
  account: TAccountCode;
  member: string | null;
  transactionType: TTransactionType;
  day: string;
  month: string;
};
type TGroupKey = keyof TGroupValues;

const ENTRY_KEYS: readonly TGroupKey[] = ['transactionType', 'day', 'month'];

function readsEntries(scope: TLineScope, groupBy: readonly TGroupKey[], sums: readonly TLineSum[]) {
  return (
    [scope.from, scope.through, scope.after, scope.before, scope.onDays, scope.transactionTypes].some(
      (part) => part !== undefined,
    ) ||
    scope.exceptSourceType !== undefined ||
    groupBy.some((key) => ENTRY_KEYS.includes(key)) ||
    sums.some((sum) => sum.transactionType !== undefined || sum.sourceType !== undefined)
  );
}

function readsAccounts(scope: TLineScope, groupBy: readonly TGroupKey[], sums: readonly TLineSum[]) {
  return scope.accounts !== undefined || groupBy.includes('account') || sums.some((sum) => sum.accounts);
}

function toScopeConditions(scope: TLineScope, joins: { accounts: boolean; entries: boolean }) {
  const date = journalEntries.entryDate;
  const optional = <T>(value: T | undefined, condition: (value: T) => SQL) =>
    value === undefined ? undefined : condition(value);
  return and(
    eq(journalLines.organizationId, scope.organizationId),
    joins.accounts ? eq(ledgerAccounts.organizationId, scope.organizationId) : undefined,
    joins.entries ? eq(journalEntries.organizationId, scope.organizationId) : undefined,
    optional(scope.accounts, (codes) => inArray(ledgerAccounts.code, [...codes])),
    optional(scope.memberUserId, (userId) => eq(journalLines.memberUserId, userId)),
    scope.isMemberLine ? isNotNull(journalLines.memberUserId) : undefined,
    optional(scope.from, (day) => gte(date, day)),
    optional(scope.through, (day) => lte(date, day)),
    optional(scope.after, (day) => gt(date, day)),
    optional(scope.before, (day) => lt(date, day)),
    optional(scope.onDays, (days) => inArray(date, [...days])),
    optional(scope.transactionTypes, (types) => inArray(journalEntries.transactionType, [...types])),
    optional(scope.exceptSourceType, (type) => sql`${journalEntries.sourceType} is distinct from ${type}`),
  );
}

function toSumSql(sum: TLineSum): SQL<string | number | null> {
  const line = journalLines.amountCents;
  const amount = sum.isNegated ? sql`-${line}` : sql`${line}`;
  const value = sum.isCount ? sql`sign(${amount})` : amount;
  const picks = [
    sum.accounts ? inArray(ledgerAccounts.code, [...sum.accounts]) : undefined,
    sum.transactionType ? eq(journalEntries.transactionType, sum.transactionType) : undefined,
    sum.sourceType ? eq(journalEntries.sourceType, sum.sourceType) : undefined,
    sum.side === 'debits' ? sql`${line} > 0` : undefined,
    sum.side === 'credits' ? sql`${line} < 0` : undefined,
  ].filter((pick) => pick !== undefined);
  const picked = picks.length > 0 ? sql`case when ${and(...picks)} then ${value} end` : value;
  return sql<string | number | null>`coalesce(sum(${picked}), 0)`;
}

/**
 * The one way the books are summed: the scope's journal lines (never maintained balances or summaries), as
 * the named sums, per group of `groupBy` (one row in all when it is empty). Each sum is 0 where no line
 * counts; a group appears only when some line of the scope falls in it. Reads the accounts and the entries
 * only when the scope, the groups or the sums need them.
 */
export async function sumJournalLines<TKey extends TGroupKey, TName extends string>(
  db: TDbOrTx,
  scope: TLineScope,
  shape: { groupBy: readonly TKey[]; sums: Record<TName, TLineSum> },
): Promise<(Pick<TGroupValues, TKey> & Record<TName, number>)[]> {
  const sums = Object.entries<TLineSum>(shape.sums);
  const joins = {
    accounts: readsAccounts(scope, shape.groupBy, Object.values(shape.sums)),
    entries: readsEntries(scope, shape.groupBy, Object.values(shape.sums)),
  };
  const selection: Record<string, SQL | (typeof GROUP_KEYS)[TGroupKey]> = {};
  for (const key of shape.groupBy) selection[key] = GROUP_KEYS[key];
  for (const [name, sum] of sums) selection[name] = toSumSql(sum);
  let query = db.select(selection).from(journalLines).$dynamic();
  if (joins.accounts) query = query.innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId));
  if (joins.entries) query = query.innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId));
  query = query.where(toScopeConditions(scope, joins));
  if (shape.groupBy.length > 0) query = query.groupBy(...shape.groupBy.map((key) => GROUP_KEYS[key]));
  const rows: Record<string, unknown>[] = await query;
  return rows.map((row) => {
    const result: Record<string, unknown> = {};
    for (const key of shape.groupBy) result[key] = row[key];
    for (const [name] of sums) result[name] = Number(row[name] ?? 0);
    return result as Pick<TGroupValues, TKey> & Record<TName, number>;
  });
}

/** One sum over the scope's lines (by default their plain total, debits positive). */
export async function sumJournalTotal(db: TDbOrTx, scope: TLineScope, sum: TLineSum = {}): Promise<number> {
  const [row] = await sumJournalLines(db, scope, { groupBy: [], sums: { cents: sum } });
  return row?.cents ?? 0;
}
