import { Skeleton } from '../../components/ui/skeleton';
import { getErrorMessage } from '../../lib/errors';

export function LoadingRows() {
  return (
    <div className="grid gap-2 py-4" aria-busy="true">
      <span className="sr-only">Loading</span>
      {['a', 'b', 'c', 'd'].map((row) => (
        <Skeleton key={row} className="h-8 w-full" />
      ))}
    </div>
  );
}

export function LoadError({ error }: { error: unknown }) {
  return (
    <p role="alert" className="py-6 text-sm text-destructive">
      {getErrorMessage(error)}
    </p>
  );
}
