import type { LucideIcon } from 'lucide-react';
import { CircleAlert, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { getErrorMessage } from '../lib/errors';
import { Button } from './ui/button';
import { Card } from './ui/card';
import { EmptyState } from './ui/empty-state';
import { Skeleton } from './ui/skeleton';
import { Spinner } from './ui/spinner';

/**
 * A page or panel still loading: a spinner with its label ('spinner'), grey rows where a list will be
 * ('rows', named for screen readers by the label), or the whole page's spinner ('page').
 */
export function LoadingState({
  label,
  variant = 'spinner',
}: {
  label: string;
  /** 'page': a larger spinner for a whole page, its label read only by screen readers. */
  variant?: 'spinner' | 'rows' | 'page';
}) {
  if (variant === 'page') {
    return (
      <div className="flex justify-center py-24">
        <Spinner className="size-6 text-muted-foreground" label={label} />
      </div>
    );
  }
  if (variant === 'rows') {
    return (
      <div className="grid gap-2 py-4" aria-busy="true">
        <span className="sr-only">{label}</span>
        {['a', 'b', 'c', 'd'].map((row) => (
          <Skeleton key={row} className="h-8 w-full" />
        ))}
      </div>
    );
  }
  return (
    <div className="flex items-center justify-center gap-2 py-16 text-sm text-muted-foreground">
      <Spinner className="size-5" />
      <span role="status">{label}</span>
    </div>
  );
}

type TErrorStateProps = {
  /** The card's heading; the inline form (inside a card that already has one) shows only the message. */
  title?: string;
  error: unknown;
  /** The text when the server sent no message. */
  fallback?: string;
  onRetry: () => void;
  isRetrying: boolean;
  variant?: 'card' | 'inline';
  /** 'page': the card stands for the whole page, so its title is the page's heading. */
  scope?: 'page' | 'section';
};

/** A failed load: the server's message (or the spec's text) and a way to try again. */
export function ErrorState({
  title,
  error,
  fallback,
  onRetry,
  isRetrying,
  variant = 'card',
  scope = 'section',
}: TErrorStateProps) {
  const Heading = scope === 'page' ? 'h1' : 'h2';
  const retry = (
    <Button
      className={variant === 'card' ? 'mt-5' : undefined}
      variant="outline"
      size={variant === 'card' ? 'default' : 'sm'}
      onClick={onRetry}
      disabled={isRetrying}
    >
      {isRetrying ? <Spinner /> : <RotateCw aria-hidden />}
      Try again
    </Button>
  );
  if (variant === 'inline') {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 p-6 text-sm text-destructive">
        <p>{getErrorMessage(error, fallback)}</p>
        {retry}
      </div>
    );
  }
  return (
    <Card role="alert" className={cn('mx-auto w-full max-w-md p-6 text-center', scope === 'page' && 'mt-12')}>
      <CircleAlert className="mx-auto size-8 text-destructive" aria-hidden />
      {title && <Heading className="mt-3 text-lg font-semibold">{title}</Heading>}
      <p className="mt-2 text-sm text-muted-foreground">{getErrorMessage(error, fallback)}</p>
      {retry}
    </Card>
  );
}

/** What the page states read of a TanStack query. */
export type TQueryState = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
};

/** Whether a query has its answer to show; until it has, `QueryWait` stands in the content's place. */
export function hasAnswer<TQuery extends TQueryState & { data: unknown }>(
  query: TQuery,
): query is TQuery & { data: Exclude<TQuery['data'], undefined> } {
  return !query.isPending && !query.isError && query.data !== undefined;
}

/** What stands in a query's content until it has its answer: the loading state, or the error with Try again. */
export function QueryWait({
  query,
  loadingLabel,
  errorTitle,
}: {
  query: TQueryState;
  loadingLabel: string;
  errorTitle: string;
}) {
  if (!query.isError) return <LoadingState label={loadingLabel} />;
  return (
    <ErrorState
      title={errorTitle}
      error={query.error}
      onRetry={() => void query.refetch()}
      isRetrying={query.isFetching}
    />
  );
}

/**
 * The one way a page shows its query's state: loading, the error with Try again, the empty text when the
 * answer holds nothing, or its content drawn from the answer.
 */
export function PageState<TData>({
  query,
  loadingLabel,
  errorTitle,
  empty,
  children,
}: {
  query: TQueryState & { data: TData | undefined };
  loadingLabel: string;
  errorTitle: string;
  /** Shown instead of the content when the loaded answer holds nothing. */
  empty?: { isEmpty: (data: TData) => boolean; title: string; icon?: LucideIcon; description?: ReactNode };
  children: (data: TData) => ReactNode;
}) {
  if (query.isError || query.isPending || query.data === undefined) {
    return <QueryWait query={query} loadingLabel={loadingLabel} errorTitle={errorTitle} />;
  }
  if (empty?.isEmpty(query.data)) {
    return (
      <Card>
        <EmptyState icon={empty.icon} title={empty.title}>
          {empty.description}
        </EmptyState>
      </Card>
    );
  }
  return children(query.data);
}
