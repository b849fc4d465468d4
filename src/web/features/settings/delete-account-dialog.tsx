import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FormFooter } from '../../components/form-footer';
import { PasswordInput } from '../../components/password-input';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { FieldError } from '../../components/ui/field-error';
import { FormField } from '../../components/ui/form-field';
import { Skeleton } from '../../components/ui/skeleton';
import { apiFetch } from '../../lib/api';
import { getErrorMessage } from '../../lib/errors';
import { useSignOutIntent } from '../../lib/sign-out-intent';
import { accountQueries } from './settings.queries';

/** Deleting the account: the reasons it cannot happen yet, or the password to confirm it. */
export function DeleteAccountDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const blockers = useQuery({ ...accountQueries.deletionBlockers(), enabled: isOpen });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const intent = useSignOutIntent();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setIsBusy] = useState(false);
  const reasons = blockers.data?.blockers ?? [];

  function close() {
    setPassword('');
    setError(undefined);
    onClose();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsBusy(true);
    setError(undefined);
    try {
      intent?.setIsSigningOut(true);
      await apiFetch('/api/v1/me', { method: 'DELETE', body: { password } });
      await navigate('/', { replace: true });
      queryClient.clear();
      toast.success('Your account has been deleted', {
        description:
          'Your personal data is removed. Your groups keep their books, showing you as a former member.',
      });
    } catch (caught) {
      intent?.setIsSigningOut(false);
      setError(getErrorMessage(caught, 'Your account could not be deleted'));
      void blockers.refetch();
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogTitle>Delete your account?</DialogTitle>
        <DialogDescription>
          Your name, e-mail, company, photo, settings and sign-ins are removed and you are signed out
          everywhere. Your groups keep their books (money you paid or borrowed stays recorded), showing you as
          a former member. This cannot be undone.
        </DialogDescription>
        {blockers.isPending && <Skeleton className="h-16 w-full" />}
        {reasons.length > 0 && (
          <div role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
            <p className="font-medium">Your account cannot be deleted yet:</p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </div>
        )}
        <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
          {blockers.data && reasons.length === 0 && (
            <FormField htmlFor="delete-account-password" label="Password">
              <PasswordInput
                id="delete-account-password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'delete-account-error' : undefined}
              />
              <FieldError id="delete-account-error" message={error} />
            </FormField>
          )}
          <FormFooter
            submitLabel="Delete my account"
            isPending={isBusy}
            onCancel={close}
            isDestructive
            isSubmitDisabled={reasons.length > 0 || !password}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
