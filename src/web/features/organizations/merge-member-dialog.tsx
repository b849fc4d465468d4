import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TMember } from '../../../shared/contracts/members';
import { FormFooter } from '../../components/form-footer';
import { memberPickerQueries } from '../../components/money-form/member-picker-queries';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { NativeSelect } from '../../components/ui/native-select';
import { announceMove } from '../../lib/held-move';
import { toastError } from '../../lib/toasts';
import { useMergeMemberRecord } from './organizations.mutations';

/**
 * Merges a record without an account into another member's: two records kept for one person (say one from
 * the exercise book, one the person made by joining). The other member keeps their membership.
 */
export function MergeMemberDialog({
  organizationId,
  member,
  onClose,
}: {
  organizationId: string;
  member: TMember | null;
  onClose: () => void;
}) {
  const members = useQuery({ ...memberPickerQueries.list(organizationId), enabled: member !== null });
  const merge = useMergeMemberRecord(organizationId);
  const [intoMembershipId, setIntoMembershipId] = useState('');
  const name = member?.fullName ?? 'this member';
  const choices = members.data?.filter((choice) => choice.membershipId !== member?.id) ?? [];
  const into = choices.find((choice) => choice.membershipId === intoMembershipId);

  function close() {
    setIntoMembershipId('');
    merge.reset();
    onClose();
  }

  function submit() {
    if (!member || !into) return;
    merge.mutate(
      { membershipId: member.id, intoMembershipId },
      {
        onSuccess: (answer) => {
          announceMove(answer, `${name}'s record is now part of ${into.name}'s`);
          close();
        },
        onError: (error) => toastError(error, 'Failed to merge the records.', { title: 'Error' }),
      },
    );
  }

  return (
    <Dialog open={member !== null} onOpenChange={(isOpen) => !isOpen && close()}>
      <DialogContent>
        <DialogTitle>Merge {name} Into Another Member</DialogTitle>
        <DialogDescription>
          For two records of one person. Everything the record of {name} holds (contributions, loans, cover,
          fines and its lines in the books) moves to the member you choose, who keeps their payment reference.
          The books do not change in total. This cannot be undone.
        </DialogDescription>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <FormField htmlFor="merge-into" label="Merge into">
            <NativeSelect
              id="merge-into"
              value={intoMembershipId}
              onChange={(event) => setIntoMembershipId(event.target.value)}
            >
              <option value="">{members.isPending ? 'Loading members…' : 'Choose a member'}</option>
              {choices.map((choice) => (
                <option key={choice.membershipId} value={choice.membershipId}>
                  {choice.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormFooter
            submitLabel="Merge Records"
            isDestructive
            isPending={merge.isPending}
            isSubmitDisabled={!into}
            onCancel={close}
            isCancelDisabled={merge.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
