import { can } from '../../../shared/access';
import type {
  TNewTransaction,
  TTransaction,
  TTransactionQuery,
} from '../../../shared/contracts/transactions';
import { centsToRandString, formatCents } from '../../../shared/money';
import type { TDbOrTx } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { csvLabel, toCsv } from '../../platform/csv';
import { isOrganizationMember } from '../../platform/directory';
import { AppError } from '../../platform/errors';
import { assertMayActOn, runMoneyCommand } from '../../platform/money/money-command';
import type { TMoneyContext, TReadContext } from '../../platform/money/money-context';
import { describeManualTransaction, readMemberName } from '../ledger/entry-descriptions';
import { postJournalEntry, type TPostingLine } from '../ledger/ledger.service';
import {
  findTransaction,
  listRecentTransactions,
  listTransactions,
  MANUAL_SOURCE,
  type TTransactionRow,
} from './transactions.repository';

const RECENT_COUNT = 8;
const EXPORT_LIMIT = 10_000;

function toTransaction(row: TTransactionRow): TTransaction {
  return {
    id: row.id,
    description: row.description,
    transactionDate: row.transactionDate,
    transactionType: row.transactionType,
    amountCents: row.amountCents,
    isReversal: row.reversalOf !== null,
    isReversed: row.isReversed,
    isReversibleHere: row.sourceType === MANUAL_SOURCE && row.reversalOf === null && !row.isReversed,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Admins and staff see the organization's journal; members only the transactions that concern them. */
function resolveMemberScope(ctx: TReadContext): string | undefined {
  return can({ role: ctx.org.role }, 'ledger.read') ? undefined : ctx.actor.userId;
}

/** Any member: a page of transactions in their scope, newest first, searchable and filterable by type. */
export async function listScopedTransactions(ctx: TReadContext, query: TTransactionQuery) {
  const { items, total, isTotalCapped } = await listTransactions(
    ctx.db,
    ctx.org.organizationId,
    { search: query.search, type: query.type, memberUserId: resolveMemberScope(ctx) },
    { limit: query.limit, offset: query.offset },
  );
  return { items: items.map(toTransaction), total, isTotalCapped, limit: query.limit, offset: query.offset };
}

/** Any member: what the list shows (up to 10,000 rows), as CSV with en-ZA amounts. */
export async function exportTransactionsCsv(ctx: TReadContext, query: TTransactionQuery): Promise<string> {
  const { items } = await listScopedTransactions(ctx, { ...query, limit: EXPORT_LIMIT, offset: 0 });
  return toCsv(
    ['Date', 'Description', 'Type', 'Amount (ZAR)', 'Amount'],
    items.map((item) => [
      item.transactionDate,
      item.description,
      csvLabel(item.transactionType),
      formatCents(item.amountCents, { currencySign: 'accounting' }),
      centsToRandString(item.amountCents),
    ]),
  );
}

function buildLines(input: TNewTransaction): { type: 'payout' | 'fee' | 'other'; lines: TPostingLine[] } {
  const amount = input.amountCents;
  const member = input.memberUserId ?? null;
  switch (input.kind) {
    case 'payout':
      return {
        type: 'payout',
        lines: [
          { account: 'payouts', amountCents: amount, memberUserId: member },
          { account: 'cash', amountCents: -amount, memberUserId: member },
        ],
      };
    case 'fee':
      return {
        type: 'fee',
        lines: [
          { account: 'expenses', amountCents: amount },
          { account: 'cash', amountCents: -amount },
        ],
      };
    case 'other_income':
      return {
        type: 'other',
        lines: [
          { account: 'cash', amountCents: amount, memberUserId: member },
          { account: 'fee_income', amountCents: -amount, memberUserId: member },
        ],
      };
    case 'other_expense':
      return {
        type: 'other',
        lines: [
          { account: 'expenses', amountCents: amount, memberUserId: member },
          { account: 'cash', amountCents: -amount, memberUserId: member },
        ],
      };
  }
}

export async function readTransaction(
  tx: TDbOrTx,
  organizationId: string,
  entryId: string,
): Promise<TTransaction> {
  const row = await findTransaction(tx, organizationId, entryId);
  if (!row) throw new AppError('NOT_FOUND', 'Transaction not found');
  return toTransaction(row);
}

/**
 * Organization admins (transaction.record): records a payout, fee or other money in or out as one
 * journal entry; never money of their own (another admin records that). A retried Idempotency-Key returns
 * the first transaction and posts nothing.
 */
export function recordTransaction(
  ctx: TMoneyContext,
  input: TNewTransaction,
  /** Runs inside the posting's transaction (a bank statement line marks itself recorded). */
  afterPosting?: (tx: TDbOrTx, entryId: string) => Promise<void>,
): Promise<TTransaction> {
  const organizationId = ctx.org.organizationId;
  const memberUserId = input.memberUserId ?? null;
  return runMoneyCommand(ctx, {
    operation: 'transaction.record',
    request: input,
    execute: async (tx) => {
      await assertMayActOn(tx, ctx, {
        permission: 'transaction.record',
        ownerUserId: memberUserId,
        action: 'record',
      });
      if (memberUserId && !(await isOrganizationMember(tx, organizationId, memberUserId))) {
        throw new AppError('VALIDATION_FAILED', 'This member does not belong to the organization');
      }
      const { type, lines } = buildLines(input);
      const { entry } = await postJournalEntry(tx, {
        organizationId,
        entryDate: input.transactionDate,
        description: describeManualTransaction({
          kind: input.kind,
          description: input.description,
          memberName: memberUserId ? await readMemberName(tx, memberUserId) : null,
        }),
        transactionType: type,
        lines,
        createdBy: ctx.actor.userId,
        sourceType: MANUAL_SOURCE,
      });
      if (afterPosting) await afterPosting(tx, entry.id);
      return {
        result: await readTransaction(tx, organizationId, entry.id),
        resultType: 'journal_entry',
        resultId: entry.id,
        audit: {
          action: `transaction.${input.kind}`,
          targetType: 'journal_entry',
          targetId: entry.id,
          summary: { amountCents: input.amountCents, date: input.transactionDate, memberUserId },
        },
        topics: ['transactions'],
      };
    },
    replay: (tx, id) => readTransaction(tx, organizationId, id),
  });
}

type TRecentEntry = { version: string; transactions: Promise<TTransaction[]> };

/** The latest transactions per organization and scope, kept while the books have not moved. */
const recentCache = perDatabase(() => new Map<string, TRecentEntry>());
const RECENT_CACHE_LIMIT = 10_000;

/**
 * The dashboard's latest transactions for the scope, reused while the accounts' row versions (which change with every
 * posting) are the ones read in this request; so they are never older than the balances shown beside them.
 */
export function readRecentTransactions(ctx: TReadContext, version: string): Promise<TTransaction[]> {
  const cache = recentCache(ctx.db);
  const memberUserId = resolveMemberScope(ctx);
  const key = `${ctx.org.organizationId}:${memberUserId ?? '*'}`;
  const cached = cache.get(key);
  if (cached?.version === version) return cached.transactions;
  if (cache.size >= RECENT_CACHE_LIMIT) cache.clear();
  const transactions = listRecentTransactions(
    ctx.db,
    ctx.org.organizationId,
    { memberUserId },
    { limit: RECENT_COUNT, offset: 0 },
  ).then((rows) => rows.map(toTransaction));
  cache.set(key, { version, transactions });
  transactions.catch(() => cache.delete(key));
  return transactions;
}
