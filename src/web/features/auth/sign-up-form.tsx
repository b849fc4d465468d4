import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { TSignUp } from '../../../shared/contracts/auth';
import { PasswordInput } from '../../components/password-input';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { toastFirstError } from '../../lib/first-error';
import { loadAuthClient } from '../../lib/load-auth-client';
import { toastError } from '../../lib/toasts';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { EmailInput } from './email-input';
import { preloadAuth, signUpResolver } from './load-auth';
import { toVerifiedCallbackUrl } from './verified-callback';

const FIELD_ORDER = ['fullName', 'email', 'password'] as const;

/** Creates an account; the user must then verify their e-mail. Calls onSignedUp with the address used. */
export function SignUpForm({ next, onSignedUp }: { next: string; onSignedUp: (email: string) => void }) {
  const form = useForm<TSignUp>({
    resolver: signUpResolver,
    defaultValues: { fullName: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const isHydrated = useIsHydrated();

  async function signUp(values: TSignUp) {
    const authClient = await loadAuthClient();
    const { error } = await authClient.signUp.email({
      name: values.fullName,
      email: values.email,
      password: values.password,
      callbackURL: toVerifiedCallbackUrl(next),
    });
    if (error) {
      toastError(error);
      return;
    }
    toast.success('Account created! Please check your email to verify your account.');
    onSignedUp(values.email);
  }

  return (
    <form
      noValidate
      method="post"
      aria-label="Create account"
      className="grid gap-4"
      onFocus={preloadAuth}
      onSubmit={form.handleSubmit(signUp, (fieldErrors) => toastFirstError(fieldErrors, FIELD_ORDER))}
    >
      <FormField htmlFor="sign-up-name" label="Full Name">
        <Input
          id="sign-up-name"
          autoComplete="name"
          placeholder="Thandi Mokoena"
          aria-invalid={errors.fullName ? true : undefined}
          {...form.register('fullName')}
        />
      </FormField>
      <FormField htmlFor="sign-up-email" label="Email">
        <EmailInput
          id="sign-up-email"
          aria-invalid={errors.email ? true : undefined}
          {...form.register('email')}
        />
      </FormField>
      <FormField htmlFor="sign-up-password" label="Password" hint="At least 8 characters.">
        <PasswordInput
          id="sign-up-password"
          autoComplete="new-password"
          aria-describedby="sign-up-password-hint"
          aria-invalid={errors.password ? true : undefined}
          {...form.register('password')}
        />
      </FormField>
      <Button type="submit" className="mt-2 w-full" disabled={isSubmitting || !isHydrated}>
        {isSubmitting && <Spinner />}
        Create Account
      </Button>
    </form>
  );
}
