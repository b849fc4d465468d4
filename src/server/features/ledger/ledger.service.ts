import { createHash, randomUUID } from 'node:crypto';
import type { TDbOrTx } from '../../db/client';
import type { journalEntries } from '../../db/schema';
import { AppError, readPgErrorCode } from '../../platform/errors';
import type { TAccountCode } from './account-codes';
import { describeReversal } from './entry-descriptions';
import {
  findAccountIds,
  findEntriesByIdempotencyKeys,
  findEntry,
  findEntryByIdempotencyKey,
  findReversalOf,
  insertEntries,
  insertEntry,
  insertLines,
  listEntryLines,
} from './ledger.repository';
import { assertCashCovers, assertEntryDateOpen } from './posting-guards';

export type TJournalEntry = typeof journalEntries.$inferSelect;
export type TTransactionType = TJournalEntry['transactionType'];

export type TPostingLine = {
  account: TAccountCode;
  /** Positive debits, negative credits; never zero. */
  amountCents: number;
  memberUserId?: string | null;
};

export type TPostEntryInput = {
  organizationId: string;
  entryDate: string;
  description: string;
  transactionType: TTransactionType;
  lines: readonly TPostingLine[];
  createdBy: string | null;
  idempotencyKey?: string | null;
  sourceType?: string | null;
  sourceId?: string | null;
  reversalOf?: string | null;
  /** The entry's id, chosen by a caller that binds many records to their entries in one batch. */
  id?: string;
};

export type TPostResult = { entry: TJournalEntry; isReplay: boolean };

/** The entry row an input posts, in `organizationId` (a batch posts every input into one). */
function toEntryValues(organizationId: string, input: TPostEntryInput, requestHash: string) {
  return {
    organizationId,
    entryDate: input.entryDate,
    description: input.description,
    transactionType: input.transactionType,
    sourceType: input.sourceType ?? null,
    sourceId: input.sourceId ?? null,
    reversalOf: input.reversalOf ?? null,
    idempotencyKey: input.idempotencyKey ?? null,
    requestHash,
    createdBy: input.createdBy,
  };
}

function hashRequest(input: TPostEntryInput): string {
  const canonical = JSON.stringify([
    input.entryDate,
    input.description,
    input.transactionType,
    input.lines.map((line) => [line.account, line.amountCents, line.memberUserId ?? null]),
    input.sourceType ?? null,
    input.sourceId ?? null,
    input.reversalOf ?? null,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

function assertBalanced(lines: readonly TPostingLine[]) {
  if (lines.length < 2) throw new AppError('VALIDATION_FAILED', 'A journal entry needs at least two lines');
  let sum = 0;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amountCents) || line.amountCents === 0) {
      throw new AppError('VALIDATION_FAILED', 'Journal line amounts must be whole cents and not zero');
    }
    sum += line.amountCents;
  }
  if (sum !== 0) throw new AppError('VALIDATION_FAILED', 'Journal entry does not balance');
  if (lines.filter((line) => line.account === 'cash').length > 1) {
    throw new AppError('VALIDATION_FAILED', 'A journal entry may touch the cash account once');
  }
}

function toLineRows(
  organizationId: string,
  entryId: string,
  lines: readonly TPostingLine[],
  accountIds: Map<string, string>,
) {
  return lines.map((line) => {
    const accountId = accountIds.get(line.account);
    if (!accountId) throw new AppError('NOT_FOUND', `Ledger account ${line.account} not found`);
    return {
      organizationId,
      entryId,
      accountId,
      memberUserId: line.memberUserId ?? null,
      amountCents: line.amountCents,
    };
  });
}

/**
 * Posts one balanced journal entry for an organization. Callers are services that have already
 * authorised the actor; pass the caller's transaction so the entry and its source record commit
 * together. With an idempotency key, a repeated call returns the first entry (`isReplay`), and the
 * same key with a different request is refused. A new entry must be dated in the open books (not in the
 * future, not before the organization existed, not in a closed month) and may not take cash below zero;
 * both are checked under locks held until the caller commits. The database re-checks balance, tenancy
 * and closed months.
 */
export async function postJournalEntry(db: TDbOrTx, input: TPostEntryInput): Promise<TPostResult> {
  assertBalanced(input.lines);
  const requestHash = hashRequest(input);
  const key = input.idempotencyKey ?? null;
  if (key) {
    const existing = await findEntryByIdempotencyKey(db, input.organizationId, key);
    if (existing) return replay(existing, requestHash);
  }
  const accountIds = await findAccountIds(
    db,
    input.organizationId,
    input.lines.map((line) => line.account),
  );
  try {
    // A savepoint, so a lost race on the idempotency key leaves the caller's transaction usable.
    const entry = await db.transaction(async (tx) => {
      await assertEntryDateOpen(tx, input.organizationId, input.entryDate);
      await assertCashCovers(tx, input.organizationId, input.lines);
      const row = await insertEntry(tx, toEntryValues(input.organizationId, input, requestHash));
      await insertLines(tx, toLineRows(input.organizationId, row.id, input.lines, accountIds));
      return row;
    });
    return { entry, isReplay: false };
  } catch (error) {
    if (key && readPgErrorCode(error) === '23505') {
      const existing = await findEntryByIdempotencyKey(db, input.organizationId, key);
      if (existing) return replay(existing, requestHash);
    }
    throw error;
  }
}

