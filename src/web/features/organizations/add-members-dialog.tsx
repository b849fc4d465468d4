import { zodResolver } from '@hookform/resolvers/zod';
import { FileUp, Plus, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  MAX_MEMBERS_PER_ADD,
  type TAddMemberRecords,
  ZAddMemberRecords,
} from '../../../shared/contracts/member-records';
import { readMemberFile } from '../../../shared/member-file';
import { FormFooter } from '../../components/form-footer';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/text-field';
import { toastError, toastInfo, toastSuccess } from '../../lib/toasts';
import { useAddMemberRecords } from './organizations.mutations';

const EMPTY_ROW = { fullName: '', phone: '', email: '' };
const FIRST_ROWS = 3;
/** A members file of 50 rows is a few kilobytes; anything near this is not one. */
const MAX_FILE_BYTES = 1_000_000;

/**
 * Adds members who have no account yet, several at a time: a name with a phone number, an e-mail or
 * neither. Each can later be invited to claim their record.
 */
export function AddMembersDialog({
  organizationId,
  isOpen,
  onOpenChange,
}: {
  organizationId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const add = useAddMemberRecords(organizationId);
  const form = useForm<TAddMemberRecords>({
    resolver: zodResolver(ZAddMemberRecords),
    defaultValues: { members: Array.from({ length: FIRST_ROWS }, () => ({ ...EMPTY_ROW })) },
  });
  const rows = useFieldArray({ control: form.control, name: 'members' });
  const errors = form.formState.errors.members;
  const fileInput = useRef<HTMLInputElement>(null);

  /** Fills the rows from the group's own CSV file; nothing is added until the admin checks and sends them. */
  async function fillFromFile(file: File) {
    if (file.size > MAX_FILE_BYTES) {
      toast.error(`${file.name} is larger than 1 MB: choose the group's members file (CSV)`);
      return;
    }
    const read = readMemberFile(await file.text());
    if ('error' in read) {
      toast.error(`${file.name}: ${read.error}`);
      return;
    }
    if (read.members.length > MAX_MEMBERS_PER_ADD) {
      toast.error(
        `${file.name} lists ${read.members.length} members: add at most ${MAX_MEMBERS_PER_ADD} at a time (split the file)`,
      );
      return;
    }
    rows.replace(read.members);
    form.clearErrors();
    toastInfo(`${read.members.length} members read from ${file.name}: check them, then Add Members.`);
  }

  function close(isNowOpen: boolean) {
    if (!isNowOpen) form.reset();
    onOpenChange(isNowOpen);
  }

  function submit(values: TAddMemberRecords) {
    add.mutate(values, {
      onSuccess: ({ members }) => {
        toastSuccess(
          members.length === 1 ? 'Member Added' : 'Members Added',
          members.length === 1
            ? `${members[0]?.fullName} is now a member. Invite them to claim their record.`
            : `${members.length} members added. Invite each to claim their record.`,
        );
        close(false);
      },
      onError: (error) => toastError(error, 'Failed to add members.', { title: 'Error' }),
    });
  }

  return (
    <Dialog open={isOpen} onOpenChange={close}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl">
        <DialogTitle>Add Members</DialogTitle>
        <DialogDescription>
          Members who have no account yet. Rows left without a name are skipped. Each member gets a payment
          reference at once and can be invited later to sign in and see their record.
        </DialogDescription>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            // Rows with nothing typed in them are not members.
            const filled = form.getValues('members').filter((row) => row.fullName || row.phone || row.email);
            rows.replace(filled.length > 0 ? filled : [{ ...EMPTY_ROW }]);
            void form.handleSubmit(submit)(event);
          }}
        >
          <ol className="grid gap-3">
            {rows.fields.map((row, index) => (
              <li
                key={row.id}
                className="grid gap-2 rounded-md border p-3 sm:grid-cols-[1.4fr_1fr_1.4fr_auto] sm:items-start sm:border-0 sm:p-0"
              >
                <TextField
                  id={`member-${index}-name`}
                  label={`Full name (row ${index + 1})`}
                  autoComplete="off"
                  error={errors?.[index]?.fullName?.message}
                  {...form.register(`members.${index}.fullName`)}
                />
                <TextField
                  id={`member-${index}-phone`}
                  label="Phone (optional)"
                  type="tel"
                  inputMode="tel"
                  autoComplete="off"
                  error={errors?.[index]?.phone?.message}
                  {...form.register(`members.${index}.phone`)}
                />
                <TextField
                  id={`member-${index}-email`}
                  label="E-mail (optional)"
                  type="email"
                  autoComplete="off"
                  error={errors?.[index]?.email?.message}
                  {...form.register(`members.${index}.email`)}
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="justify-self-end sm:mt-6"
                  aria-label={`Remove row ${index + 1}`}
                  disabled={rows.fields.length === 1}
                  onClick={() => rows.remove(index)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            ))}
          </ol>
          {errors?.root?.message || errors?.message ? (
            <p role="alert" className="text-sm text-destructive">
              {errors.root?.message ?? errors.message}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              disabled={rows.fields.length >= MAX_MEMBERS_PER_ADD}
              onClick={() => rows.append({ ...EMPTY_ROW }, { shouldFocus: true })}
            >
              <Plus aria-hidden />
              Add Row
            </Button>
            <Button type="button" variant="outline" onClick={() => fileInput.current?.click()}>
              <FileUp aria-hidden />
              Fill From a File
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept=".csv,text/csv"
              className="sr-only"
              aria-label="Members file (CSV)"
              tabIndex={-1}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void fillFromFile(file);
              }}
            />
          </div>
          <p className="text-xs text-muted-foreground">
            A CSV file with a header row: a name column (or first name and surname), and phone and e-mail if
            the group keeps them.
          </p>
          <FormFooter
            submitLabel="Add Members"
            isPending={add.isPending}
            onCancel={() => close(false)}
            isCancelDisabled={add.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
