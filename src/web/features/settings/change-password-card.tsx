import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type TChangePassword, ZChangePassword } from '../../../shared/contracts/account';
import { PasswordInput } from '../../components/password-input';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { FieldError } from '../../components/ui/field-error';
import { FormField } from '../../components/ui/form-field';
import { Spinner } from '../../components/ui/spinner';
import { authClient } from '../../lib/auth-client';
import { readError } from '../../lib/errors';
import { accountQueries } from './settings.queries';

const FIELDS = [
  { name: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New Password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm New Password', autoComplete: 'new-password' },
] as const;

/** Current, new and confirm; a new password signs out every other device and API token. */
export function ChangePasswordCard() {
  const queryClient = useQueryClient();
  const form = useForm<TChangePassword>({
    resolver: zodResolver(ZChangePassword),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function change(values: TChangePassword) {
    const { error } = await authClient.changePassword({
      currentPassword: values.currentPassword,
      newPassword: values.newPassword,
      revokeOtherSessions: true,
    });
    if (error) {
      const { code, message } = readError(error);
      if (code === 'INVALID_PASSWORD') {
        form.setError('currentPassword', { message: 'Current password is incorrect' }, { shouldFocus: true });
      } else {
        toast.error(message ?? 'Failed to update password');
      }
      return;
    }
    form.reset();
    void queryClient.invalidateQueries({ queryKey: accountQueries.sessions().queryKey });
    toast.success('Password updated', { description: 'Every other device has been signed out.' });
  }

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">Change Password</h2>
        <CardDescription>
          At least 8 characters. Other devices are signed out when you change it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          aria-label="Change password"
          className="grid gap-4 sm:max-w-md"
          onSubmit={form.handleSubmit(change)}
        >
          {FIELDS.map(({ name, label, autoComplete }) => {
            const id = `password-${name}`;
            const message = errors[name]?.message;
            return (
              <FormField key={name} htmlFor={id} label={label}>
                <PasswordInput
                  id={id}
                  autoComplete={autoComplete}
                  aria-invalid={message ? true : undefined}
                  aria-describedby={message ? `${id}-error` : undefined}
                  {...form.register(name)}
                />
                <FieldError id={`${id}-error`} message={message} />
              </FormField>
            );
          })}
          <Button type="submit" className="justify-self-start" disabled={isSubmitting}>
            {isSubmitting && <Spinner />}
            Update Password
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
