import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import {
  MAX_MEMBERS_LIMIT,
  type TOrganizationDetail,
  type TOrganizationSettings,
  ZMembershipSettingsForm,
} from '../../../shared/contracts/organizations';
import { formatNumber } from '../../../shared/format';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { Switch } from '../../components/ui/switch';
import { toastFirstError } from '../../lib/first-error';
import { toastError, toastSuccess } from '../../lib/toasts';
import { useUpdateMembershipSettings } from './organizations.mutations';

const FIELD_ORDER = ['requireApproval', 'allowPublicJoin', 'maxMembers'] as const;

function SwitchRow({
  id,
  label,
  hint,
  checked,
  onCheckedChange,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} aria-describedby={`${id}-hint`} />
    </div>
  );
}

/** The Membership tab: approval, public joining and the member limit (enforced on approval and joining). */
export function MembershipSettingsForm({ organization }: { organization: TOrganizationDetail }) {
  const update = useUpdateMembershipSettings(organization.id);
  const form = useForm({
    resolver: zodResolver(ZMembershipSettingsForm),
    values: {
      requireApproval: organization.settings.requireApproval,
      allowPublicJoin: organization.settings.allowPublicJoin,
      maxMembers: organization.settings.maxMembers === null ? '' : String(organization.settings.maxMembers),
    },
    resetOptions: { keepDirtyValues: true },
  });

  function save(values: TOrganizationSettings) {
    update.mutate(values, {
      onSuccess: () =>
        toastSuccess('Membership Settings Updated', 'New members will join under these rules.'),
      onError: (error) => toastError(error, 'Failed to update membership settings.', { title: 'Error' }),
    });
  }

  return (
    <form
      noValidate
      aria-label="Membership settings"
      className="grid gap-4"
      onSubmit={form.handleSubmit(save, (errors) => toastFirstError(errors, FIELD_ORDER))}
    >
      <Controller
        control={form.control}
        name="requireApproval"
        render={({ field }) => (
          <SwitchRow
            id="require-approval"
            label="Require approval"
            hint="An admin approves every request to join."
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <Controller
        control={form.control}
        name="allowPublicJoin"
        render={({ field }) => (
          <SwitchRow
            id="allow-public-join"
            label="Allow public join"
            hint="With approval off, anyone who finds the organization joins at once."
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <FormField
        htmlFor="max-members"
        label="Maximum members"
        hint={`Leave empty for no limit (at most ${formatNumber(MAX_MEMBERS_LIMIT)}). Requests are refused once the organization is full.`}
      >
        <Input
          id="max-members"
          inputMode="numeric"
          placeholder="Unlimited"
          className="sm:max-w-48"
          aria-describedby="max-members-hint"
          aria-invalid={form.formState.errors.maxMembers ? true : undefined}
          {...form.register('maxMembers')}
        />
      </FormField>
      <p className="text-sm text-muted-foreground">
        Currently {organization.memberCount} {organization.memberCount === 1 ? 'member' : 'members'}.
      </p>
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending && <Spinner />}
          Save Membership Settings
        </Button>
      </div>
    </form>
  );
}
