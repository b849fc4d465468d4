import { formatMonthName, getMonthEnd } from '../../../shared/book-months';
import {
  RECONCILIATION_PAGE_SIZE,
  type TReconciliation,
  type TReconciliationQuery,
} from '../../../shared/contracts/bank-statements';
import type { TDbOrTx } from '../../db/client';
import { readCashBalanceOn } from '../figures/figures.repository';
import { toBankStatement } from './bank-mapping';
import { findFirstStatementDate, findLastStatement, hasStatements } from './bank-statements.repository';
import { addDays } from './matching';
import {
  listBookEntriesNotOnStatement,
  listLinesNotInBook,
  sumEarlyLinkedEntries,
  summarizeUnmatched,
} from './reconciliation.repository';

const NONE = { total: 0, isTotalCapped: false };
const EMPTY: TReconciliation = {
  hasStatements: false,
  statement: null,
  asOf: null,
  bankBalanceCents: null,
  bookBalanceCents: null,
  differenceCents: null,
  items: [],
  bankOnly: NONE,
  bookOnly: NONE,
  limit: RECONCILIATION_PAGE_SIZE,
  offset: 0,
  unexplainedCents: null,
  isReconciled: false,
};

/**
 * The bank balance of the last statement (of the month, when given) against the master book's cash
 * balance at the statement's end date, and the difference line by line: statement lines that are not in
 * the book, book entries that no statement line stands for (both since the first imported statement), and
 * the difference already there before that statement began. What they do not explain is reported apart,
 * from the lists' sums; the answer holds one page of each list, so its size does not grow with history.
 */
export async function readReconciliation(
  db: TDbOrTx,
  organizationId: string,
  query: Partial<TReconciliationQuery> = {},
): Promise<TReconciliation> {
  const { month, limit = RECONCILIATION_PAGE_SIZE, offset = 0 } = query;
  const page = { limit, offset };
  if (!(await hasStatements(db, organizationId))) return { ...EMPTY, ...page };
  const range = month ? { from: `${month}-01`, to: getMonthEnd(month) } : undefined;
  const statement = await findLastStatement(db, organizationId, range);
  if (!statement) return { ...EMPTY, ...page, hasStatements: true };
  const asOf = statement.periodEnd;
  const from = (await findFirstStatementDate(db, organizationId)) ?? statement.periodStart;
  const window = { from, to: asOf };
  const [bookBalance, bookBefore, earlyLinked, unmatched, bankOnly, bookOnly] = await Promise.all([
    readCashBalanceOn(db, organizationId, asOf),
    readCashBalanceOn(db, organizationId, addDays(from, -1)),
    sumEarlyLinkedEntries(db, organizationId, window),
    summarizeUnmatched(db, organizationId, window),
    listLinesNotInBook(db, organizationId, window, page),
    listBookEntriesNotOnStatement(db, organizationId, window, page),
  ]);
  const counts = { bankOnly: unmatched.bankOnly, bookOnly: unmatched.bookOnly, ...page };
  const bankBalance = statement.closingBalanceCents;
  if (bankBalance === null) {
    return {
      ...EMPTY,
      ...counts,
      hasStatements: true,
      statement: toBankStatement(statement),
      asOf,
      bookBalanceCents: bookBalance,
    };
  }
  const openingDifference = bankBalance - unmatched.statementMovesCents - (bookBefore - earlyLinked);
  const items: TReconciliation['items'] = [
    ...(openingDifference !== 0 && offset === 0
      ? [
          {
            kind: 'opening' as const,
            date: from,
            description: 'Bank balance before the first imported statement, not in the book',
            amountCents: openingDifference,
            lineId: null,
            entryId: null,
          },
        ]
      : []),
    ...bankOnly.map((line) => ({
      kind: 'bank_only' as const,
      date: line.lineDate,
      description: line.description,
      amountCents: line.amountCents,
      lineId: line.id,
      entryId: null,
    })),
    ...bookOnly.map((entry) => ({
      kind: 'book_only' as const,
      date: entry.date,
      description: entry.description,
      amountCents: -entry.amountCents,
      lineId: null,
      entryId: entry.entryId,
    })),
  ];
  const difference = bankBalance - bookBalance;
  const explained = openingDifference + unmatched.bankOnlyCents - unmatched.bookOnlyCents;
  return {
    ...counts,
    hasStatements: true,
    statement: toBankStatement(statement),
    asOf,
    bankBalanceCents: bankBalance,
    bookBalanceCents: bookBalance,
    differenceCents: difference,
    items,
    unexplainedCents: difference - explained,
    isReconciled: difference === 0,
  };
}

/**
 * Why a month may not be closed without a written reason, or null when it may: the organization has never
 * imported a statement (closing works as before), or the month's last statement reconciles.
 */
export async function explainUnreconciledMonth(
  db: TDbOrTx,
  organizationId: string,
  month: string,
): Promise<string | null> {
  if (!(await hasStatements(db, organizationId))) return null;
  const reconciliation = await readReconciliation(db, organizationId, { month, limit: 1 });
  if (!reconciliation.statement)
    return `No bank statement ending in ${formatMonthName(month)} has been imported`;
  if (reconciliation.bankBalanceCents === null)
    return 'The last bank statement of the month gives no closing balance';
  if (!reconciliation.isReconciled)
    return `The bank statement of ${formatMonthName(month)} does not reconcile with the book`;
  return null;
}