/**
 * Posts many balanced entries of one organization (the daily fines run, a group's imported history) in a
 * few multi-row inserts instead of a round trip per entry: same checks as postJournalEntry (balanced, dated
 * in the open books, idempotency keys replayed or refused when reused for a different request). Only money
 * into the cash account may be among them: money in never takes cash below zero. Callers hold a lock that
 * keeps a second poster of the same keys out (a lost race fails the batch instead of replaying). Returns
 * how many entries were new.
 */
export async function postJournalEntries(
  db: TDbOrTx,
  organizationId: string,
  inputs: readonly TPostEntryInput[],
): Promise<{ posted: number }> {
  for (const input of inputs) {
    if (input.organizationId !== organizationId) throw new Error('one organization per batch');
    assertBalanced(input.lines);
    if (input.lines.some((line) => line.account === 'cash' && line.amountCents < 0)) {
      throw new AppError('VALIDATION_FAILED', 'Entries that take cash out are posted one at a time');
    }
  }
  const keys = inputs.flatMap((input) => (input.idempotencyKey ? [input.idempotencyKey] : []));
  const existing = await findEntriesByIdempotencyKeys(db, organizationId, keys);
  const fresh = inputs.flatMap((input) => {
    const requestHash = hashRequest(input);
    const posted = input.idempotencyKey ? existing.get(input.idempotencyKey) : undefined;
    if (posted) {
      replay(posted, requestHash);
      return [];
    }
    return [{ input, requestHash, id: input.id ?? randomUUID() }];
  });
  if (fresh.length === 0) return { posted: 0 };
  const accountIds = await findAccountIds(
    db,
    organizationId,
    fresh.flatMap(({ input }) => input.lines.map((line) => line.account)),
  );
  await db.transaction(async (tx) => {
    for (const entryDate of new Set(fresh.map(({ input }) => input.entryDate))) {
      await assertEntryDateOpen(tx, organizationId, entryDate);
    }
    await insertEntries(
      tx,
      fresh.map(({ input, requestHash, id }) => ({
        ...toEntryValues(organizationId, input, requestHash),
        id,
      })),
    );
    await insertLines(
      tx,
      fresh.flatMap(({ input, id }) => toLineRows(organizationId, id, input.lines, accountIds)),
    );
  });
  return { posted: fresh.length };
}

function replay(existing: TJournalEntry, requestHash: string): TPostResult {
  if (existing.requestHash !== requestHash) {
    throw new AppError(
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used for a different request',
    );
  }
  return { entry: existing, isReplay: true };
}

/**
 * Reverses a posted entry with an entry of opposite lines (`reversal_of` set). An entry can be
 * reversed once, and a reversal cannot itself be reversed. Same caller contract as postJournalEntry.
 */
export async function reverseJournalEntry(
  db: TDbOrTx,
  input: {
    organizationId: string;
    entryId: string;
    entryDate: string;
    createdBy: string | null;
    reason: string;
    idempotencyKey?: string | null;
  },
): Promise<TPostResult> {
  const original = await findEntry(db, input.organizationId, input.entryId);
  if (!original) throw new AppError('NOT_FOUND', 'Journal entry not found');
  if (original.reversalOf) throw new AppError('CONFLICT', 'A reversal cannot be reversed');
  const lines = await listEntryLines(db, input.organizationId, input.entryId);
  const post = () =>
    postJournalEntry(db, {
      organizationId: input.organizationId,
      entryDate: input.entryDate,
      description: describeReversal({ originalDescription: original.description, reason: input.reason }),
      transactionType: original.transactionType,
      lines: lines.map((line) => ({
        account: line.accountCode as TAccountCode,
        amountCents: -line.amountCents,
        memberUserId: line.memberUserId,
      })),
      createdBy: input.createdBy,
      idempotencyKey: input.idempotencyKey ?? null,
      sourceType: original.sourceType,
      sourceId: original.sourceId,
      reversalOf: original.id,
    });
  if (input.idempotencyKey) {
    const replayed = await findEntryByIdempotencyKey(db, input.organizationId, input.idempotencyKey);
    if (replayed) return post();
  }
  if (await findReversalOf(db, input.organizationId, input.entryId)) {
    throw new AppError('CONFLICT', 'This entry has already been reversed');
  }
  try {
    return await post();
  } catch (error) {
    if (readPgErrorCode(error) === '23505')
      throw new AppError('CONFLICT', 'This entry has already been reversed');
    throw error;
  }
}
