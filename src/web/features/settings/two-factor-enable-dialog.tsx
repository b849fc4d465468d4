import { useQueryClient } from '@tanstack/react-query';
import { Copy, Download } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { ZTotpCode } from '../../../shared/contracts/auth';
import { FormFooter } from '../../components/form-footer';
import { PasswordInput } from '../../components/password-input';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { FieldError } from '../../components/ui/field-error';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { authClient } from '../../lib/auth-client';
import { getErrorMessage } from '../../lib/errors';
import { authQueries } from '../auth/auth.queries';

type TStep =
  | { kind: 'password' }
  | { kind: 'scan'; totpURI: string; secret: string; qr: string | null; backupCodes: string[] }
  | { kind: 'backup'; backupCodes: string[] };

async function drawQr(uri: string): Promise<string | null> {
  try {
    const { toDataURL } = await import('qrcode');
    return await toDataURL(uri, { margin: 1, width: 200 });
  } catch {
    return null;
  }
}

function downloadCodes(codes: string[]) {
  const text = `Masakhane backup codes\nEach code signs you in once if you lose your phone. Keep them somewhere safe.\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'masakhane-backup-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/** Turning two-factor on: confirm the password, scan (or type) the key, confirm a code, keep the backup codes. */
export function TwoFactorEnableDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<TStep>({ kind: 'password' });
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setIsBusy] = useState(false);

  function close() {
    setStep({ kind: 'password' });
    setValue('');
    setError(undefined);
    onClose();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsBusy(true);
    setError(undefined);
    try {
      if (step.kind === 'password') {
        const { data, error: failure } = await authClient.twoFactor.enable({ password: value });
        if (failure || !data || !('totpURI' in data))
          return setError(getErrorMessage(failure, 'Invalid password'));
        const secret = new URL(data.totpURI).searchParams.get('secret') ?? '';
        setStep({
          kind: 'scan',
          totpURI: data.totpURI,
          secret,
          qr: await drawQr(data.totpURI),
          backupCodes: data.backupCodes,
        });
        setValue('');
      } else if (step.kind === 'scan') {
        const code = ZTotpCode.safeParse(value);
        if (!code.success) return setError(code.error.issues[0]?.message);
        const { error: failure } = await authClient.twoFactor.verifyTotp({ code: code.data });
        if (failure) return setError(getErrorMessage(failure, 'Invalid code'));
        setStep({ kind: 'backup', backupCodes: step.backupCodes });
        await queryClient.invalidateQueries({ queryKey: authQueries.me().queryKey });
        toast.success('Two-factor authentication is on');
      }
    } finally {
      setIsBusy(false);
    }
  }

  const inputId = step.kind === 'password' ? 'two-factor-password' : 'two-factor-code';
  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && step.kind !== 'backup' && close()}>
      <DialogContent>
        <DialogTitle>Turn on two-factor authentication</DialogTitle>
        {step.kind === 'backup' ? (
          <>
            <DialogDescription>
              Save these backup codes now: they are shown only once. Each one signs you in once if you lose
              your phone.
            </DialogDescription>
            <ul
              aria-label="Backup codes"
              className="grid grid-cols-2 gap-2 rounded-lg border bg-muted p-4 font-mono text-sm"
            >
              {step.backupCodes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
            <div className="flex flex-col gap-2 sm:flex-row sm:justify-between">
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  onClick={() =>
                    void navigator.clipboard
                      .writeText(step.backupCodes.join('\n'))
                      .then(() => toast.success('Backup codes copied'))
                      .catch(() => toast.error('Copying is not allowed here: download them instead'))
                  }
                >
                  <Copy aria-hidden />
                  Copy
                </Button>
                <Button variant="outline" onClick={() => downloadCodes(step.backupCodes)}>
                  <Download aria-hidden />
                  Download
                </Button>
              </div>
              <Button onClick={close}>I have saved them</Button>
            </div>
          </>
        ) : (
          <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
            {step.kind === 'password' ? (
              <DialogDescription>Confirm it is you: enter your password.</DialogDescription>
            ) : (
              <>
                <DialogDescription>
                  Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator,
                  Authy), then enter the 6-digit code it shows.
                </DialogDescription>
                {step.qr && (
                  <img
                    src={step.qr}
                    alt="QR code for your authenticator app"
                    className="size-48 justify-self-center rounded-md bg-white p-1"
                  />
                )}
                <p className="text-sm">
                  Or type this key:{' '}
                  <code className="break-all rounded bg-muted px-1.5 py-0.5 font-mono">{step.secret}</code>
                </p>
              </>
            )}
            <FormField
              htmlFor={inputId}
              label={step.kind === 'password' ? 'Password' : 'Authentication code'}
            >
              {step.kind === 'password' ? (
                <PasswordInput
                  id={inputId}
                  autoFocus
                  autoComplete="current-password"
                  value={value}
                  onChange={(event) => setValue(event.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${inputId}-error` : undefined}
                />
              ) : (
                <Input
                  id={inputId}
                  autoFocus
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  value={value}
                  onChange={(event) => setValue(event.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${inputId}-error` : undefined}
                />
              )}
              <FieldError id={`${inputId}-error`} message={error} />
            </FormField>
            <FormFooter
              submitLabel={step.kind === 'password' ? 'Continue' : 'Turn on'}
              isPending={isBusy}
              onCancel={close}
              isSubmitDisabled={!value}
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
