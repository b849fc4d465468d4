import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { loadAuthClient } from '../../lib/load-auth-client';
import { toastError } from '../../lib/toasts';
import { toVerifiedCallbackUrl } from './verified-callback';

/** Shown after sign-up: the account exists but the e-mail address must be verified first. */
export function CheckEmailPanel({
  email,
  next,
  onBackToSignIn,
}: {
  email: string;
  /** Where the verification link leads after signing in. */
  next: string;
  onBackToSignIn: () => void;
}) {
  const [isSending, setIsSending] = useState(false);

  async function resend() {
    setIsSending(true);
    try {
      const authClient = await loadAuthClient();
      const { error } = await authClient.sendVerificationEmail({
        email,
        callbackURL: toVerifiedCallbackUrl(next),
      });
      if (error) toastError(error);
      else toast.success(`We sent a new verification link to ${email}.`);
    } finally {
      setIsSending(false);
    }
  }

  return (
    <section aria-labelledby="check-email-title" className="grid gap-4 text-center">
      <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <MailCheck className="size-6" aria-hidden />
      </span>
      <h2 id="check-email-title" className="text-xl font-semibold">
        Check your e-mail
      </h2>
      <p className="text-sm text-muted-foreground">
        We sent a verification link to{' '}
        <strong className="font-medium break-all text-foreground">{email}</strong>. Open it to verify your
        account, then sign in. The link can take a minute to arrive; check your spam folder too.
      </p>
      <div className="grid gap-2">
        <Button onClick={onBackToSignIn}>Back to sign in</Button>
        <Button variant="outline" onClick={resend} disabled={isSending}>
          {isSending && <Spinner />}
          Resend verification e-mail
        </Button>
      </div>
    </section>
  );
}
