import { formatLongDate } from '../../../shared/book-months';
import type { TShareSettings } from '../../../shared/contracts/meetings';
import { findVersionOn } from '../../../shared/group-rules/periods';
import type { TDbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { listEngineVersions } from '../group-rules/index';

/** The share rules in force on a date (ADR 21 versions), or null when the group saves by contributions then. */
export async function readShareSettingsOn(
  db: TDbOrTx,
  organizationId: string,
  onDate: string,
): Promise<TShareSettings | null> {
  const rules = findVersionOn(await listEngineVersions(db, organizationId), onDate)?.rules;
  if (rules?.savings.model !== 'shares' || rules.shareOut.sharePriceCents === null) return null;
  const { maxSharesPerMeeting, socialFundCents, loanMultiple } = rules.savings;
  return {
    sharePriceCents: rules.shareOut.sharePriceCents,
    maxSharesPerMeeting,
    socialFundCents,
    loanMultiple,
  };
}

/** The share rules in force on a meeting's date; refuses when the group did not save in shares then. */
export async function requireShareSettingsOn(
  db: TDbOrTx,
  organizationId: string,
  onDate: string,
): Promise<TShareSettings> {
  const settings = await readShareSettingsOn(db, organizationId, onDate);
  if (!settings) {
    throw new AppError(
      'CONFLICT',
      `The group's rules on ${formatLongDate(onDate)} do not save in shares: choose saving in shares in the group rules first`,
    );
  }
  return settings;
}
