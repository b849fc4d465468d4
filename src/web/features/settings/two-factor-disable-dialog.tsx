import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { ZTotpCode } from '../../../shared/contracts/auth';
import { FormFooter } from '../../components/form-footer';
import { PasswordInput } from '../../components/password-input';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { FieldError } from '../../components/ui/field-error';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { authClient } from '../../lib/auth-client';
import { getErrorMessage } from '../../lib/errors';
import { authQueries } from '../auth/auth.queries';

/** Turning two-factor off: the password and a current code from the authenticator. */
export function TwoFactorDisableDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setIsBusy] = useState(false);

  function close() {
    setPassword('');
    setCode('');
    setError(undefined);
    onClose();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZTotpCode.safeParse(code);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setIsBusy(true);
    setError(undefined);
    try {
      // The server asks for a code on top of the password (auth.routes.ts); the typed client knows only the password.
      const { error: failure } = await authClient.$fetch('/two-factor/disable', {
        method: 'POST',
        body: { password, code: parsed.data },
      });
      if (failure) return setError(getErrorMessage(failure, 'Could not turn two-factor off'));
      await queryClient.invalidateQueries({ queryKey: authQueries.me().queryKey });
      toast.success('Two-factor authentication is off');
      close();
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogTitle>Turn off two-factor authentication?</DialogTitle>
        <DialogDescription>
          Signing in will need only your password. Enter it and a code from your authenticator app.
        </DialogDescription>
        <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
          <FormField htmlFor="two-factor-off-password" label="Password">
            <PasswordInput
              id="two-factor-off-password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </FormField>
          <FormField htmlFor="two-factor-off-code" label="Authentication code">
            <Input
              id="two-factor-off-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'two-factor-off-error' : undefined}
            />
            <FieldError id="two-factor-off-error" message={error} />
          </FormField>
          <FormFooter
            submitLabel="Turn off"
            isPending={isBusy}
            onCancel={close}
            isDestructive
            isSubmitDisabled={!password || !code}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
