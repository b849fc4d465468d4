import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PasswordInput } from '../../components/password-input';
import { Button } from '../../components/ui/button';
import { FieldError } from '../../components/ui/field-error';
import { FormField } from '../../components/ui/form-field';
import { Spinner } from '../../components/ui/spinner';
import { AuthCard } from '../../layouts/auth-card';
import { loadAuthClient } from '../../lib/load-auth-client';
import { toastError } from '../../lib/toasts';

const linkClass = 'rounded-sm font-medium text-primary underline-offset-4 hover:underline';

/** /auth/reset-password?token=...: the e-mailed link lands here; a new password signs out every device. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token');
  const [values, setValues] = useState({ newPassword: '', confirmPassword: '' });
  const [error, setError] = useState<{ field: 'newPassword' | 'confirmPassword'; message: string } | null>(
    null,
  );
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const [authClient, { ZResetPassword }] = await Promise.all([
      loadAuthClient(),
      import('../../../shared/contracts/account'),
    ]);
    const parsed = ZResetPassword.safeParse(values);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError({
        field: issue?.path[0] === 'confirmPassword' ? 'confirmPassword' : 'newPassword',
        message: issue?.message ?? 'Invalid password',
      });
      return;
    }
    setError(null);
    setIsSubmitting(true);
    try {
      const { error: failure } = await authClient.resetPassword({
        newPassword: parsed.data.newPassword,
        token: token ?? '',
      });
      if (failure) {
        toastError(failure, 'This reset link is not valid any more. Ask for a new one.');
        return;
      }
      toast.success('Password changed', { description: 'Sign in with your new password.' });
      await navigate('/auth', { replace: true });
    } finally {
      setIsSubmitting(false);
    }
  }

  if (!token || searchParams.get('error')) {
    return (
      <AuthCard title="Reset link not valid" description="The link has expired or was already used.">
        <p className="text-center text-sm">
          <Link to="/auth/forgot-password" className={linkClass}>
            Ask for a new link
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Choose a new password"
      description="At least 8 characters. You will be signed out everywhere."
    >
      <form
        noValidate
        aria-label="Reset password"
        className="grid gap-4"
        onSubmit={(event) => void submit(event)}
      >
        {(['newPassword', 'confirmPassword'] as const).map((field) => {
          const id = `reset-${field}`;
          const message = error?.field === field ? error.message : undefined;
          return (
            <FormField
              key={field}
              htmlFor={id}
              label={field === 'newPassword' ? 'New Password' : 'Confirm New Password'}
            >
              <PasswordInput
                id={id}
                autoComplete="new-password"
                value={values[field]}
                onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? `${id}-error` : undefined}
              />
              <FieldError id={`${id}-error`} message={message} />
            </FormField>
          );
        })}
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting && <Spinner />}
          Set new password
        </Button>
      </form>
    </AuthCard>
  );
}
