import type { UseFormReturn } from 'react-hook-form';
import type {
  TOrganizationDetails,
  TOrganizationDetailsInput,
} from '../../../shared/contracts/organizations';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { OrganizationTypeSelect } from './organization-type-select';

/** The order in which the first validation message is looked for. */
export const DETAILS_FIELD_ORDER = ['name', 'description', 'organizationType', 'email', 'phone'] as const;

/** Name, description, type, e-mail and phone: shared by Create Organization and the General settings tab. */
export function OrganizationDetailsFields({
  form: details,
  idPrefix,
}: {
  form: UseFormReturn<TOrganizationDetailsInput, unknown, TOrganizationDetails>;
  idPrefix: string;
}) {
  const { errors } = details.formState;
  return (
    <>
      <FormField htmlFor={`${idPrefix}-name`} label="Organization Name">
        <Input
          id={`${idPrefix}-name`}
          autoComplete="organization"
          placeholder="e.g. Siyaphambili Stokvel"
          maxLength={120}
          aria-invalid={errors.name ? true : undefined}
          {...details.register('name')}
        />
      </FormField>
      <FormField htmlFor={`${idPrefix}-description`} label="Description">
        <Textarea
          id={`${idPrefix}-description`}
          rows={4}
          maxLength={2000}
          placeholder="What your group is for and who it serves"
          aria-invalid={errors.description ? true : undefined}
          {...details.register('description')}
        />
      </FormField>
      <FormField htmlFor={`${idPrefix}-type`} label="Organization Type">
        <OrganizationTypeSelect id={`${idPrefix}-type`} {...details.register('organizationType')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField htmlFor={`${idPrefix}-email`} label="Email">
          <Input
            id={`${idPrefix}-email`}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="treasurer@example.co.za"
            maxLength={255}
            aria-invalid={errors.email ? true : undefined}
            {...details.register('email')}
          />
        </FormField>
        <FormField htmlFor={`${idPrefix}-phone`} label="Phone">
          <Input
            id={`${idPrefix}-phone`}
            type="tel"
            autoComplete="tel"
            placeholder="011 555 0101"
            maxLength={20}
            aria-invalid={errors.phone ? true : undefined}
            {...details.register('phone')}
          />
        </FormField>
      </div>
    </>
  );
}
