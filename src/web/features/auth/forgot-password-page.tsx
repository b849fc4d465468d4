import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Spinner } from '../../components/ui/spinner';
import { AuthCard } from '../../layouts/auth-card';
import { loadAuthClient } from '../../lib/load-auth-client';
import { toastError } from '../../lib/toasts';
import { EmailInput } from './email-input';
import { loadAuthContracts } from './load-auth';

const linkClass = 'rounded-sm font-medium text-primary underline-offset-4 hover:underline';

/** /auth/forgot-password: asks for a reset link; the answer never tells whether the address has an account. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const [authClient, { ZSignIn }] = await Promise.all([loadAuthClient(), loadAuthContracts()]);
    const parsed = ZSignIn.shape.email.safeParse(email);
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? 'Invalid email address');
      return;
    }
    setIsSubmitting(true);
    try {
      const { error } = await authClient.requestPasswordReset({
        email: parsed.data,
        redirectTo: '/auth/reset-password',
      });
      if (error) toastError(error);
      else setSentTo(parsed.data);
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <AuthCard title="Forgot your password?" description="We will e-mail you a link to choose a new one.">
      {sentTo ? (
        <div role="status" className="grid gap-3 text-sm">
          <p>
            If <strong className="break-all">{sentTo}</strong> has a Masakhane account, a link to reset the
            password is on its way. It is valid for one hour.
          </p>
          <p className="text-muted-foreground">No e-mail after a few minutes? Check your spam folder.</p>
        </div>
      ) : (
        <form
          noValidate
          aria-label="Forgot password"
          className="grid gap-4"
          onSubmit={(event) => void submit(event)}
        >
          <FormField htmlFor="forgot-email" label="Email">
            <EmailInput id="forgot-email" value={email} onChange={(event) => setEmail(event.target.value)} />
          </FormField>
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting && <Spinner />}
            Send reset link
          </Button>
        </form>
      )}
      <p className="text-center text-sm text-muted-foreground">
        Remembered it?{' '}
        <Link to="/auth" className={linkClass}>
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
