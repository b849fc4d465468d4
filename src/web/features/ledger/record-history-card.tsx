import type { ReactNode } from 'react';
import { HistoryCard } from '../../components/data-table/history-card';
import type { TQueryState } from '../../components/page-state';
import type { TPagedFilters } from '../../lib/use-paged-filters';
import { DownloadCsvButton } from './download-link';
import { RecordFilters, type TRecordFilters } from './record-filters';

/**
 * An organization's money records (contributions, loans) in their history card: the CSV download of what the
 * filters show, beside the page's own buttons; the member, status and date filters for those who read every
 * member's records; the list, and its pages.
 */
export function RecordHistoryCard<TStatus extends string>({
  title,
  organizationId,
  exportHref,
  actions,
  filtering,
  paging,
  query,
  errorFallback,
  children,
}: {
  title: string;
  organizationId: string;
  exportHref: string;
  actions: ReactNode;
  /** The filters' ids and statuses; null when the viewer sees only their own records. */
  filtering: { idPrefix: string; statuses: readonly TStatus[] } | null;
  paging: TPagedFilters<TRecordFilters<TStatus>>;
  query: TQueryState & { data: { total: number } | undefined };
  /** The spec's text when the server sent no message. */
  errorFallback: string;
  children: ReactNode;
}) {
  return (
    <HistoryCard
      title={title}
      actions={
        <>
          <DownloadCsvButton href={exportHref} />
          {actions}
        </>
      }
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
      page={paging.getPage(query.data?.total)}
    >
      {children}
    </HistoryCard>
  );
}
