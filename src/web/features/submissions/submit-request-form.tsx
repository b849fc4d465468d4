import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { TMembership } from '../../../shared/contracts/me';
import {
  DESCRIPTION_MAX,
  ORGANIZATION_REQUIRED_MESSAGE,
  ORGANIZATION_REQUIRED_TITLE,
  SUBMISSION_TYPE_LABELS,
  SUBMISSION_TYPES,
  type TCreateSubmission,
  type TCreateSubmissionInput,
  TITLE_MAX,
  ZCreateSubmission,
} from '../../../shared/contracts/submissions';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { Spinner } from '../../components/ui/spinner';
import { Textarea } from '../../components/ui/textarea';
import { isApiError } from '../../lib/api';
import { getErrorMessage } from '../../lib/errors';
import { toastFirstError } from '../../lib/first-error';
import { SUBMISSION_TARGET_LABELS } from './submission-labels';
import { useCreateSubmission } from './submissions.mutations';

const FIELD_ORDER = ['submissionType', 'targetType', 'organizationId', 'title', 'description'] as const;

/** Spec part 2, sections 5 and 8: the form of Submit a Request, with the spec's toasts. */
export function SubmitRequestForm({
  memberships,
  selectedOrganizationId,
}: {
  memberships: readonly TMembership[];
  selectedOrganizationId: string | null;
}) {
  const navigate = useNavigate();
  const createSubmission = useCreateSubmission();
  const defaults: Partial<TCreateSubmissionInput> = {
    targetType: memberships.length > 0 ? 'organization' : 'site_operators',
    organizationId: selectedOrganizationId ?? memberships[0]?.organizationId ?? '',
    title: '',
    description: '',
  };
  const form = useForm<TCreateSubmissionInput, unknown, TCreateSubmission>({
    resolver: zodResolver(ZCreateSubmission),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const targetType = useWatch({ control: form.control, name: 'targetType' });

  function send(values: TCreateSubmission) {
    createSubmission.mutate(values, {
      onSuccess: () => {
        toast.success('Submission sent', {
          description: 'Your request has been submitted successfully',
          action: { label: 'View', onClick: () => void navigate('/dashboard/view-submissions') },
        });
        form.reset({
          ...defaults,
          targetType: values.targetType,
          organizationId: values.organizationId ?? '',
        });
      },
      onError: (error) =>
        toast.error('Error submitting request', {
          description:
            isApiError(error) && error.status === 401 ? 'Not authenticated' : getErrorMessage(error),
        }),
    });
  }

  return (
    <form
      noValidate
      aria-label="Submit a request"
      className="grid gap-5"
      onSubmit={form.handleSubmit(send, (fieldErrors) => {
        if (fieldErrors.organizationId?.message === ORGANIZATION_REQUIRED_MESSAGE) {
          toast.error(ORGANIZATION_REQUIRED_TITLE, {
            id: 'form-validation',
            description: ORGANIZATION_REQUIRED_MESSAGE,
          });
          return;
        }
        toastFirstError(fieldErrors, FIELD_ORDER);
      })}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField htmlFor="submission-type" label="Request Type">
          <NativeSelect
            id="submission-type"
            aria-invalid={errors.submissionType ? true : undefined}
            {...form.register('submissionType')}
          >
            <option value="">Select a request type</option>
            {SUBMISSION_TYPES.map((type) => (
              <option key={type} value={type}>
                {SUBMISSION_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField htmlFor="submission-recipient" label="Send To">
          <NativeSelect
            id="submission-recipient"
            aria-invalid={errors.targetType ? true : undefined}
            {...form.register('targetType')}
          >
            <option value="organization">{SUBMISSION_TARGET_LABELS.organization}</option>
            <option value="site_operators">{SUBMISSION_TARGET_LABELS.site_operators}</option>
          </NativeSelect>
        </FormField>
      </div>
      {targetType === 'organization' && (
        <FormField
          htmlFor="submission-organization"
          label="Organization"
          {...(memberships.length === 0
            ? { hint: 'Join an organization to send requests to its admins.' }
            : {})}
        >
          <NativeSelect
            id="submission-organization"
            aria-invalid={errors.organizationId ? true : undefined}
            {...(memberships.length === 0 ? { 'aria-describedby': 'submission-organization-hint' } : {})}
            {...form.register('organizationId')}
          >
            <option value="">Select an organization</option>
            {memberships.map((membership) => (
              <option key={membership.organizationId} value={membership.organizationId}>
                {membership.organization.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}
      <FormField htmlFor="submission-title" label="Title">
        <Input
          id="submission-title"
          maxLength={TITLE_MAX}
          placeholder="A short summary of your request"
          aria-invalid={errors.title ? true : undefined}
          {...form.register('title')}
        />
      </FormField>
      <FormField htmlFor="submission-description" label="Description">
        <Textarea
          id="submission-description"
          rows={6}
          maxLength={DESCRIPTION_MAX}
          placeholder="What happened, what you expected, or what you would like to know"
          aria-invalid={errors.description ? true : undefined}
          {...form.register('description')}
        />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" className="w-full sm:w-auto" disabled={createSubmission.isPending}>
          {createSubmission.isPending && <Spinner />}
          Submit Request
        </Button>
      </div>
    </form>
  );
}
