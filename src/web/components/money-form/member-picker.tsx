import { useQuery } from '@tanstack/react-query';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { FormField } from '../ui/form-field';
import { NativeSelect } from '../ui/native-select';
import { memberPickerQueries } from './member-picker-queries';

type TMemberPickerProps = Omit<ComponentProps<'select'>, 'id'> & {
  id: string;
  organizationId: string;
  label?: string;
  /** Loads the members only while the picker can be seen. */
  isEnabled?: boolean;
  /** Left out of the list: the acting admin, who never records money for themselves. */
  excludedUserId?: string | null;
  /** The empty choice's text. */
  emptyLabel?: string;
  /** The empty choice's text while the members load; null keeps `emptyLabel`. */
  loadingLabel?: string | null;
  /** A line under the picker. */
  note?: ReactNode;
  /** Only members who have no account yet (an admin acts for them). */
  isWithoutAccountOnly?: boolean;
};

/** The organization's members by name, loaded on demand (memberPickerQueries). */
export function MemberPicker({
  id,
  organizationId,
  label = 'Member',
  isEnabled = true,
  excludedUserId = null,
  emptyLabel = 'Choose a member',
  loadingLabel = 'Loading members…',
  note,
  isWithoutAccountOnly = false,
  ...props
}: TMemberPickerProps) {
  const members = useQuery({ ...memberPickerQueries.list(organizationId), enabled: isEnabled });
  const noteId = useId();
  return (
    <FormField htmlFor={id} label={label}>
      <NativeSelect id={id} aria-describedby={note ? noteId : undefined} {...props}>
        <option value="">
          {members.isPending && isEnabled && loadingLabel !== null ? loadingLabel : emptyLabel}
        </option>
        {members.data
          ?.filter(
            (member) => member.userId !== excludedUserId && !(isWithoutAccountOnly && member.hasSignIn),
          )
          .map((member) => (
            <option key={member.userId} value={member.userId}>
              {member.name}
            </option>
          ))}
      </NativeSelect>
      {note && (
        <p id={noteId} className="text-xs text-muted-foreground">
          {note}
        </p>
      )}
    </FormField>
  );
}
