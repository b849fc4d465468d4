import { CircleAlert, RotateCw } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { getErrorMessage } from '../../lib/errors';

export function LoadingState({ label }: { label: string }) {
  return (
    <div className="flex items-center justify-center gap-2 py-16 text-sm text-muted-foreground">
      <Spinner className="size-5" />
      <span role="status">{label}</span>
    </div>
  );
}

/** A failed load, with the spec's text and a way to try again. */
export function ErrorState({
  title,
  error,
  onRetry,
  isRetrying,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <Card role="alert" className="mx-auto w-full max-w-md p-6 text-center">
      <CircleAlert className="mx-auto size-8 text-destructive" aria-hidden />
      <h2 className="mt-3 text-lg font-semibold">{title}</h2>
      <p className="mt-2 text-sm text-muted-foreground">{getErrorMessage(error)}</p>
      <Button className="mt-5" variant="outline" onClick={onRetry} disabled={isRetrying}>
        {isRetrying ? <Spinner /> : <RotateCw aria-hidden />}
        Try again
      </Button>
    </Card>
  );
}
