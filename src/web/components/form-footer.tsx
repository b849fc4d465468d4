import { Button } from './ui/button';
import { Spinner } from './ui/spinner';

/**
 * Cancel and the submit button of a form or dialog, stacked on phones; the button spins while it sends, and
 * is red when the form undoes or refuses something (a reversal, a waiver, turning off a safeguard).
 */
export function FormFooter({
  submitLabel,
  isPending,
  onCancel,
  isDestructive = false,
  isSubmitDisabled = false,
  isCancelDisabled = false,
}: {
  submitLabel: string;
  isPending: boolean;
  onCancel: () => void;
  isDestructive?: boolean;
  /** The form is not ready to send (a field is empty, something blocks it). */
  isSubmitDisabled?: boolean;
  /** Closing would leave something half done (a download streaming in, a request on its way). */
  isCancelDisabled?: boolean;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel} disabled={isCancelDisabled}>
        Cancel
      </Button>
      <Button
        type="submit"
        variant={isDestructive ? 'destructive' : 'default'}
        disabled={isPending || isSubmitDisabled}
      >
        {isPending && <Spinner />}
        {submitLabel}
      </Button>
    </div>
  );
}
