import type { ReactNode } from 'react';
import type { TPagedFilters } from '../../lib/use-paged-filters';
import type { TQueryState } from '../page-state';
import { HistoryCard } from './history-card';
import { RecordFilters, type TRecordFilters } from './record-filters';

/**
 * An organization's money records (contributions, loans) in their history card: the page's buttons (the CSV
 * download of what the filters show first), the member, status and date filters for those who read every
 * member's records, the list, and its pages.
 */
export function RecordHistoryCard<TStatus extends string>({
  title,
  organizationId,
  actions,
  filtering,
  paging,
  query,
  errorFallback,
  children,
}: {
  title: string;
  organizationId: string;
  actions: ReactNode;
  /** The filters' ids and statuses; null when the viewer sees only their own records. */
  filtering: { idPrefix: string; statuses: readonly TStatus[] } | null;
  paging: TPagedFilters<TRecordFilters<TStatus>>;
  query: TQueryState & { data: { total: number; isTotalCapped: boolean } | undefined };
  /** The spec's text when the server sent no message. */
  errorFallback: string;
  children: ReactNode;
}) {
  return (
    <HistoryCard
      title={title}
      actions={actions}
      filters={
        filtering && (
          <RecordFilters
            organizationId={organizationId}
            idPrefix={filtering.idPrefix}
            statuses={filtering.statuses}
            filters={paging.filters}
            onChange={paging.changeFilters}
          />
        )
      }
      query={query}
      errorFallback={errorFallback}
      page={paging.getPage(query.data?.total, query.data?.isTotalCapped)}
    >
      {children}
    </HistoryCard>
  );
}
