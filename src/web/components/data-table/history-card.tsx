import type { ReactNode } from 'react';
import type { TPage } from '../../lib/use-paged-filters';
import { ErrorState, type TQueryState } from '../page-state';
import { Card, CardHeader } from '../ui/card';
import { Pager } from './pager';

/**
 * A money list's card: its title with the download and the actions beside it, the filters, then the list
 * (or the query's error with Try again in its place) and the pager under it.
 */
export function HistoryCard({
  title,
  actions,
  filters,
  query,
  errorFallback,
  page,
  children,
}: {
  title: string;
  actions: ReactNode;
  filters: ReactNode;
  query: TQueryState;
  /** The spec's text when the server sent no message. */
  errorFallback: string;
  page: TPage;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg leading-tight font-semibold">{title}</h2>
        <div className="flex flex-wrap gap-2">{actions}</div>
      </CardHeader>
      {filters}
      {query.isError ? (
        <ErrorState
          variant="inline"
          error={query.error}
          fallback={errorFallback}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : (
        children
      )}
      <Pager {...page} />
    </Card>
  );
}
