import { getTodayIso } from '../../../shared/calendar';
import { getExpectedLookBack, sumExpectedInMonth } from '../../../shared/group-rules/expected';
import type { TDbOrTx } from '../../db/client';
import { readFigureSource } from './figure-sources';

/**
 * Services, after authorising the caller to see the organization's aggregates: the contributions the group's
 * rules expect this month (every member's periods falling due in it), or null when the group has no rules.
 * Set beside the month's completed contributions, it is the dashboard's "collected against expected".
 * Members who pay the group's amount and whose periods start on the same day are counted, not listed, so
 * the figure costs the same for a group of 12 or of 5,000.
 */
export async function readExpectedThisMonth(
  db: TDbOrTx,
  organizationId: string,
  today: string = getTodayIso(),
): Promise<number | null> {
  const versions = await readFigureSource('listRuleVersions')(db, organizationId);
  if (versions.length === 0) return null;
  const month = today.slice(0, 7);
  const lookBack = getExpectedLookBack(month);
  const ownAmountIds = [
    ...new Set(versions.flatMap((version) => Object.keys(version.rules.amount.perMemberCents))),
  ];
  const groups = await readFigureSource('countMembersForExpected')(
    db,
    organizationId,
    lookBack,
    ownAmountIds,
  );
  return sumExpectedInMonth(
    versions,
    groups.map((group) => ({ ...group, planKey: null, leftOn: null })),
    month,
  );
}
