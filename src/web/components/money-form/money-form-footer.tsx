import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';

/** Cancel and the submit button of a money dialog, stacked on phones; the button spins while it sends. */
export function MoneyFormFooter({
  submitLabel,
  isPending,
  onCancel,
}: {
  submitLabel: string;
  isPending: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={isPending}>
        {isPending && <Spinner />}
        {submitLabel}
      </Button>
    </div>
  );
}
