import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';

/**
 * Cancel and the submit button of a money dialog, stacked on phones; the button spins while it sends, and is
 * red when it undoes or refuses money (a reversal, a waiver, a declined loan).
 */
export function MoneyFormFooter({
  submitLabel,
  isPending,
  onCancel,
  isDestructive = false,
}: {
  submitLabel: string;
  isPending: boolean;
  onCancel: () => void;
  isDestructive?: boolean;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" variant={isDestructive ? 'destructive' : 'default'} disabled={isPending}>
        {isPending && <Spinner />}
        {submitLabel}
      </Button>
    </div>
  );
}
