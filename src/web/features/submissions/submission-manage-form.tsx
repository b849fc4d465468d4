import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  RESOLUTION_NOTES_MAX,
  SUBMISSION_PRIORITIES,
  SUBMISSION_PRIORITY_LABELS,
  SUBMISSION_STATUS_LABELS,
  SUBMISSION_STATUSES,
  type TManageSubmissionForm,
  type TSubmission,
  ZManageSubmissionForm,
} from '../../../shared/contracts/submissions';
import { FormFooter } from '../../components/form-footer';
import { FormField } from '../../components/ui/form-field';
import { NativeSelect } from '../../components/ui/native-select';
import { Textarea } from '../../components/ui/textarea';
import { getErrorMessage } from '../../lib/errors';
import { toastFirstError } from '../../lib/first-error';
import { useUpdateSubmission } from './submissions.mutations';

const FIELD_ORDER = ['status', 'priority', 'resolutionNotes'] as const;

/** The inline Manage editor of a submission card: status, priority and resolution notes. */
export function SubmissionManageForm({
  submission,
  onDone,
}: {
  submission: TSubmission;
  onDone: () => void;
}) {
  const updateSubmission = useUpdateSubmission();
  const form = useForm<TManageSubmissionForm>({
    resolver: zodResolver(ZManageSubmissionForm),
    defaultValues: {
      status: submission.status,
      priority: submission.priority,
      resolutionNotes: submission.resolutionNotes ?? '',
    },
  });
  const idPrefix = `manage-${submission.id}`;

  function save(values: TManageSubmissionForm) {
    updateSubmission.mutate(
      { id: submission.id, input: values },
      {
        onSuccess: () => {
          toast.success('Success', { description: 'Submission updated successfully' });
          onDone();
        },
        onError: (error) => toast.error('Error', { description: getErrorMessage(error) }),
      },
    );
  }

  return (
    <form
      noValidate
      aria-label={`Manage ${submission.title}`}
      className="grid gap-4 rounded-lg border bg-muted/40 p-4"
      onSubmit={form.handleSubmit(save, (errors) => toastFirstError(errors, FIELD_ORDER))}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField htmlFor={`${idPrefix}-status`} label="Status">
          <NativeSelect id={`${idPrefix}-status`} {...form.register('status')}>
            {SUBMISSION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {SUBMISSION_STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField htmlFor={`${idPrefix}-priority`} label="Priority">
          <NativeSelect id={`${idPrefix}-priority`} {...form.register('priority')}>
            {SUBMISSION_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {SUBMISSION_PRIORITY_LABELS[priority]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField htmlFor={`${idPrefix}-notes`} label="Resolution Notes">
        <Textarea
          id={`${idPrefix}-notes`}
          rows={3}
          maxLength={RESOLUTION_NOTES_MAX}
          placeholder="Add notes about this submission..."
          {...form.register('resolutionNotes')}
        />
      </FormField>
      <FormFooter
        submitLabel="Save Changes"
        isPending={updateSubmission.isPending}
        onCancel={onDone}
        isCancelDisabled={updateSubmission.isPending}
      />
    </form>
  );
}
