/**
 * What other features read of the books, through this door only: sums of journal lines (by account, member,
 * kind of entry, day or month, over any dates), balances as at a date, and single entries with their lines.
 * Posting and reversing go through ledger.service.
 */
export type { TAccountCode } from './account-codes';
export {
  sumJournalLines,
  sumJournalTotal,
  type TLineScope,
  type TLineSum,
} from './journal-sums';
export {
  findEntry,
  listAccountBalances,
  listEntryLines,
  readAccountBalances,
  readBalancesAsOf,
} from './ledger.repository';
