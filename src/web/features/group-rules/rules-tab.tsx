import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getNextMonth } from '../../../shared/book-months';
import { getTodayIso } from '../../../shared/calendar';
import { ErrorState, LoadingState } from '../../components/page-state';
import { membershipQueries } from '../organizations/organizations.queries';
import { groupRuleQueries } from './group-rules.queries';
import { RuleHistory } from './rule-history';
import { RulesForm } from './rules-form';
import { toFormState } from './rules-form-state';
import { RulesSummary } from './rules-summary';

/**
 * The date the form suggests: this month's 1st for the first rules; for a change, the next 1st of a month that
 * is not in the past and not before the earliest allowed date.
 */
function suggestEffectiveFrom(earliest: string | null, isFirst: boolean): string {
  const today = getTodayIso();
  if (isFirst && (earliest === null || earliest <= `${today.slice(0, 7)}-01`))
    return `${today.slice(0, 7)}-01`;
  const from = [earliest ?? today, today].sort()[1] ?? today;
  return from.endsWith('-01') ? from : `${getNextMonth(from.slice(0, 7))}-01`;
}

/** The Rules tab of Organization Settings: the form for admins (a new version), read-only for others. */
export function RulesTab({
  organizationId,
  canManage,
  isBurialSociety = false,
}: {
  organizationId: string;
  canManage: boolean;
  isBurialSociety?: boolean;
}) {
  const rules = useQuery(groupRuleQueries.rules(organizationId));
  const members = useInfiniteQuery({ ...membershipQueries.list(organizationId, ''), enabled: canManage });
  if (rules.isPending || (canManage && members.isPending)) return <LoadingState label="Loading rules..." />;
  if (rules.isError) {
    return (
      <ErrorState
        title="Failed to load the rules"
        error={rules.error}
        onRetry={() => void rules.refetch()}
        isRetrying={rules.isFetching}
      />
    );
  }
  const view = rules.data;
  const latest = view.versions[0] ?? null;
  if (!canManage) {
    return (
      <div className="grid gap-6">
        <RulesSummary version={view.current} />
        <RuleHistory versions={view.versions} />
      </div>
    );
  }
  const names = new Map(
    (members.data?.pages.flatMap((page) => page.members) ?? []).map((member) => [
      member.id,
      member.fullName ?? 'Member',
    ]),
  );
  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground">
        What each member pays and by when. A change takes effect from a date and is kept as a new version:
        every period is judged by the rules in force for it.
      </p>
      <RulesForm
        key={latest?.version ?? 0}
        organizationId={organizationId}
        initial={toFormState(
          latest?.rules ?? null,
          suggestEffectiveFrom(view.earliestEffectiveFrom, latest === null),
          names,
        )}
        earliestEffectiveFrom={view.earliestEffectiveFrom}
        latestEarlierFrom={view.latestEarlierFrom}
        isBurialSociety={isBurialSociety}
      />
      <RuleHistory versions={view.versions} />
    </div>
  );
}
