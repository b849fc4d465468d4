import { getTodayIso } from '../../shared/calendar';
import { postJournalEntry } from '../features/ledger/ledger.service';
import type { TTestApp } from './test-app';

/**
 * Puts money in the organization's cash account (today unless dated) (an opening balance booked as other income), so a
 * test can pay out without first recording contributions: cash never goes below zero.
 */
export async function fundOrganization(
  app: TTestApp,
  organizationId: string,
  amountCents: number,
  entryDate: string = getTodayIso(),
) {
  await postJournalEntry(app.database.db, {
    organizationId,
    entryDate,
    description: 'Opening balance',
    transactionType: 'other',
    lines: [
      { account: 'cash', amountCents },
      { account: 'fee_income', amountCents: -amountCents },
    ],
    createdBy: null,
    sourceType: 'manual',
  });
}
