import { ErrorState, type TQueryState } from './page-state';

/** A query's failure with Try again, for a view that draws its own loading and content. */
export function QueryErrorState({
  query,
  title,
  variant = 'inline',
}: {
  query: Pick<TQueryState, 'error' | 'refetch' | 'isFetching'>;
  title?: string;
  variant?: 'card' | 'inline';
}) {
  return (
    <ErrorState
      title={title}
      variant={variant}
      error={query.error}
      onRetry={() => void query.refetch()}
      isRetrying={query.isFetching}
    />
  );
}
