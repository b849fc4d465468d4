import { useState } from 'react';
import { toast } from 'sonner';
import { ADMIN_TEXTS, type TEarlyAccessRow } from '../../../../shared/contracts/admin';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { useUpdateEarlyAccess } from '../admin.mutations';
import { formatDateTime } from '../shared/labels';

/** One signup: its Contacted box and notes; Save Notes shows only when the text has changed. */
export function SignupCard({ signup }: { signup: TEarlyAccessRow }) {
  const update = useUpdateEarlyAccess();
  const [notes, setNotes] = useState(signup.notes ?? '');
  const isChanged = notes.trim() !== (signup.notes ?? '');
  const notify = {
    onSuccess: () => toast.success(ADMIN_TEXTS.signupUpdated),
    onError: () => toast.error(ADMIN_TEXTS.signupUpdateFailed),
  };
  const boxId = `contacted-${signup.id}`;
  return (
    <Card className="grid gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-all">{signup.email}</p>
          <p className="text-sm text-muted-foreground">
            {formatDateTime(signup.createdAt)} · from the {signup.sourcePage} page
          </p>
        </div>
        <label htmlFor={boxId} className="flex items-center gap-2 text-sm">
          <input
            id={boxId}
            type="checkbox"
            className="size-4 accent-primary"
            checked={
              update.isPending && update.variables?.contacted !== undefined
                ? update.variables.contacted
                : signup.contacted
            }
            disabled={update.isPending}
            onChange={(event) => update.mutate({ id: signup.id, contacted: event.target.checked }, notify)}
          />
          Contacted
        </label>
      </div>
      <label htmlFor={`notes-${signup.id}`} className="sr-only">
        Notes on {signup.email}
      </label>
      <Textarea
        id={`notes-${signup.id}`}
        className="min-h-16"
        placeholder="Notes"
        maxLength={2000}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
      />
      {isChanged && (
        <Button
          className="justify-self-end"
          size="sm"
          disabled={update.isPending}
          onClick={() => update.mutate({ id: signup.id, notes }, notify)}
        >
          {update.isPending && <Spinner />}
          Save Notes
        </Button>
      )}
    </Card>
  );
}
