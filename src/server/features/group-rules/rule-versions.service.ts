import { formatLongDate, readBooksStartOn } from '../../../shared/book-months';
import { getTodayIso } from '../../../shared/calendar';
import type {
  TGroupRulesView,
  TRuleVersionView,
  TSetGroupRules,
} from '../../../shared/contracts/group-rules';
import { describeRuleChanges } from '../../../shared/group-rules/describe-rules';
import type { TGroupRules } from '../../../shared/group-rules/rule-types';
import { isSavingsGroup } from '../../../shared/organization-types';
import type { TDb, TDbOrTx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import type { TOrgAccess, TSessionUser } from '../../platform/caller';
import { AppError } from '../../platform/errors';
import { publishChange } from '../../platform/realtime/events';
import {
  insertRuleVersion,
  listRuleVersions,
  lockOrganizationForRules,
  readBooksBounds,
} from './group-rules.repository';
import { refreshStandings } from './standings.service';

export type TRulesContext = { db: TDb; org: TOrgAccess; actor: TSessionUser; requestId: string | null };

type TVersionRow = Awaited<ReturnType<typeof listRuleVersions>>[number];
type TBooksBounds = { createdAt: Date; booksStartOn: string | null; booksClosedThrough: string | null };

/**
 * The last day an earlier version may still take effect: the rules a group kept before its books start
 * here, so a cycle that began then is judged under them. On or before the books' start and before the first
 * version, and only while no month is closed (closed months keep the rules they were judged by).
 */
function getLatestEarlierFrom(books: TBooksBounds, first: TVersionRow | undefined): string | null {
  if (!first || books.booksClosedThrough) return null;
  const booksStartOn = readBooksStartOn({
    createdOn: getTodayIso(books.createdAt),
    booksStartOn: books.booksStartOn,
  });
  return [addDays(first.effectiveFrom, -1), booksStartOn].sort()[0] ?? null;
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** ISO weekday of a date: 1 = Monday ... 7 = Sunday. */
function getIsoWeekday(isoDate: string): number {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Why a date cannot start a period of these rules (null when it can). */
export function explainNotPeriodStart(rules: Pick<TGroupRules, 'frequency'>, effectiveFrom: string) {
  if (rules.frequency === 'monthly') {
    return effectiveFrom.endsWith('-01')
      ? null
      : 'Monthly rules take effect on the 1st of a month: choose the 1st as the date they take effect from';
  }
  return getIsoWeekday(effectiveFrom) === 1
    ? null
    : `${rules.frequency === 'weekly' ? 'Weekly' : 'Fortnightly'} rules take effect at the start of a week: choose a Monday as the date they take effect from`;
}

/** The first day a new version may take effect: after the closed months and after the latest version. */
function getEarliestEffectiveFrom(
  closedThrough: string | null,
  latest: TVersionRow | undefined,
): string | null {
  const dates = [
    closedThrough ? addDays(closedThrough, 1) : null,
    latest ? addDays(latest.effectiveFrom, 1) : null,
  ].filter((value): value is string => value !== null);
  return dates.length > 0 ? (dates.sort().at(-1) ?? null) : null;
}

function toViews(rows: TVersionRow[]): TRuleVersionView[] {
  return rows.map((row, index) => ({
    version: row.version,
    effectiveFrom: row.effectiveFrom,
    rules: row.rules,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    changes: describeRuleChanges(rows[index - 1]?.rules ?? null, row.rules),
  }));
}

async function readRulesView(db: TDbOrTx, organizationId: string): Promise<TGroupRulesView> {
  const rows = await listRuleVersions(db, organizationId);
  const views = toViews(rows);
  const today = getTodayIso();
  const current = views.filter((view) => view.effectiveFrom <= today).at(-1) ?? null;
  const books = await readBooksBounds(db, organizationId);
  return {
    current,
    versions: [...views].reverse(),
    earliestEffectiveFrom: getEarliestEffectiveFrom(books?.booksClosedThrough ?? null, rows.at(-1)),
    latestEarlierFrom: books ? getLatestEarlierFrom(books, rows[0]) : null,
  };
}

/** Any member: the rules in force today, every version (newest first) and what each changed. */
export function getGroupRules(ctx: Pick<TRulesContext, 'db' | 'org'>): Promise<TGroupRulesView> {
  return readRulesView(ctx.db, ctx.org.organizationId);
}

/**
 * Organization admins (rules.manage): adds a new version of the rules from `effectiveFrom`. Versions are
 * added, never edited: the date must come after the latest version's (or, for the rules kept before the
 * books start, on or before the books' start and before the first version: `getLatestEarlierFrom`), outside the
 * closed months, and
 * start a period of the new rules (monthly: the 1st; weekly and fortnightly: a Monday). Writes the audit
 * row and recomputes every member's standing in the same transaction, under the organization row's lock.
 */
export async function setGroupRules(ctx: TRulesContext, input: TSetGroupRules): Promise<TGroupRulesView> {
  if (!ctx.org.isActive)
    throw new AppError('CONFLICT', 'This organization is archived: its rules are read-only');
  const organizationId = ctx.org.organizationId;
  if (input.rules.savings.model === 'shares' && !isSavingsGroup(ctx.org.organizationType)) {
    throw new AppError(
      'VALIDATION_FAILED',
      'Saving in shares is for savings groups (stokvels, cooperatives, investment clubs, general groups and SACCOs)',
    );
  }
  const notPeriodStart = explainNotPeriodStart(input.rules, input.effectiveFrom);
  if (notPeriodStart) throw new AppError('VALIDATION_FAILED', notPeriodStart);
  return ctx.db.transaction(async (tx) => {
    const books = await lockOrganizationForRules(tx, organizationId);
    if (!books) throw new AppError('NOT_FOUND', 'Organization not found');
    if (books.booksClosedThrough && input.effectiveFrom <= books.booksClosedThrough) {
      throw new AppError(
        'CONFLICT',
        `The books are closed through ${formatLongDate(books.booksClosedThrough)}: new rules cannot take effect inside a closed month`,
      );
    }
    const rows = await listRuleVersions(tx, organizationId);
    const latest = rows.at(-1);
    const latestEarlierFrom = getLatestEarlierFrom(books, rows[0]);
    const isEarlierVersion = latestEarlierFrom !== null && input.effectiveFrom <= latestEarlierFrom;
    if (latest && input.effectiveFrom <= latest.effectiveFrom && !isEarlierVersion) {
      throw new AppError(
        'CONFLICT',
        `Version ${latest.version} takes effect on ${formatLongDate(latest.effectiveFrom)}: a new version must take effect after it (versions are added, never changed)`,
      );
    }
    const version = (latest?.version ?? 0) + 1;
    const versionId = await insertRuleVersion(tx, {
      organizationId,
      version,
      effectiveFrom: input.effectiveFrom,
      rules: input.rules,
      createdBy: ctx.actor.userId,
    });
    await writeAudit(tx, {
      organizationId,
      actorUserId: ctx.actor.userId,
      action: 'rules.version_added',
      targetType: 'group_rule_version',
      targetId: versionId,
      summary: {
        version,
        effectiveFrom: input.effectiveFrom,
        changes: describeRuleChanges(latest?.rules ?? null, input.rules),
      },
      requestId: ctx.requestId,
    });
    await refreshStandings(tx, organizationId);
    await publishChange(tx, { topic: 'group_rules', organizationId });
    return readRulesView(tx, organizationId);
  });
}
