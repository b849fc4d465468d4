import type { TDbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { listOpenLoanBorrowers, listOrganizationsShowingOpenLoans } from './organizations.repository';

/** At most this many names in a refusal; the rest are counted ("and 3 more"). */
const NAMES_SHOWN = 5;

function listNames(names: string[]): string {
  const shown = names.slice(0, NAMES_SHOWN).join(', ');
  return names.length > NAMES_SHOWN ? `${shown} and ${names.length - NAMES_SHOWN} more` : shown;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * Refuses (CONFLICT) hiding loans from an organization that still has open loans (pending, approved,
 * active, or defaulted and not written off): the admin and the borrowers would lose sight of money still
 * owed. The refusal names the borrowers and ends with `what` the caller was about to do.
 */
export async function assertNoOpenLoans(
  tx: TDbOrTx,
  organizationId: string,
  refusal: (open: { count: number; borrowers: string }) => string,
): Promise<void> {
  const open = await listOpenLoanBorrowers(tx, organizationId);
  if (open.count === 0) return;
  throw new AppError('CONFLICT', refusal({ count: open.count, borrowers: listNames(open.borrowers) }));
}

/** The refusal of turning Loans off for one organization, naming its open loans. */
export const describeLoansStillOpen = (open: { count: number; borrowers: string }) =>
  `Loans cannot be turned off: this organization has ${plural(open.count, 'open loan')} (${open.borrowers}). Settle or write them off first`;

/**
 * Refuses (CONFLICT) turning Loans off for the whole platform while any organization that shows loans has
 * open ones, naming those organizations with their counts.
 */
export async function assertNoOrganizationShowsOpenLoans(tx: TDbOrTx): Promise<void> {
  const rows = await listOrganizationsShowingOpenLoans(tx);
  if (rows.length === 0) return;
  const names = rows.map((row) => `${row.name} (${plural(row.loans, 'open loan')})`);
  throw new AppError(
    'CONFLICT',
    `Loans cannot be turned off for the whole platform while ${plural(rows.length, 'organization')} ${rows.length === 1 ? 'has' : 'have'} open loans: ${listNames(names)}. Settle or write them off, or turn Loans off for those organizations one by one`,
  );
}
