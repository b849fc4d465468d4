import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { DEFAULT_JOIN_MESSAGE, ZCreateJoinRequest } from '../../../shared/contracts/join-requests';
import { FormFooter } from '../../components/form-footer';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Textarea } from '../../components/ui/textarea';
import { toastError, toastSuccess } from '../../lib/toasts';
import { useRequestToJoin } from './organizations.mutations';

type TJoinTarget = { id: string; name: string; isInstantJoin: boolean };

/** Asks to join an organization with an optional message; organizations open to all are joined at once. */
export function JoinRequestDialog({
  organization,
  onOpenChange,
}: {
  organization: TJoinTarget | null;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const requestToJoin = useRequestToJoin();
  const form = useForm({
    resolver: zodResolver(ZCreateJoinRequest),
    defaultValues: { message: DEFAULT_JOIN_MESSAGE },
  });

  function submit(values: { message?: string | undefined }) {
    if (!organization) return;
    requestToJoin.mutate(
      { organizationId: organization.id, message: values.message ?? '' },
      {
        onSuccess: (outcome) => {
          if (outcome.outcome === 'joined') {
            toastSuccess('Joined', `You are now a member of ${organization.name}.`);
          } else {
            toastSuccess('Join request submitted successfully');
          }
          form.reset({ message: DEFAULT_JOIN_MESSAGE });
          onOpenChange(false);
        },
        onError: (error) => toastError(error, 'Failed to submit join request', { title: 'Error' }),
      },
    );
  }

  return (
    <Dialog open={organization !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Request to Join</DialogTitle>
        <DialogDescription>
          {organization?.isInstantJoin
            ? `${organization.name} is open to everyone: you will join at once.`
            : `An admin of ${organization?.name ?? 'the organization'} will review your request.`}
        </DialogDescription>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit(submit, (errors) => {
            if (errors.message?.message) toast.error(errors.message.message, { id: 'form-validation' });
          })}
        >
          <FormField htmlFor="join-message" label="Message (optional)">
            <Textarea
              id="join-message"
              rows={3}
              maxLength={500}
              aria-invalid={form.formState.errors.message ? true : undefined}
              {...form.register('message')}
            />
          </FormField>
          <FormFooter
            submitLabel={organization?.isInstantJoin ? 'Join Now' : 'Send Request'}
            isPending={requestToJoin.isPending}
            onCancel={() => onOpenChange(false)}
            isCancelDisabled={requestToJoin.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
