import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { loadAuthClient } from '../../lib/load-auth-client';
import { toastError } from '../../lib/toasts';
import { loadAuthContracts } from './load-auth';

/** The second step for accounts with two-factor sign-in: an authenticator code or a backup code. */
export function TwoFactorForm({ onVerified, onCancel }: { onVerified: () => void; onCancel: () => void }) {
  const [isBackupCode, setIsBackupCode] = useState(false);
  const [code, setCode] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const inputId = useId();
  const hintId = useId();

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const [authClient, { ZBackupCode, ZTotpCode }] = await Promise.all([
      loadAuthClient(),
      loadAuthContracts(),
    ]);
    const parsed = (isBackupCode ? ZBackupCode : ZTotpCode).safeParse(code);
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? 'An error occurred', { id: 'form-validation' });
      return;
    }
    setIsSubmitting(true);
    try {
      const { error } = isBackupCode
        ? await authClient.twoFactor.verifyBackupCode({ code: parsed.data })
        : await authClient.twoFactor.verifyTotp({ code: parsed.data });
      if (error) {
        toastError(error);
        return;
      }
      toast.success('Welcome back!');
      onVerified();
    } finally {
      setIsSubmitting(false);
    }
  }

  function switchMethod() {
    setIsBackupCode((value) => !value);
    setCode('');
  }

  return (
    <form noValidate aria-label="Two-factor verification" className="grid gap-4" onSubmit={verify}>
      <div className="grid gap-2">
        <Label htmlFor={inputId}>{isBackupCode ? 'Backup code' : 'Authentication code'}</Label>
        <Input
          id={inputId}
          autoFocus
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-describedby={hintId}
          autoComplete="one-time-code"
          inputMode={isBackupCode ? 'text' : 'numeric'}
          maxLength={isBackupCode ? 64 : 6}
          placeholder={isBackupCode ? 'xxxxx-xxxxx' : '123456'}
          className={isBackupCode ? undefined : 'text-center font-mono text-lg tracking-[0.4em]'}
        />
        <p id={hintId} className="text-xs text-muted-foreground">
          {isBackupCode
            ? 'Each backup code works once.'
            : 'Enter the 6-digit code from your authenticator app.'}
        </p>
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting && <Spinner />}
        Verify
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button type="button" variant="link" className="h-auto px-0" onClick={switchMethod}>
          {isBackupCode ? 'Use your authenticator app' : 'Use a backup code instead'}
        </Button>
        <Button type="button" variant="link" className="h-auto px-0 text-muted-foreground" onClick={onCancel}>
          Back to sign in
        </Button>
      </div>
    </form>
  );
}
