import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type TUpdateProfile, ZUpdateProfile } from '../../../shared/contracts/account';
import type { TMe } from '../../../shared/contracts/me';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { FieldError } from '../../components/ui/field-error';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { isApiError } from '../../lib/api';
import { useUpdateProfile } from './profile.mutations';

/** Personal Information: Full Name, Company and Phone are editable; the e-mail is shown, never changed. */
export function ProfileForm({ me }: { me: TMe }) {
  const update = useUpdateProfile();
  const form = useForm<TUpdateProfile>({
    resolver: zodResolver(ZUpdateProfile),
    values: {
      fullName: me.profile.fullName ?? me.user.name,
      companyName: me.profile.companyName ?? '',
      phone: me.profile.phone ?? '',
    },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isDirty } = form.formState;

  async function save(values: TUpdateProfile) {
    try {
      await update.mutateAsync(values);
      toast.success('Success', { description: 'Profile updated successfully' });
    } catch (error) {
      const description =
        isApiError(error) && error.code === 'VALIDATION_FAILED' ? error.message : 'Failed to update profile';
      toast.error('Error', { description });
    }
  }

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">Personal Information</h2>
        <CardDescription>The name other members and your organizations see.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="grid gap-5" onSubmit={form.handleSubmit(save)}>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField htmlFor="profile-full-name" label="Full Name">
              <Input
                id="profile-full-name"
                autoComplete="name"
                maxLength={120}
                aria-invalid={errors.fullName ? true : undefined}
                aria-describedby={errors.fullName ? 'profile-full-name-error' : undefined}
                {...form.register('fullName')}
              />
              <FieldError id="profile-full-name-error" message={errors.fullName?.message} />
            </FormField>
            <FormField htmlFor="profile-email" label="Email" hint="Email cannot be changed">
              <Input
                id="profile-email"
                type="email"
                value={me.user.email}
                readOnly
                disabled
                aria-describedby="profile-email-hint"
              />
            </FormField>
          </div>
          <FormField
            htmlFor="profile-company"
            label="Company or employer (optional)"
            hint="Where you work or your own business. This is not your savings group: groups are under Organizations."
          >
            <Input
              id="profile-company"
              autoComplete="organization"
              maxLength={220}
              aria-invalid={errors.companyName ? true : undefined}
              aria-describedby={
                errors.companyName ? 'profile-company-error profile-company-hint' : 'profile-company-hint'
              }
              {...form.register('companyName')}
            />
            <FieldError id="profile-company-error" message={errors.companyName?.message} />
          </FormField>
          <FormField
            htmlFor="profile-phone"
            label="Phone number (optional)"
            hint="The number you bank from: your treasurer's bank statement shows it on payments you make by phone."
          >
            <Input
              id="profile-phone"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              maxLength={30}
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={
                errors.phone ? 'profile-phone-error profile-phone-hint' : 'profile-phone-hint'
              }
              {...form.register('phone')}
            />
            <FieldError id="profile-phone-error" message={errors.phone?.message} />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={!isDirty || update.isPending} onClick={() => form.reset()}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending && <Spinner />}
              Save Changes
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
