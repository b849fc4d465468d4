import type { TDb } from '../../db/client';
import { listOrganizationsWithPolicies } from './burial.repository';
import { refreshCover } from './cover.service';
import { sendLapseWarnings, type TLapseMailDeps } from './lapse-warning';

export type TCoverDayResult = { organizations: number; people: number; lapseWarnings: number };

/**
 * The daily cover run: every burial society's people get their status as of `asOf` (statuses move with
 * the calendar alone: waits end, unpaid months turn into arrears and lapses). One transaction per society,
 * so a failure in one leaves the others done; running it twice writes the same rows. With a mailer, members
 * whose policy lapses at the end of the month are warned (once per lapse date).
 */
export async function runCoverDay(db: TDb, asOf: string, mail?: TLapseMailDeps): Promise<TCoverDayResult> {
  const organizationIds = await listOrganizationsWithPolicies(db);
  let people = 0;
  let lapseWarnings = 0;
  for (const organizationId of organizationIds) {
    people += await db.transaction((tx) => refreshCover(tx, organizationId, undefined, asOf));
    // Members in their last unpaid month hear of the lapse before it happens.
    if (mail) lapseWarnings += await sendLapseWarnings(db, organizationId, asOf, mail);
  }
  return { organizations: organizationIds.length, people, lapseWarnings };
}
