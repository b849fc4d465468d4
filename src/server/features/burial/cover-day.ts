import type { TDb } from '../../db/client';
import type { TLogger } from '../../platform/logger';
import type { TMailer } from '../../platform/mail/mailer';
import { deliverClaimNotices } from './claim-mail';
import { refreshCover } from './cover.service';
import { sendLapseWarnings, type TLapseMailDeps } from './lapse-warning';
import { listOrganizationsWithPolicies } from './policies.repository';
import { checkReserve } from './reserve-alert';

export type TCoverDayResult = {
  organizations: number;
  people: number;
  lapseWarnings: number;
  reserveWarnings: number;
};

/** The daily run's mail: lapse and reserve warnings; with a mailer and a logger, claim e-mails left unsent. */
export type TCoverDayMail = TLapseMailDeps & { mailer?: TMailer; logger?: TLogger };

/** Claim e-mails older than this were left by a server that stopped between a decision and its e-mail. */
const STRANDED_NOTICE_SECONDS = 300;

/**
 * The daily cover run: every burial society's people get their status as of `asOf` (statuses move with
 * the calendar alone: waits end, unpaid months turn into arrears and lapses). One transaction per society,
 * so a failure in one leaves the others done; running it twice writes the same rows. With a mailer, members
 * whose policy lapses at the end of the month are warned (once per lapse date), and the admins of a society
 * whose cash has just fallen below its reserve are told (once per fall).
 */
export async function runCoverDay(db: TDb, asOf: string, mail?: TCoverDayMail): Promise<TCoverDayResult> {
  const organizationIds = await listOrganizationsWithPolicies(db);
  let people = 0;
  let lapseWarnings = 0;
  let reserveWarnings = 0;
  for (const organizationId of organizationIds) {
    people += await db.transaction((tx) => refreshCover(tx, organizationId, undefined, asOf));
    if (!mail) continue;
    // Members in their last unpaid month hear of the lapse before it happens.
    lapseWarnings += await sendLapseWarnings(db, organizationId, asOf, mail);
    reserveWarnings += await checkReserve(db, organizationId, mail, asOf);
  }
  if (mail?.mailer && mail.logger) {
    const { mailer, logger } = mail;
    await deliverClaimNotices(db, { ...mail, mailer, logger }, { olderThanSeconds: STRANDED_NOTICE_SECONDS });
  }
  return { organizations: organizationIds.length, people, lapseWarnings, reserveWarnings };
}
