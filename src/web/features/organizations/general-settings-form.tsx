import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type TOrganizationDetail,
  type TOrganizationDetails,
  ZOrganizationDetails,
} from '../../../shared/contracts/organizations';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { toastFirstError } from '../../lib/first-error';
import { toastError, toastSuccess } from '../../lib/toasts';
import { DETAILS_FIELD_ORDER, OrganizationDetailsFields } from './organization-details-fields';
import { useUpdateOrganization } from './organizations.mutations';

/** The General tab: name (required), description, type, e-mail and phone. */
export function GeneralSettingsForm({ organization }: { organization: TOrganizationDetail }) {
  const update = useUpdateOrganization(organization.id);
  const form = useForm({
    resolver: zodResolver(ZOrganizationDetails),
    values: {
      name: organization.name,
      description: organization.description ?? '',
      organizationType: organization.organizationType,
      email: organization.email ?? '',
      phone: organization.phone ?? '',
    },
    resetOptions: { keepDirtyValues: true },
  });

  function save(values: TOrganizationDetails) {
    update.mutate(values, {
      onSuccess: () => toastSuccess('Settings Updated', 'Your organization details have been saved.'),
      onError: (error) => toastError(error, 'Failed to update settings.', { title: 'Error' }),
    });
  }

  return (
    <form
      noValidate
      aria-label="General settings"
      className="grid gap-5"
      onSubmit={form.handleSubmit(save, (errors) => toastFirstError(errors, DETAILS_FIELD_ORDER))}
    >
      <OrganizationDetailsFields form={form} idPrefix="settings" />
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending && <Spinner />}
          Save Changes
        </Button>
      </div>
    </form>
  );
}
