import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { TSignIn } from '../../../shared/contracts/auth';
import { PasswordInput } from '../../components/password-input';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Spinner } from '../../components/ui/spinner';
import { readError } from '../../lib/errors';
import { toastFirstError } from '../../lib/first-error';
import { loadAuthClient } from '../../lib/load-auth-client';
import { toastError } from '../../lib/toasts';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { EmailInput } from './email-input';
import { preloadAuth, signInResolver } from './load-auth';
import { toVerifiedCallbackUrl } from './verified-callback';

const FIELD_ORDER = ['email', 'password'] as const;

async function resendVerification(email: string, next: string) {
  const authClient = await loadAuthClient();
  const { error } = await authClient.sendVerificationEmail({
    email,
    callbackURL: toVerifiedCallbackUrl(next),
  });
  if (error) toastError(error);
  else toast.success(`We sent a new verification link to ${email}.`);
}

/** E-mail and password sign-in. Calls onSignedIn on success, onTwoFactor when a code is still needed. */
export function SignInForm({
  defaultEmail,
  next,
  onSignedIn,
  onTwoFactor,
}: {
  defaultEmail?: string;
  /** Where a re-sent verification link leads after signing in. */
  next: string;
  onSignedIn: () => void;
  onTwoFactor: () => void;
}) {
  const form = useForm<TSignIn>({
    resolver: signInResolver,
    defaultValues: { email: defaultEmail ?? '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const isHydrated = useIsHydrated();

  async function signIn(values: TSignIn) {
    const authClient = await loadAuthClient();
    const { data, error } = await authClient.signIn.email({
      email: values.email,
      password: values.password,
      // Used only for the verification link the server re-sends when the address is not verified yet.
      callbackURL: toVerifiedCallbackUrl(next),
    });
    if (error) {
      const { code, message = 'An error occurred' } = readError(error);
      if (code === 'EMAIL_NOT_VERIFIED') {
        toast.error(message, {
          id: 'email-not-verified',
          description: 'Open the link we e-mailed you, then sign in again.',
          action: { label: 'Resend e-mail', onClick: () => void resendVerification(values.email, next) },
        });
      } else {
        toast.error(message);
      }
      return;
    }
    if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) {
      onTwoFactor();
      return;
    }
    toast.success('Welcome back!');
    onSignedIn();
  }

  return (
    <form
      noValidate
      method="post"
      aria-label="Sign in"
      className="grid gap-4"
      onFocus={preloadAuth}
      onSubmit={form.handleSubmit(signIn, (fieldErrors) => toastFirstError(fieldErrors, FIELD_ORDER))}
    >
      <FormField htmlFor="sign-in-email" label="Email">
        <EmailInput
          id="sign-in-email"
          aria-invalid={errors.email ? true : undefined}
          {...form.register('email')}
        />
      </FormField>
      <FormField htmlFor="sign-in-password" label="Password">
        <PasswordInput
          id="sign-in-password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          {...form.register('password')}
        />
        <Link
          to="/auth/forgot-password"
          className="justify-self-end rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Forgot password?
        </Link>
      </FormField>
      <Button type="submit" className="mt-2 w-full" disabled={isSubmitting || !isHydrated}>
        {isSubmitting && <Spinner />}
        Sign In
      </Button>
    </form>
  );
}
